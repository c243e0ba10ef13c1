import { cnpjDigits, isValidCnpj } from '../cnpj';
import { DEFAULT_TIME_ZONE, isValidTimeZone } from '../time-zone';
import { OptionalText, z } from './zod';

/** The parish's profile: what documents, the header and the public elements print of it (issue 28). */

export const PARISH_MSG = {
  nameRequired: 'Informe o nome da paróquia.',
  cnpjInvalid: 'CNPJ inválido. Informe os 14 dígitos de um CNPJ válido.',
  dioceseRequired: 'Informe a diocese.',
  cepInvalid: 'CEP deve conter 8 dígitos.',
  addressRequired: 'Informe o endereço.',
  ufInvalid: 'UF deve ter 2 letras.',
  phoneInvalid: 'Telefone deve conter DDD + número (10 ou 11 dígitos).',
  emailInvalid: 'E-mail inválido.',
  siteInvalid: 'Endereço do site inválido (comece com https://).',
  timezoneInvalid: 'Selecione um fuso horário válido.',
  parocoRequired: 'Informe o nome do pároco.',
  signerName: 'Informe o nome (ao menos 3 letras).',
  signerTitle: 'Informe o título (ex.: Vigário paroquial).',
  vigariosTooMany: 'Informe no máximo 10 vigários.',
} as const;

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
const required = (message: string, max: number) => z.preprocess((v) => v ?? '', z.string().trim().min(1, message).max(max));

/** Who signs certificates and receipts: 'Pe. João da Silva', 'Pároco'. */
export const Signer = z.object({
  nome: z.preprocess((v) => v ?? '', z.string().trim().min(3, PARISH_MSG.signerName).max(120)),
  titulo: z.preprocess((v) => v ?? '', z.string().trim().min(2, PARISH_MSG.signerTitle).max(60)),
});
export type Signer = z.infer<typeof Signer>;

/** The pároco: a name alone (the set-up form, the terminal) is titled 'Pároco'; null (as GET answers a parish without one) is none. */
const Paroco = z.preprocess((v) => (typeof v === 'string' ? (v.trim() ? { nome: v, titulo: 'Pároco' } : undefined) : (v ?? undefined)), Signer.optional());

const Cnpj = z.preprocess((v) => v ?? '', z.string().trim().max(20, PARISH_MSG.cnpjInvalid).transform(cnpjDigits).refine(isValidCnpj, PARISH_MSG.cnpjInvalid));

const Cep = z.preprocess(
  (v) => (blank(v) ? undefined : v),
  z
    .string()
    .trim()
    .regex(/^\d{5}-?\d{3}$/, PARISH_MSG.cepInvalid)
    .transform((v) => v.replace('-', ''))
    .optional(),
);
const Phone = z.preprocess(
  (v) =>
    blank(v)
      ? undefined
      : String(v)
          .replace(/\D/g, '')
          .replace(/^55(?=\d{10,11}$)/, ''),
  z
    .string()
    .regex(/^\d{10,11}$/, PARISH_MSG.phoneInvalid)
    .optional(),
);
const Email = z.preprocess((v) => (blank(v) ? undefined : v), z.string().trim().max(254).pipe(z.email(PARISH_MSG.emailInvalid)).optional());
const Site = z.preprocess(
  (v) => (blank(v) ? undefined : v),
  z
    .string()
    .trim()
    .max(300)
    .regex(/^https?:\/\/[^\s/$.?#].[^\s]*$/i, PARISH_MSG.siteInvalid)
    .optional(),
);
const TimeZone = z.preprocess((v) => (blank(v) ? DEFAULT_TIME_ZONE : v), z.string().trim().max(64).refine(isValidTimeZone, PARISH_MSG.timezoneInvalid));

/** PUT /api/paroquia, and the parish part of POST /api/instalar and POST /api/paroquias. */
export const ParishProfileBody = z.object({
  nome: required(PARISH_MSG.nameRequired, 150),
  cnpj: Cnpj,
  diocese: required(PARISH_MSG.dioceseRequired, 150),
  cep: Cep,
  endereco: required(PARISH_MSG.addressRequired, 200).meta({ description: 'Rua, número e bairro, em uma linha' }),
  cidade: z.preprocess((v) => v ?? undefined, OptionalText(100)),
  uf: z.preprocess(
    (v) => (blank(v) ? undefined : String(v).trim().toUpperCase()),
    z
      .string()
      .regex(/^[A-Z]{2}$/, PARISH_MSG.ufInvalid)
      .optional(),
  ),
  telefone: Phone,
  email: Email,
  site: Site,
  fuso_horario: TimeZone,
  paroco: Paroco.meta({ description: "O pároco: {nome, titulo} ou só o nome ('Pároco')" }),
  vigarios: z.preprocess((v) => v ?? [], z.array(Signer).max(10, PARISH_MSG.vigariosTooMany)),
});
export type ParishProfileBody = z.output<typeof ParishProfileBody>;

/** GET /api/paroquia: the profile as saved, with its logo's address. */
export const ParishProfile = z.object({
  id: z.number().int(),
  nome: z.string(),
  cnpj: z.string().nullable(),
  diocese: z.string().nullable(),
  cep: z.string().nullable(),
  endereco: z.string().nullable(),
  cidade: z.string().nullable(),
  uf: z.string().nullable(),
  telefone: z.string().nullable(),
  email: z.string().nullable(),
  site: z.string().nullable(),
  fuso_horario: z.string(),
  paroco: Signer.nullable(),
  vigarios: z.array(Signer),
  logo: z.string().nullable().meta({ description: 'Endereço do logotipo (/uploads/paroquias/...), ou null' }),
});
export type ParishProfile = z.infer<typeof ParishProfile>;
