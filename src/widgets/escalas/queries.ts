import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRefreshingMutation } from '../../core/query/useRefreshingMutation';
import { pickerKey } from '../../core/people/usePeoplePicker';
import { useConfirmedDelete, type ConfirmedDeleteOptions } from '../../core/query/useConfirmedDelete';
import type {
  DesignacaoBody,
  IndisponibilidadeBody,
  MesBody,
  MinhasPreferenciasBody,
  NecessidadeDataBody,
  NecessidadesBody,
} from '../../shared/schemas/escalas';
import {
  actOn,
  candidatesPath,
  createIndisponibilidade,
  deleteIndisponibilidade,
  deleteMembro,
  deleteMinisterio,
  fetchCelebracoes,
  fetchEscala,
  fetchMembros,
  fetchMinha,
  fetchMinisterio,
  fetchMinisterios,
  preencher,
  publicar,
  renewIcal,
  saveDesignacao,
  saveMembro,
  saveMinisterio,
  saveNecessidadeData,
  saveNecessidades,
  savePreferencias,
  type Acao,
} from './api';

/**
 * Every roster query sits under ['escalas']: a write refreshes them all (the grid and its counts, the
 * members, 'Minha escala'), since one assignment changes several of them.
 */
const escalasKeys = { all: ['escalas'] as const };
const key = (...parts: unknown[]) => [...escalasKeys.all, ...parts];

// The lists, as the list kit asks for them (it holds them whole and filters them in the browser).
export const ministeriosQuery = () => queryOptions({ queryKey: key('ministerios'), queryFn: ({ signal }) => fetchMinisterios(signal) });
export const membrosQuery = (id: number) => queryOptions({ queryKey: key('membros', id), queryFn: ({ signal }) => fetchMembros(id, signal) });

export const useMinisterios = () => useQuery(ministeriosQuery());
/** A ministry with its needs (null: none such); nothing is asked without an id. */
export const useMinisterio = (id: number | null) =>
  useQuery({ queryKey: key('ministerio', id), queryFn: ({ signal }) => fetchMinisterio(id!, signal), enabled: id !== null });
/** The agenda's celebrations (the needs are set per rule); the Masses the preferences may name. */
export const useCelebracoes = () => useQuery({ queryKey: key('celebracoes'), queryFn: ({ signal }) => fetchCelebracoes(signal), staleTime: 60_000 });

/** A ministry's month: the previous month stays on screen while the next one comes. */
export const useEscala = (q: { ministerio_id: number; de: string; ate: string } | null) =>
  useQuery({
    queryKey: key('escala', q),
    queryFn: ({ signal }) => fetchEscala(q!, signal),
    enabled: q !== null,
    placeholderData: keepPreviousData,
  });

export const useMinha = () => useQuery({ queryKey: key('minha'), queryFn: ({ signal }) => fetchMinha(signal), retry: false });

/** Any write of the rosters: every roster query is read again, without the write waiting for them. */
function useEscalasMutation<A, R>(mutationFn: (arg: A) => Promise<R>) {
  return useRefreshingMutation(escalasKeys.all, mutationFn);
}

function useEscalasDeletion<T>(remove: (item: T) => Promise<string | undefined>, options: Omit<ConfirmedDeleteOptions<T>, 'remove' | 'settled'>) {
  const client = useQueryClient();
  return useConfirmedDelete<T>({ remove, settled: () => client.invalidateQueries({ queryKey: escalasKeys.all }), ...options });
}

/** A new ministry (id null) or its changes. */
export const useSaveMinisterio = (id: number | null) => useEscalasMutation((body: object) => saveMinisterio(id, body));
export const useDeleteMinisterio = (options: Omit<ConfirmedDeleteOptions<{ id: number; nome: string }>, 'remove' | 'settled'>) =>
  useEscalasDeletion((m: { id: number }) => deleteMinisterio(m.id), options);
export const useSaveNecessidades = (id: number) => useEscalasMutation((body: NecessidadesBody) => saveNecessidades(id, body));
export const useSaveNecessidadeData = () => useEscalasMutation((body: NecessidadeDataBody) => saveNecessidadeData(body));

/** A new member (membroId null) or their changes; the people the ministry may take in change with them. */
export function useSaveMembro(ministerioId: number, membroId: number | null) {
  const client = useQueryClient();
  return useEscalasMutation(async (body: object) => {
    const saved = await saveMembro(ministerioId, membroId, body);
    client.removeQueries({ queryKey: pickerKey(candidatesPath(ministerioId)) });
    return saved;
  });
}
export function useDeleteMembro(ministerioId: number, options: Omit<ConfirmedDeleteOptions<{ id: number; nome: string }>, 'remove' | 'settled'>) {
  const client = useQueryClient();
  return useEscalasDeletion(async (m: { id: number }) => {
    const message = await deleteMembro(ministerioId, m.id);
    client.removeQueries({ queryKey: pickerKey(candidatesPath(ministerioId)) });
    return message;
  }, options);
}

/** One cell of the grid set or emptied; answers the warnings of the choice. */
export const useSaveDesignacao = () => useEscalasMutation((body: DesignacaoBody) => saveDesignacao(body));
export const usePreencher = () => useEscalasMutation((body: MesBody) => preencher(body));
export const usePublicar = () => useEscalasMutation((body: MesBody) => publicar(body));
/** Accept, decline, ask a substitute, take one, or mark served/faltou: answers the message. */
export const useDesignacaoAction = () => useEscalasMutation(({ id, acao, body }: { id: number; acao: Acao; body?: object }) => actOn(id, acao, body));

export const useSavePreferencias = () => useEscalasMutation((body: MinhasPreferenciasBody) => savePreferencias(body));
export const useRenewIcal = () => useEscalasMutation(() => renewIcal());
export const useCreateIndisponibilidade = () => useEscalasMutation((body: IndisponibilidadeBody) => createIndisponibilidade(body));
export const useDeleteIndisponibilidade = (options: Omit<ConfirmedDeleteOptions<{ id: number }>, 'remove' | 'settled'>) =>
  useEscalasDeletion((b: { id: number }) => deleteIndisponibilidade(b.id), options);
