import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DesignacaoBody,
  DesignacaoResponse,
  ESCALAS_MSG,
  EscalaQuery,
  EscalaResponse,
  MesBody,
  NecessidadeDataBody,
  PreencherResponse,
  PublicarResponse,
} from '../../shared/schemas/escalas';
import { MessageResponse } from '../../shared/schemas/zod';
import { findCelebracao } from '../agenda/repository';
import { isOccurrence } from '../agenda/recurrence';
import { HttpError, invalidField } from '../http-error';
import { ErrorBody, formBody } from '../http/schemas';
import { parishTimeZone } from '../parish-time';
import { signedIn } from '../plugins/auth';
import { managedMinisterio, ministerioOf, monthSpan, parishOf, personal } from './context';
import { clearCell, findCell, publishMonth, sameHourInMinisterio, writeCells } from './designacoes-repository';
import { fillMonth } from './fill';
import { cellKey, fillCells, fillMember, gridAnswer, loadMonth } from './grid';
import { saveNecessidadeData } from './ministerios-repository';
import { escalaOccurrences } from './occurrences';
import { peopleContext, warningsFor } from './people';
import { tell, whenText } from './tell';

/**
 * The month's roster (/api/escalas): the grid of one ministry (the published roster for the parish's users;
 * everything, with warnings and counts, for whoever manages it), a cell set by hand, a date's needs, the
 * automatic fill, and publishing (each person's requests as a notification and an e-mail).
 */
