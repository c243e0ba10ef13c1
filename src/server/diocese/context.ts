/** What the diocese's route files share: the caller's diocese, the parishes in it, the chancery's reason to read. */
import type { FastifyRequest } from 'fastify';
import { DIOCESE_MSG } from '../../shared/schemas/diocese';
import { prepared, type Db } from '../db/types';
import { HttpError } from '../http-error';
import { signedIn } from '../plugins/auth';

/** Answers that name people: never kept by a browser or a proxy. */
export const personal = { config: { personalData: true } };

const DIOCESE_OF = prepared('SELECT diocese_id FROM paroquias WHERE id = $1');

/** The diocese of the caller's parish (the one the session works in), or 404 when it has none. */
export async function dioceseOf(db: Db, request: FastifyRequest): Promise<number> {
  const { rows } = await db.query<{ diocese_id: number | null }>(DIOCESE_OF, [signedIn(request).user.paroquia_id]);
  const id = rows[0]?.diocese_id;
  if (!id) throw new HttpError(404, DIOCESE_MSG.noDiocese);
  return id;
}

/**
 * Why the chancery reads a parish's books: `motivo` on the request, which also becomes the session's, or the one given
 * before in this session; a 422 on `motivo` when there is none.
 */
export async function motivoOf(db: Db, request: FastifyRequest, given: string | undefined): Promise<string> {
  const { session } = signedIn(request);
  if (given) {
    await db.query('UPDATE sessions SET curia_motivo = $2 WHERE id = $1', [session.id, given]);
    return given;
  }
  const { rows } = await db.query<{ curia_motivo: string | null }>('SELECT curia_motivo FROM sessions WHERE id = $1', [session.id]);
  const motivo = rows[0]?.curia_motivo;
  if (!motivo) throw new HttpError(422, DIOCESE_MSG.motivoRequired, { motivo: [DIOCESE_MSG.motivoRequired] });
  return motivo;
}
