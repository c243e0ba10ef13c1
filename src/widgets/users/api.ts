/** The accounts' calls (/api/usuarios), parsed at the boundary with the shared schemas. */
import { request } from '../../core/api/client';
import { nullWhenMissing } from '../../core/api/missing';
import { pageFromMeta, type Page } from '../../core/list';
import { AccountDetail, AccountList, AccountResponse, AuditList, UsernameAnswer, type AccountSummary, type AuditEntry } from '../../shared/schemas/users';
import { MessageResponse } from '../../shared/schemas/zod';

export type Query = Record<string, string | number | undefined>;

export async function fetchAccounts(query: Query, signal?: AbortSignal): Promise<Page<AccountSummary>> {
  const { data, meta } = AccountList.parse(await request('/api/usuarios', { query, signal }));
  return pageFromMeta(data, meta);
}

/** An account of the parish; null when there is none (or it is another parish's). */
export const fetchAccount = async (id: number, signal?: AbortSignal) =>
  nullWhenMissing(request(`/api/usuarios/${id}`, { signal }).then((answer) => AccountDetail.parse(answer)));

export async function fetchAudit(id: number, query: Query, signal?: AbortSignal): Promise<Page<AuditEntry>> {
  const { data, meta } = AuditList.parse(await request(`/api/usuarios/${id}/auditoria`, { query, signal }));
  return pageFromMeta(data, meta);
}

/** Whether `usuario` is free in the instance (the account `except` may keep its own). */
export const usernameFree = async (usuario: string, except: number | undefined, signal?: AbortSignal) =>
  UsernameAnswer.parse(await request('/api/usuarios/disponivel', { query: { usuario, exceto: except }, signal })).disponivel;

/** POST /api/usuarios (id null) or PUT /api/usuarios/{id}. */
export const saveAccount = async (id: number | null, body: Record<string, unknown>) =>
  AccountResponse.parse(await request(id ? `/api/usuarios/${id}` : '/api/usuarios', { method: id ? 'PUT' : 'POST', body }));

/** bloquear / desbloquear: the account as it is after. */
export const setBlocked = async (id: number, blocked: boolean) =>
  AccountResponse.parse(await request(`/api/usuarios/${id}/${blocked ? 'bloquear' : 'desbloquear'}`, { method: 'POST' }));

export const sendLink = async (id: number) => MessageResponse.parse(await request(`/api/usuarios/${id}/convite`, { method: 'POST' })).message;
