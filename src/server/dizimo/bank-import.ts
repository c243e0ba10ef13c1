import type { Db } from '../db/types';
import type { OfxCredit } from './ofx';
import { insertContribution, type Receiver } from './contributions-repository';
import { titherIdByCard } from './tithers-repository';

/** An OFX file's text: UTF-8 when it is valid UTF-8, else Windows-1252 (what Brazilian banks' OFX 1.x uses). */
export function ofxText(bytes: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

const competenceOf = (day: string) => day.slice(0, 7);

/** Books pending credit `creditId` as a PIX contribution of `titherId` (null: anonymous); false when it is not pending. */
export async function bookCredit(tx: Db, paroquiaId: number, creditId: number, titherId: number | null, by: Receiver): Promise<boolean> {
  const { rows } = await tx.query<{ fitid: string; received_on: string; amount_cents: number }>(
    `SELECT fitid, to_char(received_on, 'YYYY-MM-DD') AS received_on, amount_cents FROM bank_credits
      WHERE id = $1 AND paroquia_id = $2 AND contribution_id IS NULL FOR UPDATE`,
    [creditId, paroquiaId],
  );
  const credit = rows[0];
  if (!credit) return false;
  const contribution = await insertContribution(
    tx,
    paroquiaId,
    { dizimista_id: titherId ?? undefined, valor_centavos: credit.amount_cents, data: credit.received_on, competencia: competenceOf(credit.received_on), metodo: 'pix', observacao: `PIX do extrato (${credit.fitid})` },
    by,
  );
  await tx.query('UPDATE bank_credits SET contribution_id = $1 WHERE id = $2', [contribution, creditId]);
  return true;
}

/**
 * Records each credit once (by FITID: a statement imported twice changes nothing) and books those whose
 * txid names a tither's card; the others stay pending.
 */
export async function importCredits(tx: Db, paroquiaId: number, credits: OfxCredit[], by: Receiver, at: Date): Promise<{ imported: number; repeated: number; pending: number }> {
  let imported = 0;
  let repeated = 0;
  for (const credit of credits) {
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO bank_credits (paroquia_id, fitid, received_on, amount_cents, description, imported_at) VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (paroquia_id, fitid) DO NOTHING RETURNING id`,
      [paroquiaId, credit.fitid, credit.data, credit.valorCentavos, [credit.nome, credit.memo].filter(Boolean).join(' — ') || '—', at],
    );
    if (!rows[0]) {
      repeated++;
      continue;
    }
    const card = credit.txid ? Number(credit.txid.replace(/^DZ/, '')) : null;
    const tither = card ? await titherIdByCard(tx, paroquiaId, card) : null;
    if (tither && (await bookCredit(tx, paroquiaId, rows[0].id, tither, by))) imported++;
  }
  const { rows } = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM bank_credits WHERE paroquia_id = $1 AND contribution_id IS NULL', [paroquiaId]);
  return { imported, repeated, pending: rows[0].n };
}

export async function pendingCredits(db: Db, paroquiaId: number) {
  const { rows } = await db.query<{ id: number; fitid: string; data: string; valor_centavos: number; descricao: string }>(
    `SELECT id, fitid, to_char(received_on, 'YYYY-MM-DD') AS data, amount_cents AS valor_centavos, description AS descricao
       FROM bank_credits WHERE paroquia_id = $1 AND contribution_id IS NULL ORDER BY received_on, id`,
    [paroquiaId],
  );
  return rows;
}
