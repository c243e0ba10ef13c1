import { ROLE_NAMES } from '../roles';
import { NewPassword } from './session';
import { OptionalId, z } from './zod';

/** People's accounts (issue 28): who may sign in to the parish, with which roles. */

export const ACCOUNT_MSG = {
  nameRequired: 'Informe o nome.',
  usernameInvalid: 'O usuário deve ter de 3 a 40 caracteres: letras sem acento, números, ponto, hífen ou sublinhado.',
  usernameTaken: 'Este nome de usuário já está em uso.',
  emailInvalid: 'Informe um e-mail válido.',
  rolesRequired: 'Escolha ao menos uma função.',
  roleUnknown: 'Função desconhecida.',
} as const;

/** The fixed sign-in name: 'maria.souza', 'coord-eucaristia'. Unique in the instance, compared without case. */
export const Username = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim() : (v ?? '')),
  z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._-]{2,39}$/, ACCOUNT_MSG.usernameInvalid),
);

const AccountEmail = z.preprocess((v) => (typeof v === 'string' ? v.trim() : (v ?? '')), z.string().max(254).pipe(z.email(ACCOUNT_MSG.emailInvalid)));

const ROLE_IDS = Object.keys(ROLE_NAMES).map(Number);
/** The roles of the one role table; a user may hold several. */
export const Roles = z.preprocess(
  (v) => (v === undefined || v === null ? [] : v),
  z
    .array(
      z.coerce
        .number()
        .int()
        .refine((id) => ROLE_IDS.includes(id), ACCOUNT_MSG.roleUnknown),
    )
    .min(1, ACCOUNT_MSG.rolesRequired)
    .transform((ids) => [...new Set(ids)].sort((a, b) => a - b)),
);

/** What an account is made of (POST /api/usuarios, the set-up's first administrator, `npm run admin -- create-user`). */
export const AccountFields = z.object({
  nome: z.preprocess((v) => v ?? '', z.string().trim().min(1, ACCOUNT_MSG.nameRequired).max(120)),
  usuario: Username,
  email: AccountEmail,
  regras: Roles,
  register_id: OptionalId.meta({ description: 'O registro (pessoa) desta conta, quando houver' }),
});
export type AccountFields = z.output<typeof AccountFields>;

export { NewPassword };
