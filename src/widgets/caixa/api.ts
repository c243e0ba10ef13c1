/** The cash book's calls, parsed at the boundary with the shared schemas. */
import { request, upload, type UploadProgress } from '../../core/api/client';
import { pageFromMeta, type Page } from '../../core/list';
import {
  Anual,
  Balancete,
  ConciliacaoList,
  ConciliacaoResponse,
  ContaList,
  ContaResponse,
  LancamentoList,
  LancamentoResponse,
  MesList,
  MesResponse,
  Orcamento,
  PortadorList,
  PortadorResponse,
  Prestacao,
  RepasseResponse,
  type ConciliacaoAcao,
  type Lancamento,
} from '../../shared/schemas/caixa';
import { MessageResponse, z } from '../../shared/schemas/zod';

export type Query = Record<string, string | number | undefined>;

export const fetchAccounts = async (signal?: AbortSignal) => ContaList.parse(await request('/api/caixa/contas', { signal })).data;
export const createAccount = async (body: object) => ContaResponse.parse(await request('/api/caixa/contas', { method: 'POST', body }));

export const fetchHolders = async (signal?: AbortSignal) => PortadorList.parse(await request('/api/caixa/portadores', { signal })).data;
export const createHolder = async (body: object) => PortadorResponse.parse(await request('/api/caixa/portadores', { method: 'POST', body }));
export const updateHolder = async ({ id, body }: { id: number; body: object }) =>
  PortadorResponse.parse(await request(`/api/caixa/portadores/${id}`, { method: 'PUT', body }));

/** A page of entries with the filter's totals. */
export type EntriesPage = Page<Lancamento> & { totals: z.infer<typeof LancamentoList>['totais'] };
export async function fetchEntries(query: Query, signal?: AbortSignal): Promise<EntriesPage> {
  const { data, meta, totais } = LancamentoList.parse(await request('/api/caixa/lancamentos', { query, signal }));
  return { ...pageFromMeta(data, meta), totals: totais };
}

/** POST /api/caixa/lancamentos as multipart: the form's fields (the empty ones left out) and the document's file, with its progress. */
export async function createEntry(fields: Record<string, string>, file: File | null, onProgress?: UploadProgress) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== '') body.append(name, value);
  if (file) body.append('documento', file);
  return LancamentoResponse.parse(await upload('/api/caixa/lancamentos', body, onProgress));
}

export const reverseEntry = async (id: number, motivo: string) =>
  LancamentoResponse.parse(await request(`/api/caixa/lancamentos/${id}/estorno`, { method: 'POST', body: { motivo } }));

export const createTransfer = async (body: object) => LancamentoResponse.parse(await request('/api/caixa/transferencias', { method: 'POST', body }));

export const fetchReconciliations = async (signal?: AbortSignal) => ConciliacaoList.parse(await request('/api/caixa/conciliacao', { signal })).data;
export const fetchReconciliation = async (id: number, signal?: AbortSignal) =>
  ConciliacaoResponse.parse(await request(`/api/caixa/conciliacao/${id}`, { signal })).data;
export async function importReconciliation(file: File, holderId: number) {
  const body = new FormData();
  body.append('portador_id', String(holderId));
  body.append('arquivo', file);
  return ConciliacaoResponse.parse(await request('/api/caixa/conciliacao', { method: 'POST', body }));
}
export const actOnLine = async (id: number, body: ConciliacaoAcao) =>
  ConciliacaoResponse.parse(await request(`/api/caixa/conciliacao/${id}`, { method: 'POST', body }));

export const fetchMonths = async (signal?: AbortSignal) => MesList.parse(await request('/api/caixa/meses', { signal })).data;
export const closeMonth = async (mes: string) => MesResponse.parse(await request(`/api/caixa/meses/${mes}/fechar`, { method: 'POST', body: {} }));
export const reopenMonth = async (mes: string, motivo: string) =>
  MesResponse.parse(await request(`/api/caixa/meses/${mes}/reabrir`, { method: 'POST', body: { motivo } }));

/** The reports' JSON (the same paths give PDF and CSV with ?formato=). */
export const REPORTS = {
  balancete: { path: '/api/caixa/relatorios/balancete', schema: Balancete },
  anual: { path: '/api/caixa/relatorios/anual', schema: Anual },
  orcamento: { path: '/api/caixa/relatorios/orcamento', schema: Orcamento },
  prestacao: { path: '/api/caixa/relatorios/prestacao', schema: Prestacao },
} as const;
export type ReportKind = keyof typeof REPORTS;
export type ReportOf<K extends ReportKind> = z.infer<(typeof REPORTS)[K]['schema']>;
export async function fetchReport<K extends ReportKind>(kind: K, query: Query, signal?: AbortSignal): Promise<ReportOf<K>> {
  const { path, schema } = REPORTS[kind];
  return schema.parse(await request(path, { query, signal })) as ReportOf<K>;
}

export const saveBudget = async (body: object) => MessageResponse.parse(await request('/api/caixa/orcamento', { method: 'PUT', body }));

/** The share under `data`, as every single object; PUT adds the message. */
export const fetchShare = async (signal?: AbortSignal) => RepasseResponse.parse(await request('/api/caixa/repasse', { signal })).data;
export const saveShare = async (body: object) => RepasseResponse.parse(await request('/api/caixa/repasse', { method: 'PUT', body }));
