import { SACRAMENTS, type Sacrament } from '../sacraments';
import { ListMeta, OptionalId, rowId, z } from './zod';

/** A class's status labels; 3 is the sacrament received ('Crismada'). */
export const classStatusLabels = (s: Sacrament) => ({ 1: 'Não iniciada', 2: 'Em catequese', 3: s.done, 4: 'Cancelada' }) as const;
export const CLASS_STATUS = classStatusLabels(SACRAMENTS.crisma);
export const CATECHIST_STATUS = { 1: 'Ativo', 2: 'Inativo' } as const;

/**
 * Catechesis texts shared by the server's answers and the screens (for Crisma, the spec's own words), with
 * the sacrament's name where the text names it.
 */
export const catechesisMsg = (s: Sacrament) => ({
  turmaRequired: 'Informe o nome da turma.',
  turmaTooLong: 'O nome da turma deve ter no máximo 120 caracteres.',
  tutorRequired: 'Selecione o(a) tutor(a).',
  tutorNotCatechist: `O(a) tutor(a) deve ser um catequista de ${s.name} desta paróquia.`,
  terminoRequired: 'Informe a data de término.',
  dateInvalid: 'Data inválida.',
  terminoBeforeInicio: 'O término não pode ser anterior ao início.',
  statusInvalid: `Status deve ser 1 (Não iniciada), 2 (Em catequese), 3 (${s.done}) ou 4 (Cancelada).`,
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
  enrolled: `${s.students[0].toUpperCase()}${s.students.slice(1)} associados com sucesso.`,
  transferNoDestination: 'Selecione a turma de destino',
  transferNoNames: 'Adicione ao menos um nome para transferir',
  transferSameClass: 'A turma de destino deve ser diferente da turma de origem.',
  transferNotInSource: 'Não está na turma de origem.',
  transferAlreadyInDestination: 'Já está na turma de destino.',
  transferDone: 'Transferência concluída!',
  transferFailed: `Erro ao transferir ${s.students}`,
  catechistRegisterRequired: 'Selecione uma pessoa (register)',
  catechistCommunityRequired: 'Selecione uma comunidade',
  catechistStatusInvalid: 'Status deve ser 1 (Ativo) ou 2 (Inativo).',
  catechistDuplicate: `Esta pessoa já é catequista de ${s.name}.`,
  communityNotInParish: 'Comunidade não encontrada nesta paróquia.',
  catechistNotFound: 'Catequista não encontrado.',
  catechistTutors: 'Este catequista é tutor(a) de turma e não pode ser excluído. Troque o(a) tutor(a) antes:',
  catechistCreated: 'Catequista adicionado com sucesso.',
  catechistUpdated: 'Alterações salvas',
  catechistDeleted: 'Catequista excluído com sucesso.',
  catechistsEmpty: 'Nenhum catequista encontrado',
  accountNotCatechist: `A conta deve ser de um catequista de ${s.name} desta paróquia.`,
  accountTaken: `Esta conta já está ligada a outro catequista de ${s.name}.`,
  accountNone: 'Sem conta no portal',
  accountNotFound: 'Conta não encontrada nesta paróquia.',
  classDeleted: 'Turma excluída com sucesso.',
});
export type CatechesisMsg = ReturnType<typeof catechesisMsg>;
export const CRISMA_MSG = catechesisMsg(SACRAMENTS.crisma);

export const TURMA_MAX = 120;
export const SEARCH_MAX = 100;
/** A class or a batch is a few dozen people; the cap keeps one call from holding the database. */
const BATCH_MAX = 200;
/** Page sizes of the class list, the first the default. */
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
  z.preprocess(
    numeric,
    z
      .number({ error: message })
      .int(message)
      .refine((v) => values.includes(v), message),
  );
const CatechistStatus = Status([1, 2], CRISMA_MSG.catechistStatusInvalid);

/** 'YYYY-MM-DD', a real calendar date. */
const DateOnly = (message: string = CRISMA_MSG.dateInvalid) => z.preprocess((v) => (v === '' || v === null ? undefined : v), z.iso.date({ error: message }));

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
const datesInOrder = (b: { inicio?: string; termino: string }) => !b.inicio || b.termino >= b.inicio;
// Compared only once both dates are valid: a wrong date gets its own message, not this one too.
const DATES_IN_ORDER = { message: CRISMA_MSG.terminoBeforeInicio, path: ['termino'], when: (p: { issues: unknown[] }) => p.issues.length === 0 };

