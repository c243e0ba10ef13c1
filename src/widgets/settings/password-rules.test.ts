import { describe, expect, it } from 'vitest';
import { newPasswordErrors } from './password-rules';

describe('newPasswordErrors', () => {
  it('passes a valid, confirmed, different password', () => {
    expect(newPasswordErrors({ current: 'Paroquia2026', next: 'NovaSenha2027', confirm: 'NovaSenha2027' })).toEqual({});
  });
  it('applies the shared password rule', () => {
    const rule = 'A senha deve ter ao menos 8 caracteres, com letras maiúsculas, minúsculas e números.';
    for (const next of ['Curta1', 'semmaiuscula1', 'SEMMINUSCULA1', 'SemNumeros']) {
      expect(newPasswordErrors({ current: 'x', next, confirm: next }).next).toBe(rule);
    }
  });
  it('refuses the current password as the new one', () => {
    expect(newPasswordErrors({ current: 'Paroquia2026', next: 'Paroquia2026', confirm: 'Paroquia2026' })).toEqual({
      next: 'A nova senha não pode ser igual à senha atual.',
    });
  });
  it('requires the confirmation to match', () => {
    expect(newPasswordErrors({ current: 'Paroquia2026', next: 'NovaSenha2027', confirm: 'NovaSenha2028' })).toEqual({
      confirm: 'A confirmação não confere com a nova senha.',
    });
  });
});
