import type { CrismaClass } from '../../../shared/schemas/crisma';
import { formatDate } from '../../../core/format';
import { CLASS_COLUMNS, type ClassSort, type ClassSortKey } from '../class-list';
import { ElementLink } from '../../../core/ui/ElementLink';
import { ClassStatusBadge } from './StatusBadge';

interface Props {
  items: CrismaClass[];
  sort: ClassSort;
  onSort: (key: ClassSortKey) => void;
  canWrite: boolean;
  onDelete: (c: CrismaClass) => void;
  container?: HTMLElement | ShadowRoot;
}

/** The classes, every column sortable from its header; rows turn into cards on narrow screens. */
export function ClassesTable({ items, sort, onSort, canWrite, onDelete, container }: Props) {
  return (
    <div className="table-wrap">
      <table className="table cards-when-narrow" part="table">
        <caption className="sr-only">Turmas de Crisma</caption>
        <thead>
          <tr>
            {CLASS_COLUMNS.map((col) => {
              const active = sort.key === col.key;
              return (
                <th key={col.key} scope="col" aria-sort={active ? (sort.dir === 'asc' ? 'ascending' : 'descending') : 'none'}>
                  <button type="button" className="sort" onClick={() => onSort(col.key)}>
                    {col.label}
                    <span aria-hidden="true" className="sort-mark">
                      {active ? (sort.dir === 'asc' ? '▲' : '▼') : '↕'}
                    </span>
                  </button>
                </th>
              );
            })}
            {canWrite && (
              <th scope="col">
                <span>Ações</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {items.map((c) => (
            <tr key={c.id}>
              <td data-label="ID">{c.id}</td>
              <td data-label="Turma" className="strong">
                {c.turma}
              </td>
              <td data-label="Tutor">{c.tutor_nome ?? '—'}</td>
              <td data-label="Início">{formatDate(c.inicio) || '—'}</td>
              <td data-label="Término">{formatDate(c.termino) || '—'}</td>
              <td data-label="Status">
                <ClassStatusBadge status={c.status} />
              </td>
              <td data-label="Alunos">{c.alunos_count}</td>
              {canWrite && (
                <td data-label="Ações">
                  <div className="row-actions">
                    <ElementLink to={`/turmas/crisma/${c.id}/associar`} container={container} className="btn btn-small" label={`Associar crismandos à turma ${c.turma}`}>
                      Associar
                    </ElementLink>
                    <ElementLink to={`/turmas/crisma/${c.id}/editar`} container={container} className="btn btn-small" label={`Editar a turma ${c.turma}`}>
                      Editar
                    </ElementLink>
                    <button type="button" className="btn btn-small btn-danger-outline" aria-label={`Excluir a turma ${c.turma}`} onClick={() => onDelete(c)}>
                      Excluir
                    </button>
                  </div>
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
