import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guessMapping } from '../../shared/import-fields';
import {
  ConfirmAnswer,
  IMPORT_MSG,
  ImportDetail,
  ImportKindField,
  ImportList,
  ImportListQuery,
  importKindsFor,
  mappingProblems,
  MappingBody,
  SAMPLE_ROWS,
  TemplateParams,
  TemplateQuery,
  UploadAnswer,
  ValidationAnswer,
  type ImportKind,
} from '../../shared/schemas/imports';
import { MessageResponse, z } from '../../shared/schemas/zod';
import { dayIn } from '../../shared/time-zone';
import { isUniqueViolation } from '../catechesis/sql';
import { found, HttpError, invalidField } from '../http-error';
import { ErrorBody, fileResponse, formBody, idParams, listMeta, multipart } from '../http/schemas';
import { countTry, refuseWhileThrottled } from '../http/throttle';
import { actorOf } from '../lgpd/access-log';
import { parishTimeZone } from '../parish-time';
import { requireCapability } from '../plugins/access-rules';
import { signedIn } from '../plugins/auth';
import { readSpreadsheet } from './read-file';
import { receiveUpload } from './receive';
import {
  claimImport,
  createImport,
  expireStaged,
  finishImport,
  findImport,
  importDetail,
  listImports,
  markCancelled,
  markUndone,
  releaseImport,
  reportProgress,
  saveDryRun,
  stagedLines,
  type ImportRow,
} from './repository';
import { csvTemplate, templateName, xlsxTemplate } from './templates';
import { judgeLines } from './validate';
import { batchOf, deleteBatch, logImport, undoBlockers, writeAccepted } from './write';

const access = { preValidation: requireCapability('imports'), config: { personalData: true } };
const Params = idParams(IMPORT_MSG.notFound);
const importNotFound = () => new HttpError(404, IMPORT_MSG.notFound);
const refuse = (field: string, text: string) => invalidField(field, text, text);
/** Staged imports are expired this often on a running server (and at each upload and listing). */
const EXPIRY_CHECK_MS = 60 * 60_000;

/**
 * Bringing records in from spreadsheets (/importar): people, tithers and the sacramental books' entries,
 * for roles 1 and 111; tithers also for the treasurer (11). Upload (CSV or XLSX, checked by content),
 * a dry run that judges every line with the forms' own schemas, the import in one transaction (its
 * progress readable meanwhile), and the undo of a whole batch while nothing refers to it. Everything is
 * the session's parish's: another parish's import answers 404. The file's lines are personal data,
 * kept only until the import is confirmed, undone, cancelled, or IMPORT_KEEP_DAYS pass.
 */
