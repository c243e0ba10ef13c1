/**
 * The public verification of a certificate, through core's plain-fetch `getJson` (no cookie: anyone may
 * ask). Read by hand rather than with zod: the page must stay small for a visitor (api.test.ts checks the
 * reader against the shared PublicCertificate schema).
 */
import { getJson } from '../../core/api/get-json';
import { bool, fields, int, object, text } from '../../core/api/read-answer';

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

export const verify = async (codigo: string, signal?: AbortSignal) =>
  readVerification(await getJson(`/api/public/certidoes/${encodeURIComponent(codigo)}`, { signal }));
