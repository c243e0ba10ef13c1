/** What the rosters' route files share: who manages a ministry, the parish of the call, common answers. */
import type { FastifyRequest } from 'fastify';
import { can } from '../../shared/roles';
import { ESCALAS_MSG, type Ministerio } from '../../shared/schemas/escalas';
import type { Db } from '../db/types';
import { forbidden, found, HttpError } from '../http-error';
import { idParams } from '../http/schemas';
import type { CurrentUser } from '../session/repository';
import { signedIn } from '../plugins/auth';
import { findMinisterio } from './ministerios-repository';
import type { CountSpan } from './membros-repository';

/** The session's parish: every query of the rosters is scoped by it. */
export const parishOf = (request: FastifyRequest) => signedIn(request).user.paroquia_id;

/** Answers that name people: never kept by a browser or a proxy. */
export const personal = { config: { personalData: true } };

export const MinisterioParams = idParams(ESCALAS_MSG.ministerioNotFound);
export const DesignacaoParams = idParams(ESCALAS_MSG.designacaoNotFound);
export const ministerioNotFound = () => new HttpError(404, ESCALAS_MSG.ministerioNotFound);
export const designacaoNotFound = () => new HttpError(404, ESCALAS_MSG.designacaoNotFound);

/** Manages every ministry (escalasAdmin: 1, 111, 2), or this one as one of its coordinators. */
export const manages = (user: Pick<CurrentUser, 'id' | 'roles'>, coordenadores: readonly number[]) =>
  can(user, 'escalasAdmin') || coordenadores.includes(user.id);

/** 'YYYY-MM' -> its first and last day. */
export function monthSpan(mes: string): { de: string; ate: string } {
  const [y, m] = mes.split('-').map(Number);
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { de: `${mes}-01`, ate: `${mes}-${String(last).padStart(2, '0')}` };
}

/** The three whole months before `mes`'s first day: [first day, day before `mes`]. */
function threeMonthsBefore(mes: string): { de: string; ate: string } {
  const [y, m] = mes.split('-').map(Number);
  const start = new Date(Date.UTC(y, m - 4, 1));
  const end = new Date(Date.UTC(y, m - 1, 0));
  return { de: start.toISOString().slice(0, 10), ate: end.toISOString().slice(0, 10) };
}

/** A ministry of the caller's parish, as the caller sees it (pode_gerir), or 404. */
export async function ministerioOf(db: Db, request: FastifyRequest, id: number): Promise<Ministerio> {
  const { user } = signedIn(request);
  const m = found(await findMinisterio(db, user.paroquia_id, id), ministerioNotFound);
  return { ...m, pode_gerir: manages(user, m.coordenadores) };
}

/** A ministry the caller manages, or 404 (not the parish's) / 403 (not theirs). */
export async function managedMinisterio(db: Db, request: FastifyRequest, id: number): Promise<Ministerio> {
  const m = await ministerioOf(db, request, id);
  if (!m.pode_gerir) throw forbidden(ESCALAS_MSG.manageForbidden);
  return m;
}

/** The counts' periods around `mes` (this month and the three before). */
export const countSpan = (mes: string): CountSpan => ({ mes: monthSpan(mes), antes: threeMonthsBefore(mes) });
