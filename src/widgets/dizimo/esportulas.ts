/** The Mass stipends' calls (the offerings taken with Mass intentions), parsed with the shared schemas. */
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../core/api/client';
import { pageFromMeta } from '../../core/list';
import { EsportulaList, EsportulaResponse } from '../../shared/schemas/agenda';
import { dizimoKeys } from './queries';

export async function fetchEsportulas(query: { estado?: string; page: number; limit: number }, signal?: AbortSignal) {
  const { data, meta, pendentes_centavos } = EsportulaList.parse(await request('/api/agenda/esportulas', { query, signal }));
  return { ...pageFromMeta(data, meta), pendentes: pendentes_centavos };
}

/** The money is in hand: booked in the stipends' account, with a receipt. */
export const confirmEsportula = async (id: number, metodo: string) =>
  EsportulaResponse.parse(await request(`/api/agenda/esportulas/${id}/confirmar`, { method: 'POST', body: { metodo } }));

/** Under ['dizimo']: a reversal or a confirmation refreshes it with the rest of the tithe's screens. */
export const esportulasQuery = (q: { estado?: string; page: number; limit: number }) =>
  queryOptions({ queryKey: [...dizimoKeys.all, 'esportulas', q], queryFn: ({ signal }) => fetchEsportulas(q, signal) });