/** A class's bodies, whose status text names the sacrament. */
export function classBodies(s: Sacrament) {
  const ClassStatus = Status([1, 2, 3, 4], catechesisMsg(s).statusInvalid);
  const ClassFields = z.object({
    // Kept verbatim (HTML included): screens render it as text.
    turma: z.string({ error: CRISMA_MSG.turmaRequired }).trim().min(1, CRISMA_MSG.turmaRequired).max(TURMA_MAX, CRISMA_MSG.turmaTooLong),
    tutor: rowId(CRISMA_MSG.tutorRequired),
    inicio: DateOnly().optional(),
    termino: Termino,
    status: ClassStatus.optional(),
  });
  return {
    /** POST /api/turmas/{sacramento} (form): `inicio` left out is today in the parish, `status` left out is 1. */
    create: ClassFields.extend({ status: ClassStatus.default(1) }).refine(datesInOrder, DATES_IN_ORDER),
    /** PUT /api/turmas/{sacramento}/{id} (JSON, same fields): `inicio` or `status` left out keep the stored ones. */
    update: ClassFields.refine(datesInOrder, DATES_IN_ORDER),
  };
}
const crismaBodies = classBodies(SACRAMENTS.crisma);
export const ClassCreateBody = crismaBodies.create;
export type ClassCreateBody = z.infer<typeof ClassCreateBody>;
export const ClassUpdateBody = crismaBodies.update;
export type ClassUpdateBody = z.infer<typeof ClassUpdateBody>;

export const ClassList = z.object({ data: z.array(CrismaClass) });
export const ClassResponse = z.object({ message: z.string().optional(), item: CrismaClass });

// ---------------------------------------------------------------- students (crismandos, catequizandos)

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

const Batizado = z
  .union([z.literal(0), z.literal(1), z.boolean(), z.literal('0'), z.literal('1')])
  .transform((v) => (v === true || v === 1 || v === '1' ? 1 : 0));

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
  /** The catechist's user account (the classes they tutor are the ones they see), or null. */
  user_id: z.number().int().nullable(),
  /** That account's name and login name, for the screens. */
  user_name: z.string().nullable(),
  user_login: z.string().nullable(),
});
export type Catechist = z.infer<typeof Catechist>;

/** An account a catechist record may link to: the parish's users who hold the sacrament's catechist role. */
export const CatechistAccount = z.object({ id: z.number().int(), name: z.string(), user: z.string() });
export type CatechistAccount = z.infer<typeof CatechistAccount>;
export const CatechistAccountList = z.object({ data: z.array(CatechistAccount) });

/** The linked account: an id, or none ('' from a form, null from JSON). */
const AccountId = z.preprocess((v) => (v === '' ? null : v), z.union([z.null(), rowId(CRISMA_MSG.accountNotFound)]));

/** Any value other than 2 shows as Ativo: only an explicit 2 means inactive. */
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

/** POST /api/catequistas/{sacramento} (form); `user_id` (the catechist's account) may be left out. */
export const CatechistCreateBody = z.object({
  register_id: rowId(CRISMA_MSG.catechistRegisterRequired),
  ent_id: rowId(CRISMA_MSG.catechistCommunityRequired),
  status: CatechistStatus.default(1),
  user_id: AccountId.optional(),
});
export type CatechistCreateBody = z.infer<typeof CatechistCreateBody>;

/**
 * PUT /api/catequistas/{sacramento}/{id} (JSON): community and status; the person never changes. `user_id`
 * links the catechist's account (null unlinks it); left out, the link stays as it was.
 */
export const CatechistUpdateBody = z.object({
  ent_id: rowId(CRISMA_MSG.catechistCommunityRequired),
  status: CatechistStatus,
  user_id: AccountId.optional(),
});
export type CatechistUpdateBody = z.infer<typeof CatechistUpdateBody>;

