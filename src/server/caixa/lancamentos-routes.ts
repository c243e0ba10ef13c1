import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CAIXA_MSG, EstornoBody, LancamentoBody, LancamentoList, LancamentoListQuery, LancamentoResponse, TransferenciaBody } from '../../shared/schemas/caixa';
import { found, HttpError, invalidField } from '../http-error';
import { ErrorBody, formBody, listMeta, multipart } from '../http/schemas';
import { receiveForm } from '../registers/files';
import { findConta } from './contas-repository';
import { authorOf, caixaContext, jsonOrFile, LancamentoParams, lancamentoNotFound, lockBooks, parishOf, read, refuseClosed, sendCsv, write } from './context';
import { lancamentosCsv } from './report-files';
import { documentExtension } from './document';
import {
  allLancamentos,
  DOCUMENT_KIND,
  findLancamento,
  insertLancamento,
  insertTransferencia,
  listLancamentos,
  reverseLancamento,
} from './lancamentos-repository';
import { communityInParish, findPortador } from './portadores-repository';

/**
 * The cash book's entries (/api/caixa/lancamentos), a ledger: list with the filter's totals, a new entry
 * (income or expense by its account; an expense with its fiscal document, a PDF or photo checked by
 * content), a reversal (the opposite entry, never an edit), and transfers between holders (one entry, two sides).
 */
