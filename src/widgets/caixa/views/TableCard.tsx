import type { ReactNode } from 'react';

/** A register's table in a card (the chart of accounts, the holders): focusable, since a box that scrolls sideways on a phone is read with the keyboard too. */
export function TableCard({ label, caption, head, children }: { label: string; caption: string; head: ReactNode; children: ReactNode }) {
  return (
    <div className="card table-scroll" tabIndex={0} role="region" aria-label={label}>
      <table className="report-table">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>{head}</tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
