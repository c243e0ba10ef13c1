import { describe, expect, it } from 'vitest';
import { ApiError } from '../../core/api/errors';
import { createFailureText } from './useCatechistForm';

describe("the catechist form's failure on creating", () => {
  it("says 'Falha ao criar catequista ({status})' with the server's words after a dash", () => {
    expect(createFailureText(new ApiError(422, { errors: { register_id: ['Esta pessoa já é catequista de Crisma.'] } }))).toBe(
      'Falha ao criar catequista (422) - register_id: Esta pessoa já é catequista de Crisma.',
    );
    expect(createFailureText(new ApiError(0, null, 'Não foi possível conectar ao servidor.'))).toBe(
      'Falha ao criar catequista (0) - Não foi possível conectar ao servidor.',
    );
  });
});
