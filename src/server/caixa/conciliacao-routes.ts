import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CAIXA_MSG, CAIXA_MAX_CENTS, ConciliacaoAcao, ConciliacaoList, ConciliacaoResponse, ConciliacaoUploadFields } from '../../shared/schemas/caixa';
import { found, HttpError, invalidField } from '../http-error';
import { ErrorBody, formBody, multipart } from '../http/schemas';
import { decodeOfx, parseOfxLines } from '../dizimo/ofx';
import { uploadDisplayName } from '../uploads/display-name';
import { entryFitsLine, findConciliacao, findLine, importStatement, linkLine, listConciliacoes } from './conciliacao';
import { findConta } from './contas-repository';
import { authorOf, caixaContext, ConciliacaoParams, lockBooks, parishOf, read, refuseClosed, write } from './context';
import { insertLancamento } from './lancamentos-repository';
import { findPortador, listPortadores } from './portadores-repository';
import { statementOf } from './statement-account';

const OFX_MAX_BYTES = 5 * 1024 * 1024;
const lineNotFound = () => invalidField('linha_id', CAIXA_MSG.linhaNotFound);

/**
 * Bank reconciliation (/api/caixa/conciliacao): a bank account's OFX statement (credits and debits; of a
 * file with several accounts, the one whose number is the account's), its lines matched to entries or with suggestions, unmatched lines booked, and the book's balance against
 * the statement's closing balance.
 */
export const conciliacaoRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const { ready } = caixaContext(app);
  const conciliacaoOr404 = async (paroquiaId: number, id: number) =>
    found(await findConciliacao(db, paroquiaId, id), () => new HttpError(404, CAIXA_MSG.conciliacaoNotFound));

  app.get(
    '/api/caixa/conciliacao',
    { ...read, schema: { summary: 'Extratos importados para conciliação', response: { 200: ConciliacaoList } } },
    async (request) => ({
      data: await listConciliacoes(db, parishOf(request)),
    }),
  );

  const upload = {
    summary: 'Importar extrato OFX de uma conta bancária para conciliar (créditos e débitos)',
    ...multipart(ConciliacaoUploadFields, { arquivo: 'Extrato OFX, até 5 MB' }),
    response: { 201: ConciliacaoResponse },
  };
  app.post('/api/caixa/conciliacao', { ...write, schema: upload }, async (request, reply) => {
    const author = authorOf(request);
    const fields: Record<string, string> = {};
    let file: { name: string; bytes: Buffer } | null = null;
    if (request.isMultipart()) {
      for await (const part of request.parts({ limits: { fileSize: OFX_MAX_BYTES, files: 1 } })) {
        if (part.type === 'field') fields[part.fieldname] = String(part.value);
        else if (part.fieldname === 'arquivo' && part.filename) file = { name: uploadDisplayName(part.filename, 'ofx'), bytes: await part.toBuffer() };
        else part.file.resume();
      }
    }
    const { portador_id } = ConciliacaoUploadFields.parse(fields);
    if (!file) throw invalidField('arquivo', CAIXA_MSG.arquivoRequired);
    const holder = await findPortador(db, author.paroquiaId, portador_id);
    if (!holder) throw invalidField('portador_id', CAIXA_MSG.portadorNotFound);
    if (holder.tipo !== 'banco') throw invalidField('portador_id', CAIXA_MSG.portadorNotBank);
    let statements;
    try {
      statements = parseOfxLines(decodeOfx(file.bytes), CAIXA_MAX_CENTS);
    } catch (error) {
      throw invalidField('arquivo', (error as Error).message);
    }
    // Only the chosen account's statement: a file of several accounts never books one's lines to another.
    const statement = statementOf(holder, statements, await listPortadores(db, author.paroquiaId));
    if ('wrongAccount' in statement) throw invalidField('arquivo', statement.wrongAccount);
    const { name } = file;
    const id = await db.transaction((tx) => importStatement(tx, author, holder.id, name, statement));
    return reply.code(201).send({ message: CAIXA_MSG.conciliacaoImported, data: await conciliacaoOr404(author.paroquiaId, id) });
  });

  app.get(
    '/api/caixa/conciliacao/:id',
    {
      ...read,
      schema: {
        summary: 'Conciliação: linhas do extrato, lançamentos e diferença de saldo',
        params: ConciliacaoParams,
        response: { 200: ConciliacaoResponse },
      },
    },
    async (request) => ({ data: await conciliacaoOr404(parishOf(request), request.params.id) }),
  );

  const act = {
    summary: 'Conciliar uma linha: vincular a um lançamento, ou lançá-la no livro caixa',
    params: ConciliacaoParams,
    ...formBody(ConciliacaoAcao),
    response: { 200: ConciliacaoResponse, 409: ErrorBody },
  };
  app.post('/api/caixa/conciliacao/:id', { ...write, schema: act }, async (request) => {
    const author = authorOf(request);
    const { paroquiaId } = author;
    const { id } = request.params;
    const body = request.body;
    await conciliacaoOr404(paroquiaId, id);
    await ready(paroquiaId);
    const line = await findLine(db, paroquiaId, id, body.linha_id);
    if (!line) throw lineNotFound();
    if (line.lancamento_id !== null) throw new HttpError(409, CAIXA_MSG.linhaJaConciliada);
    let message: string;
    if (body.acao === 'vincular') {
      const fits = await entryFitsLine(db, paroquiaId, line.portador_id, body.lancamento_id, line.valor_centavos);
      if (fits === 'missing') throw invalidField('lancamento_id', CAIXA_MSG.lancamentoNotFound);
      if (fits === 'taken') throw new HttpError(409, CAIXA_MSG.lancamentoJaConciliado);
      if (fits === 'mismatch') throw invalidField('lancamento_id', CAIXA_MSG.lancamentoNaoCorresponde);
      if (!(await db.transaction((tx) => linkLine(tx, line.id, body.lancamento_id)))) throw new HttpError(409, CAIXA_MSG.linhaJaConciliada);
      message = CAIXA_MSG.linhaConciliada;
    } else {
      const conta = await findConta(db, paroquiaId, body.conta_id);
      if (!conta) throw invalidField('conta_id', CAIXA_MSG.contaNotFound);
      if ((conta.tipo === 'receita') !== line.valor_centavos > 0) throw invalidField('conta_id', CAIXA_MSG.linhaContaTipo);
      await db.transaction(async (tx) => {
        await lockBooks(tx, paroquiaId);
        await refuseClosed(tx, paroquiaId, line.data, 'linha_id');
        const entry = await insertLancamento(
          tx,
          paroquiaId,
          {
            tipo: conta.tipo,
            conta_id: conta.id,
            portador_id: line.portador_id,
            data: line.data,
            valor: line.valor_centavos,
            descricao: body.descricao ?? line.descricao,
            fornecedor: body.fornecedor,
            fornecedor_documento: body.fornecedor_documento,
            documento_tipo: 'extrato',
            documento_numero: line.fitid || undefined,
            origem: 'conciliacao',
          },
          author,
        );
        if (!(await linkLine(tx, line.id, entry))) throw new HttpError(409, CAIXA_MSG.linhaJaConciliada);
      });
      message = CAIXA_MSG.linhaLancada;
    }
    return { message, data: await conciliacaoOr404(paroquiaId, id) };
  });
};
