import { CARD_MAX, DIZIMO_MSG } from '../../shared/schemas/dizimo';
import type { RegisterValues } from '../../shared/schemas/registers';
import type { SacramentoTipo } from '../../shared/schemas/sacramentos';
import type { Db } from '../db/types';
import { HttpError } from '../http-error';
import type { Actor } from '../lgpd/access-log';
import { peopleSay, referencesAmong } from '../registers/references';
import { insertRegisters } from '../registers/repository';
import { columnsOf, insertRecords } from '../sacramentos/repository';
import type { Accepted } from './validate';

/** Rows written between two progress reports. */
const CHUNK = 500;

export interface WriteContext {
  actor: Actor;
  importId: number;
  /** The parish's today: a tither's 'desde' when the line gives none. */
  day: string;
  /** Called after each chunk with how many lines are written. */
  progress: (done: number) => Promise<unknown>;
}

type Created = { line: number; register_id?: number; tither_id?: number; record_id?: number };

/** The batch's rows, in one statement. */
async function recordBatch(tx: Db, importId: number, created: Created[]): Promise<void> {
  if (!created.length) return;
  await tx.query(
    `INSERT INTO import_rows (import_id, line, register_id, tither_id, record_id)
     SELECT $1, x.line, x.register_id, x.tither_id, x.record_id FROM jsonb_to_recordset($2::jsonb) AS x (line int, register_id int, tither_id int, record_id int)`,
    [importId, JSON.stringify(created)],
  );
}

/** One access-log entry per register the import touched ('import', with the import and what happened), in one statement. */
export async function logImport(tx: Db, actor: Actor, registerIds: Array<number | null>, details: Record<string, unknown>): Promise<void> {
  await tx.query(
    `INSERT INTO register_access_log (paroquia_id, register_id, user_id, user_name, action, details, ip, at)
     SELECT $1, x, $2, $3, 'import', $4::jsonb, $5, $6 FROM unnest($7::int[]) AS x`,
    [actor.paroquiaId, actor.userId, actor.userName, JSON.stringify(details), actor.ip, actor.at, registerIds.length ? registerIds : [null]],
  );
}

/** New registers for `values` (the lines'), a chunk at a time; their ids in order. */
async function newRegisters(tx: Db, ctx: WriteContext, values: RegisterValues[], doneBefore: number): Promise<number[]> {
  const ids: number[] = [];
  const author = { paroquiaId: ctx.actor.paroquiaId, userId: ctx.actor.userId, at: ctx.actor.at };
  for (let i = 0; i < values.length; i += CHUNK) {
    ids.push(...(await insertRegisters(tx, author, values.slice(i, i + CHUNK))));
    await ctx.progress(doneBefore + ids.length);
  }
  return ids;
}

/**
 * Writes the accepted lines of an import inside its transaction, through each module's own insert
 * (registers, tithers, the sacramental books' engine with its numbering and books), lists what it
 * created as the import's batch and logs it; how many lines were written.
 */
export async function writeAccepted(tx: Db, ctx: WriteContext, accepted: Accepted[]): Promise<number> {
  if (!accepted.length) return 0;
  const kind = accepted[0].kind;
  if (kind === 'registros') {
    const lines = accepted as Array<Extract<Accepted, { kind: 'registros' }>>;
    const ids = await newRegisters(
      tx,
      ctx,
      lines.map((l) => l.values),
      0,
    );
    await recordBatch(
      tx,
      ctx.importId,
      ids.map((id, i) => ({ line: lines[i].line, register_id: id })),
    );
    await logImport(tx, ctx.actor, ids, { importacao: ctx.importId, etapa: 'importada' });
    return ids.length;
  }
  if (kind === 'dizimistas') return writeTithers(tx, ctx, accepted as Array<Extract<Accepted, { kind: 'dizimistas' }>>);
  return writeRecords(tx, ctx, kind, accepted as Array<Extract<Accepted, { kind: SacramentoTipo }>>);
}

