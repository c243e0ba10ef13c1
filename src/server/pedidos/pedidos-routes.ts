import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AtenderBody,
  CASAMENTOS_MSG,
  ParoquiasResponse,
  PedidoBody,
  PedidoList,
  PedidoListQuery,
  PedidoParams,
  PedidoResponse,
  RecusarBody,
  type Pedido,
} from '../../shared/schemas/casamentos';
import { addMonths } from '../../shared/plain-date';
import { certificateMissingText, missingForCertificate, SACRAMENTOS_MSG } from '../../shared/schemas/sacramentos';
import { parishChecklist } from '../casamentos/checklist';
import { FILE_KIND } from '../casamentos/context';
import { insertDocumento } from '../casamentos/documentos-repository';
import { findCasamento } from '../casamentos/repository';
import { acrossParishes } from '../db/scope';
import type { Db } from '../db/types';
import { Conditions, totalledPage } from '../db/where';
import { loadLetterhead } from '../documents/letterhead';
import { found, HttpError, invalidField } from '../http-error';
import { portalBase } from '../http/portal-base';
import { ErrorBody, formBody, listMeta } from '../http/schemas';
import { actorOf } from '../lgpd/access-log';
import { parishToday } from '../parish-time';
import { certificatePdf } from '../sacramentos/certificate';
import { certificateCode, insertCertificate, parishSigners } from '../sacramentos/certificates';
import { findDetail } from '../sacramentos/repository';
import { office } from './context';
import { insertPedido } from './repository';

/** A request as one side sees it: `paroquia` is the other side; the asking file only to the asker. */
const select = (side: 'origem' | 'destino') => `
  SELECT q.id, '${side === 'destino' ? 'recebidos' : 'enviados'}' AS direcao, jsonb_build_object('id', p.id, 'nome', p.name) AS paroquia,
         q.tipo, q.estado, q.sacramento, q.nome, to_char(q.data, 'YYYY-MM-DD') AS data, q.livro, q.folha, q.termo, q.pai, q.mae, q.finalidade, q.mensagem,
         ${side === 'origem' ? 'q.processo_id' : 'NULL::int'} AS processo_id, q.resposta, q.certidao_codigo, q.created_by_name AS criado_por,
         q.created_at::text AS criado_em, q.answered_by_name AS respondido_por, q.answered_at::text AS respondido_em
    FROM pedidos q JOIN paroquias p ON p.id = q.${side === 'origem' ? 'destino' : 'origem'}_paroquia_id
   WHERE q.${side}_paroquia_id = $1`;
const RECEIVED = select('destino');
const SENT = select('origem');

async function findPedido(db: Db, paroquiaId: number, id: number, side: 'origem' | 'destino'): Promise<Pedido | null> {
  const { rows } = await db.query<Pedido>(`${/* sql-fragment: fixed */ side === 'origem' ? SENT : RECEIVED} AND q.id = $2`, [paroquiaId, id]);
  return rows[0] ?? null;
}
const notFound = () => new HttpError(404, CASAMENTOS_MSG.pedidoNotFound);

/**
 * Requests between parishes of this portal (/api/pedidos): a certificate of a record of the other parish, or
 * a transfer. The other office answers it: a certificate is issued there (the books' certificate, with its
 * code) and lands in the asking file's documents; or it refuses with a reason. Each side sees only what it
 * sent or received, and the other parish only by name.
 */
