import { describe, expect, it } from 'vitest';
import { MSG } from '../../shared/messages';
import { accountBody, AccountForm, EMPTY_ACCOUNT } from './form-values';

const filled = { ...EMPTY_ACCOUNT, nome: 'Maria Souza', usuario: 'maria.souza', email: 'maria@paroquia.example', regras: ['11', '14'] };

describe('the account form', () => {
  it('asks for a temporary password only when one is chosen instead of the invitation', () => {
    expect(AccountForm.safeParse(filled).success).toBe(true);
    const weak = AccountForm.safeParse({ ...filled, acesso: 'senha', senha_temporaria: 'fraca' });
    expect(weak.success ? [] : weak.error.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['senha_temporaria', MSG.passwordRule]]);
    expect(AccountForm.safeParse({ ...filled, acesso: 'senha', senha_temporaria: 'Temporaria2026' }).success).toBe(true);
  });

  it('sends roles as numbers, no register as null, and the temporary password only for a new account that chose it', () => {
    expect(accountBody({ ...filled, acesso: 'senha', senha_temporaria: 'Temporaria2026' }, true)).toEqual({
      nome: 'Maria Souza',
      usuario: 'maria.souza',
      email: 'maria@paroquia.example',
      regras: [11, 14],
      register_id: null,
      senha_temporaria: 'Temporaria2026',
    });
    expect(accountBody({ ...filled, register_id: '12', acesso: 'senha', senha_temporaria: 'Temporaria2026' }, false)).not.toHaveProperty('senha_temporaria');
    expect(accountBody({ ...filled, register_id: '12' }, true)).toMatchObject({ register_id: '12' });
  });
});
