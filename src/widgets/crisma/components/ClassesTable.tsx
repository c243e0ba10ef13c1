import { formatDate } from '../../../core/format';
import { RowActions, type Column } from '../../../core/list';
import { ElementLink } from '../../../core/ui/ElementLink';
import type { CrismaClass } from '../../../shared/schemas/catechesis';
import { ClassStatusBadge } from './StatusBadge';

/** The classes' columns, every one but Ações sortable; Ações only for those who may write. */
export function classColumns(o: { canWrite: boolean; container?: HTMLElement | ShadowRoot; onDelete: (c: CrismaClass) => void }): Column<CrismaClass>[] {
  return [
    { id: 'id', header: 'ID', sortable: true, cell: (c) => c.id },
    { id: 'turma', header: 'Turma', sortable: true, className: 'strong', cell: (c) => c.turma },
    { id: 'tutor', header: 'Tutor', sortable: true, cell: (c) => c.tutor_nome ?? '—' },
    { id: 'inicio', header: 'Início', sortable: true, cell: (c) => formatDate(c.inicio) || '—' },
    { id: 'termino', header: 'Término', sortable: true, cell: (c) => formatDate(c.termino) || '—' },
    { id: 'status', header: 'Status', sortable: true, cell: (c) => <ClassStatusBadge status={c.status} /> },
    { id: 'alunos', header: 'Alunos', sortable: true, cell: (c) => c.alunos_count },
    {
      id: 'actions',
      header: 'Ações',
      hidden: !o.canWrite,
      cell: (c) => (
        <RowActions name={`a turma ${c.turma}`} edit={`/turmas/crisma/${c.id}/editar`} onDelete={() => o.onDelete(c)} container={o.container}>
          <ElementLink to={`/turmas/crisma/${c.id}/associar`} container={o.container} className="btn btn-small" label={`Associar crismandos à turma ${c.turma}`}>
            Associar
          </ElementLink>
        </RowActions>
      ),
    },
  ];
}
