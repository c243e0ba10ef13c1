import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ESCALAS_MSG,
  IcalResponse,
  IndisponibilidadeBody,
  IndisponibilidadeList,
  IndisponibilidadeResponse,
  MinhaEscalaResponse,
  MinhasPreferenciasBody,
} from '../../shared/schemas/escalas';
import { MessageResponse } from '../../shared/schemas/zod';
import { forbidden, HttpError, invalidField } from '../http-error';
import { formBody, idParams } from '../http/schemas';
import { portalBase } from '../http/portal-base';
import { parishTimeZone, parishToday } from '../parish-time';
import { signedIn } from '../plugins/auth';
import { candidatesFor } from './candidates';
import { countSpan, ministerioOf, personal } from './context';
import { findDesignacao } from './designacoes-repository';
import { membrosOfUser, membroWire, updatePreferencias } from './membros-repository';
import {
  deleteIndisponibilidade,
  designacoesOfUser,
  feedToken,
  insertIndisponibilidade,
  listIndisponibilidades,
  offeredTo,
  registerOfUser,
  renewFeedToken,
} from './minha-escala-repository';

const PAST_DAYS = 31;
const newToken = () => randomBytes(24).toString('base64url');
const IndisponibilidadeParams = idParams(ESCALAS_MSG.indisponibilidadeNotFound);

/**
 * The volunteer's side, for any signed-in user linked to a member: 'Minha escala' (their assignments of the
 * last month and to come, the swaps they can take, their blockouts and the calendar's secret address), their
 * own preferences, and their blockouts.
 */
