import type { ReactNode } from 'react';
import { ElementLink } from '../ui/ElementLink';

/**
 * A row's actions: `children` first (Ver, Associar), then 'Editar' (a link to `edit`) and 'Excluir' when
 * given. Each is named for its row ('Editar a turma X'), so a screen reader tells the rows' buttons apart.
 */
export function RowActions(props: { name: string; edit?: string; onDelete?: () => void; container?: HTMLElement | ShadowRoot; children?: ReactNode }) {
  const { name, edit, onDelete, container, children } = props;
  return (
    <div className="row-actions">
      {children}
      {edit && (
        <ElementLink to={edit} container={container} className="btn btn-small" label={`Editar ${name}`}>
          Editar
        </ElementLink>
      )}
      {onDelete && (
        <button type="button" className="btn btn-small btn-danger-outline" aria-label={`Excluir ${name}`} onClick={onDelete}>
          Excluir
        </button>
      )}
    </div>
  );
}
