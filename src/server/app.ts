import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { accountRoutes } from './account/routes';
import { accountLinkRoutes } from './accounts/link-routes';
import { usersRoutes } from './accounts/routes';
import { esportulasRoutes } from './agenda/esportulas-routes';
import { intencoesRoutes } from './agenda/intencoes-routes';
import { publicAgendaRoutes } from './agenda/public-routes';
import { agendaRoutes } from './agenda/routes';
import { bucketsRoutes } from './buckets/routes';
import { chatRoutes } from './chat/routes';
import { trustedProxies, type Config } from './config';
import { catechesisRoutes } from './catechesis/routes';
import { dashboardRoutes } from './dashboard/routes';
import type { Db } from './db/types';
import { importsRoutes } from './imports/routes';
import { inventoryRoutes } from './inventory/routes';
import { lgpdRoutes } from './lgpd/routes';
import { noticesRoutes } from './notices/routes';
import { notificationsRoutes } from './notifications/routes';
import { openApiRoutes } from './openapi/routes';
import { authPlugin } from './plugins/auth';
import { bodyParsersPlugin } from './plugins/body-parsers';
import { corsPlugin } from './plugins/cors';
import { errorsPlugin, frameworkErrorHandler } from './plugins/errors';
import { refusedBodyPlugin } from './plugins/refused-body';
import { rowScopePlugin } from './plugins/row-scope';
import { securityHeadersPlugin } from './plugins/security-headers';
import { parishesRoutes } from './parishes/routes';
import { protocolsRoutes } from './protocols/routes';
import { dizimoRoutes } from './dizimo/routes';
import { escalasLembretesPlugin } from './escalas/lembretes';
import { escalasModuleRoutes } from './escalas/routes';
import { casamentosModuleRoutes } from './casamentos/routes';
import { pedidosModuleRoutes } from './pedidos/routes';
import { solicitacoesModuleRoutes } from './solicitacoes/routes';
import { caixaRoutes } from './caixa/routes';
import { dioceseModuleRoutes } from './diocese/routes';
import { familiaModuleRoutes } from './familia/routes';
import { publicDonateRoutes } from './dizimo/public-routes';
import { remindersRoutes } from './reminders/routes';
import { reminderSchedulerPlugin } from './reminders/scheduler';
import { staticPlugin } from './plugins/static';
import { validationPlugin } from './plugins/validation';
import { registersRoutes } from './registers/routes';
import { sacramentosRoutes } from './sacramentos/routes';
import { sessionRoutes } from './session/routes';
import { setupRoutes } from './setup/routes';
import { createStorage } from './storage/index';
import type { Storage } from './storage/types';
import { systemRoutes } from './system/routes';
import type { Clock } from './types';
import { uploadsRoutes } from './uploads/routes';

export interface BuildAppOptions {
  config: Config;
  db: Db;
  /** The current time for sessions, rate limits and verification windows; tests pass a controllable one. */
  clock?: Clock;
  storage?: Storage;
}

/**
 * The portal's HTTP server, without listening: plugins first (their hooks must see every route),
 * then the modules. The caller owns `db` and closes it after `app.close()`.
 */
export function buildApp({ config, db, clock = () => new Date(), storage = createStorage(config) }: BuildAppOptions): FastifyInstance {
  const app = Fastify({
    // process.stdout rather than pino's buffered writer: few lines, in order with what main.ts prints.
    logger: { level: config.logLevel, stream: process.stdout },
    // One line per request costs more than many requests themselves: only when asked (LOG_LEVEL=debug or trace).
    logController: new LogController({ disableRequestLogging: !['debug', 'trace'].includes(config.logLevel) }),
    trustProxy: trustedProxies(config.trustProxy),
    genReqId: () => randomUUID(),
    frameworkErrors: frameworkErrorHandler,
  });
  app.decorate('config', config);
  app.decorate('db', db);
  app.decorate('storage', storage);
  app.decorate('clock', clock);

  app.register(cookie);
  app.register(errorsPlugin);
  app.register(refusedBodyPlugin);
  app.register(validationPlugin);
  app.register(securityHeadersPlugin);
  app.register(bodyParsersPlugin);
  app.register(corsPlugin);
  app.register(rowScopePlugin);
  app.register(authPlugin);
  app.register(staticPlugin);
  app.register(openApiRoutes);

  app.register(systemRoutes);
  app.register(uploadsRoutes);
  app.register(sessionRoutes);
  app.register(accountRoutes);
  app.register(notificationsRoutes);
  app.register(dashboardRoutes);
  app.register(registersRoutes);
  app.register(lgpdRoutes);
  app.register(noticesRoutes);
  app.register(catechesisRoutes);
  app.register(bucketsRoutes);
  app.register(inventoryRoutes);
  app.register(chatRoutes);
  app.register(protocolsRoutes);
  app.register(remindersRoutes);
  app.register(dizimoRoutes);
  app.register(publicDonateRoutes);
  app.register(sacramentosRoutes);
  app.register(agendaRoutes);
  app.register(intencoesRoutes);
  app.register(esportulasRoutes);
  app.register(importsRoutes);
  app.register(publicAgendaRoutes);
  app.register(parishesRoutes);
  app.register(setupRoutes);
  app.register(usersRoutes);
  app.register(accountLinkRoutes);
  app.register(caixaRoutes);
  app.register(reminderSchedulerPlugin);
  app.register(escalasLembretesPlugin);
  app.register(escalasModuleRoutes);
  app.register(casamentosModuleRoutes);
  app.register(pedidosModuleRoutes);
  app.register(dioceseModuleRoutes);
  app.register(familiaModuleRoutes);
  app.register(solicitacoesModuleRoutes);
  return app;
}
