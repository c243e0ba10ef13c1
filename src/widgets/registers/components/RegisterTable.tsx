import { formatDate, formatPhone } from '../../../core/format';
import { RowActions, type Column } from '../../../core/list';
import { CIVIL_STATUS, type RegisterSummary } from '../../../shared/schemas/registers';
import { Photo } from './Photo';
import { pathTo } from '../../../core/paths';

const text = (value: string | null | undefined) => value?.trim() || '—';

/** Foto, Nome, Telefone, Nascimento, Estado civil, Cidade, Bairro, Ações (Ver Ficha, Editar, Excluir). */
export function registerColumns(o: {
  container?: HTMLElement | ShadowRoot;
  onSheet: (id: number) => void;
  onDelete: (row: RegisterSummary) => void;
}): Column<RegisterSummary>[] {
  return [
    { id: 'photo', header: 'Foto', cell: (r) => <Photo url={r.photo} name={r.name} /> },
    { id: 'name', header: 'Nome', className: 'reg-name', cell: (r) => r.name },
    { id: 'phone', header: 'Telefone', className: 'reg-nowrap', cell: (r) => text(formatPhone(r.phone)) },
    { id: 'born', header: 'Nascimento', className: 'reg-nowrap', cell: (r) => text(formatDate(r.born_date)) },
    { id: 'civil', header: 'Estado civil', cell: (r) => (r.civil_status ? CIVIL_STATUS[r.civil_status as keyof typeof CIVIL_STATUS] : '—') },
    { id: 'city', header: 'Cidade', cell: (r) => text(r.city) },
    { id: 'bairro', header: 'Bairro', cell: (r) => text(r.home_situation) },
    {
      id: 'actions',
      header: 'Ações',
      cell: (r) => (
        <RowActions name={r.name} edit={pathTo('/registros/{id}/editar', { id: r.id })} onDelete={() => o.onDelete(r)} container={o.container}>
          <button type="button" className="btn btn-small" aria-label={`Ver Ficha de ${r.name}`} onClick={() => o.onSheet(r.id)}>
            Ver Ficha
          </button>
        </RowActions>
      ),
    },
  ];
}
