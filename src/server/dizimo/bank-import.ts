import { createHash } from 'node:crypto';
import type { PendingCredit } from '../../shared/schemas/dizimo';
import type { Db } from '../db/types';
import type { OfxCredit, OfxStatement } from './ofx';
import { insertContribution, type Receiver } from './contributions-repository';
import { payerHints } from './payer-hints';
import { payFromStatement } from '../solicitacoes/payment';
import { titherIdByCard } from './tithers-repository';

const competenceOf = (day: string) => day.slice(0, 7);
const PENDING = 'contribution_id IS NULL AND dismissed_at IS NULL';

/**
 * A statement line's identity: its account, FITID, date, amount, memo, name, CHECKNUM, and which of the
 * file's identical lines it is. The same file imported again gives the same keys.
 */
const lineKey = (c: OfxCredit) =>
  createHash('sha256')
    .update(JSON.stringify([c.conta.banco, c.conta.agencia, c.conta.conta, c.fitid, c.data, c.valorCentavos, c.memo, c.nome, c.checknum, c.ocorrencia]))
    .digest('hex');

/** Books pending credit `creditId` as a PIX contribution of `titherId` (null: anonymous); false when it is not pending. */
export async function bookCredit(tx: Db, paroquiaId: number, creditId: number, titherId: number | null, by: Receiver): Promise<boolean> {
  const { rows } = await tx.query<{ fitid: string; received_on: string; amount_cents: number }>(
    `SELECT fitid, to_char(received_on, 'YYYY-MM-DD') AS received_on, amount_cents FROM bank_credits
      WHERE id = $1 AND paroquia_id = $2 AND ${/* sql-fragment: fixed */ PENDING} FOR UPDATE`,
    [creditId, paroquiaId],
  );
  const credit = rows[0];
  if (!credit) return false;
  const contribution = await insertContribution(
    tx,
    paroquiaId,
    {
      dizimista_id: titherId ?? undefined,
      valor_centavos: credit.amount_cents,
      data: credit.received_on,
      competencia: competenceOf(credit.received_on),
      metodo: 'pix',
      observacao: credit.fitid ? `PIX do extrato (${credit.fitid})` : 'PIX do extrato',
    },
    by,
  );
  await tx.query('UPDATE bank_credits SET contribution_id = $1 WHERE id = $2', [contribution, creditId]);
  return true;
}

/** Takes pending credit `creditId` out of the list without booking it; false when it is not pending. */
export async function dismissCredit(db: Db, paroquiaId: number, creditId: number, reason: string | null, by: Receiver, at: Date): Promise<boolean> {
  const { rows } = await db.query(
    `UPDATE bank_credits SET dismissed_at = $3, dismissed_by = $4, dismissed_reason = $5
      WHERE id = $1 AND paroquia_id = $2 AND ${/* sql-fragment: fixed */ PENDING} RETURNING id`,
    [creditId, paroquiaId, at, by.userId, reason],
  );
  return rows.length > 0;
}

/**
 * Records each line once (lineKey; a line imported before migration 027 is recognised by FITID, date
 * and amount, as the first of its kind) and books those whose txid names a tither's card, marks paid the
 * website requests whose txid and fee a line carries; the others stay pending.
 */
export async function importCredits(tx: Db, paroquiaId: number, statement: OfxStatement, by: Receiver, at: Date, product: string) {
  let imported = 0;
  let repeated = 0;
  let fees = 0;
  for (const credit of statement.credits) {
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO bank_credits (paroquia_id, fitid, received_on, amount_cents, description, imported_at, line_key)
       SELECT $1, $2, $3, $4, $5, $6, $7
        WHERE NOT ($8 AND EXISTS (SELECT 1 FROM bank_credits WHERE paroquia_id = $1 AND line_key IS NULL AND fitid = $2 AND received_on = $3 AND amount_cents = $4))
       ON CONFLICT (paroquia_id, line_key) WHERE line_key IS NOT NULL DO NOTHING RETURNING id`,
      [
        paroquiaId,
        credit.fitid,
        credit.data,
        credit.valorCentavos,
        [credit.nome, credit.memo].filter(Boolean).join(' — ') || '—',
        at,
        lineKey(credit),
        credit.ocorrencia === 1,
      ],
    );
    if (!rows[0]) {
      repeated++;
      continue;
    }
    const tither = credit.carne ? await titherIdByCard(tx, paroquiaId, credit.carne) : null;
    if (tither && (await bookCredit(tx, paroquiaId, rows[0].id, tither, by))) imported++;
    // A website request's fee (txid 'SOL…' and its exact amount): the request is marked paid.
    else if (!tither && (await payFromStatement(tx, paroquiaId, rows[0].id, credit, at, product))) fees++;
  }
  const { rows } = await tx.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM bank_credits WHERE paroquia_id = $1 AND ${/* sql-fragment: fixed */ PENDING}`,
    [paroquiaId],
  );
  return { importadas: imported, taxas: fees, repetidas: repeated, pendentes: rows[0].n, saldos: statement.balances, recusadas: statement.refused };
}

/** The pending credits, oldest first, each with the tither it seems to be from (payer-hints.ts), to confirm with one click. */
export async function pendingCredits(db: Db, paroquiaId: number): Promise<PendingCredit[]> {
  const { rows } = await db.query<Omit<PendingCredit, 'sugestao'>>(
    `SELECT id, fitid, to_char(received_on, 'YYYY-MM-DD') AS data, amount_cents AS valor_centavos, description AS descricao
       FROM bank_credits WHERE paroquia_id = $1 AND ${/* sql-fragment: fixed */ PENDING} ORDER BY received_on, id`,
    [paroquiaId],
  );
  const hints = await payerHints(db, paroquiaId, rows);
  return rows.map((row) => ({ ...row, sugestao: hints.get(row.id) ?? null }));
}
