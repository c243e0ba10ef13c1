import { AccountFields, NewPassword } from './accounts';
import { ParishProfileBody } from './parish';
import { z } from './zod';

/** The first run of an empty install (issue 28): /instalar creates the parish and its first administrator. */

export const SETUP_MSG = {
  tokenInvalid:
    'Token de instalação inválido. Use o endereço mostrado no terminal ao iniciar o portal (o token também está no arquivo setup-token da pasta de dados).',
  notPending: 'Este portal já foi configurado.',
  done: 'Portal configurado. Bem-vindo(a)!',
} as const;

/** The first administrator: an account of the instance's system administrator (roles 1 and 111). */
export const FirstAdmin = AccountFields.pick({ nome: true, usuario: true, email: true }).extend({ senha: NewPassword });

/** The first administrator's roles: Administrador do Sistema (111: later creates the instance's other parishes) and Administrador Geral (1). */
export const FIRST_ADMIN_ROLES = [1, 111];

/** POST /api/instalar. */
export const SetupBody = z.object({
  token: z.preprocess((v) => v ?? '', z.string().trim().min(1, SETUP_MSG.tokenInvalid).max(200)),
  paroquia: ParishProfileBody,
  admin: FirstAdmin,
});
export type SetupBody = z.output<typeof SetupBody>;

/** GET /api/instalar while the set-up is pending (404 afterwards). */
export const SetupStatus = z.object({ pendente: z.literal(true) });
