import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { communitiesQuery } from '../../core/communities';
import type { Direcao, EntrevistaBody, ProclamasBody } from '../../shared/schemas/casamentos';
import {
  atender,
  cancelar,
  celebrar,
  confirmarAnotacao,
  createPedido,
  deliverDocument,
  fetchAnotacoes,
  fetchBookRecords,
  fetchCasamento,
  fetchCasamentos,
  fetchChecklist,
  fetchEntrevista,
  fetchParoquias,
  fetchPedidos,
  fetchQuestionario,
  grantPermission,
  habilitar,
  letterSent,
  postProclamas,
  recusarAnotacao,
  recusarPedido,
  removeDocument,
  saveCasamento,
  saveChecklist,
  saveEntrevista,
  saveQuestionario,
  type Query,
} from './api';

/**
 * Every query of the files and of the office sits under ['casamentos']: a write refreshes them all (a document
 * changes the list's missing count, a request answered lands a certificate in a file, a wedding writes notices).
 * The sacramental books' queries are read again too: celebrating writes an entry, confirming a note writes one.
 */
const casamentosKeys = { all: ['casamentos'] as const };
const key = (...parts: unknown[]) => [...casamentosKeys.all, ...parts];

export const casamentosQuery = (q: Query) => queryOptions({ queryKey: key('list', q), queryFn: ({ signal }) => fetchCasamentos(q, signal) });
export const pedidosQuery = (direcao: Direcao, q: Query) =>
  queryOptions({ queryKey: key('pedidos', direcao, q), queryFn: ({ signal }) => fetchPedidos(direcao, q, signal) });

/** A file (null: none such). */
export const useCasamento = (id: number) => useQuery({ queryKey: key('file', id), queryFn: ({ signal }) => fetchCasamento(id, signal) });
/** The parish's checklist, asked when its editor opens. */
export const useChecklist = (enabled: boolean) => useQuery({ queryKey: key('checklist'), queryFn: ({ signal }) => fetchChecklist(signal), enabled });
/** The parish's interview questionnaire, asked when its editor opens. */
export const useQuestionario = (enabled: boolean) => useQuery({ queryKey: key('questionario'), queryFn: ({ signal }) => fetchQuestionario(signal), enabled });
/** The interview, asked only by those who may read it. */
export const useEntrevista = (id: number, enabled: boolean) =>
  useQuery({ queryKey: key('entrevista', id), queryFn: ({ signal }) => fetchEntrevista(id, signal), enabled });
/** The other parishes of the portal (the office's list: asked only by those who may write); they change seldom. */
export const useParoquias = (enabled = true) =>
  useQuery({ queryKey: key('paroquias'), queryFn: ({ signal }) => fetchParoquias(signal), staleTime: 5 * 60_000, enabled });
export const useCommunities = () => useQuery(communitiesQuery());
/** The book's records named like the request, to answer it from one (asked while the dialog is open). */
export const useBookRecords = (tipo: 'batismo' | 'crisma' | 'matrimonio', q: string) =>
  useQuery({ queryKey: key('book-records', tipo, q), queryFn: ({ signal }) => fetchBookRecords(tipo, q, signal), enabled: q.trim().length >= 2 });
export const useAnotacoes = (direcao: Direcao) => useQuery({ queryKey: key('anotacoes', direcao), queryFn: ({ signal }) => fetchAnotacoes(direcao, signal) });

function useCasamentosMutation<A, R>(mutationFn: (arg: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: casamentosKeys.all });
      void client.invalidateQueries({ queryKey: ['sacramentos'] });
    },
  });
}

/** A new file (id null) or its data changed. */
export const useSaveCasamento = (id: number | null) => useCasamentosMutation((body: object) => saveCasamento(id, body));
export const useSaveChecklist = () => useCasamentosMutation((body: object) => saveChecklist(body));
export const useSaveQuestionario = () => useCasamentosMutation((body: object) => saveQuestionario(body));
export const useDeliverDocument = (id: number) =>
  useCasamentosMutation(({ fields, arquivo }: { fields: Record<string, string>; arquivo: File | null }) => deliverDocument(id, fields, arquivo));
export const useRemoveDocument = (id: number) => useCasamentosMutation((docId: number) => removeDocument(id, docId));
export const useSaveEntrevista = (id: number) => useCasamentosMutation((body: EntrevistaBody) => saveEntrevista(id, body));
export const useProclamas = (id: number) => useCasamentosMutation((body: ProclamasBody) => postProclamas(id, body));
export const useGrantPermission = (id: number) =>
  useCasamentosMutation(({ fields, arquivo }: { fields: Record<string, string>; arquivo: File | null }) => grantPermission(id, fields, arquivo));
export const useHabilitar = (id: number) => useCasamentosMutation(() => habilitar(id));
export const useCelebrar = (id: number) => useCasamentosMutation(({ data }: { data: string }) => celebrar(id, data));
export const useCancelar = (id: number) => useCasamentosMutation(({ motivo }: { motivo: string }) => cancelar(id, motivo));
export const useLetterSent = (id: number) => useCasamentosMutation(({ conjuge, data }: { conjuge: 1 | 2; data: string }) => letterSent(id, conjuge, data));

export const useCreatePedido = () => useCasamentosMutation((body: object) => createPedido(body));
export const useAtender = (id: number) => useCasamentosMutation((body: object) => atender(id, body));
export const useRecusarPedido = (id: number) => useCasamentosMutation(({ motivo }: { motivo: string }) => recusarPedido(id, motivo));
export const useConfirmarAnotacao = () =>
  useCasamentosMutation(({ id, registroId }: { id: number; registroId: number | null }) => confirmarAnotacao(id, registroId));
export const useRecusarAnotacao = (id: number) => useCasamentosMutation(({ motivo }: { motivo: string }) => recusarAnotacao(id, motivo));
