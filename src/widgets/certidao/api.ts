/**
 * The public verification of a certificate, through core's plain-fetch `getJson` (no cookie: anyone may
 * ask). Read by hand rather than with zod: the page must stay small for a visitor (api.test.ts checks the
 * reader against the shared PublicCertificate schema).
 */
import { getJson } from '../../core/api/get-json';
import { bool, int, object, text } from '../../core/api/read-answer';

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
  const b = object(answer, 'certidao');
  return {
    codigo: text(b, 'codigo'),
    paroquia: text(b, 'paroquia'),
    tipo: text(b, 'tipo'),
    nome: text(b, 'nome'),
    emitida_em: text(b, 'emitida_em'),
    anulado: bool(b, 'anulado'),
    retificado: bool(b, 'retificado'),
    data: text(b, 'data'),
    livro: int(b, 'livro'),
    folha: int(b, 'folha'),
    termo: int(b, 'termo'),
  };
}

export const verify = async (codigo: string, signal?: AbortSignal) =>
  readVerification(await getJson(`/api/public/certidoes/${encodeURIComponent(codigo)}`, { signal }));
