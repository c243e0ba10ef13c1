import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CampaignBody, CampaignList, CampaignResponse, DIZIMO_MSG } from '../../shared/schemas/dizimo';
import { found, HttpError } from '../http-error';
import { formBody, idParams } from '../http/schemas';
import { findCampaign, insertCampaign, listCampaigns, updateCampaign } from './campaigns-repository';
import { admin, parishOf } from './context';

const CampaignParams = idParams(DIZIMO_MSG.campaignNotFound);
const campaignNotFound = () => new HttpError(404, DIZIMO_MSG.campaignNotFound);

/** The campaigns (/api/campanhas): list, create, read and edit; their public page is in public-routes.ts. */
export const campaignsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get('/api/campanhas', { ...admin, schema: { summary: 'Campanhas', response: { 200: CampaignList } } }, async (request) => ({
    data: await listCampaigns(db, parishOf(request)),
  }));

  app.post(
    '/api/campanhas',
    { ...admin, schema: { summary: 'Nova campanha', ...formBody(CampaignBody), response: { 201: CampaignResponse } } },
    async (request, reply) => {
      const paroquiaId = parishOf(request);
      const id = await insertCampaign(db, paroquiaId, request.body);
      return reply.code(201).send({ message: DIZIMO_MSG.campaignCreated, data: found(await findCampaign(db, paroquiaId, id)) });
    },
  );

  app.get(
    '/api/campanhas/:id',
    { ...admin, schema: { summary: 'Uma campanha', params: CampaignParams, response: { 200: CampaignResponse } } },
    async (request) => ({
      data: found(await findCampaign(db, parishOf(request), request.params.id), campaignNotFound),
    }),
  );

  const campaignUpdate = { summary: 'Editar campanha', params: CampaignParams, ...formBody(CampaignBody), response: { 200: CampaignResponse } };
  app.put('/api/campanhas/:id', { ...admin, schema: campaignUpdate }, async (request) => {
    const paroquiaId = parishOf(request);
    if (!(await updateCampaign(db, paroquiaId, request.params.id, request.body))) throw campaignNotFound();
    return { message: DIZIMO_MSG.campaignUpdated, data: found(await findCampaign(db, paroquiaId, request.params.id)) };
  });
};
