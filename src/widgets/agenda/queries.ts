import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { fetchAgenda, fetchCelebracao, fetchCelebracoes, fetchEvento, fetchIntencoes } from './api';

/** Every calendar query sits under ['agenda']: a write refreshes them all (the views, the forms, the intentions). */
export const agendaKeys = { all: ['agenda'] as const };
const key = (...parts: unknown[]) => [...agendaKeys.all, ...parts];

export const agendaQuery = (q: { from: string; to: string; community?: string; kind?: string }) =>
  queryOptions({ queryKey: key('occurrences', q), queryFn: ({ signal }) => fetchAgenda(q, signal) });
export const celebracoesQuery = () => queryOptions({ queryKey: key('celebracoes'), queryFn: ({ signal }) => fetchCelebracoes(signal) });
export const celebracaoQuery = (id: number) => queryOptions({ queryKey: key('celebracao', id), queryFn: ({ signal }) => fetchCelebracao(id, signal) });
export const eventoQuery = (id: number) => queryOptions({ queryKey: key('evento', id), queryFn: ({ signal }) => fetchEvento(id, signal) });
export const intencoesQuery = (q: { celebracao_id: number; data: string }) =>
  queryOptions({ queryKey: key('intencoes', q), queryFn: ({ signal }) => fetchIntencoes(q, signal) });

export const refreshAgenda = (client: QueryClient) => client.invalidateQueries({ queryKey: agendaKeys.all });
