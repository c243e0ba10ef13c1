import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BatismoDataBody,
  CertificadoParams,
  CursoBody,
  CursoParams,
  CursoResponse,
  PresencasBody,
  SOLICITACOES_MSG,
  VagaList,
  VagaQuery,
  VagaResponse,
} from '../../shared/schemas/solicitacoes';
import { loadLetterhead } from '../documents/letterhead';
import { found, HttpError, invalidField } from '../http-error';
import { portalBase } from '../http/portal-base';
import { ErrorBody, fileResponse, formBody } from '../http/schemas';
import { actorOf, logAccess } from '../lgpd/access-log';
import { parishToday } from '../parish-time';
import { read, write } from './context';
import { courseCertificatePdf, findParticipante, participantes, savePresencas } from './course';
import { findVaga, insertVaga, listVagas, type VagaTipo } from './repository';

const cursoMissing = () => new HttpError(404, SOLICITACOES_MSG.cursoNotFound);

/**
 * The baptism dates and the preparation course sessions the parish offers, each with its places (taken by
 * requests that hold them and by the holds running); a session's participants, attendance and each present
 * person's course certificate (PDF with its code, valid two years).
 */
export const vagasRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage } = app;

  const kinds = [
    { tipo: 'data', path: '/api/batismo/datas', body: BatismoDataBody, name: 'Datas de batismo', created: SOLICITACOES_MSG.dataCreated },
    { tipo: 'curso', path: '/api/batismo/cursos', body: CursoBody, name: 'Turmas do curso de batismo', created: SOLICITACOES_MSG.cursoCreated },
  ] as const;
  for (const k of kinds) {
    const list = {
      summary: `${k.name}, com as vagas ocupadas e livres (das futuras; 'passadas=sim' também as passadas)`,
      querystring: VagaQuery,
      response: { 200: VagaList },
    };
    app.get(k.path, { ...read, schema: list }, async (request) => {
      const actor = actorOf(request);
      const today = await parishToday(db, actor.paroquiaId, actor.at);
      return { data: await listVagas(db, actor.paroquiaId, k.tipo, actor.at, request.query.passadas ? null : today) };
    });

    const create = { summary: `${k.name}: criar, com vagas e taxa`, ...formBody(k.body), response: { 201: VagaResponse } };
    app.post(k.path, { ...write, schema: create }, async (request, reply) => {
      const actor = actorOf(request);
      const body = request.body;
      if (body.data < (await parishToday(db, actor.paroquiaId, actor.at))) throw invalidField('data', SOLICITACOES_MSG.dataPast);
      if ('celebracao_id' in body && body.celebracao_id) {
        const { rows } = await db.query('SELECT 1 FROM celebracoes WHERE id = $1 AND paroquia_id = $2', [body.celebracao_id, actor.paroquiaId]);
        if (!rows[0]) throw invalidField('celebracao_id', SOLICITACOES_MSG.celebracaoNotFound);
      }
      const id = await insertVaga(db, actor.paroquiaId, k.tipo as VagaTipo, body, actor.at);
      return reply.code(201).send({ message: k.created, data: (await findVaga(db, actor.paroquiaId, k.tipo, id, actor.at))! });
    });
  }

  const openCurso = async (paroquiaId: number, id: number, at: Date) => found(await findVaga(db, paroquiaId, 'curso', id, at), cursoMissing);

  const detail = { summary: 'Uma turma do curso: vagas, participantes, presenças e certificados', params: CursoParams, response: { 200: CursoResponse } };
  app.get('/api/batismo/cursos/:id', { ...read, schema: detail }, async (request) => {
    const actor = actorOf(request);
    const curso = await openCurso(actor.paroquiaId, request.params.id, actor.at);
    await logAccess(db, actor, null, 'solicitacao_view', { curso: curso.id });
    return { data: { ...curso, participantes: await participantes(db, actor.paroquiaId, curso.id) } };
  });

  const presencas = {
    summary: 'Presenças de uma turma do curso: quem esteve presente recebe o certificado (código, válido por dois anos)',
    params: CursoParams,
    ...formBody(PresencasBody),
    response: { 200: CursoResponse },
  };
  app.put('/api/batismo/cursos/:id/presencas', { ...write, schema: presencas }, async (request) => {
    const actor = actorOf(request);
    const curso = await openCurso(actor.paroquiaId, request.params.id, actor.at);
    await db.transaction(async (tx) => {
      const n = await savePresencas(tx, actor.paroquiaId, curso, request.body.presencas);
      // A participant of another session or parish: nothing saved.
      if (n !== request.body.presencas.length) throw invalidField('presencas', SOLICITACOES_MSG.participanteNotFound);
    });
    return { message: SOLICITACOES_MSG.presencasSaved, data: { ...curso, participantes: await participantes(db, actor.paroquiaId, curso.id) } };
  });

  const certificado = {
    summary: 'Certificado do curso de um participante presente (PDF com código de verificação, válido por dois anos)',
    params: CertificadoParams,
    response: { 200: fileResponse('application/pdf', 'O certificado'), 409: ErrorBody },
  };
  app.get('/api/batismo/cursos/:id/certificados/:participanteId.pdf', { ...read, schema: certificado }, async (request, reply) => {
    const actor = actorOf(request);
    const curso = await openCurso(actor.paroquiaId, request.params.id, actor.at);
    const p = found(
      await findParticipante(db, actor.paroquiaId, curso.id, request.params.participanteId),
      () => new HttpError(404, SOLICITACOES_MSG.participanteNotFound),
    );
    if (!p.certificado) throw new HttpError(409, SOLICITACOES_MSG.certificadoNotYet);
    await logAccess(db, actor, null, 'solicitacao_view', { curso: curso.id, participante: p.id });
    const verifyUrl = `${portalBase(request)}/certificados-curso/${p.certificado.codigo}`;
    const bytes = await courseCertificatePdf(
      await loadLetterhead(db, storage, actor.paroquiaId),
      { nome: p.nome, papel: p.papel, ...p.certificado },
      curso,
      verifyUrl,
    );
    return reply.type('application/pdf').header('Content-Disposition', `attachment; filename="certificado-curso-${p.certificado.codigo}.pdf"`).send(bytes);
  });
};
