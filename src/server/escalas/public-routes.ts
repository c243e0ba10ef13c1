import ical, { ICalEventStatus } from 'ical-generator';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DESIGNACAO_STATUS,
  ESCALAS_MSG,
  PUBLIC_DAYS,
  PublicEscalaQuery,
  PublicEscalaResponse,
  publicName,
  type Visibilidade,
} from '../../shared/schemas/escalas';
import { z } from '../../shared/schemas/zod';
import { addDays } from '../../shared/plain-date';
import { CELEBRACAO_TIPOS, type CelebracaoTipo } from '../../shared/schemas/agenda';
import { isoIn } from '../agenda/recurrence';
import { HttpError } from '../http-error';
import { fileResponse, publicParishSchema } from '../http/schemas';
import { answerAnySite } from '../plugins/cors';
import { parishTimeZone, parishToday } from '../parish-time';
import { DESIGNACAO_FROM, designacoesOfUser, feedOwner } from './minha-escala-repository';

const FEED_PAST_DAYS = 31;
const TokenParams = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{32,64}$/, ESCALAS_MSG.icalNotFound) });

/**
 * What leaves the portal without a session (listed in PUBLIC_API_ROUTES): the next four weeks of the
 * published rosters of a parish's public ministries, names as each ministry's visibility says (a minor by
 * initials only; nothing of a private ministry), for any site; and a person's calendar feed, by its secret address.
 */
export const publicEscalasRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  const roster = publicParishSchema('Escalas publicadas das próximas quatro semanas (sem login)', PublicEscalaQuery, PublicEscalaResponse);
  app.get('/api/public/paroquias/:id/escalas', { schema: roster }, async (request, reply) => {
    answerAnySite(reply);
    const paroquiaId = request.params.id;
    const { rows: parish } = await db.query('SELECT 1 FROM paroquias WHERE id = $1', [paroquiaId]);
    if (!parish.length) throw new HttpError(404, ESCALAS_MSG.parishNotFound);
    const [zone, today] = [await parishTimeZone(db, paroquiaId), await parishToday(db, paroquiaId, app.clock())];
    const { rows } = await db.query<{
      ministerio_id: number;
      ministerio_nome: string;
      visibilidade: Visibilidade;
      inicio: Date;
      titulo: string | null;
      tipo: CelebracaoTipo;
      ent_name: string | null;
      funcao: string;
      nome: string;
      menor: boolean;
    }>(
      `SELECT m.id AS ministerio_id, m.nome AS ministerio_nome, m.visibilidade, d.inicio, c.titulo, c.tipo, e.ent_name, f.nome AS funcao, r.name AS nome, mm.menor
         ${/* sql-fragment: fixed */ DESIGNACAO_FROM}
        WHERE d.paroquia_id = $1 AND d.publicada AND d.status NOT IN ('recusada', 'faltou') AND m.visibilidade <> 'privada' AND c.publica
          AND ($2::int IS NULL OR m.id = $2) AND d.data BETWEEN $3 AND $4
        ORDER BY d.inicio, m.nome, f.ordem, d.vaga`,
      [paroquiaId, request.query.ministerio_id ?? null, today, addDays(today, PUBLIC_DAYS - 1)],
    );
    const groups = new Map<string, PublicEscalaResponse['data'][number]>();
    for (const r of rows) {
      const key = `${r.ministerio_id} ${r.inicio.getTime()} ${r.ent_name}`;
      const g = groups.get(key) ?? {
        ministerio_id: r.ministerio_id,
        ministerio_nome: r.ministerio_nome,
        inicio: isoIn(r.inicio, zone),
        titulo: r.titulo ?? CELEBRACAO_TIPOS[r.tipo],
        ent_name: r.ent_name,
        funcoes: [],
      };
      const name = publicName(r.nome, r.menor ? 'iniciais' : r.visibilidade);
      const funcao = g.funcoes.find((f) => f.nome === r.funcao) ?? g.funcoes[g.funcoes.push({ nome: r.funcao, pessoas: [] }) - 1];
      if (name) funcao.pessoas.push(name);
      groups.set(key, g);
    }
    reply.header('Cache-Control', 'no-cache');
    return { data: [...groups.values()] };
  });

  const feed = {
    summary: 'Minha escala em iCalendar, pelo endereço secreto (sem login)',
    params: TokenParams,
    response: { 200: fileResponse('text/calendar', 'iCalendar (RFC 5545)') },
  };
  app.get('/api/escalas/ical/:token', { schema: feed }, async (request, reply) => {
    const owner = await feedOwner(db, request.params.token);
    if (!owner) throw new HttpError(404, ESCALAS_MSG.icalNotFound);
    const zone = await parishTimeZone(db, owner.paroquia_id);
    const now = app.clock();
    const list = await designacoesOfUser(db, owner.paroquia_id, zone, owner.user_id, new Date(now.getTime() - FEED_PAST_DAYS * 86_400_000));
    const calendar = ical({ name: 'Minha escala', prodId: { company: 'sacratech', product: 'portal-paroquial', language: 'PT' }, ttl: 3600 });
    for (const d of list) {
      const start = new Date(d.inicio);
      calendar.createEvent({
        id: `escala-${d.id}.paroquia-${owner.paroquia_id}@sacratech`,
        start,
        end: new Date(start.getTime() + 3_600_000),
        stamp: now,
        status: d.status === 'recusada' ? ICalEventStatus.CANCELLED : d.status === 'pendente' ? ICalEventStatus.TENTATIVE : ICalEventStatus.CONFIRMED,
        summary: `${d.ministerio_nome}: ${d.funcao_nome} — ${d.titulo}`,
        location: d.ent_name ?? undefined,
        description: DESIGNACAO_STATUS[d.status],
      });
    }
    return reply.type('text/calendar; charset=utf-8').header('Cache-Control', 'private, no-store').send(calendar.toString());
  });
};
