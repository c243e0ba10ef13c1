import type { ReactNode } from 'react';
import { DataFrame, type DataState } from '../../../core/data';
import { Banner } from '../../../core/ui';

interface RecordFrameProps<T> {
  state: DataState<T>;
  /** No id in the address: nothing to load. */
  missing: boolean;
  /** The screen's title, said over a record that cannot be shown. */
  title: string;
  narrow?: boolean;
  loading: string;
  failed: (error: unknown) => string;
  /** The way back (to the classes, to the catechists). */
  back: ReactNode;
  children: (data: T) => ReactNode;
}

/**
 * A screen of one class or catechist: DataFrame draws it loading and failing; one that is not there (a 404:
 * not found, or not a class the catechist teaches; or no id in the address) is said under the screen's title,
 * with the way back.
 */
export function RecordFrame<T>({ state, missing, title, narrow, loading, failed, back, children }: RecordFrameProps<T>) {
  const gone = (error: unknown) => (
    <section className={narrow ? 'page narrow' : 'page'}>
      <h1>{title}</h1>
      <Banner kind="error">{failed(error)}</Banner>
      {back}
    </section>
  );
  if (missing) return gone(null);
  return (
    <DataFrame state={state} loading={loading} failed={failed} notFound={gone}>
      {children}
    </DataFrame>
  );
}
