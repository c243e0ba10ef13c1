import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CASAMENTOS_MSG, CasamentoParams, CasamentoResponse, IMPEDIMENTOS, PermissaoBody, PermissaoParams, PERMISSOES } from '../../shared/schemas/casamentos';
import { documentExtension } from '../caixa/document';
import { loadLetterhead } from '../documents/letterhead';
import { shortDate } from '../documents/words';
import { found, invalidField } from '../http-error';
import { ErrorBody, multipart } from '../http/schemas';
import { actorOf } from '../lgpd/access-log';
import { parishToday } from '../parish-time';
import { receiveForm } from '../registers/files';
import { logFile, openFile } from './casamentos-routes';
import { casamentoNotFound, FILE_KIND, pdfAnswer, read, sendPdf, write } from './context';
import { officeLetter } from '../documents/office-letter';
import { findCasamento } from './repository';
import { impedimentsOf } from './rules';
import { casamentoOf } from './view';

/**
 * Permissions (dispensa, licença): the printed request to the diocese for an impediment the file raises (the
 * diocese's petitions are not on the portal), and its grant recorded by the parish: who granted, when, the
 * protocol number and an optional scan. Until every impediment's permission is recorded the file is not habilitado.
 */
export const permissoesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage } = app;
  const today = (paroquiaId: number) => parishToday(db, paroquiaId, app.clock());

  const grant = {
    summary: 'Registrar a concessão de uma dispensa ou licença (quem concedeu, data, protocolo, cópia opcional)',
    params: CasamentoParams,
    ...multipart(PermissaoBody, { arquivo: 'Cópia da concessão: PDF ou foto, até 10 MB (opcional)' }),
    response: { 200: CasamentoResponse, 409: ErrorBody },
  };
  app.post('/api/casamentos/:id/permissoes', { ...write, schema: grant }, async (request) => {
    const actor = actorOf(request);
    const form = await receiveForm(request, storage, { fileFields: ['arquivo'], maxFiles: 1 });
    let stored: string | null = null;
    try {
      const body = PermissaoBody.parse(form.fields);
      const file = await openFile(db, actor.paroquiaId, request.params.id);
      const day = await today(actor.paroquiaId);
      if (!impedimentsOf(file, day).has(body.impedimento)) throw invalidField('impedimento', CASAMENTOS_MSG.permissaoNotNeeded);
      if (body.data > day) throw invalidField('data', CASAMENTOS_MSG.dateFuture);
      const upload = form.files[0];
      const ext = upload ? await documentExtension(upload).catch(() => Promise.reject(invalidField('arquivo', CASAMENTOS_MSG.docFileInvalid))) : null;
      stored = upload && ext ? await upload.upload.commit(FILE_KIND, ext) : null;
      const { rows: before } = await db.query<{ arquivo: string | null }>(
        'SELECT arquivo FROM casamento_permissoes WHERE casamento_id = $1 AND paroquia_id = $2 AND impedimento = $3',
        [file.id, actor.paroquiaId, body.impedimento],
      );
      await db.query(
        `INSERT INTO casamento_permissoes (casamento_id, paroquia_id, impedimento, concedida_por, data, protocolo, arquivo, arquivo_nome, recorded_by, recorded_by_name, recorded_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
         ON CONFLICT (casamento_id, impedimento) DO UPDATE SET concedida_por = EXCLUDED.concedida_por, data = EXCLUDED.data, protocolo = EXCLUDED.protocolo,
           arquivo = EXCLUDED.arquivo, arquivo_nome = EXCLUDED.arquivo_nome, recorded_by = EXCLUDED.recorded_by, recorded_by_name = EXCLUDED.recorded_by_name,
           recorded_at = EXCLUDED.recorded_at`,
        [
          file.id,
          actor.paroquiaId,
          body.impedimento,
          body.concedida_por,
          body.data,
          body.protocolo,
          stored,
          upload?.name ?? null,
          actor.userId,
          actor.userName,
          actor.at,
        ],
      );
      stored = null;
      if (before[0]?.arquivo) await storage.remove(FILE_KIND, before[0].arquivo);
      return { message: CASAMENTOS_MSG.permissaoSaved, data: await casamentoOf(db, actor.paroquiaId, file, day, { userId: actor.userId, writes: true }) };
    } finally {
      if (stored) await storage.remove(FILE_KIND, stored);
      await form.discard();
    }
  });

  const request = {
    summary: 'O pedido de dispensa ou licença à Cúria (PDF para imprimir e enviar)',
    params: PermissaoParams,
    response: { ...pdfAnswer('PDF'), 422: ErrorBody },
  };
  app.get('/api/casamentos/:id/permissoes/:impedimento.pdf', { ...read, schema: request }, async (req, reply) => {
    const actor = actorOf(req);
    const file = found(await findCasamento(db, actor.paroquiaId, req.params.id), casamentoNotFound);
    const day = await today(actor.paroquiaId);
    const conjuges = impedimentsOf(file, day).get(req.params.impedimento);
    if (!conjuges) throw invalidField('impedimento', CASAMENTOS_MSG.permissaoNotNeeded);
    const imp = IMPEDIMENTOS[req.params.impedimento];
    const head = await loadLetterhead(db, storage, actor.paroquiaId);
    await logFile(db, actor, file, { casamento: file.id, permissao: req.params.impedimento });
    const spouse = (n: 1 | 2) => (n === 1 ? file.conjuge1 : file.conjuge2);
    const bytes = await officeLetter(db, actor.paroquiaId, head, day, `Pedido de ${PERMISSOES[imp.permissao].toLowerCase()}`, [
      { text: `Excelentíssimo e Reverendíssimo Senhor Bispo${head.diocese ? ` da ${head.diocese}` : ''},`, margin: [0, 0, 0, 8] },
      {
        text:
          `A ${head.name} pede a Vossa Excelência a ${PERMISSOES[imp.permissao].toLowerCase()} (${imp.canon}) para o matrimônio de ` +
          `${file.conjuge1.nome} e ${file.conjuge2.nome}${file.data_prevista ? `, previsto para ${shortDate(file.data_prevista)}` : ''}${file.ent_name ? ` na ${file.ent_name}` : ''}.`,
        margin: [0, 0, 0, 8],
      },
      { text: `Motivo: ${imp.rotulo} — ${conjuges.map((n) => spouse(n).nome).join(' e ')}.`, margin: [0, 0, 0, 8] },
      { text: 'Os documentos e o exame dos noivos estão no processo de habilitação matrimonial desta paróquia.' },
    ]);
    return sendPdf(reply, `pedido-${req.params.impedimento}-${file.id}.pdf`, bytes);
  });
};
