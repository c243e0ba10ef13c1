import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AcaoResponse, ESCALAS_MSG, MotivoBody, PresencaBody, type MinhaDesignacao } from '../../shared/schemas/escalas';
import type { Db } from '../db/types';
import { forbidden, found, HttpError, invalidField } from '../http-error';
import { ErrorBody, formBody } from '../http/schemas';
import { parishTimeZone } from '../parish-time';
import { signedIn } from '../plugins/auth';
import { candidatesFor } from './candidates';
import { DesignacaoParams, designacaoNotFound, managedMinisterio, ministerioOf, personal } from './context';
import { findDesignacao, moveStatus, rememberDecline, takeOver, type DesignacaoRow } from './designacoes-repository';
import { minhaDesignacao } from './minha-escala-repository';
import { coordinatorsOf, tell, whenText } from './tell';

/**
 * A volunteer's answers to an assignment (/api/designacoes/{id}/...): accept, decline, ask for a substitute
 * (every member able and free is offered it), take one offered (the first to take it gets it; both and the
 * coordinators are told); and the coordinator's 'served' or 'missed' after the celebration.
 */
export const designacoesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  async function context(request: Parameters<typeof signedIn>[0], id: number) {
    const { user } = signedIn(request);
    const d = found(await findDesignacao(db, user.paroquia_id, id), designacaoNotFound);
    const m = await ministerioOf(db, request, d.ministerio_id);
    const zone = await parishTimeZone(db, user.paroquia_id);
    return { user, d, m, zone, paroquiaId: user.paroquia_id };
  }
  const answer = async (paroquiaId: number, zone: string, id: number, message: string) => ({
    message,
    data: found(await minhaDesignacao(db, paroquiaId, zone, id), designacaoNotFound) as MinhaDesignacao,
  });
  const what = (d: DesignacaoRow, m: { nome: string; funcoes: Array<{ id: number; nome: string }> }, zone: string) =>
    `${m.nome}, ${m.funcoes.find((f) => f.id === d.funcao_id)?.nome ?? ''} — ${whenText(d.inicio, zone)}`;
  async function tellCoordinators(tx: Db, paroquiaId: number, ministerioId: number, msg: { title: string; body: string }) {
    for (const userId of await coordinatorsOf(tx, ministerioId)) await tell(tx, paroquiaId, { user_id: userId }, msg, app.clock());
  }
  const ownOnly = (d: DesignacaoRow, userId: number) => {
    if (d.user_id !== userId) throw forbidden(ESCALAS_MSG.notYours);
  };
  const upcoming = (d: DesignacaoRow) => {
    if (d.inicio.getTime() <= app.clock().getTime()) throw new HttpError(409, ESCALAS_MSG.cannotAnswerPast);
  };
  const schema = (summary: string) => ({ summary, params: DesignacaoParams, response: { 200: AcaoResponse, 409: ErrorBody } });

  app.post('/api/designacoes/:id/aceitar', { ...personal, schema: schema('Confirmar presença') }, async (request) => {
    const { user, d, zone, paroquiaId } = await context(request, request.params.id);
    ownOnly(d, user.id);
    upcoming(d);
    if (!(await moveStatus(db, paroquiaId, d.id, ['pendente', 'substituicao'], 'aceita'))) throw new HttpError(409, ESCALAS_MSG.notPending);
    return answer(paroquiaId, zone, d.id, ESCALAS_MSG.aceita);
  });

  app.post(
    '/api/designacoes/:id/recusar',
    { ...personal, schema: { ...schema('Recusar (a coordenação é avisada, com os melhores candidatos)'), ...formBody(MotivoBody) } },
    async (request) => {
      const { user, d, m, zone, paroquiaId } = await context(request, request.params.id);
      ownOnly(d, user.id);
      upcoming(d);
      const candidates = (await candidatesFor(db, paroquiaId, zone, m, d)).slice(0, 3);
      await db.transaction(async (tx) => {
        if (!(await moveStatus(tx, paroquiaId, d.id, ['pendente', 'aceita'], 'recusada', request.body.motivo)))
          throw new HttpError(409, ESCALAS_MSG.notPending);
        await rememberDecline(tx, paroquiaId, d);
        const best = candidates.length
          ? `Melhores candidatos: ${candidates.map((c) => `${c.nome} (${c.contagem.mes} no mês)`).join(', ')}.`
          : 'Nenhum membro livre para esta vaga.';
        const reason = request.body.motivo ? ` Motivo: ${request.body.motivo}.` : '';
        await tellCoordinators(tx, paroquiaId, m.id, {
          title: `Escala: ${d.membro_nome} recusou`,
          body: `${d.membro_nome} recusou ${what(d, m, zone)}.${reason} ${best}`,
        });
      });
      return answer(paroquiaId, zone, d.id, ESCALAS_MSG.recusada);
    },
  );

  app.post(
    '/api/designacoes/:id/substituir',
    { ...personal, schema: { ...schema('Pedir substituto: oferecida a todos que podem servir nesta hora'), ...formBody(MotivoBody) } },
    async (request) => {
      const { user, d, m, zone, paroquiaId } = await context(request, request.params.id);
      ownOnly(d, user.id);
      upcoming(d);
      const offered = await candidatesFor(db, paroquiaId, zone, m, d);
      await db.transaction(async (tx) => {
        if (!(await moveStatus(tx, paroquiaId, d.id, ['pendente', 'aceita'], 'substituicao', request.body.motivo)))
          throw new HttpError(409, ESCALAS_MSG.notPending);
        const msg = {
          title: `Substituição: ${m.nome}`,
          body: `${d.membro_nome} precisa de substituto em ${what(d, m, zone)}. Assuma em 'Minha escala' no portal.`,
        };
        for (const c of offered) await tell(tx, paroquiaId, c, msg, app.clock());
      });
      return answer(paroquiaId, zone, d.id, ESCALAS_MSG.substituicaoPedida);
    },
  );

  app.post('/api/designacoes/:id/assumir', { ...personal, schema: schema('Assumir uma designação oferecida para substituição') }, async (request) => {
    const { user, d, m, zone, paroquiaId } = await context(request, request.params.id);
    if (d.status !== 'substituicao') throw new HttpError(409, d.status === 'aceita' ? ESCALAS_MSG.alreadyTaken : ESCALAS_MSG.notOffered);
    upcoming(d);
    const taker = (await candidatesFor(db, paroquiaId, zone, m, d)).find((c) => c.user_id === user.id);
    if (!taker) throw forbidden(ESCALAS_MSG.cannotTake);
    await db.transaction(async (tx) => {
      if (!(await takeOver(tx, paroquiaId, d.id, taker))) throw new HttpError(409, ESCALAS_MSG.alreadyTaken);
      const text = `${taker.nome} assumiu no lugar de ${d.membro_nome}: ${what(d, m, zone)}.`;
      await tell(tx, paroquiaId, d, { title: `Substituição feita: ${m.nome}`, body: text }, app.clock());
      await tell(tx, paroquiaId, taker, { title: `Você assumiu: ${m.nome}`, body: text }, app.clock());
      await tellCoordinators(tx, paroquiaId, m.id, { title: `Escala alterada: ${m.nome}`, body: text });
    });
    return answer(paroquiaId, zone, d.id, ESCALAS_MSG.assumida);
  });

  app.post(
    '/api/designacoes/:id/presenca',
    { schema: { ...schema('Marcar quem serviu ou faltou, depois da celebração'), ...formBody(PresencaBody) } },
    async (request) => {
      const { d, zone, paroquiaId } = await context(request, request.params.id);
      await managedMinisterio(db, request, d.ministerio_id);
      if (d.fim.getTime() > app.clock().getTime()) throw invalidField('status', ESCALAS_MSG.presencaBeforeMass);
      if (!(await moveStatus(db, paroquiaId, d.id, ['pendente', 'aceita', 'substituicao', 'servida', 'faltou'], request.body.status)))
        throw new HttpError(409, ESCALAS_MSG.notPending);
      return answer(paroquiaId, zone, d.id, ESCALAS_MSG.presencaSaved);
    },
  );
};
