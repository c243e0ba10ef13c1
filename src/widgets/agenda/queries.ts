import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRefreshingMutation } from '../../core/query/useRefreshingMutation';
import { communitiesQuery } from '../../core/communities';
import { useConfirmedDelete, type ConfirmedDeleteOptions } from '../../core/query/useConfirmedDelete';
import type { ExcecaoBody, Intencao, TransferenciaBody } from '../../shared/schemas/agenda';
import {
  createIntencao,
  deleteCelebracao,
  deleteEvento,
  deleteIntencao,
  fetchAgenda,
  fetchCelebracao,
  fetchCelebracoes,
  fetchEvento,
  fetchIntencoes,
  saveCelebracao,
  saveEvento,
  saveExcecao,
  transferIntencoes,
} from './api';

/** Every calendar query sits under ['agenda']: a write refreshes them all (the views, the forms, the intentions). */
const agendaKeys = { all: ['agenda'] as const };
const key = (...parts: unknown[]) => [...agendaKeys.all, ...parts];

export type AgendaQuery = { from: string; to: string; community?: string; kind?: string };

/**
 * The occurrences of a period. `keepPrevious`: the period before stays on screen while the next loads
 * (the calendar's navigation); `enabled` false asks nothing.
 */
export const useOccurrences = (q: AgendaQuery, { enabled = true, keepPrevious = false } = {}) =>
  useQuery({
    queryKey: key('occurrences', q),
    queryFn: ({ signal }) => fetchAgenda(q, signal),
    enabled,
    placeholderData: keepPrevious ? keepPreviousData : undefined,
  });

/** The celebrations of kind Mass (those that take intentions). */
export const useMasses = () =>
  useQuery({ queryKey: key('celebracoes'), queryFn: ({ signal }) => fetchCelebracoes(signal), select: (list) => list.filter((c) => c.tipo === 'missa') });

/** A celebration or an event to edit (null: none such); nothing is asked without an id. */
export const useCelebracao = (id: number | null) =>
  useQuery({ queryKey: key('celebracao', id), queryFn: ({ signal }) => fetchCelebracao(id!, signal), enabled: id !== null });
export const useEvento = (id: number | null) =>
  useQuery({ queryKey: key('evento', id), queryFn: ({ signal }) => fetchEvento(id!, signal), enabled: id !== null });

/** The intentions of one Mass (a celebration's date). */
export const useIntencoesOf = (q: { celebracao_id: number; data: string }, enabled: boolean) =>
  useQuery({ queryKey: key('intencoes', q), queryFn: ({ signal }) => fetchIntencoes(q, signal), enabled });

export const useCommunities = () => useQuery(communitiesQuery());

/** Any write to the calendar: every calendar query is read again. */
function useAgendaMutation<A, R>(mutationFn: (arg: A) => Promise<R>) {
  return useRefreshingMutation(agendaKeys.all, mutationFn);
}

/** A deletion after its confirmation: the calendar is read again whether it worked or not. */
function useAgendaDeletion<T>(remove: (item: T) => Promise<string | undefined>, options: Omit<ConfirmedDeleteOptions<T>, 'remove' | 'settled'>) {
  const client = useQueryClient();
  return useConfirmedDelete<T>({ remove, settled: () => client.invalidateQueries({ queryKey: agendaKeys.all }), ...options });
}

/** A new celebration (id null) or its changes. */
export const useSaveCelebracao = (id: number | null) => useAgendaMutation((body: object) => saveCelebracao(id, body));
export const useDeleteCelebracao = (options: Omit<ConfirmedDeleteOptions<number>, 'remove' | 'settled'>) => useAgendaDeletion(deleteCelebracao, options);
/** One date of a celebration cancelled or moved. */
export const useSaveExcecao = (celebracaoId: number) => useAgendaMutation((body: ExcecaoBody) => saveExcecao(celebracaoId, body));

/** A new event (id null) or its changes. */
export const useSaveEvento = (id: number | null) => useAgendaMutation((body: object) => saveEvento(id, body));
export const useDeleteEvento = (options: Omit<ConfirmedDeleteOptions<number>, 'remove' | 'settled'>) => useAgendaDeletion(deleteEvento, options);

export const useCreateIntencao = () => useAgendaMutation(createIntencao);
export const useDeleteIntencao = (options: Omit<ConfirmedDeleteOptions<Intencao>, 'remove' | 'settled'>) =>
  useAgendaDeletion((i: Intencao) => deleteIntencao(i.id), options);
/** Every intention of one Mass to another; answers the message. */
export const useTransferIntencoes = () => useAgendaMutation((body: TransferenciaBody) => transferIntencoes(body));
