import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CAIXA_MSG } from '../../shared/schemas/caixa';
import type { Db } from '../db/types';
import { HttpError, invalidField } from '../http-error';
import { idParams } from '../http/schemas';
import { z } from '../../shared/schemas/zod';
import { parishToday } from '../parish-time';
import { requireCapability } from '../plugins/access-rules';
import { signedIn } from '../plugins/auth';
import { ensureCaixa, hasCaixa } from './chart';

/** The books of account: read (caixaRead: 1, 111, 11, 2, 17), write (caixaWrite: 1, 111, 11), reopen a month (caixaReopen: 1, 111). */
export const read = { preValidation: requireCapability('caixaRead') };
export const write = { preValidation: requireCapability('caixaWrite') };
export const reopen = { preValidation: requireCapability('caixaReopen') };

export const LancamentoParams = idParams(CAIXA_MSG.lancamentoNotFound);
export const ConciliacaoParams = idParams(CAIXA_MSG.conciliacaoNotFound);
export const PortadorParams = idParams(CAIXA_MSG.portadorNotFound);
export const lancamentoNotFound = () => new HttpError(404, CAIXA_MSG.lancamentoNotFound);
const file = z.any().meta({ format: 'binary' });
/** A report's success answer: JSON in `schema`, or the same as PDF (?formato=pdf) or CSV (?formato=csv). */
export const jsonOrFile = (schema: z.ZodType) => ({
  200: {
    description: 'JSON; PDF com ?formato=pdf; CSV (UTF-8 com BOM, separado por ;) com ?formato=csv',
    content: { 'application/json': { schema }, 'application/pdf': { schema: file }, 'text/csv': { schema: file } },
  },
});

/** Who writes: the session's user and parish (never the client's). */
export interface Author {
  paroquiaId: number;
  userId: number;
  userName: string;
}
export const authorOf = (request: FastifyRequest): Author => {
  const { user } = signedIn(request);
  return { paroquiaId: user.paroquia_id, userId: user.id, userName: user.name };
};
export const parishOf = (request: FastifyRequest) => signedIn(request).user.paroquia_id;

/**
 * Entries, closings and reopenings of one parish are made one at a time: a month cannot close while an
 * entry into it is being written. Taken first in every write transaction of the books.
 */
export async function lockBooks(tx: Db, paroquiaId: number): Promise<void> {
  await tx.query("SELECT pg_advisory_xact_lock(hashtext('caixa'), $1)", [paroquiaId]);
}

/**
 * Whether the month of `day` is closed, or lies before a closed one: the books close in order, so the
 * balances carried forward by a closed month stay true (a month with no entries left open before it too).
 */
async function isClosed(db: Db, paroquiaId: number, day: string): Promise<boolean> {
  const { rows } = await db.query("SELECT 1 FROM caixa_meses WHERE paroquia_id = $1 AND mes >= date_trunc('month', $2::date)::date LIMIT 1", [paroquiaId, day]);
  return rows.length > 0;
}

/** `day`, or when its month is closed the first day after the last closed month (where late corrections go). */
export async function openDay(db: Db, paroquiaId: number, day: string): Promise<string> {
  if (!(await isClosed(db, paroquiaId, day))) return day;
  const { rows } = await db.query<{ day: string }>(
    "SELECT to_char(max(mes) + interval '1 month', 'YYYY-MM-DD') AS day FROM caixa_meses WHERE paroquia_id = $1",
    [paroquiaId],
  );
  return rows[0].day;
}

/** A 422 on `field` when the month of `day` is closed (call with the books locked). */
export async function refuseClosed(tx: Db, paroquiaId: number, day: string, field = 'data'): Promise<void> {
  if (await isClosed(tx, paroquiaId, day)) throw invalidField(field, CAIXA_MSG.mesFechado(day.slice(0, 7)));
}

/** A CSV answer, named for download. */
export const sendCsv = (reply: FastifyReply, name: string, text: string) =>
  reply.type('text/csv; charset=utf-8').header('Content-Disposition', `attachment; filename="${name}"`).send(text);
export const sendPdf = (reply: FastifyReply, name: string, bytes: Buffer) =>
  reply.type('application/pdf').header('Content-Disposition', `attachment; filename="${name}"`).send(bytes);

/** What the route files share that needs the app: the parish's today, and the books set up before first use. */
export function caixaContext(app: FastifyInstance) {
  const { db } = app;
  return {
    today: (paroquiaId: number) => parishToday(db, paroquiaId, app.clock()),
    /** The parish's chart and default cash box, created on first use (a parish created after the migration has none yet). */
    ready: async (paroquiaId: number) => {
      // Every request of the books passes here: once they exist, one read and no transaction.
      if (await hasCaixa(db, paroquiaId)) return;
      const today = await parishToday(db, paroquiaId, app.clock());
      await db.transaction((tx) => ensureCaixa(tx, paroquiaId, today));
    },
  };
}