async function writeTithers(tx: Db, ctx: WriteContext, lines: Array<Extract<Accepted, { kind: 'dizimistas' }>>): Promise<number> {
  const { paroquiaId } = ctx.actor;
  const fresh = lines.filter((l) => typeof l.register !== 'number');
  const freshIds = await newRegisters(
    tx,
    ctx,
    fresh.map((l) => l.register as RegisterValues),
    0,
  );
  const registerOf = new Map(fresh.map((l, i) => [l.line, freshIds[i]]));
  // The same lock as a tither enrolled by hand (tithers-repository.ts): card numbers are given one at a time.
  await tx.query("SELECT pg_advisory_xact_lock(hashtext('tithers'), $1)", [paroquiaId]);
  const last = await tx.query<{ n: number }>('SELECT coalesce(max(card_number), 0) AS n FROM tithers WHERE paroquia_id = $1', [paroquiaId]);
  const given = new Set(lines.map((l) => l.tither.numero_carne).filter((n) => n !== undefined));
  let next = last.rows[0].n;
  const rows = lines.map((l) => {
    let card = l.tither.numero_carne;
    if (card === undefined) {
      do next++;
      while (given.has(next));
      card = next;
    }
    if (card > CARD_MAX) throw new HttpError(409, DIZIMO_MSG.cardsExhausted);
    const t = l.tither;
    return {
      line: l.line,
      register_id: typeof l.register === 'number' ? l.register : registerOf.get(l.line)!,
      card_number: card,
      joined_on: t.desde ?? ctx.day,
      status: t.status,
      pledge_cents: t.valor_pactuado_centavos ?? null,
      preferred_method: t.metodo_preferido ?? null,
    };
  });
  const { rows: inserted } = await tx.query<{ id: number; register_id: number }>(
    `INSERT INTO tithers (paroquia_id, register_id, card_number, joined_on, status, pledge_cents, preferred_method)
     SELECT $1, x.register_id, x.card_number, x.joined_on, x.status, x.pledge_cents, x.preferred_method
       FROM jsonb_to_recordset($2::jsonb) AS x (register_id int, card_number int, joined_on date, status smallint, pledge_cents int, preferred_method text)
     RETURNING id, register_id`,
    [paroquiaId, JSON.stringify(rows)],
  );
  const titherOf = new Map(inserted.map((t) => [t.register_id, t.id]));
  await recordBatch(tx, ctx.importId, [
    ...fresh.map((l, i) => ({ line: l.line, register_id: freshIds[i] })),
    ...rows.map((r) => ({ line: r.line, tither_id: titherOf.get(r.register_id)! })),
  ]);
  await logImport(
    tx,
    ctx.actor,
    rows.map((r) => r.register_id),
    { importacao: ctx.importId, etapa: 'importada', dizimista: true },
  );
  await ctx.progress(lines.length);
  return rows.length;
}

async function writeRecords(tx: Db, ctx: WriteContext, kind: SacramentoTipo, lines: Array<Extract<Accepted, { kind: SacramentoTipo }>>): Promise<number> {
  const created: Created[] = [];
  for (let i = 0; i < lines.length; i += CHUNK) {
    const chunk = lines.slice(i, i + CHUNK);
    const ids = await insertRecords(
      tx,
      ctx.actor.paroquiaId,
      kind,
      chunk.map((l) => ({ columns: columnsOf(kind, l.body, new Map()), numbers: l.numbers })),
      ctx.actor,
    );
    created.push(...ids.map((id, j) => ({ line: chunk[j].line, record_id: id })));
    await ctx.progress(created.length);
  }
  await recordBatch(tx, ctx.importId, created);
  // The entries name no register: one entry for the batch.
  await logImport(tx, ctx.actor, [null], { importacao: ctx.importId, etapa: 'importada', sacramento: kind, registros: created.length });
  return created.length;
}

// ---------------------------------------------------------------- undo

interface Batch {
  registers: number[];
  tithers: number[];
  records: number[];
}

export async function batchOf(tx: Db, importId: number): Promise<Batch> {
  const { rows } = await tx.query<{ register_id: number | null; tither_id: number | null; record_id: number | null }>(
    'SELECT register_id, tither_id, record_id FROM import_rows WHERE import_id = $1',
    [importId],
  );
  const pick = (key: 'register_id' | 'tither_id' | 'record_id') => rows.map((r) => r[key]).filter((id): id is number => id !== null);
  return { registers: pick('register_id'), tithers: pick('tither_id'), records: pick('record_id') };
}

