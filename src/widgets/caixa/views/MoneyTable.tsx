import type { ReactNode } from 'react';
import { formatCents } from '../format';

export interface MoneyRow {
  key: string | number;
  label: ReactNode;
  /** Centavos per column; null shows a dash. */
  values: (number | null)[];
  strong?: boolean;
}

/** A report's table: a row header and amounts in reais, readable as cards at 375 px through the cells' labels. */
export function MoneyTable({ caption, head, columns, rows }: { caption: string; head: string; columns: string[]; rows: MoneyRow[] }) {
  return (
    // Focusable: a box that scrolls sideways on a phone is read with the keyboard too.
    <div className="table-scroll" tabIndex={0} role="region" aria-label={caption}>
      <table className="report-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{head}</th>
            {columns.map((c) => (
              <th key={c} scope="col" className="num">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.key}>
              <th scope="row">{r.strong ? <strong>{r.label}</strong> : r.label}</th>
              {r.values.map((v, i) => (
                <td key={columns[i]} className={`num${v !== null && v < 0 ? ' negative' : ''}`} data-label={columns[i]}>
                  {v === null ? '—' : r.strong ? <strong>{formatCents(v)}</strong> : formatCents(v)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
