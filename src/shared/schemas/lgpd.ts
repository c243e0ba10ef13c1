import { ListMeta, OptionalId, z } from './zod';

/**
 * Personal data under the LGPD (Brazil's data protection law): legal bases, the registers' access log, anonymisation and
 * retention. Shared by the server's routes, the registers screens and the tests.
 */

/** LGPD art. 11: the hypotheses under which sensitive data (race, religious life) may be kept. */
export const LEGAL_BASIS = {
  consentimento: 'Consentimento do titular (art. 11, I)',
  obrigacao_legal: 'Cumprimento de obrigação legal ou regulatória (art. 11, II, a)',
  politicas_publicas: 'Execução de políticas públicas (art. 11, II, b)',
  estudos_pesquisa: 'Estudos por órgão de pesquisa (art. 11, II, c)',
  exercicio_direitos: 'Exercício regular de direitos (art. 11, II, d)',
  protecao_vida: 'Proteção da vida ou da incolumidade física (art. 11, II, e)',
  tutela_saude: 'Tutela da saúde (art. 11, II, f)',
  prevencao_fraude: 'Prevenção à fraude e segurança do titular (art. 11, II, g)',
} as const;
export type LegalBasis = keyof typeof LEGAL_BASIS;
export const LEGAL_BASES = Object.keys(LEGAL_BASIS) as [LegalBasis, ...LegalBasis[]];

export const ACCESS_ACTION = {
  view: 'Visualizou a ficha',
  create: 'Criou o registro',
  update: 'Editou o registro',
  attachment_upload: 'Enviou anexos',
  attachment_delete: 'Removeu um anexo',
  attachment_download: 'Baixou um anexo',
  csv_export: 'Exportou a lista (CSV)',
  data_export: 'Exportou os dados (LGPD)',
  delete: 'Excluiu o registro',
  anonymise: 'Anonimizou o registro',
  tithe_view: 'Viu as contribuições do dízimo',
  tithe_receipt: 'Baixou um recibo do dízimo',
  tithe_statement: 'Baixou a declaração anual do dízimo',
  tithe_csv: 'Exportou contribuições ou dizimistas (CSV)',
  sacrament_view: 'Viu um registro dos livros de sacramentos',
  sacrament_certificate: 'Emitiu uma certidão de sacramento',
  sacrament_book: 'Imprimiu um livro ou folha dos livros de sacramentos',
  parish_act: 'Passou a atuar nesta paróquia (Administrador do Sistema)',
  parish_leave: 'Deixou de atuar nesta paróquia',
  account_change: 'Alterou a conta de acesso da pessoa',
  account_csv: 'Exportou a lista de contas de acesso (CSV)',
  import: 'Importação de planilha (envio, conferência, importação ou desfazer)',
  escala_view: 'Viu a ficha de um membro de ministério (escalas)',
  casamento_view: 'Viu um processo de casamento (dados, entrevista ou documentos)',
  diocese_search: 'Cúria: consultou os livros de sacramentos (com o motivo)',
  diocese_decree: 'Cúria: aplicou um decreto a um registro',
  solicitacao_view: 'Viu uma solicitação do site (batismo ou certidão) ou seus arquivos',
} as const;
export type AccessAction = keyof typeof ACCESS_ACTION;
export const ACCESS_ACTIONS = Object.keys(ACCESS_ACTION) as [AccessAction, ...AccessAction[]];

/** The personal fields anonymisation clears (the name is replaced), as the confirmation names them. */
export const PERSONAL_FIELDS = {
  name: 'Nome',
  email: 'E-mail',
  phone: 'Telefone',
  cpf: 'CPF',
  rg: 'RG',
  familly_qntd: 'Qtd. familiares',
  civil_status: 'Estado civil',
  born_date: 'Nascimento (e idade)',
  work_state: 'Situação do trabalho',
  race: 'Raça',
  cep: 'CEP',
  address: 'Endereço',
  address_number: 'Número',
  home_situation: 'Bairro',
  city: 'Cidade',
  state: 'Estado',
  country: 'País',
  mother_name: 'Mãe',
  motherPhone: 'Telefone da mãe',
  father_name: 'Pai',
  fatherPhone: 'Telefone do pai',
  legal_basis: 'Base legal',
} as const;
export type PersonalField = keyof typeof PERSONAL_FIELDS;

export const anonymisedName = (id: number) => `Pessoa anonimizada #${id}`;

