import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApiError, errorText } from '../api/errors';
import { Banner } from '../ui/Banner';
import { EmptyState } from '../ui/EmptyState';
import { ErrorState } from '../ui/ErrorState';
import { Spinner } from '../ui/Spinner';

/** What a screen knows of the data it draws: TanStack Query's answer (fromQuery) or a public element's fetch (usePublicFetch). */
export interface DataState<T> {
  data: T | undefined;
  error: unknown;
  /** A new attempt after a failure is on its way ('Tentar novamente' waits for it). */
  retrying?: boolean;
  retry: () => void;
}

/** A query as the frame reads it (a plain function of the query's answer, not a hook). */
export function fromQuery<T>(query: Pick<UseQueryResult<T>, 'data' | 'error' | 'isRefetching' | 'refetch'>): DataState<T> {
  return { data: query.data, error: query.error, retrying: query.isRefetching, retry: () => void query.refetch() };
}

export interface DataFrameProps<T> {
  state: DataState<T>;
  /** Read while the data loads ('Carregando lembretes...'); `placeholder` replaces the spinner (a skeleton). */
  loading: string;
  placeholder?: ReactNode;
  /**
   * The failure's text: the screen's line for when the server says nothing ('Falha ao buscar lembretes'),
   * or a function for a fixed text whatever was said (a public element: 'Horários indisponíveis no momento.').
   */
  failed: string | ((error: unknown) => string);
  /**
   * A 404 is final, without 'Tentar novamente': this text ('Paróquia não encontrada.'), a whole state (the text
   * with a way back), or a function of the error for either (the server's own words, alone or in a state).
   */
  notFound?: ReactNode | ((error: unknown) => ReactNode);
  /** The empty state: shown instead of `children` when `isEmpty(data)` (default: an empty array). */
  empty?: string | ReactNode;
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
}

const emptyArray = (data: unknown) => Array.isArray(data) && data.length === 0;
const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/**
 * The one way a screen draws data that loads: the spinner (or a skeleton) while it loads; a failure with
 * 'Tentar novamente' (above the last data that came, when there is some), or a final 'not found'; the
 * empty state; then the data. No screen chains these states by hand.
 */
export function DataFrame<T>({ state, loading, placeholder, failed, notFound, empty, isEmpty = emptyArray, children }: DataFrameProps<T>) {
  const { data, error } = state;
  if (error && notFound && isNotFound(error)) {
    const final = typeof notFound === 'function' ? notFound(error) : notFound;
    return typeof final === 'string' ? <Banner kind="error">{final}</Banner> : final;
  }
  const problem = error ? (typeof failed === 'function' ? failed(error) : errorText(error, failed)) : null;
  const failure = problem && (
    <ErrorState text={data === undefined ? problem : `${problem.replace(/\.$/, '')}. Mostrando os últimos dados carregados.`} onRetry={state.retry} retrying={state.retrying} />
  );
  if (data === undefined) return failure || placeholder || <Spinner label={loading} />;
  return (
    <>
      {failure}
      {empty !== undefined && isEmpty(data) ? typeof empty === 'string' ? <EmptyState title={empty} /> : empty : children(data)}
    </>
  );
}
