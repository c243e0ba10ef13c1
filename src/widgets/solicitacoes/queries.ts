import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  batizar,
  createVaga,
  emitir,
  fetchAgenda,
  fetchCurso,
  fetchSolicitacao,
  fetchSolicitacoes,
  savePresencas,
  sendMensagem,
  updateSolicitacao,
  type Agenda,
  type Query,
} from './api';

/**
 * Every query of the module sits under ['solicitacoes']: a write refreshes them all (a request confirmed changes a
 * date's free places, a presence a participant's certificate). 'batizado' and 'emitir' write the books: theirs too.
 */
const all = ['solicitacoes'] as const;
const key = (...parts: unknown[]) => [...all, ...parts];

export const solicitacoesQuery = (q: Query) => queryOptions({ queryKey: key('list', q), queryFn: ({ signal }) => fetchSolicitacoes(q, signal) });
export const useSolicitacao = (id: number) => useQuery({ queryKey: key('one', id), queryFn: ({ signal }) => fetchSolicitacao(id, signal) });
export const useAgenda = (agenda: Agenda) => useQuery({ queryKey: key('agenda', agenda), queryFn: ({ signal }) => fetchAgenda(agenda, signal) });
export const useCurso = (id: number) => useQuery({ queryKey: key('curso', id), queryFn: ({ signal }) => fetchCurso(id, signal) });

function useSolicitacoesMutation<A, R>(mutationFn: (arg: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: all });
      void client.invalidateQueries({ queryKey: ['sacramentos'] });
    },
  });
}

export const useUpdateSolicitacao = (id: number) => useSolicitacoesMutation((body: object) => updateSolicitacao(id, body));
export const useSendMensagem = (id: number) => useSolicitacoesMutation(({ texto }: { texto: string }) => sendMensagem(id, texto));
export const useBatizar = (id: number) => useSolicitacoesMutation((body: object) => batizar(id, body));
export const useEmitir = (id: number) => useSolicitacoesMutation(() => emitir(id));
export const useCreateVaga = (agenda: Agenda) => useSolicitacoesMutation((body: object) => createVaga(agenda, body));
export const useSavePresencas = (id: number) =>
  useSolicitacoesMutation((presencas: Array<{ participante_id: number; presente: boolean }>) => savePresencas(id, presencas));
