import type { Tither, TitherBody, TitherListQuery, TitherUpdate } from '../../shared/schemas/dizimo';
import { CARD_MAX, cardNumber } from '../../shared/schemas/dizimo';
import { registerCandidates } from '../registers/repository';
import { pageSql, prepared, type Db } from '../db/types';
import { Conditions } from '../db/where';
import { foldedLike, likeContains } from '../search';

type Row = Omit<Tither, 'numero_carne'> & { card_number: number };
const toTither = ({ card_number, ...row }: Row): Tither => ({ ...row, numero_carne: cardNumber(card_number) });

/**
 * A tither as the screens show them, with the latest month they contributed to (reversed entries left
 * out) and 'em dia' when it is $2 or later (`upToDateSince`: the first month that still counts as em dia);
 * one who joined since then is 'em dia' too: nobody is late on the day they join.
 */
const COLUMNS = `t.id, t.register_id, r.name AS nome, t.card_number, to_char(t.joined_on, 'YYYY-MM-DD') AS desde, t.status::int AS status,
         t.pledge_cents AS valor_pactuado_centavos, t.preferred_method AS metodo_preferido`;
const LAST = `
    LEFT JOIN LATERAL (
      SELECT c.competence AS last FROM contributions c
       WHERE c.tither_id = t.id AND c.amount_cents > 0 AND NOT EXISTS (SELECT 1 FROM contributions x WHERE x.reverses = c.id)
       ORDER BY c.competence DESC LIMIT 1
    ) l ON true`;
const SITUACAO = `CASE WHEN greatest(l.last, date_trunc('month', t.joined_on)::date) >= $2::date THEN 'em_dia' ELSE 'atrasado' END`;
const SITUATION = `to_char(l.last, 'YYYY-MM') AS ultima_competencia, ${SITUACAO} AS situacao`;
/** By name as the registers list them, accents and case folded ('Ângela' among the a's), kept on the tither (migration 053). */
const BY_NAME = 'ORDER BY t.name_search, t.id';
const JOIN_REGISTER = 'JOIN registers r ON r.id = t.register_id';
const FROM = `FROM tithers t ${JOIN_REGISTER} ${LAST}`;
const SELECT = `SELECT ${COLUMNS}, ${SITUATION} ${FROM}`;

export interface TitherFilter {
  q?: string;
  status?: number;
  situacao?: 'em_dia' | 'atrasado';
}

/**
 * The filter's conditions on tithers `t`, only those given; $2 is `since` (SITUATION). The situation reads each
 * tither's latest month (`l`, LAST).
 */
function whereOf(paroquiaId: number, since: string, f: TitherFilter): Conditions {
  const where = new Conditions();
  where.add((p) => `t.paroquia_id = ${p}`, paroquiaId);
  where.param(since);
  where.optional((p) => `t.status = ${p}`, f.status);
  const card = f.q && /^\d{1,9}$/.test(f.q) ? Number(f.q) : null;
  where.optional((p) => `(${foldedLike('t.name_search', p)} OR t.card_number = ${where.param(card)})`, f.q ? likeContains(f.q) : undefined);
  where.optional((p) => `${SITUACAO} = ${p}`, f.situacao);
  return where;
}

/**
 * One page of the parish's tithers by name, and how many match. `since`: see upToDateSince. Without the situation
 * filter the page is read off the tithers' name index alone, then joined to the registers and to its latest month for
 * its rows only (a parish of the diocese bench has 2,000 tithers); unfiltered, the total is the parish's count of
 * tithers kept by triggers (tither_counts, migration 054). With it, the latest month is looked up for all, as the filter needs.
 */
export async function listTithers(db: Db, paroquiaId: number, since: string, q: TitherListQuery): Promise<{ rows: Tither[]; total: number }> {
  const where = whereOf(paroquiaId, since, q);
  const page = pageSql(q, where.params);
  const total = where.filtered ? 'count(*) OVER ()::int' : 'coalesce((SELECT total FROM tither_counts WHERE paroquia_id = $1), 0)';
  const { rows } = await db.query<Row & { total: number }>(
    prepared(
      q.situacao
        ? `SELECT ${COLUMNS}, ${SITUATION}, count(*) OVER ()::int AS total ${FROM}
            WHERE ${/* sql-fragment: fixed */ where.sql} ${BY_NAME} ${/* sql-fragment: fixed */ page.sql}`
        : `SELECT ${COLUMNS}, ${SITUATION}, t.total
             FROM (SELECT t.*, ${/* sql-fragment: fixed */ total} AS total FROM tithers t
                    WHERE ${/* sql-fragment: fixed */ where.sql} ${BY_NAME} ${/* sql-fragment: fixed */ page.sql}) t
             ${JOIN_REGISTER} ${LAST}
            ${BY_NAME}`,
    ),
    page.params,
  );
  return { rows: rows.slice(0, q.limit).map(({ total: _t, ...r }) => toTither(r)), total: rows[0]?.total ?? 0 };
}

