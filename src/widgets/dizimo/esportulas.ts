/** The Mass stipends' calls (the offerings taken with Mass intentions), parsed with the shared schemas. */
import { request } from '../../core/api/client';
import { pageFromMeta } from '../../core/list';
import { EsportulaList, EsportulaResponse } from '../../shared/schemas/agenda';

export async function fetchEsportulas(query: { estado?: string; page: number; limit: number }, signal?: AbortSignal) {
  const { data, meta, pendentes_centavos } = EsportulaList.parse(await request('/api/agenda/esportulas', { query, signal }));
  return { ...pageFromMeta(data, meta), pendentes: pendentes_centavos };
}

/** The money is in hand: booked in the stipends' account, with a receipt. */
export const confirmEsportula = async (id: number, metodo: string) =>
  EsportulaResponse.parse(await request(`/api/agenda/esportulas/${id}/confirmar`, { method: 'POST', body: { metodo } }));
