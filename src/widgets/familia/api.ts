/** The families' calls, parsed at the boundary with the shared schemas (shared/schemas/familia.ts). */
import { request } from '../../core/api/client';
import { FamiliaCatequese, JustificativaResponse, type JustificativaBody } from '../../shared/schemas/familia';

export const fetchCatequese = async (signal?: AbortSignal) => FamiliaCatequese.parse(await request('/api/familia/catequese', { signal })).data;

export const justify = async (body: JustificativaBody) =>
  JustificativaResponse.parse(await request('/api/familia/justificativas', { method: 'POST', body })).message;
