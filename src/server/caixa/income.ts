import type { Chave } from '../../shared/schemas/caixa';
import type { Db } from '../db/types';
import { ensureCaixa } from './chart';
import { lockBooks, openDay } from './context';
import { insertLancamento, reverseLancamento } from './lancamentos-repository';

interface Contribution {
  id: number;
  paroquia_id: number;
  amount_cents: number;
  received_on: string;
  method: string;
  conta: 'dizimo' | 'esportula';
  campaign_id: number | null;
  campaign_name: string | null;
  reverses: number | null;
  reason: string | null;
  receipt: string | null;
}

const ORIGIN = { dizimo: 'dizimo', campanhas: 'campanha', esportulas: 'esportula' } as const;

/**
 * A contribution of the portal's own books (a tithe, a campaign donation, a confirmed Mass stipend) booked
 * in the cash book in the caller's transaction, once (the entry's unique key on its origin): income of its
 * account, cash into the default cash box, anything else into the default bank account (the cash box while
 * the parish has none). A reversal reverses the entry of what it cancels. Dated as the contribution, or in
 * the first open month when its own is closed.
 */
export async function bookContribution(tx: Db, paroquiaId: number, contributionId: number): Promise<void> {
  const { rows } = await tx.query<Contribution>(
    `SELECT c.id, c.paroquia_id, c.amount_cents, to_char(c.received_on, 'YYYY-MM-DD') AS received_on, c.method, c.conta, c.campaign_id,
            k.name AS campaign_name, c.reverses, c.reason,
            CASE WHEN c.receipt_number IS NULL THEN NULL ELSE c.receipt_year || '/' || lpad(c.receipt_number::text, 6, '0') END AS receipt
       FROM contributions c LEFT JOIN campaigns k ON k.id = c.campaign_id
      WHERE c.id = $1 AND c.paroquia_id = $2`,
    [contributionId, paroquiaId],
  );
  const c = rows[0];
  if (!c) return;
  await ensureCaixa(tx, paroquiaId, c.received_on);
  await lockBooks(tx, paroquiaId);
  const day = await openDay(tx, paroquiaId, c.received_on);
  if (c.reverses !== null) {
    const { rows: booked } = await tx.query<{ id: number }>('SELECT id FROM caixa_lancamentos WHERE contribution_id = $1', [c.reverses]);
    // A contribution from before the books started has no entry to reverse.
    if (booked[0]) await reverseLancamento(tx, paroquiaId, booked[0].id, c.reason ?? 'Estorno da contribuição', day, null, c.id);
    return;
  }
  const chave: Chave = c.conta === 'esportula' ? 'esportulas' : c.campaign_id !== null ? 'campanhas' : 'dizimo';
  const { rows: target } = await tx.query<{ conta_id: number; portador_id: number }>(
    `SELECT (SELECT id FROM caixa_contas WHERE paroquia_id = $1 AND chave = $2) AS conta_id,
            (SELECT id FROM caixa_portadores WHERE paroquia_id = $1 AND padrao ORDER BY (tipo = $3) DESC LIMIT 1) AS portador_id`,
    [paroquiaId, chave, c.method === 'dinheiro' ? 'caixa' : 'banco'],
  );
  const { conta_id, portador_id } = target[0];
  if (conta_id === null || portador_id === null) return;
  const what = chave === 'esportulas' ? 'Espórtula de intenção de missa' : chave === 'campanhas' ? `Campanha ${c.campaign_name ?? ''}`.trim() : 'Dízimo';
  await insertLancamento(
    tx,
    paroquiaId,
    {
      tipo: 'receita',
      conta_id,
      portador_id,
      data: day,
      valor: c.amount_cents,
      descricao: c.receipt ? `${what}, recibo ${c.receipt}` : what,
      origem: ORIGIN[chave],
      contribution_id: c.id,
    },
    null,
  );
}
