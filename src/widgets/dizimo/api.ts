/** The tithe's calls, parsed at the boundary with the shared schemas. */
import { request } from '../../core/api/client';
import { pageFromMeta, type Page } from '../../core/list';
import {
  CampaignList,
  ContributionList,
  ContributionResponse,
  MyTithe,
  OfxImportResult,
  PendingCreditList,
  Report,
  TitherDetail,
  TitherList,
  TitherResponse,
  type Contribution,
  type Tither,
} from '../../shared/schemas/dizimo';
import { MessageResponse, z } from '../../shared/schemas/zod';

export type Query = Record<string, string | number | undefined>;

export async function fetchTithers(query: Query, signal?: AbortSignal): Promise<Page<Tither>> {
  const { data, meta } = TitherList.parse(await request('/api/dizimo/dizimistas', { query, signal }));
  return pageFromMeta(data, meta);
}

/** A tither and the years they contributed in (each with its yearly statement). */
export type TitherWithYears = z.infer<typeof TitherDetail>;
export const fetchTither = async (id: number, signal?: AbortSignal) => TitherDetail.parse(await request(`/api/dizimo/dizimistas/${id}`, { signal }));

export const saveTither = async (id: number | null, body: Record<string, unknown>) =>
  TitherResponse.parse(await request(id ? `/api/dizimo/dizimistas/${id}` : '/api/dizimo/dizimistas', { method: id ? 'PUT' : 'POST', body }));

/** A page of contributions with the filter's totals. */
export async function fetchContributions(
  query: Query,
  signal?: AbortSignal,
): Promise<Page<Contribution> & { totals: z.infer<typeof ContributionList>['totais'] }> {
  const { data, meta, totais } = ContributionList.parse(await request('/api/dizimo/contribuicoes', { query, signal }));
  return { ...pageFromMeta(data, meta), totals: totais };
}

export const createContribution = async (body: Record<string, unknown>) =>
  ContributionResponse.parse(await request('/api/dizimo/contribuicoes', { method: 'POST', body }));

export const reverseContribution = async (id: number, motivo: string) =>
  ContributionResponse.parse(await request(`/api/dizimo/contribuicoes/${id}/estorno`, { method: 'POST', body: { motivo } }));

export const fetchReport = async (period: Query, signal?: AbortSignal) => Report.parse(await request('/api/dizimo/relatorios', { query: period, signal }));
/** 'Meu dízimo': the member's card, contributions and own BR Code. */
export type MyTitheAnswer = z.infer<typeof MyTithe>;
export const fetchMine = async (signal?: AbortSignal) => MyTithe.parse(await request('/api/dizimo/meu', { signal }));
export const fetchPending = async (signal?: AbortSignal) => PendingCreditList.parse(await request('/api/dizimo/extrato/pendentes', { signal })).data;

export async function importStatement(file: File) {
  const body = new FormData();
  body.append('arquivo', file);
  return OfxImportResult.parse(await request('/api/dizimo/extrato', { method: 'POST', body }));
}

export const bookCredit = async (id: number, titherId: number | null) =>
  MessageResponse.parse(await request(`/api/dizimo/extrato/pendentes/${id}`, { method: 'POST', body: titherId ? { dizimista_id: titherId } : {} }));

export const dismissCredit = async (id: number) =>
  MessageResponse.parse(await request(`/api/dizimo/extrato/pendentes/${id}/descartar`, { method: 'POST', body: {} }));

/** The people 'Novo dizimista' may pick: the registers' picker shape, without those who are tithers already. */
export const CANDIDATES_PATH = '/api/dizimo/candidatos';

const PixAnswer = z.object({
  data: z.object({ tipo_chave: z.string(), chave: z.string(), beneficiario: z.string(), cidade: z.string() }).nullable(),
  pix: z.object({ payload: z.string() }).nullable(),
  message: z.string().optional(),
});
/** The parish's PIX key (null before one is saved) and the tithe's BR Code built from it. */
export type PixAnswer = z.infer<typeof PixAnswer>;
export const fetchPix = async (signal?: AbortSignal) => PixAnswer.parse(await request('/api/dizimo/pix', { signal }));
export const savePix = async (body: object) => PixAnswer.parse(await request('/api/dizimo/pix', { method: 'PUT', body }));

/** The campaigns a contribution may go to (the fast entry's choice). */
export const fetchCampaignChoices = async (signal?: AbortSignal) => CampaignList.parse(await request('/api/campanhas', { signal })).data;
