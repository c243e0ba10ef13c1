import { cpfDigits, isValidCpf } from '../cpf';
import { DEFAULT_TIME_ZONE, dayIn, perZone } from '../time-zone';
import { CappedListMeta, PageQuery, z } from './zod';

export const CIVIL_STATUS = { 1: 'Solteiro(a)', 2: 'Casado(a)', 3: 'União Estável', 4: 'Divorciado', 5: 'Separado', 6: 'Viuvo(a)' } as const;
export const WORK_STATE = {
  1: 'Empregado',
  2: 'Desempregado',
  3: 'Autonomo(a)',
  4: 'Empresário',
  5: 'Lojista',
  6: 'Pequeno Negócio',
  7: 'Jovem Aprendiz',
} as const;
export const RACE = { 1: 'Branco', 2: 'Preto', 3: 'Pardo', 4: 'Amarelo', 5: 'Não declarado' } as const;
export const REGISTER_STATUS = { '0': 'Ativo', '1': 'Inativo' } as const;

/** The registers' texts, shared by the server's answers and the screens (the spec's own words where it has them). */
export const REGISTER_MSG = {
  nameRequired: 'Nome é obrigatório',
  bornDateRequired: 'Data de nascimento é obrigatória',
  phone: 'Telefone deve conter DDD + número de celular (11 dígitos), somente números.',
  photoNotImage: 'A foto deve ser uma imagem.',
  cpfInvalid: 'CPF inválido.',
  cpfTaken: 'CPF já cadastrado nesta paróquia.',
  emailInvalid: 'E-mail inválido.',
  bornDateInvalid: 'Data de nascimento inválida.',
  bornDateFuture: 'A data de nascimento não pode estar no futuro.',
  cepInvalid: 'CEP deve conter 8 dígitos.',
  familyInvalid: 'Qtd. familiares deve ser um número inteiro entre 0 e 99.',
  choiceInvalid: 'Opção inválida.',
  tooLong: (max: number) => `Use no máximo ${max} caracteres.`,
  photoTooLarge: 'A foto deve ter no máximo 10 MB.',
  fileTooLarge: (name: string) => `Arquivo muito grande: "${name}". Máximo 10 MB por arquivo.`,
  fileType: (name: string) => `Tipo de arquivo não permitido: "${name}". Envie imagens, PDF, DOC, DOCX, XLS ou XLSX.`,
  fileMismatch: (name: string, ext: string) => `O conteúdo de "${name}" não é um arquivo .${ext} válido.`,
  filesMissing: 'Selecione ao menos um arquivo.',
  methodPut: 'Envie _method=PUT para atualizar.',
  notFound: 'Registro não encontrado.',
  attachmentNotFound: 'Anexo não encontrado.',
  created: 'Registro criado com sucesso!',
  updated: 'Registro atualizado com sucesso!',
  deleted: 'Registro excluído com sucesso.',
  attachmentsSent: (n: number) => (n === 1 ? '1 anexo enviado.' : `${n} anexos enviados.`),
  attachmentRemoved: 'Anexo removido.',
  isCatechist: 'Não é possível excluir: esta pessoa é catequista. Remova-a dos catequistas primeiro.',
  isEnrolled: 'Não é possível excluir: esta pessoa está matriculada em uma turma de catequese. Remova-a da turma primeiro.',
  hasAttendance: 'Não é possível excluir: esta pessoa tem presenças registradas em encontros de catequese.',
  inUse: 'Não é possível excluir: este registro está em uso em outro módulo.',
  cepNotFound: 'CEP não encontrado.',
  cepFailed: 'Falha ao consultar ViaCEP.',
  notInformed: 'Não Informado',
  empty: 'Nenhum registro encontrado',
} as const;

/** Page sizes the list offers; the server accepts any limit up to the largest it allows. */
export const PAGE_SIZES = [8, 12, 16, 20, 30, 50] as const;
export const DEFAULT_PAGE_SIZE = 12;
export const LIST_LIMIT_MAX = 100;
/** The search text counts only from this many characters: one letter would match most of the parish. */
export const SEARCH_MIN = 2;
/** Photo and each attachment. */
export const FILE_MAX_BYTES = 10 * 1024 * 1024;
export const ATTACHMENTS_PER_UPLOAD = 20;

