import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DioceseResponse, MotivoBody, ParoquiasSituacaoResponse } from '../../shared/schemas/diocese';
import { OkResponse } from '../../shared/schemas/zod';
import { formBody } from '../http/schemas';
import { parishToday } from '../parish-time';
import { requireCapability } from '../plugins/access-rules';
import { signedIn } from '../plugins/auth';
import { dioceseOf, motivoOf } from './context';
import { findDiocese, situacaoParoquias } from './diocese-repository';

/**
 * The diocese itself: what it is, its parishes and petition types (any signed-in user of one of its parishes: the
 * parish files petitions with them); the economato's view of the parishes' books of account; the chancery's reason,
 * given once for the session.
 */
export const dioceseRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  const get = { summary: 'A diocese da paróquia: suas paróquias (vacantes: sem pároco) e os tipos de pedido à Cúria', response: { 200: DioceseResponse } };
  app.get('/api/diocese', { schema: get }, async (request) => ({ data: await findDiocese(db, await dioceseOf(db, request)) }));

  const paroquias = {
    summary: 'Economato: meses fechados de cada paróquia e o repasse devido e pago (últimos doze meses); atrasadas primeiro',
    response: { 200: ParoquiasSituacaoResponse },
  };
  app.get('/api/diocese/paroquias', { preValidation: requireCapability('dioceseEconomato'), schema: paroquias }, async (request) => {
    const dioceseId = await dioceseOf(db, request);
    const today = await parishToday(db, signedIn(request).user.paroquia_id, app.clock());
    return { data: await situacaoParoquias(db, dioceseId, today) };
  });

  const motivo = {
    summary: 'Chancelaria: o motivo das consultas aos livros das paróquias nesta sessão (cada consulta o registra no log da paróquia)',
    ...formBody(MotivoBody),
    response: { 200: OkResponse },
  };
  app.post('/api/diocese/motivo', { preValidation: requireCapability('dioceseChancery'), schema: motivo }, async (request) => {
    await dioceseOf(db, request);
    await motivoOf(db, request, request.body.motivo);
    return { ok: true as const };
  });
};
