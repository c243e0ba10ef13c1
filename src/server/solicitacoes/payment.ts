import { solicitacaoCodigo } from '../../shared/schemas/solicitacoes';
import type { Db } from '../db/types';
import type { OfxCredit } from '../dizimo/ofx';
import { mailEstado } from './mail';
import type { SolicitacaoRow } from './repository';

/** Marks a request's fee paid (once): by hand (who marked it) or by the bank statement ('extrato'). */
export async function markPaid(tx: Db, r: Pick<SolicitacaoRow, 'id'>, by: string, at: Date, creditId: number | null = null): Promise<boolean> {
  const { rows } = await tx.query(
    'UPDATE solicitacoes SET pago_em = $2, pago_por = $3, bank_credit_id = $4, updated_at = $2 WHERE id = $1 AND pago_em IS NULL RETURNING id',
    [r.id, at, by, creditId],
  );
  return rows.length > 0;
}

// 'SOL' + six digits (solicitacaoTxid), not inside another word, though right after 'TXID' is fine.
const TXID = /(?:^|[^A-Z0-9]|TXID)SOL(\d{6,9})(?![0-9])/i;

/**
 * A statement credit carrying a request's txid and its exact fee, from the treasurer's bank statement import
 * (dizimo/bank-import.ts): the request is marked paid, the family told, and the credit leaves the tithe's pending
 * list with the request's number as its reason. False when the line is not a request's fee.
 */
export async function payFromStatement(
  tx: Db,
  paroquiaId: number,
  creditId: number,
  credit: Pick<OfxCredit, 'memo' | 'nome' | 'valorCentavos'>,
  at: Date,
  product: string,
) {
  const match = [credit.memo, credit.nome].map((t) => (t ? TXID.exec(t) : null)).find(Boolean);
  if (!match) return false;
  const { rows } = await tx.query<SolicitacaoRow>(
    `SELECT id, paroquia_id, tipo, estado, nome, requerente, email FROM solicitacoes
      WHERE id = $1 AND paroquia_id = $2 AND valor_centavos = $3 AND pago_em IS NULL AND estado <> 'cancelado' FOR UPDATE`,
    [Number(match[1]), paroquiaId, credit.valorCentavos],
  );
  const r = rows[0];
  if (!r || !(await markPaid(tx, r, 'extrato', at, creditId))) return false;
  await tx.query('UPDATE bank_credits SET dismissed_at = $2, dismissed_reason = $3 WHERE id = $1', [
    creditId,
    at,
    `Taxa da solicitação ${solicitacaoCodigo(r.id)}`,
  ]);
  await mailEstado(tx, r, r.estado, 'Recebemos o pagamento da taxa.', at, product);
  return true;
}
