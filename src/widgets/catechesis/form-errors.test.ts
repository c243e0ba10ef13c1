import { describe, expect, it } from 'vitest';
import { ApiError } from '../../core/api/errors';
import { CRISMA_MSG } from '../../shared/schemas/catechesis';
import { failureText } from './form-errors';
import { idFrom } from './ids';
import { createFailureText } from './useCatechistForm';

describe('form errors', () => {
  it("puts the server's words after the screen's message", () => {
    expect(failureText(CRISMA_MSG.transferFailed, new ApiError(404, { message: 'Turma não encontrada.' }))).toBe(
      'Erro ao transferir crismandos - Turma não encontrada.',
    );
    expect(failureText(CRISMA_MSG.transferFailed, new ApiError(500, null))).toBe('Erro ao transferir crismandos');
    expect(createFailureText(new ApiError(422, { errors: { register_id: ['Esta pessoa já é catequista de Crisma.'] } }))).toBe(
      'Falha ao criar catequista (422) - register_id: Esta pessoa já é catequista de Crisma.',
    );
    expect(createFailureText(new ApiError(0, null, 'Não foi possível conectar ao servidor.'))).toBe(
      'Falha ao criar catequista (0) - Não foi possível conectar ao servidor.',
    );
  });

  it('takes only whole positive ids from attributes', () => {
    expect(['12', 12, '0', '-1', '1.5', 'abc', undefined, '99999999999'].map(idFrom)).toEqual([12, 12, null, null, null, null, null, null]);
  });
});
