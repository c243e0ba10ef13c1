import { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { can } from '../../shared/roles';
import { LegalBasisField } from '../../shared/schemas/lgpd';
import {
  createRegisterSchema,
  MessageResponse,
  REGISTER_MSG,
  RegisterListQuery,
  RegisterListOrPickerResponse,
  RegisterResponse,
  updateRegisterSchema,
} from '../../shared/schemas/registers';
import { z } from '../../shared/schemas/zod';
import { DEFAULT_TIME_ZONE, perZone } from '../../shared/time-zone';
import { found, HttpError, invalidField } from '../http-error';
import { ErrorBody, fileResponse, listMeta, multipart } from '../http/schemas';
import { actorOf, logAccess } from '../lgpd/access-log';
import { refuseIfAnonymised } from '../lgpd/anonymised';
import { recordLegalBasis } from '../lgpd/legal-basis';
import { parishTimeZone, parishToday } from '../parish-time';
import { requireCapability } from '../plugins/access-rules';
import { signedIn } from '../plugins/auth';
import { full, Params, pgCode, registerNotFound, registersContext } from './context';
import { registersCsv } from './csv';
import { photoExtension, receiveForm, type ReceivedFile } from './files';
import {
  cpfTaken,
  deleteRegister,
  eachRegister,
  findRegister,
  insertRegister,
  listRegisters,
  pickRegisters,
  PHOTO_KIND,
  registerExists,
  updateRegister,
  type Scope,
} from './repository';

// The forms plus the LGPD legal basis (src/server/lgpd): absent keeps it, '' clears it. Checked with the
// parish's zone (its today bounds a birth date); the routes declare the default zone's, of the same shape.
const createForm = perZone((zone) => createRegisterSchema(zone).extend(LegalBasisField.shape));
const updateForm = perZone((zone) => updateRegisterSchema(zone).extend(LegalBasisField.shape));
const PHOTO_PART = { photo: 'Foto: uma imagem (JPEG, PNG, WEBP ou GIF pelo conteúdo), até 10 MB' };
const cpfTakenError = () => invalidField('cpf', REGISTER_MSG.cpfTaken, REGISTER_MSG.cpfTaken);

/** The CPF index refusing a duplicate that two requests raced past the check. */
function cpfRace(error: unknown): unknown {
  return pgCode(error) === '23505' && (error as { constraint?: string }).constraint === 'registers_paroquia_cpf_key' ? cpfTakenError() : error;
}

/**
 * The registers themselves (/api/registers): the list (also as a picker), the CSV, one register, create,
 * edit and delete. The forms travel as multipart so the photo goes with the fields (JSON and
 * form-encoded also work).
 */
export const registerRecordsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage } = app;
  const { authorOf, removeLater } = registersContext(app);

  const scopeOf = async (request: FastifyRequest): Promise<Scope> => {
    const paroquiaId = signedIn(request).user.paroquia_id;
    return { paroquiaId, today: await parishToday(db, paroquiaId, app.clock()) };
  };
  const registerOr404 = async (request: FastifyRequest, id: number) => found(await findRegister(db, await scopeOf(request), id), registerNotFound);

  // One route and one rule for the list and the spec's picker variant: full readers get the list with
  // its filters; those who may only pick a person (Crisma) get id, name and photo, and only q, limit and page are read.
  const list = {
    summary: 'Registros, com filtros e páginas; para quem só escolhe uma pessoa (Crisma), só id, nome e foto',
    querystring: RegisterListQuery,
    response: { 200: RegisterListOrPickerResponse },
  };
  app.get('/api/registers', { preValidation: requireCapability('registersPicker'), config: { personalData: true }, schema: list }, async (request) => {
    const { user } = signedIn(request);
    const { page, limit, q, total_exato, ...filter } = request.query;
    const asked = { page, limit, exactTotal: total_exato !== '0' };
    const { rows, total, exact } = can(user, 'registersFull')
      ? await listRegisters(db, await scopeOf(request), { q, ...filter }, asked)
      : await pickRegisters(db, user.paroquia_id, q, asked);
    // The spec's meta as it is; a large parish's search counted up to its cap (repository.ts) says so.
    return { data: { data: rows, meta: { ...listMeta(total, page, limit), ...(exact ? {} : { total_exato: false }) } } };
  });

  const csv = {
    summary: 'Registros filtrados em CSV',
    querystring: RegisterListQuery,
    response: { 200: fileResponse('text/csv', 'UTF-8 com BOM, separado por ;') },
  };
  app.get(
    '/api/registers/export',
    { preValidation: requireCapability('registersExport'), config: { personalData: true }, schema: csv },
    async (request, reply) => {
      const { page: _page, limit: _limit, total_exato: _exact, ...filter } = request.query;
      const scope = await scopeOf(request);
      await logAccess(db, actorOf(request), null, 'csv_export', { filter });
      reply.type('text/csv; charset=utf-8').header('Content-Disposition', `attachment; filename="registros-${scope.today}.csv"`);
      return reply.send(Readable.from(registersCsv(eachRegister(db, scope, filter))));
    },
  );

  app.get('/api/registers/:id', { ...full, schema: { summary: 'Um registro', params: Params, response: { 200: RegisterResponse } } }, async (request) => {
    const { id } = request.params;
    const register = await registerOr404(request, id);
    await logAccess(db, actorOf(request), id, 'view');
    return { data: register };
  });

  const create = { summary: 'Novo registro', ...multipart(createForm(DEFAULT_TIME_ZONE), PHOTO_PART), response: { 201: RegisterResponse } };
  app.post('/api/registers', { ...full, schema: create }, async (request, reply) => {
    const author = authorOf(request);
    const actor = actorOf(request);
    const form = await receiveForm(request, storage, { fileFields: ['photo'], maxFiles: 1 });
    try {
      const { legal_basis, ...values } = createForm(await parishTimeZone(db, author.paroquiaId)).parse(form.fields);
      const photoExt = form.files[0] ? await photoExtension(form.files[0]) : null;
      if (values.cpf && (await cpfTaken(db, author.paroquiaId, values.cpf))) throw cpfTakenError();
      const photo = form.files[0] && photoExt ? await form.files[0].upload.commit(PHOTO_KIND, photoExt) : null;
      let id: number;
      try {
        id = await db.transaction(async (tx) => {
          const newId = await insertRegister(tx, author, values, photo);
          await recordLegalBasis(tx, actor, newId, legal_basis);
          await logAccess(tx, actor, newId, 'create', { photo: Boolean(photo) });
          return newId;
        });
      } catch (error) {
        if (photo) await storage.remove(PHOTO_KIND, photo);
        throw cpfRace(error);
      }
      return reply.code(201).send({ message: REGISTER_MSG.created, data: await registerOr404(request, id) });
    } finally {
      await form.discard();
    }
  });

  // The spec's update: POST with _method=PUT (multipart, so the photo can travel with the fields).
  const update = {
    summary: 'Editar registro (_method=PUT)',
    params: Params,
    ...multipart(updateForm(DEFAULT_TIME_ZONE).extend({ _method: z.literal('PUT') }), PHOTO_PART),
    response: { 200: RegisterResponse, 409: ErrorBody },
  };
  app.post('/api/registers/:id', { ...full, schema: update }, async (request) => {
    const { id } = request.params;
    const author = authorOf(request);
    const actor = actorOf(request);
    const form = await receiveForm(request, storage, { fileFields: ['photo'], maxFiles: 1 });
    try {
      if ((form.fields._method ?? '').toUpperCase() !== 'PUT') throw invalidField('_method', REGISTER_MSG.methodPut, REGISTER_MSG.methodPut);
      if (!(await registerExists(db, author.paroquiaId, id))) throw registerNotFound();
      await refuseIfAnonymised(db, author.paroquiaId, id);
      const { remove_photo, legal_basis, ...values } = updateForm(await parishTimeZone(db, author.paroquiaId)).parse(form.fields);
      const file: ReceivedFile | undefined = form.files[0];
      const photoExt = file ? await photoExtension(file) : null;
      if (values.cpf && (await cpfTaken(db, author.paroquiaId, values.cpf, id))) throw cpfTakenError();
      const photo = file && photoExt ? await file.upload.commit(PHOTO_KIND, photoExt) : remove_photo ? null : undefined;
      let result: Awaited<ReturnType<typeof updateRegister>>;
      try {
        result = await db.transaction(async (tx) => {
          const updated = await updateRegister(tx, author, id, values, photo);
          if (updated) {
            await recordLegalBasis(tx, actor, id, legal_basis);
            await logAccess(tx, actor, id, 'update', photo === undefined ? {} : { photo: photo ? 'changed' : 'removed' });
          }
          return updated;
        });
        if (!result) throw registerNotFound();
      } catch (error) {
        if (photo) await storage.remove(PHOTO_KIND, photo);
        throw cpfRace(error);
      }
      if (photo !== undefined && result.previousPhoto) await removeLater(request, [[PHOTO_KIND, result.previousPhoto]]);
      return { message: REGISTER_MSG.updated, data: await registerOr404(request, id) };
    } finally {
      await form.discard();
    }
  });

  const remove = { summary: 'Excluir registro', params: Params, response: { 200: MessageResponse, 409: ErrorBody } };
  app.delete('/api/registers/:id', { ...full, schema: remove }, async (request) => {
    const { id } = request.params;
    const { paroquiaId } = authorOf(request);
    const actor = actorOf(request);
    const remove = async (tx: typeof db) => {
      const deleted = await deleteRegister(tx, paroquiaId, id);
      if (deleted && 'files' in deleted) await logAccess(tx, actor, id, 'delete', { files: deleted.files.length });
      return deleted;
    };
    const result = await db.transaction(remove).catch((error: unknown) => {
      // A module whose foreign key restricts deletes refuses here, even if it is not listed in references.ts.
      if (pgCode(error) === '23503') return { refused: REGISTER_MSG.inUse };
      throw error;
    });
    if (!result) throw registerNotFound();
    if ('refused' in result) throw new HttpError(409, result.refused);
    await removeLater(request, result.files);
    return { message: REGISTER_MSG.deleted };
  });
};
