/**
 * The public verification of a certificate, through core's plain-fetch `getJson` (no cookie: anyone may
 * ask). Read by hand rather than with zod: the page must stay small for a visitor (api.test.ts checks the
 * reader against the shared PublicCertificate schema).
 */
import { getJson } from '../../core/api/get-json';

/** What GET /api/public/certidoes/{codigo} answers: nothing about the person beyond the name. */
export interface Verification {
  codigo: string;
  paroquia: string;
  tipo: string;
  nome: string;
  emitida_em: string;
  anulado: boolean;
}

export class UnexpectedAnswer extends Error {
  constructor() {
    super('Resposta inesperada do portal.');
    this.name = 'UnexpectedAnswer';
  }
}

export function readVerification(answer: unknown): Verification {
  const b = (typeof answer === 'object' && answer !== null ? answer : {}) as Record<string, unknown>;
  const texts = ['codigo', 'paroquia', 'tipo', 'nome', 'emitida_em'] as const;
  if (!texts.every((k) => typeof b[k] === 'string') || typeof b.anulado !== 'boolean') throw new UnexpectedAnswer();
  return { codigo: b.codigo, paroquia: b.paroquia, tipo: b.tipo, nome: b.nome, emitida_em: b.emitida_em, anulado: b.anulado } as Verification;
}

export const verify = async (codigo: string, signal?: AbortSignal) => readVerification(await getJson(`/api/public/certidoes/${encodeURIComponent(codigo)}`, { signal }));