export const CatechistList = z.object({ data: z.array(Catechist), meta: ListMeta });
export const CatechistResponse = z.object({ message: z.string().optional(), item: Catechist });
export { OkResponse } from './zod';

// ---------------------------------------------------------------- attendance (encontros, presenças)

export const ATTENDANCE_STATUS = { presente: 'Presente', ausente: 'Ausente', justificado: 'Justificado' } as const;
export type AttendanceStatus = keyof typeof ATTENDANCE_STATUS;
/** Below this share of encounters present, a student is flagged on the class page. */
export const ATTENDANCE_MIN_RATE = 0.75;
export const TEMA_MAX = 200;

export const ATTENDANCE_MSG = {
  dataRequired: 'Informe a data do encontro.',
  temaRequired: 'Informe o tema do encontro.',
  temaTooLong: `O tema deve ter no máximo ${TEMA_MAX} caracteres.`,
  encounterTaken: 'Já existe um encontro desta turma nesta data.',
  encounterNotFound: 'Encontro não encontrado.',
  encounterCreated: 'Encontro registrado.',
  futureEncounter: 'A presença só pode ser marcada a partir do dia do encontro.',
  notInClass: 'Esta pessoa não está na turma.',
  statusInvalid: 'Marque presente, ausente ou justificado.',
  duplicateItem: 'A mesma pessoa aparece mais de uma vez.',
  saved: 'Presenças salvas.',
  saveFailed: 'Falha ao salvar presenças',
  loadFailed: 'Falha ao carregar encontros',
  empty: 'Nenhum encontro registrado nesta turma ainda.',
  lowRate: 'Frequência abaixo de 75%',
} as const;

export const Mark = z.object({ register_id: z.number().int(), status: z.enum(['presente', 'ausente', 'justificado']) });
export type Mark = z.infer<typeof Mark>;

/** A guardian's justification of an absence (POST /api/familia/justificativas), as the catechist reads it on the attendance. */
export const Justificativa = z.object({
  register_id: z.number().int(),
  texto: z.string(),
  autor_nome: z.string(),
  enviada_em: z.string(),
});
export type Justificativa = z.infer<typeof Justificativa>;

export const Encounter = z.object({
  id: z.number().int(),
  data: z.string(),
  tema: z.string(),
  /** Marks taken so far; a student without one was not marked yet. */
  presencas: z.array(Mark),
  /** What the families wrote about absences of this encounter. */
  justificativas: z.array(Justificativa),
});
export type Encounter = z.infer<typeof Encounter>;

/** A student's attendance over the class's marked encounters; `taxa` is null before any mark. */
export const StudentAttendance = z.object({
  register_id: z.number().int(),
  register_name: z.string(),
  presente: z.number().int(),
  ausente: z.number().int(),
  justificado: z.number().int(),
  taxa: z.number().min(0).max(1).nullable(),
  abaixo: z.boolean(),
});
export type StudentAttendance = z.infer<typeof StudentAttendance>;

/** GET /api/turmas/{sacramento}/{id}/encontros: the encounters, newest first, and each student's rate. */
export const EncounterList = z.object({ data: z.array(Encounter), frequencia: z.array(StudentAttendance) });
export type EncounterList = z.infer<typeof EncounterList>;

export const EncounterBody = z.object({
  data: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.iso.date({ error: (i) => (i.input === undefined ? ATTENDANCE_MSG.dataRequired : CRISMA_MSG.dateInvalid) }),
  ),
  tema: z.string({ error: ATTENDANCE_MSG.temaRequired }).trim().min(1, ATTENDANCE_MSG.temaRequired).max(TEMA_MAX, ATTENDANCE_MSG.temaTooLong),
});
export type EncounterBody = z.infer<typeof EncounterBody>;

export const AttendanceBody = z.object({
  items: z
    .array(
      z.object({
        register_id: rowId(ATTENDANCE_MSG.notInClass),
        status: z.enum(['presente', 'ausente', 'justificado'], { error: ATTENDANCE_MSG.statusInvalid }),
      }),
    )
    .min(1)
    .max(BATCH_MAX),
});
export type AttendanceBody = z.infer<typeof AttendanceBody>;

export const EncounterResponse = z.object({ message: z.string().optional(), item: Encounter });