export const pedidosRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage } = app;

  const parishes = { summary: 'As outras paróquias deste portal, a quem se pode pedir', response: { 200: ParoquiasResponse } };
  app.get('/api/pedidos/paroquias', { ...office, schema: parishes }, async (request) => {
    const { rows } = await db.query<{ id: number; nome: string }>('SELECT id, name AS nome FROM paroquias WHERE id <> $1 ORDER BY search_fold(name), id', [
      actorOf(request).paroquiaId,
    ]);
    return { data: rows };
  });

  const list = { summary: 'Pedidos recebidos ou enviados (?direcao=recebidos|enviados)', querystring: PedidoListQuery, response: { 200: PedidoList } };
  app.get('/api/pedidos', { ...office, schema: list }, async (request) => {
    const q = request.query;
    const where = new Conditions();
    where.param(actorOf(request).paroquiaId); // $1 of SENT and RECEIVED
    where.optional((p) => `x.estado = ${p}`, q.estado);
    const { rows, total } = await totalledPage<Pedido>(
      db,
      `SELECT x.*, count(*) OVER ()::int AS total FROM (${/* sql-fragment: fixed */ q.direcao === 'enviados' ? SENT : RECEIVED}) x
        ${/* sql-fragment: fixed */ where.clause} ORDER BY x.criado_em DESC, x.id DESC`,
      where.params,
      q,
    );
    return { data: rows, meta: listMeta(total, q.page, q.limit) };
  });

  const create = { summary: 'Pedir a outra paróquia do portal uma certidão ou uma transferência', ...formBody(PedidoBody), response: { 201: PedidoResponse } };
  app.post('/api/pedidos', { ...office, schema: create }, async (request, reply) => {
    const actor = actorOf(request);
    const b = request.body;
    if (b.paroquia_id === actor.paroquiaId) throw invalidField('paroquia_id', CASAMENTOS_MSG.pedidoSelf);
    const { rows: exists } = await db.query('SELECT 1 FROM paroquias WHERE id = $1', [b.paroquia_id]);
    if (!exists.length) throw invalidField('paroquia_id', CASAMENTOS_MSG.parishNotFound);
    if (b.processo_id && !(await findCasamento(db, actor.paroquiaId, b.processo_id))) throw invalidField('processo_id', CASAMENTOS_MSG.processoNotFound);
    const id = await insertPedido(db, actor, b);
    return reply.code(201).send({ message: CASAMENTOS_MSG.pedidoCreated, data: found(await findPedido(db, actor.paroquiaId, id, 'origem')) });
  });

  /** A received request still pending, locked; else 404 / 409. */
  const pendingRequest = async (tx: Db, paroquiaId: number, id: number) => {
    const { rows } = await tx.query<{
      id: number;
      origem_paroquia_id: number;
      tipo: 'certidao' | 'transferencia';
      estado: string;
      sacramento: 'batismo' | 'crisma' | 'matrimonio';
      finalidade: string | null;
      processo_id: number | null;
      conjuge: 1 | 2 | null;
    }>(
      'SELECT id, origem_paroquia_id, tipo, estado, sacramento, finalidade, processo_id, conjuge FROM pedidos WHERE id = $1 AND destino_paroquia_id = $2 FOR UPDATE',
      [id, paroquiaId],
    );
    const q = found(rows[0] ?? null, notFound);
    if (q.estado !== 'pendente') throw new HttpError(409, CASAMENTOS_MSG.pedidoAnswered);
    return q;
  };

  const serve = {
    summary: 'Atender: a certidão é emitida (com código) do registro escolhido e chega ao processo de quem pediu; a transferência é concedida',
    params: PedidoParams,
    ...formBody(AtenderBody),
    response: { 200: PedidoResponse, 409: ErrorBody },
  };
  app.post('/api/pedidos/:id/atender', { ...office, schema: serve }, async (request) => {
    const actor = actorOf(request);
    const today = await parishToday(db, actor.paroquiaId, actor.at);
    let stored: string | null = null;
    try {
      await db.transaction(async (tx) => {
        const q = await pendingRequest(tx, actor.paroquiaId, request.params.id);
        let code: string | null = null;
        if (q.tipo === 'certidao') {
          if (!request.body.registro_id) throw invalidField('registro_id', CASAMENTOS_MSG.registroRequired);
          const record = await findDetail(tx, actor.paroquiaId, q.sacramento, request.body.registro_id);
          if (!record || record.anulado) throw invalidField('registro_id', CASAMENTOS_MSG.registroNotFound);
          const missing = missingForCertificate(record);
          if (missing.length) throw new HttpError(422, certificateMissingText(missing), { registro_id: [certificateMissingText(missing)] });
          const signers = await parishSigners(tx, actor.paroquiaId);
          const signer = request.body.assinante ? signers.find((s) => s.chave === request.body.assinante) : signers[0];
          if (!signer) throw invalidField('assinante', signers.length ? SACRAMENTOS_MSG.signerUnknown : SACRAMENTOS_MSG.noSigner);
          code = certificateCode();
          const issue = {
            code,
            url: `${portalBase(request)}/certidoes/${code}`,
            finalidade: q.finalidade,
            forma: 'breve_relato' as const,
            signer,
            issuedBy: actor.userName,
            today,
          };
          const bytes = await certificatePdf(await loadLetterhead(tx, storage, actor.paroquiaId), record, issue);
          await insertCertificate(tx, actor.paroquiaId, record, issue, actor);
          if (q.processo_id && q.conjuge) {
            // The asking parish's checklist item for this sacrament receives the certificate, verified by its code: the one
            // write of a parish into another's marriage file, so across parishes (db/scope.ts).
            const { processo_id, conjuge } = q;
            await acrossParishes(async () => {
              const item = (await parishChecklist(tx, q.origem_paroquia_id)).find((i) => i.sacramento === q.sacramento);
              if (item) {
                stored = await storage.put(FILE_KIND, bytes, 'pdf');
                const { rows } = await tx.query<{ name: string }>('SELECT name FROM paroquias WHERE id = $1', [actor.paroquiaId]);
                await tx.query('DELETE FROM casamento_documentos WHERE casamento_id = $1 AND paroquia_id = $2 AND conjuge = $3 AND item = $4', [
                  processo_id,
                  q.origem_paroquia_id,
                  conjuge,
                  item.chave,
                ]);
                await insertDocumento(
                  tx,
                  q.origem_paroquia_id,
                  processo_id,
                  {
                    conjuge: conjuge,
                    item: item.chave,
                    arquivo: stored,
                    arquivo_nome: `certidao-${q.sacramento}-${code}.pdf`,
                    codigo: code,
                    emitido_em: today,
                    valido_ate: item.validade_meses ? addMonths(today, item.validade_meses) : null,
                    origem: rows[0].name,
                    observacao: null,
                  },
                  { userId: null, userName: actor.userName, at: actor.at },
                );
              }
            });
          }
        }
        await tx.query(
          "UPDATE pedidos SET estado = 'atendido', registro_id = $3, certidao_codigo = $4, resposta = $5, answered_by_name = $6, answered_at = $7 WHERE id = $1 AND destino_paroquia_id = $2",
          [q.id, actor.paroquiaId, q.tipo === 'certidao' ? request.body.registro_id : null, code, request.body.mensagem ?? null, actor.userName, actor.at],
        );
      });
      stored = null;
    } finally {
      if (stored) await storage.remove(FILE_KIND, stored);
    }
    const answered = found(await findPedido(db, actor.paroquiaId, request.params.id, 'destino'));
    return { message: answered.tipo === 'certidao' ? CASAMENTOS_MSG.pedidoAtendido : CASAMENTOS_MSG.transferenciaAtendida, data: answered };
  });

  const refuse = { summary: 'Recusar o pedido, com motivo', params: PedidoParams, ...formBody(RecusarBody), response: { 200: PedidoResponse, 409: ErrorBody } };
  app.post('/api/pedidos/:id/recusar', { ...office, schema: refuse }, async (request) => {
    const actor = actorOf(request);
    await db.transaction(async (tx) => {
      const q = await pendingRequest(tx, actor.paroquiaId, request.params.id);
      await tx.query(
        "UPDATE pedidos SET estado = 'recusado', resposta = $3, answered_by_name = $4, answered_at = $5 WHERE id = $1 AND destino_paroquia_id = $2",
        [q.id, actor.paroquiaId, request.body.motivo, actor.userName, actor.at],
      );
    });
    return { message: CASAMENTOS_MSG.pedidoRecusado, data: found(await findPedido(db, actor.paroquiaId, request.params.id, 'destino')) };
  });
};
