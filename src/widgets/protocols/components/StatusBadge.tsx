import { statusLabel } from '../stages';

/** The badge's tone (kit.css) of each status: pending, approved, rejected, cancelled. */
const TONES = ['badge-warn', 'badge-ok', 'badge-danger', 'badge-off'];

export function StatusBadge({ status }: { status: number }) {
  return <span className={`badge ${TONES[status] ?? TONES[0]}`}>{statusLabel(status)}</span>;
}
