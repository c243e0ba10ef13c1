import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AnonymisePreviewResponse, AnonymiseResponse, LGPD_MSG } from '../../shared/schemas/lgpd';
import { HttpError } from '../http-error';
import { ErrorBody, fileResponse } from '../http/schemas';
import { actorOf } from './access-log';
import { anonymisePreview, anonymiseRegister } from './anonymise';
import { collectPersonData } from './export-data';
import { personZip } from './export-zip';
import { lgpd, Params, registerNotFound } from './context';

/** A person's data: its export for the person (ZIP), and its anonymisation (what it would erase, then erasing it). */
export const personDataRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage } = app;

  const zip = {
    summary: 'Os dados de uma pessoa, para o titular (ZIP)',
    params: Params,
    response: { 200: fileResponse('application/zip', 'dados.json, a foto e os anexos') },
  };
  app.get('/api/registers/:id/export', { ...lgpd, schema: zip }, async (request, reply) => {
    const { id } = request.params;
    const actor = actorOf(request);
    const person = await db.transaction((tx) => collectPersonData(tx, actor, id));
    if (!person) throw registerNotFound();
    const stream = await personZip(storage, person, actor.at);
    reply.type('application/zip').header('Content-Disposition', `attachment; filename="registro-${id}-dados-lgpd.zip"`);
    return reply.send(stream);
  });

  const preview = { summary: 'O que a anonimização apagaria', params: Params, response: { 200: AnonymisePreviewResponse } };
  app.get('/api/registers/:id/anonymise', { ...lgpd, schema: preview }, async (request) => {
    const preview = await anonymisePreview(db, actorOf(request).paroquiaId, request.params.id);
    if (!preview) throw registerNotFound();
    return { data: preview };
  });

  const anonymise = { summary: 'Anonimizar registro', params: Params, response: { 200: AnonymiseResponse, 409: ErrorBody } };
  app.post('/api/registers/:id/anonymise', { ...lgpd, schema: anonymise }, async (request) => {
    const { id } = request.params;
    const actor = actorOf(request);
    const result = await db.transaction((tx) => anonymiseRegister(tx, actor, id));
    if (!result) throw registerNotFound();
    if ('already' in result) throw new HttpError(409, LGPD_MSG.alreadyAnonymised);
    // The rows are committed; a file that cannot be removed now is logged loudly for an operator.
    await Promise.all(
      result.files.map(([kind, name]) =>
        storage.remove(kind, name).catch((err) => request.log.error({ err, kind, name }, 'anonymised register file not removed')),
      ),
    );
    return { message: LGPD_MSG.anonymised, data: result.done };
  });
};
