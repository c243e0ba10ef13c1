import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CASAMENTOS_MSG,
  CasamentoParams,
  CasamentoResponse,
  CelebrarBody,
  CelebrarResponse,
  EnviadaBody,
  IMPEDIMENTOS,
  NotificacaoParams,
  PERMISSOES,
  type Noivo,
} from '../../shared/schemas/casamentos';
import type { MatrimonioBody, SacramentoRecord } from '../../shared/schemas/sacramentos';
import type { Db } from '../db/types';
import { loadLetterhead } from '../documents/letterhead';
import { shortDate } from '../documents/words';
import { found, HttpError, invalidField } from '../http-error';
import { ErrorBody, formBody } from '../http/schemas';
import { actorOf, type Actor } from '../lgpd/access-log';
import { parishToday } from '../parish-time';
import { judgeRecord } from '../sacramentos/judge';
import { addNote, columnsOf, findRecord, insertRecord, noteOnBaptism } from '../sacramentos/repository';
import { sendNote } from '../pedidos/anotacoes-repository';
import { logFile, openFile, parishName } from './casamentos-routes';
import { casamentoNotFound, pdfAnswer, read, sendPdf, write } from './context';
import { officeLetter } from './letters';
import { findCasamento, type CasamentoRow } from './repository';
import { casamentoOf, permissoesOf } from './view';

const other = (n: 1 | 2) => (n === 1 ? 2 : 1);
const spouse = (r: Pick<CasamentoRow, 'conjuge1' | 'conjuge2'>, n: 1 | 2): Noivo => (n === 1 ? r.conjuge1 : r.conjuge2);

/** The marginal note a spouse's baptism gets: whom, when and where they married, and where it is written. */
const marriageNote = (r: CasamentoRow, n: 1 | 2, record: SacramentoRecord, parish: string) =>
  `Contraiu matrimônio com ${spouse(r, other(n)).nome} em ${shortDate(record.data)}, na ${parish}${record.local ? ` (${record.local})` : ''}. ` +
  `Matrimônio: livro ${record.livro}, folha ${record.folha}, termo ${record.termo}.`;

/** Has the spouse (by register) a baptism entry in this parish's book? Then noteOnBaptism already wrote it. */
async function baptisedHere(db: Db, paroquiaId: number, registerId: number | null): Promise<boolean> {
  if (!registerId) return false;
  const { rows } = await db.query(
    "SELECT 1 FROM sacramental_records WHERE paroquia_id = $1 AND kind = 'batismo' AND register_id = $2 AND annulled_at IS NULL LIMIT 1",
    [paroquiaId, registerId],
  );
  return rows.length > 0;
}

/**
 * Each Catholic spouse's notice (c. 1122): noted at once when baptised here (a register with a baptism entry),
 * a pending note in the baptism parish when it is on this portal (this one included, when the entry is not
 * linked), else a letter to print and send.
 */
async function sendNotices(tx: Db, actor: Actor, r: CasamentoRow, record: SacramentoRecord): Promise<void> {
  const own = (await parishName(tx, actor.paroquiaId))!;
  for (const n of [1, 2] as const) {
    const s = spouse(r, n);
    if (s.religiao !== 'catolica') continue;
    let modo: 'anotada' | 'portal' | 'carta' = 'carta';
    let anotacao: number | null = null;
    let paroquia = s.paroquia_batismo ?? 'Paróquia do batismo não informada';
    if (await baptisedHere(tx, actor.paroquiaId, s.register_id)) [modo, paroquia] = ['anotada', own];
    else if (s.paroquia_batismo_id) {
      paroquia = (await parishName(tx, s.paroquia_batismo_id))!;
      modo = 'portal';
      anotacao = await sendNote(tx, actor, {
        destino: s.paroquia_batismo_id,
        tipo: 'matrimonio',
        nome: s.nome,
        pai: s.pai,
        mae: s.mae,
        data_batismo: s.data_batismo,
        texto: marriageNote(r, n, record, own),
        source_record_id: record.id,
      });
    }
    await tx.query('INSERT INTO casamento_notificacoes (casamento_id, paroquia_id, conjuge, modo, paroquia, anotacao_id) VALUES ($1, $2, $3, $4, $5, $6)', [
      r.id,
      actor.paroquiaId,
      n,
      modo,
      paroquia,
      anotacao,
    ]);
  }
}