/** A person in the parish registers. `photo` is the photo's URL; `age` is computed from born_date. */
export const Register = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  cpf: z.string().nullable(),
  rg: z.string().nullable(),
  familly_qntd: z.number().int().nullable(),
  civil_status: z.number().int().nullable(),
  age: z.number().int().nullable(),
  born_date: z.string().nullable(),
  work_state: z.number().int().nullable(),
  race: z.number().int().nullable(),
  country: z.string().nullable(),
  state: z.string().nullable(),
  city: z.string().nullable(),
  cep: z.string().nullable(),
  address: z.string().nullable(),
  address_number: z.string().nullable(),
  mother_name: z.string().nullable(),
  motherPhone: z.string().nullable(),
  father_name: z.string().nullable(),
  fatherPhone: z.string().nullable(),
  home_situation: z.string().nullable(),
  status: z.string(),
  photo: z.string().nullable(),
  paroquia_id: z.number().int().optional(),
  // LGPD (src/shared/schemas/lgpd.ts): the legal basis for keeping sensitive fields, and the anonymisation mark.
  legal_basis: z.string().nullable().optional(),
  legal_basis_at: z.string().nullable().optional(),
  legal_basis_by_name: z.string().nullable().optional(),
  anonymised_at: z.string().nullable().optional(),
});
export type Register = z.infer<typeof Register>;

/** A row of the list: only what the table shows (the whole register is read through GET /api/registers/{id}). */
export const RegisterSummary = Register.pick({
  id: true,
  name: true,
  phone: true,
  born_date: true,
  age: true,
  civil_status: true,
  city: true,
  home_situation: true,
  status: true,
  photo: true,
});
export type RegisterSummary = z.infer<typeof RegisterSummary>;

/** The picker variant's row (Crisma classes and catechists): nothing personal beyond name and photo. */
export const RegisterPick = Register.pick({ id: true, name: true, photo: true });
export type RegisterPick = z.infer<typeof RegisterPick>;

/** `url` is where the file is served (/uploads/anexos_registers/{filename}). */
export const RegisterAttachment = z.object({
  id: z.number().int(),
  filename: z.string(),
  original_name: z.string(),
  mime_type: z.string(),
  size_bytes: z.number().int(),
  url: z.string(),
});
export type RegisterAttachment = z.infer<typeof RegisterAttachment>;

export const RegisterListResponse = z.object({ data: z.object({ data: z.array(RegisterSummary), meta: CappedListMeta }) });
export const RegisterPickerResponse = z.object({ data: z.object({ data: z.array(RegisterPick), meta: CappedListMeta }) });
/** GET /api/registers: the list for full readers, its picker variant for those who may only pick a person. */
export const RegisterListOrPickerResponse = z.union([RegisterListResponse, RegisterPickerResponse]);
export const RegisterResponse = z.object({ message: z.string().optional(), data: Register });
export const AttachmentsResponse = z.object({ data: z.array(RegisterAttachment) });
export const AttachmentsUploadResponse = z.object({ message: z.string().optional(), items: z.array(RegisterAttachment) });
export { MessageResponse } from './zod';

// ---- Form and query values -------------------------------------------------------------------
// The same schemas check the form in the browser and the multipart fields on the server: every
// value arrives as text ('' when left empty) and leaves typed, with null for what was left empty.

const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** Optional text: trimmed, '' becomes null. */
const optionalText = (max: number) => z.preprocess((v) => (isBlank(v) ? null : v), z.string().trim().max(max, REGISTER_MSG.tooLong(max)).nullable());

/** Optional value checked by `schema` when given; '' becomes null. */
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (isBlank(v) ? null : v), schema.nullable());

/** One of the keys of `labels` ('3' or 3), or null when left empty. */
const choice = (labels: Record<number, string>) =>
  optional(
    z.coerce
      .number({ error: REGISTER_MSG.choiceInvalid })
      .int(REGISTER_MSG.choiceInvalid)
      .refine((v) => Object.hasOwn(labels, v), REGISTER_MSG.choiceInvalid),
  );

const elevenDigits = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .regex(/^\d{11}$/, message);

function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d && y >= 1900;
}

