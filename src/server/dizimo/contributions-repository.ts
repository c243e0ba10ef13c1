import type { Contribution, ContributionBody } from '../../shared/schemas/dizimo';
import { cardNumber } from '../../shared/schemas/dizimo';
import { bookContribution } from '../caixa/income';
import type { Db } from '../db/types';
import { Conditions, keptTotalsPage, pageAndCount } from '../db/where';

type Row = Omit<Contribution, 'numero_carne' | 'recibo_numero'> & { card_number: number | null; receipt_year: number | null; receipt_number: number | null };

/** '2026/000123': the receipt's number, per parish and year. */
export const receiptLabel = (year: number, n: number) => `${year}/${String(n).padStart(6, '0')}`;

const toContribution = ({ card_number, receipt_year, receipt_number, ...row }: Row): Contribution =>
  Object.assign(row, {
    numero_carne: card_number === null ? null : cardNumber(card_number),
    recibo_numero: receipt_year && receipt_number ? receiptLabel(receipt_year, receipt_number) : null,
  });

const COLUMNS = `c.id, c.tither_id AS dizimista_id, r.name AS dizimista_nome, t.card_number, c.amount_cents AS valor_centavos,
  to_char(c.received_on, 'YYYY-MM-DD') AS data, to_char(c.competence, 'YYYY-MM') AS competencia, c.method AS metodo,
  c.campaign_id AS campanha_id, k.name AS campanha_nome, c.note AS observacao, c.received_by_name AS recebido_por,
  c.receipt_year, c.receipt_number, c.reverses AS estorno_de,
  x.id IS NOT NULL AS estornada, to_char(x.received_on, 'YYYY-MM-DD') AS estorno_data, x.reason AS estorno_motivo, c.reason AS motivo`;
const FROM = `FROM contributions c
  LEFT JOIN contributions x ON x.reverses = c.id
  LEFT JOIN tithers t ON t.id = c.tither_id
  LEFT JOIN registers r ON r.id = t.register_id
  LEFT JOIN campaigns k ON k.id = c.campaign_id`;
const SELECT = `SELECT ${COLUMNS} ${FROM}`;

export interface ContributionFilter {
  de?: string;
  ate?: string;
  metodo?: string;
  campanha_id?: number;
  dizimista_id?: number;
}

/** The filter's conditions, only those given (each combination one prepared statement, db/where.ts). */
function whereOf(paroquiaId: number, f: ContributionFilter): Conditions {
  const where = new Conditions();
  where.add((p) => `c.paroquia_id = ${p}`, paroquiaId);
  // The tithe's account only: Mass stipends (conta 'esportula') are kept apart (agenda/esportulas-repository).
  where.fixed("c.conta = 'dizimo'");
  where.optional((p) => `c.received_on >= ${p}`, f.de);
  where.optional((p) => `c.received_on <= ${p}`, f.ate);
  where.optional((p) => `c.method = ${p}`, f.metodo);
  where.optional((p) => `c.campaign_id = ${p}`, f.campanha_id);
  where.optional((p) => `c.tither_id = ${p}`, f.dizimista_id);
  return where;
}

export interface Totals {
  valor_centavos: number;
  quantidade: number;
}

/**
 * Money summed in SQL: sum() of int is bigint, which node-postgres hands back as text, and a cast back
 * to int fails past R$ 21.474.836,47. float8 is exact for whole centavos up to 2^53 (R$ 90 trilhões).
 */
const SUM_CENTS = 'coalesce(sum(c.amount_cents), 0)::float8';

/** The parish's tithe totals, kept by triggers (migration 049): the list's as it opens. */
const KEPT_TOTALS = `SELECT coalesce(sum(total), 0)::int AS total, coalesce(sum(valor_centavos), 0)::float8 AS valor_centavos,
  coalesce(sum(quantidade), 0)::int AS quantidade FROM contribution_totals WHERE paroquia_id = $1 AND conta = 'dizimo'`;

/**
 * One page of contributions, newest first, and the filter's totals: the net amount (reversals subtract)
 * and how many contributions stand (neither reversed nor reversals).
 */
export async function listContributions(
  db: Db,
  paroquiaId: number,
  f: ContributionFilter,
  page: { page: number; limit: number },
): Promise<{ rows: Contribution[]; total: number; totals: Totals }> {
  const where = whereOf(paroquiaId, f);
  const inOrder = (columns: string) => `SELECT ${columns} ${FROM} WHERE ${/* sql-fragment: fixed */ where.sql} ORDER BY c.received_on DESC, c.id DESC`;
  // The list as it opens reads the parish's totals kept by triggers (migration 049), in its page's statement; filtered, summed.
  const { rows, counted } = where.filtered
    ? await pageAndCount<Row, Totals & { total: number }>(db, where, page, {
        count: `SELECT count(*)::int AS total, ${/* sql-fragment: fixed */ SUM_CENTS} AS valor_centavos,
                  (count(*) FILTER (WHERE c.reverses IS NULL) - count(*) FILTER (WHERE c.reverses IS NOT NULL))::int AS quantidade
             FROM contributions c WHERE ${/* sql-fragment: fixed */ where.sql}`,
        rows: inOrder(COLUMNS),
      })
    : await keptTotalsPage<Row, Totals & { total: number }>(
        db,
        { totals: KEPT_TOTALS, rows: (totals) => inOrder(`${COLUMNS}, ${totals}`) },
        where.params,
        page,
      );
  const { total, ...totals } = counted;
  return { rows: rows.map(toContribution), total, totals };
}

