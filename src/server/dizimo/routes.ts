import type { FastifyPluginAsync } from 'fastify';
import { bankImportRoutes } from './bank-import-routes';
import { campaignsRoutes } from './campaigns-routes';
import { contributionsRoutes } from './contributions-routes';
import { mineRoutes } from './mine-routes';
import { pixRoutes } from './pix-routes';
import { reportsRoutes } from './reports-routes';
import { tithersRoutes } from './tithers-routes';

/**
 * The tithe and campaigns (dizimoAdmin: 1, 111, 11) and 'Meu dízimo' (dizimoOwn: 14), one plugin per
 * resource. Every query is scoped by the session's parish; another parish's tither, contribution or
 * campaign answers 404 as a missing one does. Reading a person's contributions, receipts or a CSV goes
 * into the access log.
 */
export const dizimoRoutes: FastifyPluginAsync = async (app) => {
  await app.register(tithersRoutes);
  await app.register(contributionsRoutes);
  await app.register(reportsRoutes);
  await app.register(campaignsRoutes);
  await app.register(pixRoutes);
  await app.register(bankImportRoutes);
  await app.register(mineRoutes);
};