/**
 * After the wedding: POST celebrar writes the marriage entry from the file (spouses, parents, witnesses,
 * celebrant, date, place, civil effect; the permissions as a marginal note) through the books' engine and
 * archives the file, in one transaction, with each spouse's notice; the notice letter for a baptism parish
 * outside the portal, and the day it was sent.
 */
export const celebrarRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage } = app;
  const today = (paroquiaId: number) => parishToday(db, paroquiaId, app.clock());

  const celebrar = {
    summary: 'Registrar a celebração: o termo no livro de Matrimônio, o processo arquivado e as notificações às paróquias de batismo',
    params: CasamentoParams,
    ...formBody(CelebrarBody),
    response: { 201: CelebrarResponse, 409: ErrorBody },
  };
  app.post('/api/casamentos/:id/celebrar', { ...write, schema: celebrar }, async (request, reply) => {
    const actor = actorOf(request);
    const day = await today(actor.paroquiaId);
    const recordId = await db.transaction(async (tx) => {
      const r = await openFile(tx, actor.paroquiaId, request.params.id);
      if (r.estado !== 'habilitado') throw new HttpError(409, CASAMENTOS_MSG.notHabilitado);
      const own = (await parishName(tx, actor.paroquiaId))!;
      const conjuge = async (s: Noivo) => ({
        register_id: s.register_id ?? undefined,
        nome: s.nome,
        pai: s.pai ?? undefined,
        mae: s.mae ?? undefined,
        paroquia_batismo: s.paroquia_batismo_id
          ? ((s.paroquia_batismo_id === actor.paroquiaId ? own : await parishName(tx, s.paroquia_batismo_id)) ?? undefined)
          : (s.paroquia_batismo ?? undefined),
        data_batismo: s.data_batismo ?? undefined,
      });
      const body: MatrimonioBody = {
        conjuge1: await conjuge(r.conjuge1),
        conjuge2: await conjuge(r.conjuge2),
        data: request.body.data,
        celebrante: r.celebrante ?? undefined,
        local: r.ent_name ?? undefined,
        testemunha1: r.testemunha1 ?? undefined,
        testemunha2: r.testemunha2 ?? undefined,
        efeito_civil: r.efeito_civil,
      };
      const people = await judgeRecord(tx, actor.paroquiaId, 'matrimonio', body, day);
      const id = await insertRecord(tx, actor.paroquiaId, 'matrimonio', columnsOf('matrimonio', body, people), null, actor);
      const record = found(await findRecord(tx, actor.paroquiaId, 'matrimonio', id));
      await noteOnBaptism(tx, actor.paroquiaId, record, actor);
      for (const p of await permissoesOf(tx, actor.paroquiaId, r.id)) {
        const imp = IMPEDIMENTOS[p.impedimento];
        await addNote(
          tx,
          id,
          `${PERMISSOES[imp.permissao]} (${imp.canon}: ${imp.rotulo}) concedida por ${p.concedida_por} em ${shortDate(p.data)}, protocolo ${p.protocolo}.`,
          actor,
          {
            automatic: true,
          },
        );
      }
      await sendNotices(tx, actor, r, record);
      await tx.query("UPDATE casamentos SET estado = 'arquivado', record_id = $3, data_celebracao = $4, updated_at = $5 WHERE id = $1 AND paroquia_id = $2", [
        r.id,
        actor.paroquiaId,
        id,
        request.body.data,
        actor.at,
      ]);
      return id;
    });
    return reply.code(201).send({ message: CASAMENTOS_MSG.celebrated, data: found(await findRecord(db, actor.paroquiaId, 'matrimonio', recordId)) });
  });

  /** A spouse's notice by letter (the baptism parish is not on this portal), or a 409. */
  const letterOf = async (paroquiaId: number, id: number, conjuge: 1 | 2) => {
    const r = found(await findCasamento(db, paroquiaId, id), casamentoNotFound);
    const { rows } = await db.query<{ paroquia: string }>(
      "SELECT paroquia FROM casamento_notificacoes WHERE casamento_id = $1 AND paroquia_id = $2 AND conjuge = $3 AND modo = 'carta'",
      [r.id, paroquiaId, conjuge],
    );
    if (!rows[0] || !r.record_id) throw new HttpError(409, CASAMENTOS_MSG.notificacaoNotNeeded);
    return { r, paroquia: rows[0].paroquia, record: found(await findRecord(db, paroquiaId, 'matrimonio', r.record_id)) };
  };

  const letter = {
    summary: 'A notificação de matrimônio (c. 1122) à paróquia de batismo fora do portal (PDF)',
    params: NotificacaoParams,
    response: { ...pdfAnswer('PDF'), 409: ErrorBody },
  };
  app.get('/api/casamentos/:id/notificacao/:conjuge.pdf', { ...read, schema: letter }, async (request, reply) => {
    const actor = actorOf(request);
    const { conjuge } = request.params;
    const { r, paroquia, record } = await letterOf(actor.paroquiaId, request.params.id, conjuge);
    const s = spouse(r, conjuge);
    const head = await loadLetterhead(db, storage, actor.paroquiaId);
    await logFile(db, actor, r, { casamento: r.id, notificacao: conjuge });
    const bytes = await officeLetter(db, actor.paroquiaId, head, await today(actor.paroquiaId), 'Notificação de matrimônio', [
      { text: `À ${paroquia},`, margin: [0, 0, 0, 8] },
      {
        text:
          `Comunicamos, para a anotação à margem do registro de batismo (c. 1122), que ${s.nome}` +
          `${s.pai || s.mae ? `, filho(a) de ${[s.pai, s.mae].filter(Boolean).join(' e ')}` : ''}${s.data_batismo ? `, batizado(a) em ${shortDate(s.data_batismo)}` : ''}, ` +
          marriageNote(r, conjuge, record, head.name).replace(/^Contraiu/, 'contraiu'),
        margin: [0, 0, 0, 8],
      },
      { text: 'Pedimos a gentileza de confirmar a anotação a esta paróquia.' },
    ]);
    return sendPdf(reply, `notificacao-${r.id}-${conjuge}.pdf`, bytes);
  });

  const sent = {
    summary: 'Registrar o envio da carta de notificação',
    params: NotificacaoParams,
    ...formBody(EnviadaBody),
    response: { 200: CasamentoResponse, 409: ErrorBody },
  };
  app.post('/api/casamentos/:id/notificacao/:conjuge/enviada', { ...write, schema: sent }, async (request) => {
    const actor = actorOf(request);
    const { r } = await letterOf(actor.paroquiaId, request.params.id, request.params.conjuge);
    const day = await today(actor.paroquiaId);
    if (request.body.data > day) throw invalidField('data', CASAMENTOS_MSG.dateFuture);
    await db.query('UPDATE casamento_notificacoes SET enviada_em = $4 WHERE casamento_id = $1 AND paroquia_id = $2 AND conjuge = $3', [
      r.id,
      actor.paroquiaId,
      request.params.conjuge,
      request.body.data,
    ]);
    return { message: CASAMENTOS_MSG.notificacaoSent, data: await casamentoOf(db, actor.paroquiaId, r, day, { userId: actor.userId, writes: true }) };
  });
};
