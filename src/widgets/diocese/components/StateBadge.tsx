import { PETICAO_ESTADOS, type PeticaoEstado } from '../../../shared/schemas/diocese';

const TONES: Record<PeticaoEstado, string> = {
  recebido: 'badge',
  em_analise: 'badge',
  pendente_paroquia: 'badge badge-warn',
  deferido: 'badge badge-ok',
  indeferido: 'badge badge-danger',
};

/** A petition's state as a badge: waiting on the parish in amber, granted in green, refused in red. */
export function StateBadge({ estado }: { estado: PeticaoEstado }) {
  return <span className={TONES[estado]}>{PETICAO_ESTADOS[estado]}</span>;
}
