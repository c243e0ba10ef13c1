import { CASAMENTO_ESTADOS, type CasamentoEstado } from '../../../shared/schemas/casamentos';

const TONES: Record<CasamentoEstado, string> = {
  aberto: 'badge-off',
  documentacao: 'badge-warn',
  proclamas: 'badge-warn',
  habilitado: 'badge-ok',
  celebrado: 'badge-ok',
  arquivado: 'badge-off',
  cancelado: 'badge-danger',
};

/** A file's state, in its tone: waiting (documentação, proclamas), ready or done, cancelled. */
export function EstadoBadge({ estado }: { estado: CasamentoEstado }) {
  return <span className={`badge ${TONES[estado]}`}>{CASAMENTO_ESTADOS[estado]}</span>;
}
