import { MSG } from '../../shared/messages';
import { ParishProfileBody } from '../../shared/schemas/parish';
import { FirstAdmin } from '../../shared/schemas/setup';
import { z } from '../../shared/schemas/zod';

/** The set-up form as the inputs hold it. */
export interface SetupValues {
  token: string;
  paroquia: { nome: string; cnpj: string; diocese: string; cep: string; endereco: string; cidade: string; uf: string; fuso_horario: string; paroco: string };
  admin: { nome: string; usuario: string; email: string; senha: string; confirmacao: string };
}

export const emptySetup = (token: string): SetupValues => ({
  token,
  paroquia: { nome: '', cnpj: '', diocese: '', cep: '', endereco: '', cidade: '', uf: '', fuso_horario: 'America/Sao_Paulo', paroco: '' },
  admin: { nome: '', usuario: '', email: '', senha: '', confirmacao: '' },
});

/** The server's rules (POST /api/instalar), and the password typed twice. */
export const SetupForm = z.object({
  token: z.string().trim().min(1, 'Informe o token de instalação.'),
  paroquia: ParishProfileBody,
  admin: FirstAdmin.extend({ confirmacao: z.string() }).refine((a) => a.senha === a.confirmacao, { message: MSG.passwordConfirm, path: ['confirmacao'] }),
});

/** What POST /api/instalar is sent. */
export function setupBody(v: SetupValues) {
  const { confirmacao: _, ...admin } = v.admin;
  return { token: v.token.trim(), paroquia: v.paroquia, admin };
}
