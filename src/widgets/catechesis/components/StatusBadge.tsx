import { catechistStatusLabel, type CLASS_STATUS } from '../../../shared/schemas/catechesis';

/** The badge's tone (kit.css) of each class status: not started, concluded, cancelled; 'Em catequese' keeps the plain badge. */
const CLASS_TONE: Partial<Record<number, string>> = { 1: ' badge-off', 3: ' badge-ok', 4: ' badge-danger' };

export function ClassStatusBadge({ status, labels }: { status: number; labels: Record<keyof typeof CLASS_STATUS, string> }) {
  return <span className={`badge${CLASS_TONE[status] ?? ''}`}>{labels[status as keyof typeof CLASS_STATUS] ?? `Status ${status}`}</span>;
}

/** Any value other than 2 (Inativo) shows as Ativo. */
export function CatechistStatusBadge({ status }: { status: number }) {
  return <span className={`badge ${status === 2 ? 'badge-off' : 'badge-ok'}`}>{catechistStatusLabel(status)}</span>;
}