/** What refers to the batch's rows from outside it ('3 pessoas são dizimistas'); [] when it may be undone. */
export async function undoBlockers(tx: Db, batch: Batch): Promise<string[]> {
  const { registers: r, tithers: t, records: c } = batch;
  const reasons: string[] = [];
  /** Adds `say(n)` when the query counts some. */
  const counted = async (sql: string, params: unknown[], say: (n: number) => string) => {
    const n = (await tx.query<{ n: number }>(sql, params)).rows[0].n;
    if (n) reasons.push(say(n));
  };
  const people = (one: string, many: string) => (n: number) => peopleSay(n, one, many);
  const records = (one: string, many: string) => (n: number) => (n === 1 ? `1 registro ${one}` : `${n} registros ${many}`);
  if (r.length) {
    reasons.push(...(await referencesAmong(tx, r)));
    await counted(
      'SELECT count(DISTINCT register_id)::int AS n FROM tithers WHERE register_id = ANY($1::int[]) AND NOT (id = ANY($2::int[]))',
      [r, t],
      people('é dizimista', 'são dizimistas'),
    );
    await counted(
      'SELECT count(DISTINCT register_id)::int AS n FROM user_registers WHERE register_id = ANY($1::int[])',
      [r],
      people('está ligada a uma conta de usuário', 'estão ligadas a contas de usuário'),
    );
    await counted(
      'SELECT count(DISTINCT register_id)::int AS n FROM register_attachments WHERE register_id = ANY($1::int[])',
      [r],
      people('tem anexos', 'têm anexos'),
    );
    await counted(
      'SELECT count(*)::int AS n FROM unnest($1::int[]) AS p WHERE EXISTS (SELECT 1 FROM sacramental_records s WHERE s.padrinho_register_id = p OR s.madrinha_register_id = p)',
      [r],
      people('é padrinho ou madrinha nos livros de sacramentos', 'são padrinhos ou madrinhas nos livros de sacramentos'),
    );
  }
  if (t.length) {
    await counted('SELECT count(DISTINCT tither_id)::int AS n FROM contributions WHERE tither_id = ANY($1::int[])', [t], (n) =>
      n === 1 ? '1 dizimista tem contribuições lançadas' : `${n} dizimistas têm contribuições lançadas`,
    );
  }
  if (c.length) {
    await counted(
      'SELECT count(DISTINCT record_id)::int AS n FROM sacramental_certificates WHERE record_id = ANY($1::int[])',
      [c],
      records('tem certidão emitida', 'têm certidões emitidas'),
    );
    await counted(
      'SELECT count(*)::int AS n FROM sacramental_records WHERE id = ANY($1::int[]) AND (version > 1 OR annulled_at IS NOT NULL)',
      [c],
      records('foi corrigido ou anulado', 'foram corrigidos ou anulados'),
    );
    // The import's own late-entry notes (automatic, from no other record) are part of it.
    await counted(
      'SELECT count(DISTINCT record_id)::int AS n FROM sacramental_notes WHERE record_id = ANY($1::int[]) AND (NOT automatic OR source_record_id IS NOT NULL)',
      [c],
      records('tem anotações feitas depois', 'têm anotações feitas depois'),
    );
    await counted(
      'SELECT count(DISTINCT source_record_id)::int AS n FROM sacramental_notes WHERE source_record_id = ANY($1::int[])',
      [c],
      records('deu origem a anotações em outros registros', 'deram origem a anotações em outros registros'),
    );
  }
  return reasons;
}

/** Deletes the batch's rows (tithers, book entries, then registers); how many. Inside the undo's transaction, after undoBlockers. */
export async function deleteBatch(tx: Db, paroquiaId: number, batch: Batch): Promise<number> {
  const del = async (sql: string, ids: number[]) => (ids.length ? (await tx.query(sql, [ids, paroquiaId])).rows.length : 0);
  return (
    (await del('DELETE FROM tithers WHERE id = ANY($1::int[]) AND paroquia_id = $2 RETURNING id', batch.tithers)) +
    (await del('DELETE FROM sacramental_records WHERE id = ANY($1::int[]) AND paroquia_id = $2 RETURNING id', batch.records)) +
    (await del('DELETE FROM registers WHERE id = ANY($1::int[]) AND paroquia_id = $2 RETURNING id', batch.registers))
  );
}
