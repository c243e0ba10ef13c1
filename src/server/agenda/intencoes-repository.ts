import { MAX_COLETIVAS_SEMANA, AGENDA_MSG, agendaCount, type Intencao, type IntencaoBody } from '../../shared/schemas/agenda';
import type { Db } from '../db/types';
import { instant } from '../db/instant';

/** An offering that stands: taken, and not reversed (pending ones count: the money was given). */
const STANDS = `(i.oferta_centavos IS NOT NULL AND NOT EXISTS (SELECT 1 FROM contributions r WHERE r.reverses = i.contribution_id))`;

/**
 * Every field of an intention, as intencoesWrite sees it. `celebrada`: its Mass (at the time it really
 * was, the date's move applied) ended before `$now`, and the date was not cancelled.
 * `oferta_celebrante`: the first offering that stands in reading order, the one offering of the Mass the
 * celebrant keeps (c. 948; Mos iugiter art. 3 for a collective Mass).
 */
const SELECT = `
  WITH rows AS (
    SELECT i.id, i.celebracao_id, i.data AS day, to_char(i.data, 'YYYY-MM-DD') AS data,
           to_char(coalesce(CASE WHEN x.acao = 'mover' THEN x.nova_hora END, c.hora), 'HH24:MI') AS hora,
           i.ordem, i.intencao, i.tipo, i.forma, i.consentimento, i.solicitante, i.contato, i.oferta_centavos,
           CASE WHEN i.oferta_centavos IS NULL THEN NULL WHEN i.contribution_id IS NULL THEN 'pendente'
                WHEN EXISTS (SELECT 1 FROM contributions r WHERE r.reverses = i.contribution_id) THEN 'estornada' ELSE 'confirmada' END AS oferta_estado,
           ${STANDS} AS stands,
           x.acao IS DISTINCT FROM 'cancelar'
             AND ((i.data + coalesce(CASE WHEN x.acao = 'mover' THEN x.nova_hora END, c.hora)) AT TIME ZONE p.time_zone) + make_interval(mins => c.duracao_min) <= $2 AS celebrada,
           i.transferida_de, i.aviso,
           ${/* sql-fragment: fixed */ instant('i.created_at')} AS created_at
      FROM intencoes i
      JOIN celebracoes c ON c.id = i.celebracao_id
      JOIN paroquias p ON p.id = i.paroquia_id
      LEFT JOIN excecoes x ON x.celebracao_id = i.celebracao_id AND x.data = i.data
     WHERE i.paroquia_id = $1 AND ($3::date IS NULL OR i.data = $3) AND ($4::int IS NULL OR i.celebracao_id = $4)
       AND ($5::date IS NULL OR i.data >= $5) AND ($6::date IS NULL OR i.data < $6))
  SELECT id, celebracao_id, data, hora, ordem, intencao, tipo, forma, consentimento, solicitante, contato, oferta_centavos, oferta_estado,
         stands AND row_number() OVER (PARTITION BY celebracao_id, day, stands ORDER BY ordem) = 1 AS oferta_celebrante,
         celebrada, transferida_de, aviso, created_at
    FROM rows`;

export interface IntencaoFilter {
  data?: string;
  celebracao_id?: number;
  /** From this date on. */
  since?: string;
  /** Before this date. */
  until?: string;
}

/** Intentions of one Mass, of one day, or of one celebration or the parish in a period: in the order they are read. */
export async function listIntencoes(db: Db, paroquiaId: number, f: IntencaoFilter, now: Date): Promise<Intencao[]> {
  const { rows } = await db.query<Intencao>(`${SELECT} ORDER BY data, hora, celebracao_id, ordem`, [
    paroquiaId,
    now,
    f.data ?? null,
    f.celebracao_id ?? null,
    f.since ?? null,
    f.until ?? null,
  ]);
  return rows;
}

/** One intention, read with its Mass's others (which offering is the celebrant's depends on them). */
export async function findIntencao(db: Db, paroquiaId: number, id: number, now: Date): Promise<Intencao | null> {
  const { rows } = await db.query<{ celebracao_id: number; data: string }>(
    "SELECT celebracao_id, to_char(data, 'YYYY-MM-DD') AS data FROM intencoes WHERE id = $1 AND paroquia_id = $2",
    [id, paroquiaId],
  );
  if (!rows[0]) return null;
  return (await listIntencoes(db, paroquiaId, rows[0], now)).find((r) => r.id === id) ?? null;
}

/**
 * Books an intention at the end of its Mass's list (an advisory lock per celebration keeps `ordem`
 * free of repeats, and a cancellation from racing it); null when the date was cancelled meanwhile. Its
 * offering, when there is one, is only recorded: a treasurer confirms it (esportulas-repository) before
 * it reaches the books.
 */
