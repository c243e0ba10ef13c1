import { ApiError, bodyText } from '../../core/api/errors';
import { MSG } from '../../shared/messages';
import type { ProbeResult } from './probe';

/** The kinds of failure of saving an item, each with its own label, so the user knows what to do next. */
export type SaveErrorKind =
  'HTTPError' | 'ValidationError' | 'NotAuthenticated' | 'Forbidden' | 'CSRFError' | 'CORSPreflightError' | 'NetworkError' | 'RequestError';

/** Their Portuguese labels. */
export const SAVE_ERROR_LABELS: Record<SaveErrorKind, string> = {
  HTTPError: 'Erro do servidor',
  ValidationError: 'Dados inválidos',
  NotAuthenticated: 'Sessão expirada',
  Forbidden: 'Acesso negado',
  CSRFError: 'Requisição bloqueada por segurança (CSRF)',
  CORSPreflightError: 'Origem não permitida (CORS)',
  NetworkError: 'Falha de rede',
  RequestError: 'Erro na requisição',
};

export interface SaveError {
  kind: SaveErrorKind;
  label: string;
  /** HTTP status, or null when no answer arrived. */
  status: number | null;
  message: string;
  /** The server's validation details, field by field. */
  fields: Record<string, string[]>;
}

function fieldsOf(body: unknown): Record<string, string[]> {
  const errors = body && typeof body === 'object' ? (body as { errors?: unknown }).errors : undefined;
  if (!errors || typeof errors !== 'object') return {};
  return Object.fromEntries(Object.entries(errors).map(([field, texts]) => [field, (Array.isArray(texts) ? texts : [texts]).map(String)]));
}

function messageOf(body: unknown): string | null {
  const message = body && typeof body === 'object' ? (body as { message?: unknown }).message : undefined;
  return typeof message === 'string' && message ? message : bodyText(body);
}

function kindOf(error: unknown, probe?: ProbeResult): SaveErrorKind {
  if (!(error instanceof ApiError)) return 'RequestError';
  const { status, body } = error;
  if (status === 0) return probe?.outcome === 'cors-blocked' ? 'CORSPreflightError' : 'NetworkError';
  if (status === 422 || (status === 400 && Object.keys(fieldsOf(body)).length > 0)) return 'ValidationError';
  if (status === 401) return 'NotAuthenticated';
  if (status === 419 || (status === 403 && messageOf(body) === MSG.csrf)) return 'CSRFError';
  if (status === 403) return 'Forbidden';
  return 'HTTPError';
}

const FALLBACK: Record<SaveErrorKind, string> = {
  HTTPError: 'O servidor não conseguiu salvar o item.',
  ValidationError: MSG.invalidData,
  NotAuthenticated: MSG.notAuthenticated,
  Forbidden: MSG.forbidden,
  CSRFError: MSG.csrf,
  CORSPreflightError: 'O navegador bloqueou a chamada ao servidor de outra origem.',
  NetworkError: 'Não foi possível conectar ao servidor.',
  RequestError: 'Não foi possível concluir a requisição.',
};

/**
 * Any failure of saving an item, classified and labelled. Pure: the ping's result, when there
 * is one, is handed in. Only the server's message and validation details are shown, never
 * anything else it may have said.
 */
export function classifySaveError(error: unknown, probe?: ProbeResult): SaveError {
  const kind = kindOf(error, probe);
  const api = error instanceof ApiError ? error : null;
  const status = api && api.status > 0 ? api.status : null;
  const message = (api && status !== null ? messageOf(api.body) : null) ?? FALLBACK[kind];
  return { kind, label: SAVE_ERROR_LABELS[kind], status, message, fields: api ? fieldsOf(api.body) : {} };
}
