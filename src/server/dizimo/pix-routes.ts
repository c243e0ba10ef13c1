import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PIX_MSG, PixSettingsBody } from '../../shared/pix';
import { DIZIMO_MSG } from '../../shared/schemas/dizimo';
import { z } from '../../shared/schemas/zod';
import { invalidField } from '../http-error';
import { formBody } from '../http/schemas';
import { admin, parishOf } from './context';
import { brCode, buildBrCode, loadPix, savePix } from './pix-settings';

const PixAnswer = z.object({ data: PixSettingsBody.nullable(), pix: z.object({ payload: z.string() }).nullable(), message: z.string().optional() });

/** The parish's PIX key (/api/dizimo/pix), with the BR Code it makes. */
export const pixRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get('/api/dizimo/pix', { ...admin, schema: { summary: 'Chave PIX da paróquia', response: { 200: PixAnswer } } }, async (request) => {
    const settings = await loadPix(db, parishOf(request));
    return { data: settings, pix: brCode(settings) };
  });

  app.put(
    '/api/dizimo/pix',
    { ...admin, schema: { summary: 'Salvar a chave PIX', ...formBody(PixSettingsBody), response: { 200: PixAnswer } } },
    async (request) => {
      const paroquiaId = parishOf(request);
      // The BR Code is built before the settings are saved: what is saved always makes one.
      try {
        buildBrCode(request.body);
      } catch (error) {
        const message = (error as Error).message;
        throw invalidField(message === PIX_MSG.payloadText ? 'beneficiario' : 'chave', message);
      }
      await savePix(db, paroquiaId, request.body, app.clock());
      const settings = await loadPix(db, paroquiaId);
      return { message: DIZIMO_MSG.pixSaved, data: settings, pix: brCode(settings) };
    },
  );
};