export const escalasRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get(
    '/api/escalas',
    {
      ...personal,
      schema: {
        summary: 'A escala de um ministério no período: celebrações, funções e designações',
        querystring: EscalaQuery,
        response: { 200: EscalaResponse, 404: ErrorBody },
      },
    },
    async (request) => {
      const { ministerio_id, de, ate } = request.query;
      // Another parish's ministry is not found, as a missing one (404).
      const m = await ministerioOf(db, request, ministerio_id);
      const paroquiaId = parishOf(request);
      const data = await loadMonth(db, paroquiaId, await parishTimeZone(db, paroquiaId), m, de, ate, m.pode_gerir);
      return { ministerio: m, ...gridAnswer(data, m.pode_gerir) };
    },
  );

  /** The ministry a position belongs to, managed by the caller. */
  async function ministerioOfFuncao(request: Parameters<typeof managedMinisterio>[1], funcaoId: number) {
    const { rows } = await db.query<{ ministerio_id: number }>('SELECT ministerio_id FROM ministerio_funcoes WHERE paroquia_id = $1 AND id = $2', [
      parishOf(request),
      funcaoId,
    ]);
    if (!rows[0]) throw new HttpError(404, ESCALAS_MSG.funcaoNotFound);
    return managedMinisterio(db, request, rows[0].ministerio_id);
  }

  const cell = {
    summary: 'Definir ou esvaziar uma vaga (com os avisos da escolha)',
    ...formBody(DesignacaoBody),
    response: { 200: DesignacaoResponse, 404: ErrorBody },
  };
  app.put('/api/escalas/designacoes', { ...personal, schema: cell }, async (request) => {
    const b = request.body;
    const m = await ministerioOfFuncao(request, b.funcao_id);
    const paroquiaId = parishOf(request);
    const celebracao = await findCelebracao(db, paroquiaId, b.celebracao_id);
    if (!celebracao) throw invalidField('celebracao_id', ESCALAS_MSG.celebracaoNotFound);
    if (!isOccurrence(celebracao, b.data)) throw invalidField('data', ESCALAS_MSG.noOccurrence);
    const zone = await parishTimeZone(db, paroquiaId);
    const o = (await escalaOccurrences(db, paroquiaId, zone, m, b.data, b.data)).find((x) => x.celebracao_id === b.celebracao_id);
    const quantidade = o?.funcoes.find((f) => f.funcao_id === b.funcao_id)?.quantidade ?? 0;
    if (!o || b.vaga > quantidade) throw invalidField('vaga', ESCALAS_MSG.vagaInvalid);
    if (o.cancelada) throw invalidField('data', ESCALAS_MSG.cancelledDate);
    const where = { ministerio_id: m.id, celebracao_id: b.celebracao_id, data: b.data, funcao_id: b.funcao_id, vaga: b.vaga };
    const current = await findCell(db, paroquiaId, where);
    if (b.membro_id === null) {
      if (current) await clearCell(db, paroquiaId, current.id);
      return { message: ESCALAS_MSG.designacaoCleared, data: null, avisos: [] };
    }
    const data = await loadMonth(db, paroquiaId, zone, m, monthSpan(b.data.slice(0, 7)).de, monthSpan(b.data.slice(0, 7)).ate);
    const member = data.membros.find((x) => x.id === b.membro_id);
    if (!member) throw invalidField('membro_id', ESCALAS_MSG.membroNotFound);
    if (member.funcoes.length && !member.funcoes.includes(b.funcao_id)) throw invalidField('membro_id', ESCALAS_MSG.membroCannotFill);
    if (member.menor && m.menores_ate && o.hora > m.menores_ate) throw invalidField('membro_id', ESCALAS_MSG.membroMinorLate);
    const [inicio, fim] = [new Date(o.at), new Date(o.end)];
    if (await sameHourInMinisterio(db, paroquiaId, { ministerio_id: m.id, register_id: member.register_id, inicio, fim, except: current?.id ?? null }))
      throw invalidField('membro_id', ESCALAS_MSG.membroSameHour);
    await writeCells(db, paroquiaId, [{ ...where, membro_id: member.id, register_id: member.register_id, inicio, fim, manual: true }]);
    const people = await peopleContext(db, paroquiaId, [member.register_id], m.id, b.data, b.data);
    const counted = member.contagem.mes + (current?.membro_id === member.id ? 0 : 1);
    const avisos = warningsFor(
      people,
      { ...where, register_id: member.register_id, at: o.at, end: o.end },
      { vezes_por_mes: member.preferencias.vezes_por_mes, mes: counted },
    );
    const saved = (await findCell(db, paroquiaId, where))!;
    const wire = {
      ...where,
      id: saved.id,
      membro_id: member.id,
      membro_nome: member.nome,
      status: saved.status,
      manual: true,
      publicada: false,
      avisos,
    };
    return { message: ESCALAS_MSG.designacaoSaved, data: wire, avisos };
  });

  app.put(
    '/api/escalas/necessidades',
    {
      schema: {
        summary: 'As necessidades de uma data (ex.: uma festa precisa de mais)',
        ...formBody(NecessidadeDataBody),
        response: { 200: MessageResponse, 404: ErrorBody },
      },
    },
    async (request) => {
      const b = request.body;
      const m = await managedMinisterio(db, request, b.ministerio_id);
      const celebracao = await findCelebracao(db, parishOf(request), b.celebracao_id);
      if (!celebracao) throw invalidField('celebracao_id', ESCALAS_MSG.celebracaoNotFound);
      if (!isOccurrence(celebracao, b.data)) throw invalidField('data', ESCALAS_MSG.noOccurrence);
      const own = new Set(m.funcoes.map((f) => f.id));
      const bad = b.funcoes.findIndex((f) => !own.has(f.funcao_id));
      if (bad >= 0) throw invalidField(`funcoes.${bad}.funcao_id`, ESCALAS_MSG.funcaoNotFound);
      await saveNecessidadeData(db, parishOf(request), b);
      return { message: ESCALAS_MSG.necessidadeDataSaved };
    },
  );

  app.post(
    '/api/escalas/preencher',
    {
      ...personal,
      schema: { summary: 'Preencher automaticamente as vagas vazias do mês', ...formBody(MesBody), response: { 200: PreencherResponse, 404: ErrorBody } },
    },
    async (request) => {
      const m = await managedMinisterio(db, request, request.body.ministerio_id);
      const paroquiaId = parishOf(request);
      const zone = await parishTimeZone(db, paroquiaId);
      const { de, ate } = monthSpan(request.body.mes);
      const now = app.clock().getTime();
      const data = await loadMonth(db, paroquiaId, zone, m, de, ate);
      const held = new Map(data.designacoes.filter((d) => d.status !== 'recusada').map((d) => [cellKey(d), d.membro_id]));
      const open = data.occurrences.filter((o) => !o.cancelada && o.at > now);
      const cells = fillCells(open, m, (key) => held.get(key) ?? null);
      const { assigned, empty } = fillMonth({
        cells,
        members: data.membros.map((x) => fillMember(x, data.people.blocked.get(x.register_id))),
        busy: data.people.busy,
      });
      const registers = new Map(data.membros.map((x) => [x.id, x.register_id]));
      await writeCells(
        db,
        paroquiaId,
        assigned.map((a) => ({
          ...a,
          ministerio_id: m.id,
          register_id: registers.get(a.membro_id)!,
          inicio: new Date(a.inicio),
          fim: new Date(a.fim),
          manual: false,
        })),
      );
      const after = gridAnswer(await loadMonth(db, paroquiaId, zone, m, de, ate), true);
      const keys = new Set(assigned.map(cellKey));
      const designacoes = after.celebracoes.flatMap((c) => c.funcoes.flatMap((f) => f.designacoes)).filter((d) => keys.has(cellKey(d)));
      return { message: ESCALAS_MSG.preenchido, data: { designacoes, vazias: empty } };
    },
  );

  app.post(
    '/api/escalas/publicar',
    {
      schema: {
        summary: 'Publicar o mês: cada pessoa recebe seus pedidos (notificação e e-mail)',
        ...formBody(MesBody),
        response: { 200: PublicarResponse, 404: ErrorBody },
      },
    },
    async (request) => {
      const m = await managedMinisterio(db, request, request.body.ministerio_id);
      const { user } = signedIn(request);
      const paroquiaId = user.paroquia_id;
      const zone = await parishTimeZone(db, paroquiaId);
      const { de, ate } = monthSpan(request.body.mes);
      const data = await loadMonth(db, paroquiaId, zone, m, de, ate);
      const names = new Map(m.funcoes.map((f) => [f.id, f.nome]));
      const titles = new Map(data.occurrences.map((o) => [`${o.celebracao_id} ${o.data}`, o]));
      const now = app.clock();
      const published = await db.transaction(async (tx) => {
        const rows = await publishMonth(tx, paroquiaId, m.id, de, ate, now);
        const ids = new Set(rows.map((r) => r.id));
        const byMember = new Map<number, typeof data.designacoes>();
        for (const d of data.designacoes) if (ids.has(d.id)) byMember.set(d.membro_id, [...(byMember.get(d.membro_id) ?? []), d]);
        for (const list of byMember.values()) {
          const lines = list.map(
            (d) => `• ${names.get(d.funcao_id)} — ${titles.get(`${d.celebracao_id} ${d.data}`)?.titulo ?? ''}, ${whenText(new Date(d.at), zone)}`,
          );
          const body = `Você foi escalado(a) no ministério ${m.nome}:\n${lines.join('\n')}\n\nConfirme ou recuse cada data em 'Minha escala' no portal.`;
          await tell(tx, paroquiaId, list[0], { title: `Escala de ${m.nome}`, body, subject: `Escala de ${m.nome} — confirme sua presença` }, now);
        }
        return { pessoas: byMember.size, pedidos: rows.length };
      });
      return { message: published.pedidos ? ESCALAS_MSG.publicado : ESCALAS_MSG.nadaParaPublicar, data: published };
    },
  );
};
