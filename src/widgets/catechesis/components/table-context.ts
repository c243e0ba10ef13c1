import type { SacramentUi } from '../sacrament';

/** What a catechesis table's columns are made from: the sacrament, whether the user may change rows, where links go, the delete question. */
export interface TableContext<T> {
  s: SacramentUi;
  canWrite: boolean;
  container?: HTMLElement | ShadowRoot;
  onDelete: (row: T) => void;
}