/** Whole years from `born` to `today` (both 'YYYY-MM-DD'). */
export function ageOn(born: string, today: string): number {
  const [by, bm, bd] = born.split('-').map(Number);
  const [ty, tm, td] = today.split('-').map(Number);
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

/** A birth date: a real date from 1900 on, and not after today in `zone`, the parish's. */
const bornDate = (zone: string) =>
  z
    .string({ error: REGISTER_MSG.bornDateRequired })
    .trim()
    .min(1, { error: REGISTER_MSG.bornDateRequired, abort: true })
    .refine(isCalendarDate, { error: REGISTER_MSG.bornDateInvalid, abort: true })
    .refine((v) => v <= dayIn(zone), REGISTER_MSG.bornDateFuture);

const Cpf = optional(
  z
    .string()
    .trim()
    .regex(/^(\d{3}\.?\d{3}\.?\d{3}-?\d{2})$/, REGISTER_MSG.cpfInvalid)
    .transform(cpfDigits)
    .refine(isValidCpf, REGISTER_MSG.cpfInvalid),
);

const Cep = optional(
  z
    .string()
    .trim()
    .regex(/^\d{5}-?\d{3}$/, REGISTER_MSG.cepInvalid)
    .transform((v) => v.replace('-', '')),
);

/**
 * Every field of the create and edit forms but the photo, which travels as a file, for a parish in `zone`
 * (its today bounds the birth date: the server passes its parish's zone, the form the session's).
 */
export const createRegisterSchema = perZone((zone) =>
  z.object({
    name: z.preprocess((v) => v ?? '', z.string().trim().min(1, REGISTER_MSG.nameRequired).max(150, REGISTER_MSG.tooLong(150))),
    email: optional(z.string().trim().max(254, REGISTER_MSG.tooLong(254)).pipe(z.email(REGISTER_MSG.emailInvalid))),
    phone: z.preprocess((v) => v ?? '', elevenDigits(REGISTER_MSG.phone)),
    cpf: Cpf,
    rg: optionalText(20),
    familly_qntd: optional(
      z.coerce
        .number({ error: REGISTER_MSG.familyInvalid })
        .int(REGISTER_MSG.familyInvalid)
        .min(0, REGISTER_MSG.familyInvalid)
        .max(99, REGISTER_MSG.familyInvalid),
    ),
    civil_status: choice(CIVIL_STATUS),
    born_date: z.preprocess((v) => v ?? '', bornDate(zone)),
    work_state: choice(WORK_STATE),
    race: choice(RACE),
    status: z.preprocess((v) => (isBlank(v) ? '0' : String(v).trim()), z.enum(['0', '1'], REGISTER_MSG.choiceInvalid)),
    cep: Cep,
    address: optionalText(200),
    address_number: optionalText(20),
    home_situation: optionalText(100),
    city: optionalText(100),
    state: optionalText(40),
    country: z.preprocess((v) => (isBlank(v) ? 'Brasil' : v), z.string().trim().max(60, REGISTER_MSG.tooLong(60))),
    mother_name: optionalText(150),
    motherPhone: optional(elevenDigits(REGISTER_MSG.phone)),
    father_name: optionalText(150),
    fatherPhone: optional(elevenDigits(REGISTER_MSG.phone)),
  }),
);
export type RegisterValues = z.output<ReturnType<typeof createRegisterSchema>>;
/** The form's fields, as the browser holds and sends them. */
export type RegisterField = keyof RegisterValues;
export const REGISTER_FIELDS = Object.keys(createRegisterSchema(DEFAULT_TIME_ZONE).shape) as RegisterField[];

/** The edit form: the same fields, plus remove_photo=1 to drop the current photo without a new one. */
export const updateRegisterSchema = perZone((zone) =>
  createRegisterSchema(zone).extend({
    remove_photo: z.preprocess((v) => (isBlank(v) ? '0' : String(v)), z.enum(['0', '1'])).transform((v) => v === '1'),
  }),
);

const Search = z.preprocess((v) => (isBlank(v) ? undefined : v), z.string().trim().max(100, REGISTER_MSG.tooLong(100)).optional());

/** GET /api/registers and GET /api/registers/export. */
export const RegisterListQuery = PageQuery.extend({
  limit: z.coerce.number().int().min(1).max(LIST_LIMIT_MAX).default(DEFAULT_PAGE_SIZE),
  q: Search,
  civil_status: choice(CIVIL_STATUS).transform((v) => v ?? undefined),
  work_state: choice(WORK_STATE).transform((v) => v ?? undefined),
  race: choice(RACE).transform((v) => v ?? undefined),
  city: Search,
  home_situation: Search,
  /** LGPD: only registers with no legal basis recorded (and not anonymised). */
  no_legal_basis: z.preprocess((v) => v === '1' || v === 'true' || v === true || v === 1 || undefined, z.literal(true).optional()),
  /**
   * 0: the portal's own screen, which says 'mais de 1.000': a parish of more than 100,000 people has a search counted
   * up to 1,000 (meta.total_exato false). Without it the total is exact, as the spec's call is.
   */
  total_exato: z
    .enum(['0', '1'])
    .optional()
    .meta({ description: '0: numa paróquia de mais de 100.000 registros, a busca conta até 1.000 (meta.total_exato false); sem ele, o total é exato' }),
});
export type RegisterListQuery = z.output<typeof RegisterListQuery>;
export type RegisterFilter = Omit<RegisterListQuery, 'page' | 'limit' | 'total_exato'>;
