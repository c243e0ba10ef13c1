import { formatDate } from '../../../core/format';
import { RowActions, type Column } from '../../../core/list';
import { ElementLink } from '../../../core/ui/ElementLink';
import type { CrismaClass } from '../../../shared/schemas/catechesis';
import { ClassStatusBadge } from './StatusBadge';
import { pathTo } from '../../../core/paths';
import type { TableContext } from './table-context';

/** The classes' columns, every one but Ações sortable; attendance for every reader, the rest for those who may write. */
export function classColumns(o: TableContext<CrismaClass>): Column<CrismaClass>[] {
  return [
    { id: 'id', header: 'ID', sortable: true, cell: (c) => c.id },
    { id: 'turma', header: 'Turma', sortable: true, className: 'strong', cell: (c) => c.turma },
    { id: 'tutor', header: 'Tutor', sortable: true, cell: (c) => c.tutor_nome ?? '—' },
    { id: 'inicio', header: 'Início', sortable: true, cell: (c) => formatDate(c.inicio) || '—' },
    { id: 'termino', header: 'Término', sortable: true, cell: (c) => formatDate(c.termino) || '—' },
    { id: 'status', header: 'Status', sortable: true, cell: (c) => <ClassStatusBadge status={c.status} labels={o.s.statusLabels} /> },
    { id: 'alunos', header: 'Alunos', sortable: true, cell: (c) => c.alunos_count },
    {
      id: 'actions',
      header: 'Ações',
      cell: (c) => (
        <RowActions
          name={`a turma ${c.turma}`}
          edit={o.canWrite ? pathTo(`/turmas/${o.s.slug}/{id}/editar`, { id: c.id }) : undefined}
          onDelete={o.canWrite ? () => o.onDelete(c) : undefined}
          container={o.container}
        >
          <ElementLink
            to={pathTo(`/turmas/${o.s.slug}/{id}/presencas`, { id: c.id })}
            container={o.container}
            className="btn btn-small"
            label={`Presenças da turma ${c.turma}`}
          >
            Presenças
          </ElementLink>
          {o.canWrite && (
            <ElementLink
              to={pathTo(`/turmas/${o.s.slug}/{id}/associar`, { id: c.id })}
              container={o.container}
              className="btn btn-small"
              label={`Associar ${o.s.students} à turma ${c.turma}`}
            >
              Associar
            </ElementLink>
          )}
        </RowActions>
      ),
    },
  ];
}
