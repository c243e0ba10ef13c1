import { describe, expect, it } from 'vitest';
import { ApiError } from '../../core/api/errors';
import { MSG } from '../../shared/messages';
import { z } from '../../shared/schemas/zod';
import { classifySaveError, SAVE_ERROR_LABELS } from './create-error';

describe('classifySaveError', () => {
  it('422 is a ValidationError carrying the server’s field details', () => {
    const error = new ApiError(422, {
      message: 'Dados inválidos.',
      errors: { qntd_distributed: ['Quantidade distribuída deve ser um número maior ou igual a zero.'] },
    });
    expect(classifySaveError(error)).toEqual({
      kind: 'ValidationError',
      label: 'Dados inválidos',
      status: 422,
      message: 'Dados inválidos.',
      fields: { qntd_distributed: ['Quantidade distribuída deve ser um número maior ou igual a zero.'] },
    });
    expect(classifySaveError(new ApiError(400, { errors: { item: 'obrigatório' } }))).toMatchObject({
      kind: 'ValidationError',
      fields: { item: ['obrigatório'] },
    });
  });

  it('401, 403, 419 and the server’s CSRF refusal', () => {
    expect(classifySaveError(new ApiError(401, { message: MSG.notAuthenticated }))).toMatchObject({
      kind: 'NotAuthenticated',
      label: 'Sessão expirada',
      status: 401,
      message: MSG.notAuthenticated,
    });
    expect(classifySaveError(new ApiError(403, { message: MSG.forbidden }))).toMatchObject({
      kind: 'Forbidden',
      label: 'Acesso negado',
      message: MSG.forbidden,
    });
    expect(classifySaveError(new ApiError(419, null))).toMatchObject({ kind: 'CSRFError', status: 419, message: MSG.csrf });
    expect(classifySaveError(new ApiError(403, { message: MSG.csrf }))).toMatchObject({
      kind: 'CSRFError',
      label: 'Requisição bloqueada por segurança (CSRF)',
    });
  });

  it('other statuses are HTTPErrors with the server’s text, or a generic one; HTML pages are reduced to text', () => {
    expect(classifySaveError(new ApiError(500, { message: MSG.serverError }))).toMatchObject({
      kind: 'HTTPError',
      label: 'Erro do servidor',
      status: 500,
      message: MSG.serverError,
    });
    expect(classifySaveError(new ApiError(502, null))).toMatchObject({ kind: 'HTTPError', status: 502, message: 'O servidor não conseguiu salvar o item.' });
    expect(classifySaveError(new ApiError(504, '<html><title>504 Gateway Time-out</title><body>x</body></html>')).message).toBe('504 Gateway Time-out');
    expect(classifySaveError(new ApiError(404, { message: 'Item não encontrado.' }))).toMatchObject({ kind: 'HTTPError', message: 'Item não encontrado.' });
  });

  it('no answer is a NetworkError, or a CORSPreflightError when the ping found the server refusing this origin', () => {
    const offline = new ApiError(0, null, 'Não foi possível conectar ao servidor.');
    expect(classifySaveError(offline)).toEqual({
      kind: 'NetworkError',
      label: 'Falha de rede',
      status: null,
      message: 'Não foi possível conectar ao servidor.',
      fields: {},
    });
    expect(classifySaveError(offline, { outcome: 'unreachable', ms: 3 }).kind).toBe('NetworkError');
    expect(classifySaveError(offline, { outcome: 'timeout', ms: 5000 }).kind).toBe('NetworkError');
    expect(classifySaveError(offline, { outcome: 'cors-blocked', ms: 8 })).toMatchObject({ kind: 'CORSPreflightError', label: 'Origem não permitida (CORS)' });
  });

  it('anything that is not an answer of the server is a RequestError', () => {
    const unparsable = z.object({ data: z.object({ i_id: z.number() }) }).safeParse({}).error;
    expect(classifySaveError(unparsable)).toMatchObject({ kind: 'RequestError', label: 'Erro na requisição', status: null, fields: {} });
    expect(classifySaveError(new TypeError('x is not a function')).kind).toBe('RequestError');
    expect(classifySaveError('boom').kind).toBe('RequestError');
  });

  it('labels every kind in Portuguese', () => {
    expect(Object.keys(SAVE_ERROR_LABELS).sort()).toEqual([
      'CORSPreflightError',
      'CSRFError',
      'Forbidden',
      'HTTPError',
      'NetworkError',
      'NotAuthenticated',
      'RequestError',
      'ValidationError',
    ]);
    expect(new Set(Object.values(SAVE_ERROR_LABELS)).size).toBe(8);
  });
});
