import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { SacramentoTipo } from '../../shared/schemas/sacramentos';
import { fetchBooks, fetchClassPreview, fetchConcludedClasses, fetchHistory, fetchRecord, fetchRecords, fetchSigners, type Query } from './api';

/** Every query of the books sits under ['sacramentos']: a write refreshes them all (lists, record, notes of another record, books). */
export const sacramentosKeys = { all: ['sacramentos'] as const };
const key = (...parts: unknown[]) => [...sacramentosKeys.all, ...parts];

export const recordsQuery = (tipo: SacramentoTipo, q: Query) =>
  queryOptions({ queryKey: key('list', tipo, q), queryFn: ({ signal }) => fetchRecords(tipo, q, signal) });
export const recordQuery = (tipo: SacramentoTipo, id: number) =>
  queryOptions({ queryKey: key('record', tipo, id), queryFn: ({ signal }) => fetchRecord(tipo, id, signal) });
export const historyQuery = (tipo: SacramentoTipo, id: number) =>
  queryOptions({ queryKey: key('history', tipo, id), queryFn: ({ signal }) => fetchHistory(tipo, id, signal) });
export const booksQuery = () => queryOptions({ queryKey: key('books'), queryFn: ({ signal }) => fetchBooks(signal) });
export const signersQuery = () => queryOptions({ queryKey: key('signers'), queryFn: ({ signal }) => fetchSigners(signal) });

export const classPreviewQuery = (turmaId: number) =>
  queryOptions({ queryKey: key('crisma-class', turmaId), queryFn: ({ signal }) => fetchClassPreview(turmaId, signal) });
export const concludedClassesQuery = () => queryOptions({ queryKey: key('crisma-classes-concluded'), queryFn: ({ signal }) => fetchConcludedClasses(signal) });

export const refreshAll = (client: QueryClient) => client.invalidateQueries({ queryKey: sacramentosKeys.all });
