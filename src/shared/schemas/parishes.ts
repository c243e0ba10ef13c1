import { AccountFields } from './accounts';
import { ParishProfileBody } from './parish';
import { NewPassword } from './session';
import { ListMeta, PageQuery, z } from './zod';

/** The parish's logo and the parishes of an instance (/paroquia's logo, /paroquias: role 111). */

export const PARISHES_MSG = {
  profileSaved: 'Dados da paróquia salvos.',
  logoMissing: 'Escolha e recorte o logotipo primeiro.',
  logoFormat: 'Formato inválido. Use JPG ou PNG.',
  logoTooLarge: 'Logotipo muito grande. Máximo 2 MB.',
  logoSaved: 'Logotipo atualizado.',
  notFound: 'Paróquia não encontrada.',
  listEmpty: 'Nenhuma paróquia encontrada.',
  createdInvited: 'Paróquia criada. O administrador recebeu por e-mail um convite para definir a senha.',
  createdWithPassword: 'Paróquia criada. O administrador troca a senha temporária no primeiro acesso.',
  returned: 'Você voltou à sua paróquia.',
} as const;

/** 'Você está atuando na Paróquia São José.' */
export const actingText = (name: string) => `Você está atuando na ${name}.`;

/** POST /api/paroquia/logo: the logo's new address. */
export const LogoResponse = z.object({ message: z.string(), logo: z.string() });

/** The first administrator of a new parish (role 1): with a temporary password, or invited by e-mail without one. */
const NewParishAdmin = AccountFields.pick({ nome: true, usuario: true, email: true }).extend({
  senha_temporaria: z
    .preprocess((v) => (v === '' || v === null ? undefined : v), NewPassword.optional())
    .meta({ description: 'Trocada no primeiro acesso; sem ela, o administrador recebe um convite por e-mail' }),
});

/** POST /api/paroquias: the parish and its first administrator, created together. */
export const NewParishBody = z.object({ paroquia: ParishProfileBody, admin: NewParishAdmin });
export type NewParishBody = z.output<typeof NewParishBody>;

/** A parish of the instance, as /paroquias lists it. */
export const ParishSummary = z.object({
  id: z.number().int(),
  nome: z.string(),
  diocese: z.string().nullable(),
  cidade: z.string().nullable(),
  uf: z.string().nullable(),
  contas: z.number().int().meta({ description: 'Quantas contas de usuário a paróquia tem' }),
  criada_em: z.string().meta({ description: 'Quando foi criada (ISO 8601)' }),
});
export type ParishSummary = z.infer<typeof ParishSummary>;

export const ParishListQuery = PageQuery.extend({
  q: z.string().trim().max(100).optional().meta({ description: 'Parte do nome, da diocese ou da cidade' }),
});
export type ParishListQuery = z.output<typeof ParishListQuery>;

export const ParishList = z.object({ data: z.array(ParishSummary), meta: ListMeta });

export const ParishCreated = z.object({
  message: z.string(),
  data: ParishSummary,
  admin: z.object({ id: z.number().int(), usuario: z.string(), convite: z.boolean().meta({ description: 'Um convite foi enviado por e-mail' }) }),
});

/** POST /api/paroquias/{id}/atuar and /voltar: the parish the session now acts in. */
export const ActingResponse = z.object({ message: z.string(), paroquia: z.object({ id: z.number().int(), name: z.string() }) });
