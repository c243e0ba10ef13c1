import { describe, expect, it } from 'vitest';
import { newPasswordSchema } from './password-rules';

const schema = newPasswordSchema('Paroquia2026');
/** The first message of each field the form would show. */
const errors = (new_password: string, confirm_password = new_password) =>
  Object.fromEntries((schema.safeParse({ new_password, confirm_password }).error?.issues ?? []).reverse().map((i) => [String(i.path[0]), i.message]));

describe('the new-password form', () => {
  it('passes a valid, confirmed, different password', () => {
    expect(errors('NovaSenha2027')).toEqual({});
  });
  it('applies the shared password rule', () => {
    for (const next of ['Curta1', 'semmaiuscula1', 'SEMMINUSCULA1', 'SemNumeros']) {
      expect(errors(next).new_password).toBe('A senha deve ter ao menos 8 caracteres, com letras maiúsculas, minúsculas e números.');
    }
  });
  it('refuses the current password as the new one', () => {
    expect(errors('Paroquia2026')).toEqual({ new_password: 'A nova senha não pode ser igual à senha atual.' });
  });
  it('requires the confirmation to match', () => {
    expect(errors('NovaSenha2027', 'NovaSenha2028')).toEqual({ confirm_password: 'A confirmação não confere com a nova senha.' });
  });
});
