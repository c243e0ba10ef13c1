/**
 * The public verification of a certificate, through core's plain-fetch `getJson` (no cookie: anyone may
 * ask). Read by hand rather than with zod: the page must stay small for a visitor (api.test.ts checks the
 * reader against the shared PublicCertificate schema).
 */
import { getJson } from '../../core/api/get-json';
import { bool, check, fields, int, object, text, type Json } from '../../core/api/read-answer';

/**
 * What GET /api/public/certidoes/{codigo} answers: nothing about the person beyond the name; whether the
 * record was annulled or corrected since; the sacrament's date and book, page and entry as printed.
 */
export interface Verification {
  codigo: string;
  paroquia: string;
  tipo: string;
  nome: string;
  emitida_em: string;
  anulado: boolean;
  retificado: boolean;
  data: string;
  livro: number;
  folha: number;
  termo: number;
}

export function readVerification(answer: unknown): Verification {
  return fields(object(answer, 'certidao'), {
    codigo: text,
    paroquia: text,
    tipo: text,
    nome: text,
    emitida_em: text,
    anulado: bool,
    retificado: bool,
    data: text,
    livro: int,
    folha: int,
    termo: int,
  });
}

const verify = async (codigo: string, signal?: AbortSignal) =>
  readVerification(await getJson(`/api/public/certidoes/${encodeURIComponent(codigo)}`, { signal }));

/**
 * What GET /api/public/decretos/{codigo} answers of a chancery's decree: its number, the diocese and parish, the
 * petition's protocol and type, the decision, the day and who signed (nothing of the persons named in it).
 */
export interface DecreeVerification {
  codigo: string;
  numero: string;
  diocese: string;
  paroquia: string;
  protocolo: string;
  tipo_nome: string;
  decisao: 'deferido' | 'indeferido';
  emitido_em: string;
  assinante: string;
}

const decision = (body: Json, field: string): 'deferido' | 'indeferido' =>
  check(body[field] === 'deferido' || body[field] === 'indeferido', body[field], field);

export function readDecree(answer: unknown): DecreeVerification {
  return fields(object(answer, 'decreto'), {
    codigo: text,
    numero: text,
    diocese: text,
    paroquia: text,
    protocolo: text,
    tipo_nome: text,
    decisao: decision,
    emitido_em: text,
    assinante: text,
  });
}

const verifyDecree = async (codigo: string, signal?: AbortSignal) =>
  readDecree(await getJson(`/api/public/decretos/${encodeURIComponent(codigo)}`, { signal }));

/**
 * What GET /api/public/certificados-curso/{codigo} answers of a baptism preparation course's certificate: the
 * person's name, the parish, the course's day, until when it is valid and whether it still is.
 */
export interface CourseVerification {
  codigo: string;
  nome: string;
  paroquia: string;
  data: string;
  valido_ate: string;
  valido: boolean;
}

export function readCourse(answer: unknown): CourseVerification {
  return fields(object(answer, 'certificado'), { codigo: text, nome: text, paroquia: text, data: text, valido_ate: text, valido: bool });
}

const verifyCourse = async (codigo: string, signal?: AbortSignal) =>
  readCourse(await getJson(`/api/public/certificados-curso/${encodeURIComponent(codigo)}`, { signal }));

/** The document the element verifies, by its code (none typed: nothing asked). */
export const verifyDocument = async (documento: 'certidao' | 'decreto' | 'curso', codigo: string, signal?: AbortSignal) =>
  !codigo ? null : documento === 'decreto' ? verifyDecree(codigo, signal) : documento === 'curso' ? verifyCourse(codigo, signal) : verify(codigo, signal);
