import { queryOptions, useQuery } from '@tanstack/react-query';
import { useRefreshingMutation } from '../../core/query/useRefreshingMutation';
import type { BookSummary, ClassRecordsBody, SacramentoTipo } from '../../shared/schemas/sacramentos';
import {
  addNote,
  annul,
  closeBook,
  fetchBooks,
  fetchClassPreview,
  fetchConcludedClasses,
  fetchHistory,
  fetchParishes,
  fetchRecord,
  fetchRecords,
  fetchSigners,
  issueCertificate,
  markNoticeSent,
  openBook,
  postClassRecords,
  saveRecord,
  type Query,
} from './api';

/** Every query of the books sits under ['sacramentos']: a write refreshes them all (lists, record, notes of another record, books). */
const sacramentosKeys = { all: ['sacramentos'] as const };
const key = (...parts: unknown[]) => [...sacramentosKeys.all, ...parts];

export const recordsQuery = (tipo: SacramentoTipo, q: Query) =>
  queryOptions({ queryKey: key('list', tipo, q), queryFn: ({ signal }) => fetchRecords(tipo, q, signal) });
export const booksQuery = () => queryOptions({ queryKey: key('books'), queryFn: ({ signal }) => fetchBooks(signal) });

export const useBooks = () => useQuery(booksQuery());

/** A record (null: none such); nothing is asked without an id. */
export const useRecord = (tipo: SacramentoTipo, id: number | null) =>
  useQuery({ queryKey: key('record', tipo, id), queryFn: ({ signal }) => fetchRecord(tipo, id!, signal), enabled: id !== null });

export const useHistory = (tipo: SacramentoTipo, id: number) =>
  useQuery({ queryKey: key('history', tipo, id), queryFn: ({ signal }) => fetchHistory(tipo, id, signal) });

/** Who may sign the certificates, asked when the dialog opens. */
export const useSigners = (enabled: boolean) => useQuery({ queryKey: key('signers'), queryFn: ({ signal }) => fetchSigners(signal), enabled });

export const useClassPreview = (turmaId: number) =>
  useQuery({ queryKey: key('crisma-class', turmaId), queryFn: ({ signal }) => fetchClassPreview(turmaId, signal) });

/** The concluded Crisma classes, asked when the panel opens. */
export const useConcludedClasses = (enabled: boolean) =>
  useQuery({ queryKey: key('crisma-classes-concluded'), queryFn: ({ signal }) => fetchConcludedClasses(signal), enabled });

/** The other parishes of this portal, for the confirmation's baptism parish (asked while the Crisma form is open). */
export const useParishes = (enabled: boolean) =>
  useQuery({ queryKey: key('parishes'), queryFn: ({ signal }) => fetchParishes(signal), enabled, staleTime: Infinity });

/** Any write to the books: every query of the module is read again. */
function useBooksMutation<A, R>(mutationFn: (arg: A) => Promise<R>) {
  return useRefreshingMutation(sacramentosKeys.all, mutationFn);
}

/** A new record (id null) or a correction of one. */
export const useSaveRecord = (tipo: SacramentoTipo, id: number | null) => useBooksMutation((values: Record<string, unknown>) => saveRecord(tipo, id, values));

export const useAddNote = (tipo: SacramentoTipo, id: number) =>
  useBooksMutation(({ texto, data }: { texto: string; data: string }) => addNote(tipo, id, texto, data || undefined));

export const useNoticeSent = (id: number) => useBooksMutation(({ data }: { data: string }) => markNoticeSent(id, data));

export const useAnnul = (tipo: SacramentoTipo, id: number) => useBooksMutation(({ motivo }: { motivo: string }) => annul(tipo, id, motivo));

/** A certificate: its PDF and code (the record's list of certificates is read again). */
export const useIssueCertificate = (tipo: SacramentoTipo, id: number) =>
  useBooksMutation((choice: { finalidade?: string; forma: string; assinante?: string }) => issueCertificate(tipo, id, choice));

export const useOpenBook = () => useBooksMutation(openBook);
export const useCloseBook = () => useBooksMutation((book: BookSummary) => closeBook(book.tipo, book.livro));

/**
 * A concluded class into the Crisma book: the screen tells what was launched first, then its class reads as written.
 */
export const useLaunchClass = (turmaId: number) => useBooksMutation((values: Record<keyof ClassRecordsBody, string>) => postClassRecords(turmaId, values));
