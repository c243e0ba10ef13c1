import { NewPassword } from './accounts';
import { z } from './zod';

/** The one-time links of an account (issue 28): an invitation to choose a password, a password reset ('Esqueci minha senha'). */

export const LINK_MSG = {
  usuarioRequired: 'Informe o seu usuário.',
  forgotSent: 'Se o usuário existir e tiver e-mail cadastrado, enviamos para ele um link para redefinir a senha (válido por 1 hora).',
  linkInvalid: 'Este link é inválido, já foi usado ou expirou. Peça um novo.',
  passwordSet: 'Senha definida. Bem-vindo(a) ao portal!',
  passwordReset: 'Senha redefinida. Você já está conectado(a).',
} as const;

/** POST /api/senha/esqueci. */
export const ForgotBody = z.object({ usuario: z.preprocess((v) => v ?? '', z.string().trim().min(1, LINK_MSG.usuarioRequired).max(100)) });

/** The token of a link, as the e-mail's address carries it. */
export const LinkToken = z.preprocess((v) => v ?? '', z.string().trim().min(1, LINK_MSG.linkInvalid).max(200));

/** POST /api/senha/redefinir. */
export const ResetBody = z.object({ token: LinkToken, senha: NewPassword });

/** GET /api/convites/{token}: who is invited. */
export const InviteInfo = z.object({ nome: z.string(), usuario: z.string() });
export type InviteInfo = z.infer<typeof InviteInfo>;

/** POST /api/convites/{token}. */
export const InviteAcceptBody = z.object({ senha: NewPassword });
