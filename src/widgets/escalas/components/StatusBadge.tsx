import { DESIGNACAO_STATUS, type DesignacaoStatus } from '../../../shared/schemas/escalas';

const TONE: Record<DesignacaoStatus, string> = {
  pendente: 'badge-warn',
  aceita: 'badge-ok',
  recusada: 'badge-danger',
  substituicao: 'badge-warn',
  servida: 'badge-ok',
  faltou: 'badge-danger',
};

/** An assignment's status in words, in its tone. */
export function StatusBadge({ status }: { status: DesignacaoStatus }) {
  return <span className={`badge ${TONE[status]}`}>{DESIGNACAO_STATUS[status]}</span>;
}