export const importsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  let timer: ReturnType<typeof setInterval> | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => void expireStaged(db, app.clock()).catch((err) => app.log.warn({ err }, 'imports not expired')), EXPIRY_CHECK_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));

  const kindsOf = (request: FastifyRequest) => importKindsFor(signedIn(request).user);
  /** A kind the user may not import (the treasurer and people): 403 with why. */
  const assertKind = (request: FastifyRequest, kind: ImportKind) => {
    if (!kindsOf(request).includes(kind)) throw new HttpError(403, IMPORT_MSG.onlyTithers);
  };
  const importOf = async (request: FastifyRequest, id: number, tx = db, lock = false): Promise<ImportRow> => {
    const row = found(await findImport(tx, actorOf(request).paroquiaId, id, lock), importNotFound);
    assertKind(request, row.kind);
    return row;
  };
  /** Upload, dry run and confirmation count together: refused while the address is over THROTTLE.import, else counted. */
  const tries = async (request: FastifyRequest, reply: FastifyReply) => {
    await refuseWhileThrottled(request, reply, 'import', IMPORT_MSG.throttled);
    await countTry(request, 'import');
  };
  /** The parish's zone and its today, which the lines are judged by. */
  const clockOf = async (paroquiaId: number) => {
    const zone = await parishTimeZone(db, paroquiaId);
    return { zone, day: dayIn(zone, app.clock()) };
  };

  const list = {
    summary: 'Importações da paróquia (as dos tipos que o usuário pode importar), mais recentes primeiro',
    querystring: ImportListQuery,
    response: { 200: ImportList },
  };
  app.get('/api/importacoes', { ...access, schema: list }, async (request) => {
    const { page, limit, tipo } = request.query;
    await expireStaged(db, app.clock());
    const kinds = kindsOf(request).filter((k) => !tipo || k === tipo);
    const { rows, total } = await listImports(db, actorOf(request).paroquiaId, kinds, { page, limit });
    return { data: rows, meta: listMeta(total, page, limit) };
  });

  const upload = {
    summary: `Enviar planilha (CSV com qualquer separador, UTF-8 ou Windows-1252, ou XLSX; até 20 MB e 100.000 linhas; sem fórmulas nem macros): colunas e sugestão de campos`,
    ...multipart(z.object({ tipo: ImportKindField }), { arquivo: 'A planilha, conferida pelo conteúdo' }),
    response: { 201: UploadAnswer, 429: ErrorBody },
  };
  app.post('/api/importacoes', { ...access, schema: upload }, async (request, reply) => {
    await tries(request, reply);
    const { tipo, file } = await receiveUpload(request);
    const kind = ImportKindField.safeParse(tipo);
    if (!kind.success) throw refuse('tipo', IMPORT_MSG.kindInvalid);
    assertKind(request, kind.data);
    if (!file || !file.bytes.length) throw refuse('arquivo', IMPORT_MSG.fileRequired);
    const sheet = await readSpreadsheet(file.bytes);
    const actor = actorOf(request);
    await expireStaged(db, actor.at);
    const id = await db.transaction(async (tx) => {
      const newId = await createImport(tx, actor, kind.data, file.name, sheet);
      await logImport(tx, actor, [null], { importacao: newId, etapa: 'envio', tipo: kind.data, arquivo: file.name, linhas: sheet.lines.length });
      return newId;
    });
    const answer: UploadAnswer = {
      id,
      colunas: sheet.header,
      sugestao: guessMapping(kind.data, sheet.header),
      linhas: sheet.lines.length,
      amostra: sheet.lines.slice(0, SAMPLE_ROWS).map((l) => l.cells),
    };
    return reply.code(201).send(answer);
  });

  const detail = {
    summary: 'Uma importação: estado, colunas, mapeamento, amostra (enquanto a planilha está guardada) e progresso',
    params: Params,
    response: { 200: z.object({ data: ImportDetail }) },
  };
  app.get('/api/importacoes/:id', { ...access, schema: detail }, async (request) => {
    const row = await importOf(request, request.params.id);
    return { data: await importDetail(db, row, guessMapping(row.kind, row.columns)) };
  });

  /** The staged lines of an import that is waiting (uploaded or checked), or 409 with why not. */
  const waiting = (row: ImportRow) => {
    if (row.state === 'importando') throw new HttpError(409, IMPORT_MSG.running);
    if (row.state !== 'enviada' && row.state !== 'validada') throw new HttpError(409, IMPORT_MSG.stagedGone);
  };

  const validate = {
    summary:
      'Conferir todas as linhas sem gravar (mesmas regras dos formulários; pessoas já cadastradas e repetidas são recusadas): válidas e recusadas com a linha do arquivo',
    params: Params,
    ...formBody(MappingBody),
    response: { 200: ValidationAnswer, 409: ErrorBody, 429: ErrorBody },
  };
  app.post('/api/importacoes/:id/validar', { ...access, schema: validate }, async (request, reply) => {
    const row = await importOf(request, request.params.id);
    waiting(row);
    const mapping = request.body.mapeamento.map((c) => c || null);
    const problems = mappingProblems(row.kind, row.columns.length, mapping);
    if (problems.length) throw new HttpError(422, problems[0], { mapeamento: problems });
    await tries(request, reply);
    const actor = actorOf(request);
    const lines = await stagedLines(db, row.id);
    const { accepted, refused } = await judgeLines(db, { paroquiaId: actor.paroquiaId, kind: row.kind, mapping, ...(await clockOf(actor.paroquiaId)) }, lines);
    await saveDryRun(db, row.id, mapping, accepted.length, refused.length);
    await logImport(db, actor, [null], { importacao: row.id, etapa: 'validacao', validas: accepted.length, recusadas: refused.length });
    return { validas: accepted.length, recusadas: refused };
  });

  const confirm = {
    summary:
      'Importar as linhas válidas numa só transação (o progresso em GET /api/importacoes/{id}); as que deixaram de ser válidas desde a conferência são informadas',
    params: Params,
    response: { 200: ConfirmAnswer, 409: ErrorBody, 429: ErrorBody },
  };
  app.post('/api/importacoes/:id/confirmar', { ...access, schema: confirm }, async (request, reply) => {
    const row = await importOf(request, request.params.id);
    if (row.state === 'importada') throw new HttpError(409, IMPORT_MSG.imported(row.imported ?? 0));
    waiting(row);
    if (row.state !== 'validada' || !row.mapping) throw new HttpError(409, IMPORT_MSG.validateFirst);
    await tries(request, reply);
    const actor = actorOf(request);
    const { zone, day } = await clockOf(actor.paroquiaId);
    const lines = await stagedLines(db, row.id);
    if (!(await claimImport(db, row.id, row.valid ?? lines.length, app.clock()))) throw new HttpError(409, IMPORT_MSG.running);
    const ctx = { paroquiaId: actor.paroquiaId, kind: row.kind, mapping: row.mapping, zone, day };
    try {
      const result = await db.transaction(async (tx) => {
        // One import at a time in a parish: the second judges the lines against what the first wrote.
        await tx.query("SELECT pg_advisory_xact_lock(hashtext('imports'), $1)", [actor.paroquiaId]);
        const { accepted, refused } = await judgeLines(tx, ctx, lines);
        if (!accepted.length) throw new HttpError(422, IMPORT_MSG.nothingValid);
        const progress = (done: number) => reportProgress(db, row.id, done, app.clock());
        const written = await writeAccepted(tx, { actor, importId: row.id, day, progress }, accepted);
        await finishImport(tx, row.id, written, app.clock());
        return { importadas: written, recusadas: refused };
      });
      return { message: IMPORT_MSG.imported(result.importadas), ...result };
    } catch (error) {
      await releaseImport(db, row.id);
      // A row written meanwhile by hand took a CPF, card or book number the lines were judged free to use.
      throw isUniqueViolation(error) ? new HttpError(409, IMPORT_MSG.changedMeanwhile) : error;
    }
  });

  const undo = {
    summary: 'Desfazer a importação inteira (enquanto nada se refere às suas linhas; senão 409 com os motivos), ou cancelar uma ainda não importada',
    params: Params,
    response: { 200: MessageResponse, 409: ErrorBody },
  };
  app.delete('/api/importacoes/:id', { ...access, schema: undo }, async (request) => {
    const actor = actorOf(request);
    const message = await db
      .transaction(async (tx) => {
        const row = await importOf(request, request.params.id, tx, true);
        if (row.state === 'enviada' || row.state === 'validada') {
          await markCancelled(tx, row.id);
          await logImport(tx, actor, [null], { importacao: row.id, etapa: 'cancelada' });
          return IMPORT_MSG.cancelled;
        }
        if (row.state === 'importando') throw new HttpError(409, IMPORT_MSG.running);
        if (row.state === 'desfeita') throw new HttpError(409, IMPORT_MSG.alreadyUndone);
        if (row.state !== 'importada') throw new HttpError(409, IMPORT_MSG.closed);
        const batch = await batchOf(tx, row.id);
        const reasons = await undoBlockers(tx, batch);
        if (reasons.length) throw new HttpError(409, IMPORT_MSG.undoBlocked(reasons));
        const people = await tx.query<{ register_id: number }>('SELECT register_id FROM tithers WHERE id = ANY($1::int[])', [batch.tithers]);
        const touched = [...new Set([...batch.registers, ...people.rows.map((p) => p.register_id)])];
        await logImport(tx, actor, touched.length ? touched : [null], { importacao: row.id, etapa: 'desfeita' });
        const removed = await deleteBatch(tx, actor.paroquiaId, batch);
        await markUndone(tx, row.id, actor);
        return IMPORT_MSG.undone(removed);
      })
      .catch((error: unknown) => {
        // A module whose foreign key restricts deletes refuses here, even if undoBlockers does not name it.
        if ((error as { code?: string }).code === '23503')
          throw new HttpError(409, IMPORT_MSG.undoBlocked(['registros desta importação estão em uso em outro módulo']));
        throw error;
      });
    return { message };
  });

  const template = {
    summary: 'Modelo de planilha de um tipo (CSV para o Excel no Brasil, ou XLSX), com os nomes das colunas',
    params: TemplateParams,
    querystring: TemplateQuery,
    response: { 200: fileResponse(['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'], 'O modelo') },
  };
  app.get('/api/importacoes/modelos/:tipo', { preValidation: requireCapability('imports'), schema: template }, async (request, reply) => {
    const { tipo } = request.params;
    assertKind(request, tipo);
    const { formato } = request.query;
    reply.header('Content-Disposition', `attachment; filename="${templateName(tipo, formato)}"`);
    if (formato === 'csv') return reply.type('text/csv; charset=utf-8').send(csvTemplate(tipo));
    return reply.type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet').send(await xlsxTemplate(tipo));
  });
};