export const minhaEscalaRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const icalUrl = (request: Parameters<typeof portalBase>[0], token: string) => `${portalBase(request)}/api/escalas/ical/${token}`;
  async function ownRegister(request: Parameters<typeof signedIn>[0]) {
    const { user } = signedIn(request);
    const registerId = await registerOfUser(db, user.paroquia_id, user.id);
    if (registerId === null) throw forbidden(ESCALAS_MSG.notMember);
    return { user, registerId };
  }

  app.get(
    '/api/minha-escala',
    {
      ...personal,
      schema: { summary: 'Minha escala: designações, substituições abertas, indisponibilidades, calendário', response: { 200: MinhaEscalaResponse } },
    },
    async (request) => {
      const { user } = signedIn(request);
      const paroquiaId = user.paroquia_id;
      const [zone, today] = await Promise.all([parishTimeZone(db, paroquiaId), parishToday(db, paroquiaId, app.clock())]);
      const now = app.clock();
      const membros = await membrosOfUser(db, paroquiaId, user.id, countSpan(today.slice(0, 7)));
      const registerId = membros[0]?.register_id ?? null;
      const offers = [];
      for (const o of await offeredTo(db, paroquiaId, zone, user.id, now)) {
        const d = await findDesignacao(db, paroquiaId, o.id);
        const m = await ministerioOf(db, request, o.ministerio_id);
        if (d && (await candidatesFor(db, paroquiaId, zone, m, d)).some((c) => c.user_id === user.id)) offers.push({ ...o, user_id: undefined });
      }
      const { rows: coordena } = await db.query<{ id: number; nome: string }>(
        'SELECT m.id, m.nome FROM ministerio_coordenadores c JOIN ministerios m ON m.id = c.ministerio_id WHERE c.user_id = $1 AND c.paroquia_id = $2 ORDER BY search_fold(m.nome), m.id',
        [user.id, paroquiaId],
      );
      return {
        data: {
          membros: await Promise.all(
            membros.map(async (x) => {
              const m = await ministerioOf(db, request, x.ministerio_id);
              const nomes = new Map(m.funcoes.map((f) => [f.id, f.nome]));
              return {
                ...membroWire(x),
                ministerio_nome: x.ministerio_nome,
                funcoes_nomes: (x.funcoes.length ? x.funcoes : m.funcoes.map((f) => f.id)).map((id) => nomes.get(id) ?? ''),
              };
            }),
          ),
          designacoes: await designacoesOfUser(db, paroquiaId, zone, user.id, new Date(now.getTime() - PAST_DAYS * 86_400_000)),
          ofertas: offers.map(({ user_id: _u, ...o }) => o),
          indisponibilidades: registerId === null ? [] : await listIndisponibilidades(db, paroquiaId, registerId, today),
          ical_url: icalUrl(request, await feedToken(db, paroquiaId, user.id, newToken())),
          coordena,
        },
      };
    },
  );

  app.put(
    '/api/minha-escala/preferencias',
    {
      ...personal,
      schema: {
        summary: 'Minhas preferências num ministério (vezes por mês, missas preferidas, família)',
        ...formBody(MinhasPreferenciasBody),
        response: { 200: MessageResponse },
      },
    },
    async (request) => {
      const { user } = signedIn(request);
      const mine = await membrosOfUser(db, user.paroquia_id, user.id, countSpan('2000-01'));
      if (!mine.some((x) => x.id === request.body.membro_id)) throw invalidField('membro_id', ESCALAS_MSG.membroNotFound);
      const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM celebracoes WHERE paroquia_id = $1 AND id = ANY($2::int[])', [
        user.paroquia_id,
        request.body.preferencias.celebracoes_preferidas,
      ]);
      if (rows[0].n !== new Set(request.body.preferencias.celebracoes_preferidas).size)
        throw invalidField('preferencias.celebracoes_preferidas', ESCALAS_MSG.celebracaoNotFound);
      await updatePreferencias(db, user.paroquia_id, request.body.membro_id, request.body.preferencias);
      return { message: ESCALAS_MSG.preferenciasSaved };
    },
  );

  app.post(
    '/api/minha-escala/ical',
    { ...personal, schema: { summary: 'Novo endereço do calendário pessoal (o anterior deixa de funcionar)', response: { 200: IcalResponse } } },
    async (request) => {
      const { user } = signedIn(request);
      return { message: ESCALAS_MSG.icalRenewed, data: { ical_url: icalUrl(request, await renewFeedToken(db, user.paroquia_id, user.id, newToken())) } };
    },
  );

  app.get(
    '/api/indisponibilidades',
    { ...personal, schema: { summary: 'Minhas indisponibilidades', response: { 200: IndisponibilidadeList } } },
    async (request) => {
      const { user, registerId } = await ownRegister(request);
      return { data: await listIndisponibilidades(db, user.paroquia_id, registerId, await parishToday(db, user.paroquia_id, app.clock())) };
    },
  );

  app.post(
    '/api/indisponibilidades',
    {
      ...personal,
      schema: {
        summary: 'Nova indisponibilidade: um dia, um período ou uma repetição (todo 2º domingo)',
        ...formBody(IndisponibilidadeBody),
        response: { 201: IndisponibilidadeResponse },
      },
    },
    async (request, reply) => {
      const { user, registerId } = await ownRegister(request);
      const data = await insertIndisponibilidade(db, user.paroquia_id, registerId, request.body);
      return reply.code(201).send({ message: ESCALAS_MSG.indisponibilidadeCreated, data });
    },
  );

  app.delete(
    '/api/indisponibilidades/:id',
    { schema: { summary: 'Excluir indisponibilidade', params: IndisponibilidadeParams, response: { 200: MessageResponse } } },
    async (request) => {
      // Someone else's blockout (or any, for an account linked to no member) is not found: its existence is not told.
      const { user } = signedIn(request);
      const registerId = await registerOfUser(db, user.paroquia_id, user.id);
      if (registerId === null || !(await deleteIndisponibilidade(db, user.paroquia_id, registerId, request.params.id)))
        throw new HttpError(404, ESCALAS_MSG.indisponibilidadeNotFound);
      return { message: ESCALAS_MSG.indisponibilidadeDeleted };
    },
  );
};
