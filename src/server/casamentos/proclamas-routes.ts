import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CASAMENTOS_MSG, CasamentoParams, CasamentoResponse, ProclamasBody } from '../../shared/schemas/casamentos';
import { loadLetterhead } from '../documents/letterhead';
import { found, HttpError, invalidField } from '../http-error';
import { ErrorBody, formBody } from '../http/schemas';
import { actorOf } from '../lgpd/access-log';
import { parishToday } from '../parish-time';
import { bannsText, publishBanns } from './banns';
import { logFile, openFile } from './casamentos-routes';
import { casamentoNotFound, pdfAnswer, read, sendPdf, write } from './context';
import { officeLetter } from '../documents/office-letter';
import { findCasamento, setEstado } from './repository';
import { casamentoOf, objecoesOf } from './view';

/**
 * The banns: published as a notice of the parish (and of each spouse's baptism parish on this portal),
 * objections recorded and resolved, and the certificate of banns (certidão de proclamas) as a PDF.
 */
export const proclamasRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage } = app;

  const post = {
    summary: "Proclamas: 'publicar' (nos avisos desta paróquia e da paróquia de batismo no portal), 'objecao' ou 'resolver' uma objeção",
    params: CasamentoParams,
    ...formBody(ProclamasBody),
    response: { 200: CasamentoResponse, 409: ErrorBody },
  };
  app.post('/api/casamentos/:id/proclamas', { ...write, schema: post }, async (request) => {
    const actor = actorOf(request);
    const body = request.body;
    const message = await db.transaction(async (tx) => {
      const file = await openFile(tx, actor.paroquiaId, request.params.id);
      if (body.acao === 'publicar') {
        if (file.proclamas_publicadas_em) throw new HttpError(409, CASAMENTOS_MSG.proclamasAlready);
        await publishBanns(tx, actor, file, body.domingos);
        return CASAMENTOS_MSG.proclamasPublished;
      }
      if (body.acao === 'objecao') {
        await tx.query(
          'INSERT INTO casamento_objecoes (paroquia_id, casamento_id, texto, informante, recorded_by_name, recorded_at) VALUES ($1, $2, $3, $4, $5, $6)',
          [actor.paroquiaId, file.id, body.texto, body.informante ?? null, actor.userName, actor.at],
        );
        // A file already habilitado goes back: it cannot be celebrated while the objection stands.
        if (file.estado === 'habilitado') await setEstado(tx, actor.paroquiaId, file.id, 'proclamas', actor.at);
        return CASAMENTOS_MSG.objecaoSaved;
      }
      const { rows } = await tx.query(
        'UPDATE casamento_objecoes SET resolucao = $4, resolved_at = $5 WHERE id = $1 AND casamento_id = $2 AND paroquia_id = $3 AND resolved_at IS NULL RETURNING id',
        [body.objecao_id, file.id, actor.paroquiaId, body.resolucao, actor.at],
      );
      if (!rows.length) throw invalidField('objecao_id', CASAMENTOS_MSG.objecaoNotFound);
      return CASAMENTOS_MSG.objecaoResolved;
    });
    const r = found(await findCasamento(db, actor.paroquiaId, request.params.id), casamentoNotFound);
    return {
      message,
      data: await casamentoOf(db, actor.paroquiaId, r, await parishToday(db, actor.paroquiaId, actor.at), { userId: actor.userId, writes: true }),
    };
  });

  const certidao = {
    summary: 'Certidão de proclamas (PDF): os noivos, os domingos, e se houve objeção',
    params: CasamentoParams,
    response: { ...pdfAnswer('PDF'), 409: ErrorBody },
  };
  app.get('/api/casamentos/:id/proclamas.pdf', { ...read, schema: certidao }, async (request, reply) => {
    const actor = actorOf(request);
    const file = found(await findCasamento(db, actor.paroquiaId, request.params.id), casamentoNotFound);
    if (!file.proclamas_publicadas_em) throw new HttpError(409, CASAMENTOS_MSG.proclamasNotPublished);
    const head = await loadLetterhead(db, storage, actor.paroquiaId);
    const objecoes = await objecoesOf(db, actor.paroquiaId, file.id);
    const open = objecoes.filter((o) => !o.resolvida_em);
    await logFile(db, actor, file, { casamento: file.id, proclamas: true });
    const closing = open.length
      ? `Foi apresentada objeção ainda não resolvida: ${open.map((o) => o.texto).join('; ')}.`
      : objecoes.length
        ? 'Objeção apresentada e resolvida; nenhum impedimento subsiste.'
        : 'Não foi apresentado nenhum impedimento.';
    const bytes = await officeLetter(db, actor.paroquiaId, head, await parishToday(db, actor.paroquiaId, actor.at), 'Certidão de proclamas', [
      { text: `Certifico que foram publicados nesta paróquia os proclamas de ${file.conjuge1.nome} e ${file.conjuge2.nome}.`, margin: [0, 0, 0, 8] },
      { text: bannsText(file, `na ${head.name}`, file.proclamas_domingos), margin: [0, 0, 0, 8] },
      { text: closing, bold: true, margin: [0, 0, 0, 8] },
      ...(file.proclamas_paroquias.length ? [{ text: `Publicados também em: ${file.proclamas_paroquias.join(', ')}.` }] : []),
    ]);
    return sendPdf(reply, `proclamas-${file.id}.pdf`, bytes);
  });
};
