/**
 * The donate element's calls, through core's plain-fetch `getJson` (no cookies) as the public notices
 * feed does. The answers (PublicTithe and PublicCampaign in shared/schemas/dizimo.ts) are checked by
 * hand rather than with zod/mini: its chunk is about 7 KB gzip, a quarter of the element's 30 KB budget,
 * for two flat objects. api.test.ts checks these readers against the shared schemas.
 */
import { getJson } from '../../core/api/get-json';
import { int, nullable, object, text, type Json } from '../../core/api/read-answer';

/** What the element shows, for the tithe or a campaign (`progress` only for a campaign). */
export interface Donation {
  title: string;
  description: string | null;
  progress: { goalCents: number | null; raisedCents: number; donors: number } | null;
  /** The BR Code ('copia e cola'), built by the server; null when the parish has no PIX key. */
  payload: string | null;
}

const payload = (body: Json) => nullable(body, 'pix', (b, f) => text(object(b[f], f), 'payload'));

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
    description: nullable(body, 'descricao', text),
    progress: { goalCents: nullable(body, 'meta_centavos', int), raisedCents: int(body, 'arrecadado_centavos'), donors: int(body, 'doadores') },
    payload: payload(body),
  };
}

/** The parish's tithe, or its public campaign `campaign`; `cents` goes into the BR Code. */
export async function fetchDonation(paroquia: number, campaign: number | undefined, cents: number | undefined, signal?: AbortSignal): Promise<Donation> {
  const query = { valor_centavos: cents };
  if (campaign === undefined) return readTithe(await getJson(`/api/public/paroquias/${paroquia}/dizimo`, { query, signal }));
  return readCampaign(await getJson(`/api/public/paroquias/${paroquia}/campanhas/${campaign}`, { query, signal }));
}
