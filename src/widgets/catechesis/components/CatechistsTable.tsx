import { formatDate } from '../../../core/format';
import { RowActions, type Column } from '../../../core/list';
import type { Catechist } from '../../../shared/schemas/catechesis';
import { CatechistStatusBadge } from './StatusBadge';
import { pathTo } from '../../../core/paths';
import type { TableContext } from './table-context';

/** Nome, Comunidade, Status, Conta no portal, Desde; Ações only for those who may write. */
export function catechistColumns(o: TableContext<Catechist>): Column<Catechist>[] {
  return [
    { id: 'nome', header: 'Nome', className: 'strong', cell: (c) => c.nome },
    { id: 'community', header: 'Comunidade', cell: (c) => c.ent_name },
    { id: 'status', header: 'Status', cell: (c) => <CatechistStatusBadge status={c.status} /> },
    {
      id: 'account',
      header: 'Conta no portal',
      cell: (c) => (c.user_name ? `${c.user_name} (${c.user_login})` : <span className="muted">{o.s.msg.accountNone}</span>),
    },
    { id: 'since', header: 'Desde', cell: (c) => formatDate(c.created_at) },
    {
      id: 'actions',
      header: 'Ações',
      hidden: !o.canWrite,
      cell: (c) => (
        <RowActions
          name={`catequista ${c.nome}`}
          edit={pathTo(`/catequistas/${o.s.slug}/{id}/editar`, { id: c.id })}
          onDelete={() => o.onDelete(c)}
          container={o.container}
        />
      ),
    },
  ];
}
