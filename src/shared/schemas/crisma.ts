import { ListMeta, OptionalId, rowId, z } from './zod';

export const CLASS_STATUS = { 1: 'Não iniciada', 2: 'Em catequese', 3: 'Crismada', 4: 'Cancelada' } as const;
export const CATECHIST_STATUS = { 1: 'Ativo', 2: 'Inativo' } as const;

/** Crisma texts shared by the server's answers and the screens (spec sections 5 and 8 copied exactly where it has them). */
export const CRISMA_MSG = {
  turmaRequired: 'Informe o nome da turma.',
  turmaTooLong: 'O nome da turma deve ter no máximo 120 caracteres.',
  tutorRequired: 'Selecione o(a) tutor(a).',
  tutorNotCatechist: 'O(a) tutor(a) deve ser um catequista de Crisma desta paróquia.',
  terminoRequired: 'Informe a data de término.',
  dateInvalid: 'Data inválida.',
  terminoBeforeInicio: 'O término não pode ser anterior ao início.',
  statusInvalid: 'Status deve ser 1 (Não iniciada), 2 (Em catequese), 3 (Crismada) ou 4 (Cancelada).',
  classNotFound: 'Turma não encontrada.',
  classUpdated: 'Turma atualizada com sucesso',
  classLoadFailed: 'Falha ao carregar turma',
  saveFailed: 'Falha ao salvar alterações',
  classIdMissing: 'ID da turma não retornado pela API',
  classesEmpty: 'Nenhuma turma encontrada para os filtros atuais.',
  enrolEmpty: 'Nenhum associado nesta turma ainda.',
  searchEmpty: 'Nenhum resultado.',
  enrolNoneSelected: 'Selecione ao menos uma pessoa para associar.',
  enrolDuplicateItem: 'A mesma pessoa aparece mais de uma vez.',
  alreadyInClass: 'Já está nesta turma.',
  alreadySelected: 'Já está na lista de selecionados.',
  personNotInParish: 'Pessoa não encontrada nos registros desta paróquia.',
  enrolled: 'Crismandos associados com sucesso.',
  transferNoDestination: 'Selecione a turma de destino',
  transferNoNames: 'Adicione ao menos um nome para transferir',
  transferSameClass: 'A turma de destino deve ser diferente da turma de origem.',
  transferNotInSource: 'Não está na turma de origem.',
  transferAlreadyInDestination: 'Já está na turma de destino.',
  transferDone: 'Transferência concluída!',
  transferFailed: 'Erro ao transferir crismandos',
  catechistRegisterRequired: 'Selecione uma pessoa (register)',
  catechistCommunityRequired: 'Selecione uma comunidade',
  catechistStatusInvalid: 'Status deve ser 1 (Ativo) ou 2 (Inativo).',
  catechistDuplicate: 'Esta pessoa já é catequista de Crisma.',
  communityNotInParish: 'Comunidade não encontrada nesta paróquia.',
  catechistNotFound: 'Catequista não encontrado.',
  catechistTutors: 'Este catequista é tutor(a) de turma e não pode ser excluído. Troque o(a) tutor(a) antes:',
  catechistCreated: 'Catequista adicionado com sucesso.',
  catechistUpdated: 'Alterações salvas',
  catechistDeleted: 'Catequista excluído com sucesso.',
  catechistsEmpty: 'Nenhum catequista encontrado',
  classDeleted: 'Turma excluída com sucesso.',
} as const;

export const TURMA_MAX = 120;
export const SEARCH_MAX = 100;
/** A class or a batch is a few dozen people; the cap keeps one call from holding the database. */
const BATCH_MAX = 200;
/** Page sizes of the class list (spec section 9: 10, 20, 50, default 10). */
export const CLASS_PAGE_SIZES = [10, 20, 50] as const;
/** Page sizes of the catechist list (as the inventory's), and the dropdown's one big page. */
export const CATECHIST_PAGE_SIZES = [8, 12, 16, 20, 30, 50] as const;
export const CATECHIST_DROPDOWN_LIMIT = 1000;

/** '' and null are absent; numbers and numeric text pass to be judged; other text is NaN (refused). */
function numeric(v: unknown): unknown {
  if (v === null) return undefined;
  if (typeof v !== 'string') return v;
  const text = v.trim();
  if (text === '') return undefined;
  return /^[-+]?\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
}

const Status = (values: readonly number[], message: string) =>
  z.preprocess(numeric, z.number({ error: message }).int(message).refine((v) => values.includes(v), message));
const ClassStatus = Status([1, 2, 3, 4], CRISMA_MSG.statusInvalid);
const CatechistStatus = Status([1, 2], CRISMA_MSG.catechistStatusInvalid);

/** 'YYYY-MM-DD', a real calendar date. */
const DateOnly = (message: string = CRISMA_MSG.dateInvalid) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), z.iso.date({ error: message }));

// ---------------------------------------------------------------- classes

export const CrismaClass = z.object({
  id: z.number().int(),
  turma: z.string(),
  tutor: z.number().int().nullable(),
  /** The tutor's name (the register's), for the list's Tutor column. */
  tutor_nome: z.string().nullable().optional(),
  inicio: z.string().nullable(),
  termino: z.string().nullable(),
  status: z.number().int().min(1).max(4),
  alunos_count: z.number().int(),
  paroquia_id: z.number().int().optional(),
});
export type CrismaClass = z.infer<typeof CrismaClass>;

