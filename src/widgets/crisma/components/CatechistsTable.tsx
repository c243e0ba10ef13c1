import { formatDate } from '../../../core/format';
import type { Catechist } from '../../../shared/schemas/crisma';
import { ElementLink } from '../../../core/ui/ElementLink';
import { CatechistStatusBadge } from './StatusBadge';

interface Props {
  items: Catechist[];
  canWrite: boolean;
  onDelete: (c: Catechist) => void;
  container?: HTMLElement | ShadowRoot;
}

export function CatechistsTable({ items, canWrite, onDelete, container }: Props) {
  return (
    <div className="table-wrap">
      <table className="table cards-when-narrow" part="table">
        <caption className="sr-only">Catequistas de Crisma</caption>
        <thead>
          <tr>
            <th scope="col">Nome</th>
            <th scope="col">Comunidade</th>
            <th scope="col">Status</th>
            <th scope="col">Desde</th>
            {canWrite && <th scope="col">Ações</th>}
          </tr>
        </thead>
        <tbody>
          {items.map((c) => (
            <tr key={c.id}>
              <td data-label="Nome" className="strong">
                {c.nome}
              </td>
              <td data-label="Comunidade">{c.ent_name}</td>
              <td data-label="Status">
                <CatechistStatusBadge status={c.status} />
              </td>
              <td data-label="Desde">{formatDate(c.created_at)}</td>
              {canWrite && (
                <td data-label="Ações">
                  <div className="row-actions">
                    <ElementLink to={`/catequistas/crisma/${c.id}/editar`} container={container} className="btn btn-small" label={`Editar catequista ${c.nome}`}>
                      Editar
                    </ElementLink>
                    <button type="button" className="btn btn-small btn-danger-outline" aria-label={`Excluir catequista ${c.nome}`} onClick={() => onDelete(c)}>
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