export async function insertIntencao(tx: Db, paroquiaId: number, b: IntencaoBody & { data: string }, userId: number): Promise<number | null> {
  await lockCelebracoes(tx, [b.celebracao_id]);
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO intencoes (paroquia_id, celebracao_id, data, ordem, intencao, tipo, solicitante, contato, oferta_centavos, forma, consentimento, created_by)
     SELECT $1, $2, $3, coalesce(max(ordem), 0) + 1, $4, $5, $6, $7, $8, $9, $10, $11 FROM intencoes WHERE celebracao_id = $2 AND data = $3
     HAVING NOT EXISTS (SELECT 1 FROM excecoes WHERE celebracao_id = $2 AND data = $3 AND acao = 'cancelar')
     RETURNING id`,
    [
      paroquiaId,
      b.celebracao_id,
      b.data,
      b.intencao,
      b.tipo,
      b.solicitante,
      b.contato ?? null,
      b.oferta_centavos ?? null,
      b.forma,
      b.forma === 'coletiva' && b.consentimento,
      userId,
    ],
  );
  return rows[0]?.id ?? null;
}

/** The advisory locks that keep each Mass's `ordem` free of repeats, taken in one order (no deadlock between two moves). */
export async function lockCelebracoes(tx: Db, ids: number[]): Promise<void> {
  for (const id of [...new Set(ids)].sort((a, b) => a - b)) await tx.query("SELECT pg_advisory_xact_lock(hashtext('intencoes'), $1)", [id]);
}

/**
 * The rules a new intention bends, as warnings: a second individual offering on one Mass (each asks its
 * own Mass, c. 948), or a collective Mass beyond the week's two (Mos iugiter art. 2; weeks from Sunday).
 */
export async function intencaoAvisos(db: Db, paroquiaId: number, id: number): Promise<string[]> {
  const { rows } = await db.query<{ forma: string; paga: boolean; individuais: number; coletivas: number }>(
    `SELECT n.forma, n.oferta_centavos IS NOT NULL AS paga,
            (SELECT count(*) FROM intencoes i WHERE i.celebracao_id = n.celebracao_id AND i.data = n.data AND i.forma = 'individual' AND ${STANDS})::int AS individuais,
            (SELECT count(DISTINCT i.celebracao_id || ' ' || i.data) FROM intencoes i
              WHERE i.paroquia_id = n.paroquia_id AND i.forma = 'coletiva'
                AND i.data BETWEEN n.data - extract(dow FROM n.data)::int AND n.data - extract(dow FROM n.data)::int + 6)::int AS coletivas
       FROM intencoes n WHERE n.id = $1 AND n.paroquia_id = $2`,
    [id, paroquiaId],
  );
  const r = rows[0];
  if (!r) return [];
  if (r.forma === 'coletiva') return r.coletivas > MAX_COLETIVAS_SEMANA ? [agendaCount.coletivasSemana(r.coletivas)] : [];
  return r.paga && r.individuais > 1 ? [AGENDA_MSG.avisoIndividuais] : [];
}

/** How many intentions each date of a celebration from `since` on holds. */
export async function intencoesByDate(db: Db, paroquiaId: number, celebracaoId: number, since: string): Promise<Map<string, number>> {
  const { rows } = await db.query<{ data: string; n: number }>(
    `SELECT to_char(data, 'YYYY-MM-DD') AS data, count(*)::int AS n FROM intencoes WHERE paroquia_id = $1 AND celebracao_id = $2 AND data >= $3 GROUP BY data ORDER BY data`,
    [paroquiaId, celebracaoId, since],
  );
  return new Map(rows.map((r) => [r.data, r.n]));
}

/** The Masses from..to with a collective intention, as 'celebracao_id date' keys: they are announced publicly. */
export async function collectiveMasses(db: Db, paroquiaId: number, from: string, to: string): Promise<Set<string>> {
  const { rows } = await db.query<{ key: string }>(
    `SELECT DISTINCT celebracao_id || ' ' || to_char(data, 'YYYY-MM-DD') AS key FROM intencoes WHERE paroquia_id = $1 AND forma = 'coletiva' AND data BETWEEN $2 AND $3`,
    [paroquiaId, from, to],
  );
  return new Set(rows.map((r) => r.key));
}

/**
 * Deletes an intention: 'booked' when its offering is in the books and not reversed (money is undone by
 * a treasurer's reversal, never as a side effect), 'missing' when there is none.
 */
export async function deleteIntencao(db: Db, paroquiaId: number, id: number): Promise<'deleted' | 'missing' | 'booked'> {
  const { rows } = await db.query<{ id: number; booked: boolean }>(
    `WITH target AS (
       SELECT i.id, (i.contribution_id IS NOT NULL AND ${STANDS}) AS booked FROM intencoes i WHERE i.id = $1 AND i.paroquia_id = $2 FOR UPDATE),
     gone AS (DELETE FROM intencoes WHERE id = (SELECT id FROM target WHERE NOT booked) RETURNING id)
     SELECT target.id, target.booked FROM target`,
    [id, paroquiaId],
  );
  return !rows[0] ? 'missing' : rows[0].booked ? 'booked' : 'deleted';
}
