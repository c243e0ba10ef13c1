import { catechistStatusLabel, type CLASS_STATUS } from '../../../shared/schemas/catechesis';

export function ClassStatusBadge({ status, labels }: { status: number; labels: Record<keyof typeof CLASS_STATUS, string> }) {
  return <span className={`badge status-${status}`}>{labels[status as keyof typeof CLASS_STATUS] ?? `Status ${status}`}</span>;
}

/** Any value other than 2 (Inativo) shows as Ativo. */
export function CatechistStatusBadge({ status }: { status: number }) {
  return <span className={`badge ${status === 2 ? 'badge-off' : 'badge-on'}`}>{catechistStatusLabel(status)}</span>;
}
