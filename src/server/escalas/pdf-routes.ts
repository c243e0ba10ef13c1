import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { can } from '../../shared/roles';
import { ESCALAS_MSG, EscalaPdfQuery } from '../../shared/schemas/escalas';
import { loadLetterhead } from '../documents/letterhead';
import { forbidden } from '../http-error';
import { ErrorBody, fileResponse } from '../http/schemas';
import { parishTimeZone } from '../parish-time';
import { signedIn } from '../plugins/auth';
import { managedMinisterio, manages, monthSpan, personal } from './context';
import { gridAnswer, loadMonth } from './grid';
import { escalaPdf } from './escala-pdf';
import { listMinisterios } from './ministerios-repository';

/** GET /api/escalas/pdf: the month for the sacristy, of one ministry or of every ministry the caller manages. */
export const pdfRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage } = app;
  const schema = {
    summary: 'A escala do mês em PDF (uma página por ministério)',
    querystring: EscalaPdfQuery,
    response: { 200: fileResponse('application/pdf', 'PDF'), 404: ErrorBody },
  };
  app.get('/api/escalas/pdf', { ...personal, schema }, async (request, reply) => {
    const { user } = signedIn(request);
    const paroquiaId = user.paroquia_id;
    const { ministerio_id, mes } = request.query;
    const ministerios = ministerio_id
      ? [await managedMinisterio(db, request, ministerio_id)]
      : (await listMinisterios(db, paroquiaId)).filter((m) => manages(user, m.coordenadores)).map((m) => ({ ...m, pode_gerir: true }));
    if (!ministerios.length && !can(user, 'escalasAdmin')) throw forbidden(ESCALAS_MSG.manageForbidden);
    const zone = await parishTimeZone(db, paroquiaId);
    const { de, ate } = monthSpan(mes);
    const pages = [];
    for (const m of ministerios) pages.push({ ministerio: m, celebracoes: gridAnswer(await loadMonth(db, paroquiaId, zone, m, de, ate), true).celebracoes });
    const bytes = await escalaPdf(await loadLetterhead(db, storage, paroquiaId), mes, pages);
    return reply.type('application/pdf').header('Content-Disposition', `inline; filename="escala-${mes}.pdf"`).send(bytes);
  });
};
