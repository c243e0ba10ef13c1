import type { FastifyPluginAsync } from 'fastify';
import { publicCursoCertificadoRoutes } from './certificado-routes';
import { solicitacoesPublicRoutes } from './public-routes';
import { solicitacoesRoutes } from './solicitacoes-routes';
import { vagasRoutes } from './vagas-routes';

/**
 * Requests from the parish's website (issue 34): baptisms with their course and date, certificates asked
 * online; the public side (no session, throttled) and the office's (/api/solicitacoes, /api/batismo).
 * Every office query is scoped by the session's parish; another parish's request answers 404 as a missing one does.
 */
export const solicitacoesModuleRoutes: FastifyPluginAsync = async (app) => {
  await app.register(solicitacoesPublicRoutes);
  await app.register(solicitacoesRoutes);
  await app.register(vagasRoutes);
  await app.register(publicCursoCertificadoRoutes);
};
