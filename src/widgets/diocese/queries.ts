import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { useRefreshingMutation } from '../../core/query/useRefreshingMutation';
import type { RespostaBody } from '../../shared/schemas/diocese';
import {
  answerPeticao,
  createPeticao,
  fetchBatismos,
  fetchDiocese,
  fetchDuplicatas,
  fetchEstatisticas,
  fetchPeticao,
  fetchPeticoes,
  fetchSituacao,
  giveMotivo,
  issueCertidao,
  receiveDuplicata,
  sendDocumento,
  sendDuplicatas,
  type Query,
} from './api';

/** Every diocese query sits under ['diocese']: a write refreshes them all (a petition's answer changes its list, its page and the parish's notices). */
const dioceseKeys = { all: ['diocese'] as const };
const key = (...parts: unknown[]) => [...dioceseKeys.all, ...parts];

// The lists' pages, as the list kit asks for them.
export const peticoesQuery = (q: Query) => queryOptions({ queryKey: key('peticoes', q), queryFn: ({ signal }) => fetchPeticoes(q, signal) });
/** A search with nothing typed asks nothing (the server asks for a name, a parent or a period). */
export const batismosQuery = (q: Query, ready: boolean) =>
  queryOptions({ queryKey: key('batismos', q), queryFn: ({ signal }) => fetchBatismos(q, signal), enabled: ready, retry: false });

/** The diocese with its parishes and petition types; it changes seldom. */
export const useDiocese = () => useQuery({ queryKey: key('diocese'), queryFn: ({ signal }) => fetchDiocese(signal), staleTime: 60_000 });
export const useSituacao = (enabled: boolean) => useQuery({ queryKey: key('situacao'), queryFn: ({ signal }) => fetchSituacao(signal), enabled });
export const usePeticao = (id: number) => useQuery({ queryKey: key('peticao', id), queryFn: ({ signal }) => fetchPeticao(id, signal) });
export const useEstatisticas = (q: Query) =>
  useQuery({ queryKey: key('estatisticas', q), queryFn: ({ signal }) => fetchEstatisticas(q, signal), placeholderData: keepPreviousData });
export const useDuplicatas = (ano: number) =>
  useQuery({ queryKey: key('duplicatas', ano), queryFn: ({ signal }) => fetchDuplicatas(ano, signal), placeholderData: keepPreviousData });

/** Any write of the diocese's screens: every diocese query is read again, without the write waiting for them. */
function useDioceseMutation<A, R>(mutationFn: (arg: A) => Promise<R>) {
  return useRefreshingMutation(dioceseKeys.all, mutationFn);
}

export const useGiveMotivo = () => useDioceseMutation(({ motivo }: { motivo: string }) => giveMotivo(motivo));
export const useCreatePeticao = () => useDioceseMutation(createPeticao);
export const useAnswerPeticao = (id: number) => useDioceseMutation((body: RespostaBody) => answerPeticao(id, body));
export const useSendDocumento = () => useDioceseMutation(({ id, file, chave }: { id: number; file: File; chave: string }) => sendDocumento(id, file, chave));
export const useSendDuplicatas = () => useDioceseMutation(sendDuplicatas);
export const useMarkReceivedMutation = () => useDioceseMutation(receiveDuplicata);
export const useIssueCertidao = () => useMutation({ mutationFn: issueCertidao });
