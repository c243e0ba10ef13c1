import { formatCents } from '../../../shared/money';
import { AVISOS, INTENCAO_TIPOS, OFERTA_ESTADOS, type Intencao } from '../../../shared/schemas/agenda';

/**
 * One intention of a Mass's list: its text, kind, form and 'Celebrada'; for those who take intentions
 * also who asked, the offering with its state (and whether it is the celebrant's), and a move from a
 * cancelled Mass with how the requester is told.
 */
export function IntencaoItem({ intencao: i, onDelete }: { intencao: Intencao; onDelete?: (i: Intencao) => void }) {
  const offering = i.oferta_centavos
    ? `oferta ${formatCents(i.oferta_centavos)} — ${OFERTA_ESTADOS[i.oferta_estado ?? 'pendente'].toLowerCase()}${i.oferta_celebrante ? ' · oferta do celebrante' : ''}`
    : null;
  return (
    <li className="intencao" data-celebrada={i.celebrada || undefined}>
      <div>
        <span className="intencao-text">{i.intencao}</span> <span className="badge">{INTENCAO_TIPOS[i.tipo]}</span>
        {i.forma === 'coletiva' && <span className="badge">Coletiva</span>}
        {i.celebrada && <span className="badge badge-ok">Celebrada</span>}
        {i.solicitante !== undefined && (
          <p className="muted intencao-meta">
            Pedido por {i.solicitante}
            {i.contato ? ` (${i.contato})` : ''}
            {offering ? ` · ${offering}` : ''}
          </p>
        )}
        {i.transferida_de && (
          <p className="intencao-meta intencao-moved">
            Transferida de {i.transferida_de}
            {i.aviso ? ` — ${AVISOS[i.aviso]}${i.aviso === 'telefone' && i.contato ? `: ${i.contato}` : ''}` : ''}
          </p>
        )}
      </div>
      {onDelete && (
        <button type="button" className="btn btn-small btn-danger-outline" aria-label={`Excluir a intenção: ${i.intencao}`} onClick={() => onDelete(i)}>
          Excluir
        </button>
      )}
    </li>
  );
}