/** Every tither that matches, for the CSV (a parish has hundreds, not millions). */
export async function allTithers(db: Db, paroquiaId: number, since: string, f: TitherFilter): Promise<Tither[]> {
  const where = whereOf(paroquiaId, since, f);
  const { rows } = await db.query<Row>(`${SELECT} WHERE ${/* sql-fragment: fixed */ where.sql} ${BY_NAME}`, where.params);
  return rows.map(toTither);
}

export async function findTither(db: Db, paroquiaId: number, since: string, id: number): Promise<Tither | null> {
  const { rows } = await db.query<Row>(`${SELECT} WHERE t.paroquia_id = $1 AND t.id = $3`, [paroquiaId, since, id]);
  return rows[0] ? toTither(rows[0]) : null;
}

/** The tither a register is, if any. */
export async function titherOfRegister(db: Db, paroquiaId: number, since: string, registerId: number): Promise<Tither | null> {
  const { rows } = await db.query<Row>(`${SELECT} WHERE t.paroquia_id = $1 AND t.register_id = $3`, [paroquiaId, since, registerId]);
  return rows[0] ? toTither(rows[0]) : null;
}

/** The tither whose card number is `n` (a bank statement's txid names it). */
export async function titherIdByCard(db: Db, paroquiaId: number, n: number): Promise<number | null> {
  const { rows } = await db.query<{ id: number }>('SELECT id FROM tithers WHERE paroquia_id = $1 AND card_number = $2', [paroquiaId, n]);
  return rows[0]?.id ?? null;
}

export async function registerInParish(db: Db, paroquiaId: number, registerId: number): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM registers WHERE id = $1 AND paroquia_id = $2 AND anonymised_at IS NULL', [registerId, paroquiaId]);
  return rows.length > 0;
}

/**
 * A new tither with the parish's next card number. The parish's tithers row lock (an advisory lock on
 * the parish) keeps two simultaneous enrolments from taking the same number. Null when the register
 * is a tither already; 'full' when the parish used its last card number (CARD_MAX).
 */
export async function insertTither(tx: Db, paroquiaId: number, joinedOn: string, body: TitherBody): Promise<number | null | 'full'> {
  await tx.query("SELECT pg_advisory_xact_lock(hashtext('tithers'), $1)", [paroquiaId]);
  const last = await tx.query<{ n: number }>('SELECT coalesce(max(card_number), 0) AS n FROM tithers WHERE paroquia_id = $1', [paroquiaId]);
  if (last.rows[0].n >= CARD_MAX) return 'full';
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO tithers (paroquia_id, register_id, card_number, joined_on, status, pledge_cents, preferred_method)
     SELECT $1, $2, coalesce(max(card_number), 0) + 1, $3, $4, $5, $6 FROM tithers WHERE paroquia_id = $1
     ON CONFLICT (paroquia_id, register_id) DO NOTHING RETURNING id`,
    [paroquiaId, body.register_id, joinedOn, body.status, body.valor_pactuado_centavos ?? null, body.metodo_preferido ?? null],
  );
  return rows[0]?.id ?? null;
}

export async function updateTither(db: Db, paroquiaId: number, id: number, body: TitherUpdate, at: Date): Promise<boolean> {
  const { rows } = await db.query(
    'UPDATE tithers SET status = $3, pledge_cents = $4, preferred_method = $5, updated_at = $6 WHERE id = $1 AND paroquia_id = $2 RETURNING id',
    [id, paroquiaId, body.status, body.valor_pactuado_centavos ?? null, body.metodo_preferido ?? null, at],
  );
  return rows.length > 0;
}

export async function titherExists(db: Db, paroquiaId: number, id: number): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM tithers WHERE id = $1 AND paroquia_id = $2', [id, paroquiaId]);
  return rows.length > 0;
}

/** The register a tither is (the access log names the person, not the tither). */
export async function registerOfTither(db: Db, id: number): Promise<number | null> {
  const { rows } = await db.query<{ register_id: number }>('SELECT register_id FROM tithers WHERE id = $1', [id]);
  return rows[0]?.register_id ?? null;
}

/**
 * The registers of the parish that are no tither yet, by name, for 'Novo dizimista' (the registers'
 * picker shape: id, name, photo): a person who is a tither already is not offered.
 */
export function titherCandidates(db: Db, paroquiaId: number, q: string | undefined, page: { page: number; limit: number }) {
  return registerCandidates(db, paroquiaId, q, page, () => 'NOT EXISTS (SELECT 1 FROM tithers t WHERE t.register_id = r.id)');
}

/** The years a tither contributed in, newest first: each has its yearly statement. */
export async function contributionYears(db: Db, paroquiaId: number, id: number): Promise<number[]> {
  const { rows } = await db.query<{ year: number }>(
    'SELECT DISTINCT extract(year FROM received_on)::int AS year FROM contributions WHERE paroquia_id = $1 AND tither_id = $2 ORDER BY year DESC',
    [paroquiaId, id],
  );
  return rows.map((r) => r.year);
}

/** The CPF in a tither's register (digits), printed on their receipts; null when the register has none. */
export async function titherCpf(db: Db, id: number): Promise<string | null> {
  const { rows } = await db.query<{ cpf: string | null }>('SELECT r.cpf FROM tithers t JOIN registers r ON r.id = t.register_id WHERE t.id = $1', [id]);
  return rows[0]?.cpf ?? null;
}
