import { formatDate, formatPhone } from '../../../core/format';
import { CIVIL_STATUS, type RegisterSummary } from '../../../shared/schemas/registers';
import { ElementLink } from '../../../core/ui/ElementLink';
import { Photo } from './Photo';

interface TableProps {
  rows: RegisterSummary[];
  container?: HTMLElement | ShadowRoot;
  onSheet: (id: number) => void;
  onDelete: (row: RegisterSummary) => void;
}

const text = (value: string | null | undefined) => value?.trim() || '—';

/**
 * Foto, Nome, Telefone, Nascimento, Estado civil, Cidade, Bairro, Ações (spec section 2). On
 * narrow screens each row becomes a card, its cells labelled by their column.
 */
export function RegisterTable({ rows, container, onSheet, onDelete }: TableProps) {
  return (
    <div className="reg-table-wrap" part="table">
      <table className="reg-table">
        <caption className="sr-only">Registros gerais</caption>
        <thead>
          <tr>
            {['Foto', 'Nome', 'Telefone', 'Nascimento', 'Estado civil', 'Cidade', 'Bairro', 'Ações'].map((h) => (
              <th key={h} scope="col">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.id}>
              <td data-label="Foto">
                <Photo url={r.photo} name={r.name} />
              </td>
              <td data-label="Nome" className="reg-name">
                {r.name}
              </td>
              <td data-label="Telefone" className="reg-nowrap">
                {text(formatPhone(r.phone))}
              </td>
              <td data-label="Nascimento" className="reg-nowrap">
                {text(formatDate(r.born_date))}
              </td>
              <td data-label="Estado civil">{r.civil_status ? CIVIL_STATUS[r.civil_status as keyof typeof CIVIL_STATUS] : '—'}</td>
              <td data-label="Cidade">{text(r.city)}</td>
              <td data-label="Bairro">{text(r.home_situation)}</td>
              <td data-label="Ações" className="reg-actions">
                <button type="button" className="btn btn-small" onClick={() => onSheet(r.id)}>
                  Ver Ficha<span className="sr-only"> de {r.name}</span>
                </button>
                <ElementLink to={`/registros/${r.id}/editar`} container={container} className="btn btn-small">
                  Editar<span className="sr-only"> {r.name}</span>
                </ElementLink>
                <button type="button" className="btn btn-small btn-danger-outline" onClick={() => onDelete(r)}>
                  Excluir<span className="sr-only"> {r.name}</span>
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
