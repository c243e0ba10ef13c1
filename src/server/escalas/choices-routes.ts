import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { can } from '../../shared/roles';
import { ESCALAS_MSG } from '../../shared/schemas/escalas';
import { RegisterPickerResponse } from '../../shared/schemas/registers';
import { OptionalText, PageQuery } from '../../shared/schemas/zod';
import { prepared } from '../db/types';
import { Conditions, totalledPage } from '../db/where';
import { forbidden } from '../http-error';
import { listMeta } from '../http/schemas';
import { signedIn } from '../plugins/auth';
import { registerCandidates } from '../registers/repository';
import { foldedLike, likeContains } from '../search';
import { uploadUrl } from '../uploads/url';
import { managedMinisterio, MinisterioParams } from './context';

/**
 * What the rosters' forms choose from, for whoever manages a ministry (coordinators lack the registers'
 * picker): people of the registers not yet members, and the parish's active accounts; both a page of the
 * people picker's shape (id, name, photo), searched by name.
 */
/** A picker's page: a name to search for (accents and case aside), and the page. */
const PickerQuery = PageQuery.extend({ q: OptionalText(100) });
const COORDINATES_ANY = prepared('SELECT 1 FROM ministerio_coordenadores WHERE user_id = $1 LIMIT 1');

export const choicesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  const candidatos = {
    summary: "Pessoas dos registros que ainda não são membros do ministério ('Incluir membro'): id, nome e foto",
    params: MinisterioParams,
    querystring: PickerQuery,
    response: { 200: RegisterPickerResponse },
  };
  app.get('/api/ministerios/:id/candidatos', { schema: candidatos }, async (request) => {
    const m = await managedMinisterio(db, request, request.params.id);
    const { q, page, limit } = request.query;
    const { rows, total } = await registerCandidates(
      db,
      signedIn(request).user.paroquia_id,
      q,
      request.query,
      (where) => `NOT EXISTS (SELECT 1 FROM ministerio_membros mm WHERE mm.ministerio_id = ${where.param(m.id)} AND mm.register_id = r.id)`,
    );
    return { data: { data: rows, meta: listMeta(total, page, limit) } };
  });

  const usuarios = {
    summary: 'Contas ativas da paróquia para escolher coordenadores ou a conta de um membro: busca por nome (sem acentos), uma página por vez',
    querystring: PickerQuery,
    response: { 200: RegisterPickerResponse },
  };
  app.get('/api/ministerios/usuarios', { schema: usuarios }, async (request) => {
    const { user } = signedIn(request);
    const { rows: coordinates } = await db.query(COORDINATES_ANY, [user.id]);
    if (!can(user, 'escalasAdmin') && !coordinates.length) throw forbidden(ESCALAS_MSG.manageForbidden);
    const { q, page, limit } = request.query;
    const where = new Conditions();
    where.add((p) => `paroquia_id = ${p}`, user.paroquia_id);
    where.optional((p) => foldedLike('name_search', p), q ? likeContains(q) : undefined);
    const { rows, total } = await totalledPage<{ id: number; name: string; avatar: string | null }>(
      db,
      `SELECT id, name, avatar, count(*) OVER ()::int AS total FROM users WHERE ${/* sql-fragment: fixed */ where.sql} AND status = 0 ORDER BY name_search, id`,
      where.params,
      request.query,
    );
    const data = rows.map(({ id, name, avatar }) => ({ id, name, photo: uploadUrl('avatars', avatar) }));
    return { data: { data, meta: listMeta(total, page, limit) } };
  });
};