export const LGPD_MSG = {
  legalBasisInvalid: 'Base legal inválida.',
  noLegalBasis: 'Sem base legal registrada',
  alreadyAnonymised: 'Este registro já foi anonimizado.',
  anonymised: 'Registro anonimizado. Os dados pessoais, a foto e os anexos foram removidos.',
  retentionInvalid: 'Informe um prazo entre 1 e 1200 meses, ou deixe em branco para não propor anonimização.',
  retentionSaved: 'Prazo de retenção salvo.',
  dateInvalid: 'Data inválida (use AAAA-MM-DD).',
  rangeInvalid: 'A data inicial não pode ser posterior à data final.',
  exportFailed: 'Falha ao exportar os dados',
  anonymiseFailed: 'Falha ao anonimizar',
  logFailed: 'Falha ao carregar o registro de acessos',
  logEmpty: 'Nenhum acesso registrado.',
  dueEmpty: 'Nenhum registro inativo aguardando anonimização.',
} as const;

const blankToNull = (v: unknown) => (v === undefined ? undefined : v === null || (typeof v === 'string' && v.trim() === '') ? null : v);

/**
 * The register form's legal basis: absent keeps the recorded one, '' clears it, a key of LEGAL_BASIS
 * sets it (with the time and the user who recorded it).
 */
export const LegalBasisField = z.object({
  legal_basis: z.preprocess(blankToNull, z.enum(LEGAL_BASES, { error: LGPD_MSG.legalBasisInvalid }).nullable().optional()),
});

const IsoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, LGPD_MSG.dateInvalid)
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), LGPD_MSG.dateInvalid);
const optionalOf = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

/** GET /api/registers/access-log (and the per-register call, which ignores register_id). Days are in the parish's zone. */
export const AccessLogQuery = z
  .object({
    page: z.coerce.number().int().min(1).max(1_000_000).default(1),
    limit: z.coerce.number().int().min(1).max(100).default(20),
    register_id: OptionalId,
    user_id: OptionalId,
    action: optionalOf(z.enum(ACCESS_ACTIONS)),
    from: optionalOf(IsoDay),
    to: optionalOf(IsoDay),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: LGPD_MSG.rangeInvalid, path: ['from'] });
export type AccessLogQuery = z.output<typeof AccessLogQuery>;

export const AccessLogEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  user_id: z.number().int(),
  user_name: z.string(),
  action: z.enum(ACCESS_ACTIONS),
  register_id: z.number().int().nullable(),
  /** The register's name now (anonymised or null once deleted), for the per-user view. */
  register_name: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  ip: z.string().nullable(),
});
export type AccessLogEntry = z.infer<typeof AccessLogEntry>;
export const AccessLogResponse = z.object({ data: z.array(AccessLogEntry), meta: ListMeta });
/** GET /api/registers/access-log/users: who appears in the parish's log (the per-user filter). */
export const AccessLogUsersResponse = z.object({ data: z.array(z.object({ user_id: z.number().int(), user_name: z.string() })) });

/** What anonymising a register removes (GET /api/registers/{id}/anonymise) and what stays, without the values. */
export const AnonymisePreview = z.object({
  id: z.number().int(),
  anonymised_at: z.string().nullable(),
  /** Filled personal fields, as keys of PERSONAL_FIELDS. */
  fields: z.array(z.string()),
  photo: z.boolean(),
  attachments: z.number().int(),
  /** Kept, without identity: class enrolments and the catechist record. */
  enrolments: z.number().int(),
  catechist: z.boolean(),
});
export type AnonymisePreview = z.infer<typeof AnonymisePreview>;
export const AnonymisePreviewResponse = z.object({ data: AnonymisePreview });
export const AnonymiseResponse = z.object({ message: z.string(), data: AnonymisePreview });

export const RETENTION_MONTHS_MAX = 1200;
export const Retention = z.object({ retention_months: z.number().int().nullable() });
export type Retention = z.infer<typeof Retention>;
/** PUT /api/lgpd/retention: months, or null / '' to propose no anonymisation. */
export const RetentionUpdate = z.object({
  retention_months: z.preprocess(
    (v) => (v === undefined || v === '' ? null : v),
    z.coerce
      .number({ error: LGPD_MSG.retentionInvalid })
      .int(LGPD_MSG.retentionInvalid)
      .min(1, LGPD_MSG.retentionInvalid)
      .max(RETENTION_MONTHS_MAX, LGPD_MSG.retentionInvalid)
      .nullable(),
  ),
});
export const RetentionResponse = z.object({ message: z.string().optional(), data: Retention });

export const RetentionDueQuery = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export const RetentionDue = z.object({
  id: z.number().int(),
  name: z.string(),
  /** When it became inactive (ISO). */
  inactive_since: z.string(),
  /** When the retention period ended (ISO). */
  due_since: z.string(),
});
export type RetentionDue = z.infer<typeof RetentionDue>;
export const RetentionDueResponse = z.object({ data: z.array(RetentionDue), meta: ListMeta.extend({ retention_months: z.number().int().nullable() }) });
