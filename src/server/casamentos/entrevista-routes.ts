import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { can } from '../../shared/roles';
import { CASAMENTOS_MSG, CasamentoParams, ENTREVISTA_PERGUNTAS, EntrevistaBody, EntrevistaResponse, type Entrevista } from '../../shared/schemas/casamentos';
import type { Db } from '../db/types';
import { forbidden, found } from '../http-error';
import { ErrorBody, formBody } from '../http/schemas';
import { actorOf } from '../lgpd/access-log';
import { logFile, openFile } from './casamentos-routes';
import { casamentoNotFound, read, write } from './context';
import { findCasamento } from './repository';

async function findEntrevista(db: Db, paroquiaId: number, casamentoId: number): Promise<(Entrevista & { recorded_by: number | null }) | null> {
  const { rows } = await db.query<Entrevista & { recorded_by: number | null }>(
    `SELECT to_char(data, 'YYYY-MM-DD') AS data, respostas1 AS conjuge1, respostas2 AS conjuge2, recorded_by, recorded_by_name AS registrada_por,
            recorded_at::text AS registrada_em
       FROM casamento_entrevistas WHERE paroquia_id = $1 AND casamento_id = $2`,
    [paroquiaId, casamentoId],
  );
  return rows[0] ?? null;
}

const perguntas = ENTREVISTA_PERGUNTAS.map((p) => ({ ...p }));

/**
 * The interview (exame dos noivos): each spouse's answers, recorded by the priest. Read only by casamentosWrite
 * (1, 111) and whoever recorded it: role 2 and the pastoral familiar team (16) read the file, never this (403).
 */
export const entrevistaRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  const get = {
    summary: 'A entrevista dos noivos (somente 1, 111 e quem a registrou)',
    params: CasamentoParams,
    response: { 200: EntrevistaResponse, 403: ErrorBody },
  };
  app.get('/api/casamentos/:id/entrevista', { ...read, schema: get }, async (request) => {
    const actor = actorOf(request);
    const file = found(await findCasamento(db, actor.paroquiaId, request.params.id), casamentoNotFound);
    const e = await findEntrevista(db, actor.paroquiaId, file.id);
    if (!can(request.user, 'casamentosWrite') && (!e || e.recorded_by !== actor.userId)) throw forbidden(CASAMENTOS_MSG.entrevistaForbidden);
    await logFile(db, actor, file, { casamento: file.id, entrevista: true });
    const { recorded_by: _by, ...data } = e ?? { recorded_by: null };
    return { perguntas, data: e ? (data as Entrevista) : null };
  });

  const put = {
    summary: 'Registrar a entrevista dos noivos (as respostas de cada um)',
    params: CasamentoParams,
    ...formBody(EntrevistaBody),
    response: { 200: EntrevistaResponse },
  };
  app.put('/api/casamentos/:id/entrevista', { ...write, schema: put }, async (request) => {
    const actor = actorOf(request);
    const file = await openFile(db, actor.paroquiaId, request.params.id);
    const { data, conjuge1, conjuge2 } = request.body;
    await db.query(
      `INSERT INTO casamento_entrevistas (casamento_id, paroquia_id, data, respostas1, respostas2, recorded_by, recorded_by_name, recorded_at)
       VALUES ($1, $2, $3, $4::jsonb, $5::jsonb, $6, $7, $8)
       ON CONFLICT (casamento_id) DO UPDATE SET data = EXCLUDED.data, respostas1 = EXCLUDED.respostas1, respostas2 = EXCLUDED.respostas2,
         recorded_by = EXCLUDED.recorded_by, recorded_by_name = EXCLUDED.recorded_by_name, recorded_at = EXCLUDED.recorded_at`,
      [file.id, actor.paroquiaId, data, JSON.stringify(conjuge1), JSON.stringify(conjuge2), actor.userId, actor.userName, actor.at],
    );
    const { recorded_by: _by, ...saved } = found(await findEntrevista(db, actor.paroquiaId, file.id));
    return { message: CASAMENTOS_MSG.entrevistaSaved, perguntas, data: saved };
  });
};
