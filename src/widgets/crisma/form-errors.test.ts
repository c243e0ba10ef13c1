import { describe, expect, it } from 'vitest';
import { ApiError } from '../../core/api/errors';
import { ClassCreateBody, CRISMA_MSG } from '../../shared/schemas/crisma';
import { failureText, schemaErrors, serverFieldErrors } from './form-errors';
import { idFrom } from './ids';
import { createFailureText } from './useCatechistForm';

describe('form errors', () => {
  it('turns a schema failure into one text per field (the new-class rules)', () => {
    const parsed = ClassCreateBody.safeParse({ turma: ' ', tutor: '', termino: '' });
    expect(parsed.success).toBe(false);
    expect(schemaErrors(parsed.error!)).toEqual({
      turma: CRISMA_MSG.turmaRequired,
      tutor: CRISMA_MSG.tutorRequired,
      termino: CRISMA_MSG.terminoRequired,
    });
    const order = ClassCreateBody.safeParse({ turma: 'T', tutor: '3', inicio: '2026-05-02', termino: '2026-05-01' });
    expect(schemaErrors(order.error!)).toEqual({ termino: CRISMA_MSG.terminoBeforeInicio });
  });

  it("reads the server's 422 field errors and nothing else", () => {
    expect(serverFieldErrors(new ApiError(422, { message: 'Dados inválidos.', errors: { tutor: ['a', 'b'] } }))).toEqual({ tutor: 'a b' });
    expect(serverFieldErrors(new ApiError(409, { message: 'x', errors: { tutor: ['a'] } }))).toEqual({});
    expect(serverFieldErrors(new Error('x'))).toEqual({});
  });

  it("puts the server's words after the screen's message", () => {
    expect(failureText(CRISMA_MSG.transferFailed, new ApiError(404, { message: 'Turma não encontrada.' }))).toBe('Erro ao transferir crismandos - Turma não encontrada.');
    expect(failureText(CRISMA_MSG.transferFailed, new ApiError(500, null))).toBe('Erro ao transferir crismandos');
    expect(createFailureText(new ApiError(422, { errors: { register_id: ['Esta pessoa já é catequista de Crisma.'] } }))).toBe(
      'Falha ao criar catequista (422) - register_id: Esta pessoa já é catequista de Crisma.',
    );
    expect(createFailureText(new ApiError(0, null, 'Não foi possível conectar ao servidor.'))).toBe('Falha ao criar catequista (0) - Não foi possível conectar ao servidor.');
  });

  it('takes only whole positive ids from attributes', () => {
    expect(['12', 12, '0', '-1', '1.5', 'abc', undefined, '99999999999'].map(idFrom)).toEqual([12, 12, null, null, null, null, null, null]);
  });
});
