/**
 * The donate element's calls, through core's plain-fetch `getJson` (no cookies) as the public notices
 * feed does. The answers (PublicTithe and PublicCampaign in shared/schemas/dizimo.ts) are checked by
 * hand rather than with zod/mini: its chunk is about 7 KB gzip, a quarter of the element's 30 KB budget,
 * for two flat objects. api.test.ts checks these readers against the shared schemas.
 */
import { getJson } from '../../core/api/get-json';

/** What the element shows, for the tithe or a campaign (`progress` only for a campaign). */
export interface Donation {
  title: string;
  description: string | null;
  progress: { goalCents: number | null; raisedCents: number; donors: number } | null;
  /** The BR Code ('copia e cola'), built by the server; null when the parish has no PIX key. */
  payload: string | null;
}

/** An answer that is not what the endpoint documents (a proxy's page, another version of the portal). */
export class UnexpectedAnswer extends Error {
  constructor(field: string) {
    super(`Resposta inesperada do portal (${field}).`);
    this.name = 'UnexpectedAnswer';
  }
}

type Json = Record<string, unknown>;

function object(value: unknown, field: string): Json {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new UnexpectedAnswer(field);
  return value as Json;
}

function check<T>(ok: boolean, value: unknown, field: string): T {
  if (!ok) throw new UnexpectedAnswer(field);
  return value as T;
}

const text = (body: Json, field: string) => check<string>(typeof body[field] === 'string', body[field], field);
const int = (body: Json, field: string) => check<number>(Number.isInteger(body[field]), body[field], field);
const orNull = <T,>(body: Json, field: string, read: (body: Json, field: string) => T): T | null => (body[field] === null ? null : read(body, field));
const payload = (body: Json) => orNull(body, 'pix', (b, f) => text(object(b[f], f), 'payload'));

/** GET .../dizimo: `{ paroquia, pix: { payload } | null }`. */
export function readTithe(answer: unknown): Donation {
  const body = object(answer, 'dizimo');
  return { title: `Dízimo — ${text(body, 'paroquia')}`, description: null, progress: null, payload: payload(body) };
}

/** GET .../campanhas/{id}: `{ nome, descricao, meta_centavos, arrecadado_centavos, doadores, pix }`. */
export function readCampaign(answer: unknown): Donation {
  const body = object(answer, 'campanha');
  return {
    title: text(body, 'nome'),
    description: orNull(body, 'descricao', text),
    progress: { goalCents: orNull(body, 'meta_centavos', int), raisedCents: int(body, 'arrecadado_centavos'), donors: int(body, 'doadores') },
    payload: payload(body),
  };
}

/** The parish's tithe, or its public campaign `campaign`; `cents` goes into the BR Code. */
export async function fetchDonation(paroquia: number, campaign: number | undefined, cents: number | undefined, signal?: AbortSignal): Promise<Donation> {
  const query = { valor_centavos: cents };
  if (campaign === undefined) return readTithe(await getJson(`/api/public/paroquias/${paroquia}/dizimo`, { query, signal }));
  return readCampaign(await getJson(`/api/public/paroquias/${paroquia}/campanhas/${campaign}`, { query, signal }));
}
