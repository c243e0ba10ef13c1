import type { SacramentoTipo } from '../../../shared/schemas/sacramentos';

export interface ViewProps {
  container?: HTMLElement | ShadowRoot;
}

/** A screen of one book's record: its kind, and its id (absent on /novo). */
export interface RecordViewProps extends ViewProps {
  tipo: SacramentoTipo;
  id: number | null;
}
