import { SOLICITACAO_ESTADOS, type SolicitacaoEstado } from '../../shared/schemas/solicitacoes';

const TONE: Partial<Record<SolicitacaoEstado, string>> = {
  novo: 'badge-warn',
  documentos_pendentes: 'badge-warn',
  batizado: 'badge-ok',
  emitido: 'badge-ok',
  entregue: 'badge-ok',
  nao_encontrado: 'badge-danger',
  cancelado: 'badge-off',
};

export function EstadoBadge({ estado }: { estado: SolicitacaoEstado }) {
  return <span className={`badge ${TONE[estado] ?? ''}`}>{SOLICITACAO_ESTADOS[estado]}</span>;
}