export const lancamentosRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage } = app;
  const { today, ready } = caixaContext(app);

  const list = {
    summary: 'Lançamentos, com os totais do filtro (?formato=csv: todos, em CSV)',
    querystring: LancamentoListQuery,
    response: jsonOrFile(LancamentoList),
  };
  app.get('/api/caixa/lancamentos', { ...read, schema: list }, async (request, reply) => {
    const paroquiaId = parishOf(request);
    const { page, limit, formato, ...filter } = request.query;
    if (formato === 'csv') return sendCsv(reply, `lancamentos-${await today(paroquiaId)}.csv`, lancamentosCsv(await allLancamentos(db, paroquiaId, filter)));
    const { rows, total, totais } = await listLancamentos(db, paroquiaId, filter, { page, limit });
    return { data: rows, meta: listMeta(total, page, limit), totais };
  });

  const create = {
    summary: 'Novo lançamento (receita ou despesa conforme a conta; despesa com documento fiscal)',
    ...multipart(LancamentoBody, { documento: 'O documento fiscal: PDF ou foto (JPEG, PNG, WebP) pelo conteúdo, até 10 MB' }),
    response: { 201: LancamentoResponse },
  };
  app.post('/api/caixa/lancamentos', { ...write, schema: create }, async (request, reply) => {
    const author = authorOf(request);
    const { paroquiaId } = author;
    const form = await receiveForm(request, storage, { fileFields: ['documento'], maxFiles: 1 });
    let stored: string | null = null;
    try {
      const body = LancamentoBody.parse(form.fields);
      await ready(paroquiaId);
      if (body.data > (await today(paroquiaId))) throw invalidField('data', CAIXA_MSG.dateFuture);
      const conta = await findConta(db, paroquiaId, body.conta_id);
      if (!conta) throw invalidField('conta_id', CAIXA_MSG.contaNotFound);
      if (!(await findPortador(db, paroquiaId, body.portador_id))) throw invalidField('portador_id', CAIXA_MSG.portadorNotFound);
      if (body.comunidade_id && !(await communityInParish(db, paroquiaId, body.comunidade_id)))
        throw invalidField('comunidade_id', CAIXA_MSG.comunidadeNotFound);
      if (conta.chave === 'repasse' && !body.repasse_mes) throw invalidField('repasse_mes', CAIXA_MSG.repasseMesRequired);
      const file = form.files[0];
      const ext = file ? await documentExtension(file) : null;
      // An expense is backed by a fiscal document: type, number and its file (a bank fee by the statement itself).
      if (conta.tipo === 'despesa' && (!body.documento_tipo || !body.documento_numero || (!file && body.documento_tipo !== 'extrato')))
        throw invalidField('documento', CAIXA_MSG.documentoRequired);
      stored = file && ext ? await file.upload.commit(DOCUMENT_KIND, ext) : null;
      const documento_arquivo = stored;
      const id = await db.transaction(async (tx) => {
        await lockBooks(tx, paroquiaId);
        await refuseClosed(tx, paroquiaId, body.data);
        const valor = conta.tipo === 'receita' ? body.valor_centavos : -body.valor_centavos;
        return insertLancamento(
          tx,
          paroquiaId,
          { ...body, tipo: conta.tipo, valor, documento_arquivo, repasse_mes: conta.chave === 'repasse' ? body.repasse_mes : undefined },
          author,
        );
      });
      stored = null;
      return reply.code(201).send({ message: CAIXA_MSG.lancamentoCreated, data: found(await findLancamento(db, paroquiaId, id)) });
    } finally {
      if (stored) await storage.remove(DOCUMENT_KIND, stored);
      await form.discard();
    }
  });

  const reverse = {
    summary: 'Estornar lançamento (um lançamento oposto no mês aberto, com motivo; o que veio do dízimo, de campanha ou de espórtula se estorna na origem)',
    params: LancamentoParams,
    ...formBody(EstornoBody),
    response: { 201: LancamentoResponse, 409: ErrorBody },
  };
  app.post('/api/caixa/lancamentos/:id/estorno', { ...write, schema: reverse }, async (request, reply) => {
    const author = authorOf(request);
    const { paroquiaId } = author;
    const day = await today(paroquiaId);
    const outcome = await db.transaction(async (tx) => {
      await lockBooks(tx, paroquiaId);
      await refuseClosed(tx, paroquiaId, day);
      return reverseLancamento(tx, paroquiaId, request.params.id, request.body.motivo, day, author);
    });
    if (outcome === 'missing') throw lancamentoNotFound();
    if (outcome === 'reversal') throw new HttpError(409, CAIXA_MSG.reversalOfReversal);
    if (outcome === 'already') throw new HttpError(409, CAIXA_MSG.alreadyReversed);
    if ('elsewhere' in outcome) throw new HttpError(422, CAIXA_MSG.estornoNaOrigem[outcome.elsewhere]);
    return reply.code(201).send({ message: CAIXA_MSG.reversed, data: found(await findLancamento(db, paroquiaId, outcome.id)) });
  });

  const transfer = {
    summary: 'Transferência entre caixas e contas (um lançamento, dois lados de mesmo valor)',
    ...formBody(TransferenciaBody),
    response: { 201: LancamentoResponse },
  };
  app.post('/api/caixa/transferencias', { ...write, schema: transfer }, async (request, reply) => {
    const author = authorOf(request);
    const { paroquiaId } = author;
    const { data, origem, destino, descricao } = request.body;
    if (data > (await today(paroquiaId))) throw invalidField('data', CAIXA_MSG.dateFuture);
    const from = await findPortador(db, paroquiaId, origem.portador_id);
    if (!from) throw invalidField('origem.portador_id', CAIXA_MSG.portadorNotFound);
    const to = await findPortador(db, paroquiaId, destino.portador_id);
    if (!to) throw invalidField('destino.portador_id', CAIXA_MSG.portadorNotFound);
    const id = await db.transaction(async (tx) => {
      await lockBooks(tx, paroquiaId);
      await refuseClosed(tx, paroquiaId, data);
      const text = descricao ?? `Transferência de ${from.nome} para ${to.nome}`;
      return insertTransferencia(tx, paroquiaId, { data, origem: from.id, destino: to.id, valor: origem.valor_centavos, descricao: text }, author);
    });
    return reply.code(201).send({ message: CAIXA_MSG.transferCreated, data: found(await findLancamento(db, paroquiaId, id)) });
  });
};
