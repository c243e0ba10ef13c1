import { statusLabel } from '../stages';

const TONES = ['pending', 'approved', 'rejected', 'cancelled'];

export function StatusBadge({ status }: { status: number }) {
  return <span className={`status status-${TONES[status] ?? 'pending'}`}>{statusLabel(status)}</span>;
}
