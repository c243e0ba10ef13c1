import type { ImportField } from '../../../shared/import-fields';
import type { PreviewRow } from '../preview';

/** The first lines of the file as they will be saved (what the form's rules say of each, if anything). */
export function PreviewTable({ fields, rows }: { fields: ImportField[]; rows: PreviewRow[] }) {
  if (!fields.length) return <p className="muted">Escolha o campo de ao menos uma coluna para ver as primeiras linhas.</p>;
  return (
    <div className="preview-scroll" tabIndex={0} role="region" aria-label="Primeiras linhas como serão salvas">
      <table className="preview-table">
        <caption>Primeiras linhas como serão salvas</caption>
        <thead>
          <tr>
            {fields.map((f) => (
              <th key={f.campo} scope="col">
                {f.rotulo}
              </th>
            ))}
            <th scope="col">Observação</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <tr key={i}>
              {row.cells.map((cell, j) => (
                <td key={fields[j].campo}>{cell}</td>
              ))}
              <td className={row.problem ? 'field-error' : 'muted'}>{row.problem || 'OK'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