/** Every contribution that matches, oldest first, for the CSV and the yearly statement. */
export async function allContributions(db: Db, paroquiaId: number, f: ContributionFilter): Promise<Contribution[]> {
  const where = whereOf(paroquiaId, f);
  const { rows } = await db.query<Row>(`${SELECT} WHERE ${/* sql-fragment: fixed */ where.sql} ORDER BY c.received_on, c.id`, where.params);
  return rows.map(toContribution);
}

export async function findContribution(db: Db, paroquiaId: number, id: number): Promise<Contribution | null> {
  const { rows } = await db.query<Row>(`${SELECT} WHERE c.paroquia_id = $1 AND c.id = $2`, [paroquiaId, id]);
  return rows[0] ? toContribution(rows[0]) : null;
}

export interface Receiver {
  userId: number | null;
  userName: string | null;
}

/** Whether `campaignId` is one of the parish's campaigns. */
export async function campaignInParish(db: Db, paroquiaId: number, campaignId: number): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM campaigns WHERE id = $1 AND paroquia_id = $2', [campaignId, paroquiaId]);
  return rows.length > 0;
}

/** The ledger's accounts: the tithe (with campaigns), and Mass stipends kept apart from it. */
export type Conta = 'dizimo' | 'esportula';

/**
 * Books a contribution with the next receipt number of its parish and year (an advisory lock per
 * parish keeps the sequence free of gaps and repeats), in `conta`, and in the cash book (caixa/income.ts)
 * in the same transaction. Returns its id.
 */
export async function insertContribution(tx: Db, paroquiaId: number, body: ContributionBody, by: Receiver, conta: Conta = 'dizimo'): Promise<number> {
  await tx.query("SELECT pg_advisory_xact_lock(hashtext('receipts'), $1)", [paroquiaId]);
  const year = Number(body.data.slice(0, 4));
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO contributions (paroquia_id, tither_id, amount_cents, received_on, competence, method, campaign_id, note,
                                received_by, received_by_name, receipt_year, receipt_number, conta)
     SELECT $1, $2, $3, $4, ($5 || '-01')::date, $6, $7, $8, $9, $10, $11, coalesce(max(receipt_number), 0) + 1, $12
       FROM contributions WHERE paroquia_id = $1 AND receipt_year = $11
     RETURNING id`,
    [
      paroquiaId,
      body.dizimista_id ?? null,
      body.valor_centavos,
      body.data,
      body.competencia,
      body.metodo,
      body.campanha_id ?? null,
      body.observacao ?? null,
      by.userId,
      by.userName,
      year,
      conta,
    ],
  );
  await bookContribution(tx, paroquiaId, rows[0].id);
  return rows[0].id;
}

export type ReverseOutcome = { id: number } | 'missing' | 'reversal' | 'already';

/** Books the reversal of contribution `id` (the opposite amount, dated `today`), once; its cash-book entry is reversed with it. */
export async function reverseContribution(tx: Db, paroquiaId: number, id: number, reason: string, today: string, by: Receiver): Promise<ReverseOutcome> {
  const { rows } = await tx.query<{ reverses: number | null; reversed: boolean }>(
    `SELECT c.reverses, EXISTS (SELECT 1 FROM contributions x WHERE x.reverses = c.id) AS reversed
       FROM contributions c WHERE c.id = $1 AND c.paroquia_id = $2 FOR UPDATE`,
    [id, paroquiaId],
  );
  const original = rows[0];
  if (!original) return 'missing';
  if (original.reverses !== null) return 'reversal';
  if (original.reversed) return 'already';
  const inserted = await tx.query<{ id: number }>(
    `INSERT INTO contributions (paroquia_id, tither_id, amount_cents, received_on, competence, method, campaign_id, received_by, received_by_name, reverses, reason, conta)
     SELECT paroquia_id, tither_id, -amount_cents, $3, competence, method, campaign_id, $4, $5, id, $6, conta FROM contributions WHERE id = $1 AND paroquia_id = $2
     ON CONFLICT (reverses) DO NOTHING RETURNING id`,
    [id, paroquiaId, today, by.userId, by.userName, reason],
  );
  if (!inserted.rows[0]) return 'already';
  await bookContribution(tx, paroquiaId, inserted.rows[0].id);
  return { id: inserted.rows[0].id };
}
