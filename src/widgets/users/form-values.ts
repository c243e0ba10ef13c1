import { AccountFields, NewPassword } from '../../shared/schemas/accounts';
import type { AccountDetail } from '../../shared/schemas/users';
import { z } from '../../shared/schemas/zod';

/** The account form as the inputs hold it (text; roles as the checked boxes' values). */
export interface AccountFormValues {
  nome: string;
  usuario: string;
  email: string;
  regras: string[];
  register_id: string;
  /** A new account: an invitation by e-mail, or a temporary password set here. */
  acesso: 'convite' | 'senha';
  senha_temporaria: string;
}

export const EMPTY_ACCOUNT: AccountFormValues = { nome: '', usuario: '', email: '', regras: [], register_id: '', acesso: 'convite', senha_temporaria: '' };

export const valuesOf = (a: AccountDetail): AccountFormValues => ({
  nome: a.nome,
  usuario: a.usuario,
  email: a.email ?? '',
  regras: a.regras.map(String),
  register_id: a.register_id ? String(a.register_id) : '',
  acesso: 'convite',
  senha_temporaria: '',
});

/** The shared account rule, and a temporary password by the password rule when one is chosen. */
export const AccountForm = AccountFields.extend({ acesso: z.enum(['convite', 'senha']), senha_temporaria: z.string() }).superRefine((v, ctx) => {
  if (v.acesso !== 'senha') return;
  const rule = NewPassword.safeParse(v.senha_temporaria);
  if (!rule.success) ctx.addIssue({ code: 'custom', path: ['senha_temporaria'], message: rule.error.issues[0]?.message ?? '' });
});

/** What POST /api/usuarios and PUT /api/usuarios/{id} are sent. */
export function accountBody(v: AccountFormValues, creating: boolean): Record<string, unknown> {
  const body: Record<string, unknown> = { nome: v.nome, usuario: v.usuario, email: v.email, regras: v.regras.map(Number), register_id: v.register_id || null };
  if (creating && v.acesso === 'senha') body.senha_temporaria = v.senha_temporaria;
  return body;
}
