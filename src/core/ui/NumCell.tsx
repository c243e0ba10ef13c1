import type { ReactNode } from 'react';

/** A number in a report table's row: right-aligned, and labelled by its column when the row reads as a card at 375 px (kit.css). */
export function NumCell({ label, children }: { label: string; children: ReactNode }) {
  return (
    <td className="num" data-label={label}>
      {children}
    </td>
  );
}

/** The heads of a report table's number columns, right-aligned over their NumCells. */
export function NumHeads({ labels }: { labels: string[] }) {
  return labels.map((label) => (
    <th key={label} scope="col" className="num">
      {label}
    </th>
  ));
}