const Termino = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  z.iso.date({ error: (issue) => (issue.input === undefined ? CRISMA_MSG.terminoRequired : CRISMA_MSG.dateInvalid) }),
);
const ClassFields = z.object({
  // Kept verbatim (HTML included): screens render it as text.
  turma: z.string({ error: CRISMA_MSG.turmaRequired }).trim().min(1, CRISMA_MSG.turmaRequired).max(TURMA_MAX, CRISMA_MSG.turmaTooLong),
  tutor: rowId(CRISMA_MSG.tutorRequired),
  inicio: DateOnly().optional(),
  termino: Termino,
  status: ClassStatus.optional(),
});
const datesInOrder = (b: { inicio?: string; termino: string }) => !b.inicio || b.termino >= b.inicio;
// Compared only once both dates are valid: a wrong date gets its own message, not this one too.
const DATES_IN_ORDER = { message: CRISMA_MSG.terminoBeforeInicio, path: ['termino'], when: (p: { issues: unknown[] }) => p.issues.length === 0 };

/**
 * POST /api/turmas/crisma (form): `inicio` left out is today (decisions.md), `status` left out is 1.
 * The route checks término against the default início once it knows today.
 */
export const ClassCreateBody = ClassFields.extend({ status: ClassStatus.default(1) }).refine(datesInOrder, DATES_IN_ORDER);
export type ClassCreateBody = z.infer<typeof ClassCreateBody>;

/** PUT /api/turmas/crisma/{id} (JSON, same fields): `inicio` or `status` left out keep the stored ones. */
export const ClassUpdateBody = ClassFields.refine(datesInOrder, DATES_IN_ORDER);
export type ClassUpdateBody = z.infer<typeof ClassUpdateBody>;

export const ClassList = z.object({ data: z.array(CrismaClass) });
export const ClassResponse = z.object({ message: z.string().optional(), item: CrismaClass });

// ---------------------------------------------------------------- students (crismandos)

export const Crismando = z.object({
  register_id: z.number().int(),
  register_name: z.string(),
  photo: z.string().nullable().optional(),
  batizado: z.union([z.literal(0), z.literal(1)]),
  turma_id: z.number().int(),
});
export type Crismando = z.infer<typeof Crismando>;

export const CrismandosQuery = z.object({ turma_id: rowId(CRISMA_MSG.classNotFound) });
export const CrismandoList = z.object({ data: z.array(Crismando), meta: z.object({ total: z.number().int() }) });

const Batizado = z.union([z.literal(0), z.literal(1), z.boolean(), z.literal('0'), z.literal('1')]).transform((v) => (v === true || v === 1 || v === '1' ? 1 : 0));

export const EnrolBody = z.object({
  turma_id: rowId(CRISMA_MSG.classNotFound),
  items: z
    .array(z.object({ register_id: rowId(CRISMA_MSG.personNotInParish), batizado: Batizado.default(0) }), { error: CRISMA_MSG.enrolNoneSelected })
    .min(1, CRISMA_MSG.enrolNoneSelected)
    .max(BATCH_MAX),
});
export type EnrolBody = z.infer<typeof EnrolBody>;

export const TransferBody = z
  .object({
    from_turma_id: rowId(CRISMA_MSG.classNotFound),
    to_turma_id: rowId(CRISMA_MSG.transferNoDestination),
    register_ids: z.array(rowId(CRISMA_MSG.personNotInParish), { error: CRISMA_MSG.transferNoNames }).min(1, CRISMA_MSG.transferNoNames).max(BATCH_MAX),
  })
  .refine((b) => b.from_turma_id !== b.to_turma_id, { message: CRISMA_MSG.transferSameClass, path: ['to_turma_id'] });
export type TransferBody = z.infer<typeof TransferBody>;

export const EnrolResponse = z.object({ message: z.string().optional(), count: z.number().int() });

// ---------------------------------------------------------------- catechists

export const Catechist = z.object({
  id: z.number().int(),
  nome: z.string(),
  register_id: z.number().int(),
  ent_id: z.number().int(),
  ent_name: z.string(),
  status: z.number().int(),
  created_at: z.string(),
});
export type Catechist = z.infer<typeof Catechist>;

/** Any value other than 2 shows as Ativo (spec section 4). */
export function catechistStatusLabel(status: number | null | undefined): string {
  return status === 2 ? CATECHIST_STATUS[2] : CATECHIST_STATUS[1];
}

export const CatechistListQuery = z.object({
  q: z.string().trim().max(SEARCH_MAX).optional(),
  status: z.preprocess(numeric, z.union([z.literal(1), z.literal(2)]).optional()),
  ent_id: OptionalId,
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  limit: z.coerce.number().int().min(1).max(CATECHIST_DROPDOWN_LIMIT).default(12),
});
export type CatechistListQuery = z.infer<typeof CatechistListQuery>;

/** POST /api/catequistas/crisma (form). */
export const CatechistCreateBody = z.object({
  register_id: rowId(CRISMA_MSG.catechistRegisterRequired),
  ent_id: rowId(CRISMA_MSG.catechistCommunityRequired),
  status: CatechistStatus.default(1),
});
export type CatechistCreateBody = z.infer<typeof CatechistCreateBody>;

/** PUT /api/catequistas/crisma/{id} (JSON): community and status only; the person never changes. */
export const CatechistUpdateBody = z.object({
  ent_id: rowId(CRISMA_MSG.catechistCommunityRequired),
  status: CatechistStatus,
});
export type CatechistUpdateBody = z.infer<typeof CatechistUpdateBody>;

export const CatechistList = z.object({ data: z.array(Catechist), meta: ListMeta });
export const CatechistResponse = z.object({ message: z.string().optional(), item: Catechist });
export const OkResponse = z.object({ ok: z.literal(true), message: z.string().optional() });
