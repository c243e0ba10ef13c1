import { BoolLike, Id, OptionalId, OptionalText, z } from './zod';

/**
 * Ministry rosters (escalas): ministries with their positions (funções), coordinators and members; what
 * each celebration of the agenda needs; the month's assignments (designações) built by hand or by
 * 'Preencher automaticamente', published, answered by the volunteers ('Minha escala'), swapped among them,
 * and marked served or missed after the Mass.
 */

/** How the public element shows a ministry's roster: nothing, first names, or initials. */
export const VISIBILIDADES = { privada: 'Privada (não aparece no site)', primeiro_nome: 'Primeiro nome', iniciais: 'Iniciais' } as const;
export type Visibilidade = keyof typeof VISIBILIDADES;

/** An assignment's life: asked (pendente), answered, a swap asked (substituicao), and after the Mass served or missed. */
export const DESIGNACAO_STATUS = {
  pendente: 'Aguardando resposta',
  aceita: 'Confirmada',
  recusada: 'Recusada',
  substituicao: 'Procurando substituto',
  servida: 'Serviu',
  faltou: 'Faltou',
} as const;
export type DesignacaoStatus = keyof typeof DESIGNACAO_STATUS;

/** What the coordinator is warned of beside a choice (a warning, not a refusal). */
export const AVISO_TIPOS = {
  bloqueio: 'Indisponível nesta data',
  mesmo_horario: 'Já escalado(a) neste horário em outro ministério',
  acima_da_frequencia: 'Acima da frequência preferida',
  recusou_antes: 'Recusou esta missa antes',
} as const;
type AvisoTipo = keyof typeof AVISO_TIPOS;

/** Whether a family serves together or apart (members sharing a `familia` key). */
export const FAMILIA_MODOS = { juntos: 'Servir junto da família', separados: 'Servir em missas diferentes da família' } as const;
type FamiliaModo = keyof typeof FAMILIA_MODOS;

/** The ministries a parish usually has (the form's suggestions; any other name is allowed). */
export const MINISTERIOS_SUGERIDOS = [
  'Acólitos e Coroinhas',
  'Leitores',
  'Ministros Extraordinários da Sagrada Comunhão',
  'Música',
  'Acolhida',
  'PASCOM',
] as const;

/** Limits, also held by the database's CHECK constraints. */
const MAX_FUNCOES = 30;
export const MAX_QUANTIDADE = 20;
export const MAX_VEZES_POR_MES = 31;
/** The longest span GET /api/escalas answers at once (a month with its edges). */
const ESCALAS_MAX_DAYS = 62;
/** The public element's window: the next four weeks. */
export const PUBLIC_DAYS = 28;
/** A blockout's span (a range, or a repetition's validity): at most two years. */
const MAX_BLOQUEIO_DIAS = 731;

export const ESCALAS_MSG = {
  nomeRequired: 'Informe o nome do ministério.',
  funcaoNomeRequired: 'Informe o nome da função.',
  funcoesRequired: 'Cadastre ao menos uma função.',
  funcoesMax: `No máximo ${MAX_FUNCOES} funções por ministério.`,
  funcaoDuplicated: 'Duas funções com o mesmo nome.',
  funcaoInUse: 'Esta função tem designações: ela não pode ser removida.',
  visibilidadeInvalid: 'Visibilidade deve ser privada, primeiro_nome ou iniciais.',
  coordenadorNotInParish: 'Coordenador não encontrado nesta paróquia.',
  ministerioNotFound: 'Ministério não encontrado.',
  ministerioCreated: 'Ministério cadastrado.',
  ministerioUpdated: 'Ministério atualizado.',
  ministerioDeleted: 'Ministério excluído.',
  ministerioNomeTaken: 'Já existe um ministério com este nome.',
  ministeriosEmpty: 'Nenhum ministério cadastrado.',
  manageForbidden: 'Somente a coordenação deste ministério pode alterar a escala.',
  funcaoNotFound: 'Função não encontrada neste ministério.',
  celebracaoNotFound: 'Celebração não encontrada.',
  quantidadeInvalid: `Quantidade deve ser de 0 a ${MAX_QUANTIDADE}.`,
  necessidadesSaved: 'Necessidades salvas.',
  necessidadeDataSaved: 'Necessidades desta data salvas.',
  noOccurrence: 'Esta celebração não acontece nesta data.',
  registerRequired: 'Selecione uma pessoa dos registros.',
  registerNotInParish: 'Pessoa não encontrada nos registros desta paróquia.',
  userNotInParish: 'Usuário não encontrado nesta paróquia.',
  alreadyMember: 'Esta pessoa já é membro deste ministério.',
  userAlreadyMember: 'Este usuário já está ligado a outro membro deste ministério.',
  membroNotFound: 'Membro não encontrado.',
  membroCreated: 'Membro incluído.',
  membroUpdated: 'Membro atualizado.',
  membroDeleted: 'Membro removido do ministério.',
  membrosEmpty: 'Nenhum membro neste ministério.',
  vezesInvalid: `Vezes por mês deve ser de 1 a ${MAX_VEZES_POR_MES}.`,
  familiaModoInvalid: 'Escolha juntos ou separados.',
  horaInvalid: 'Horário inválido (use HH:MM).',
  dateInvalid: 'Data inválida (use AAAA-MM-DD).',
  mesInvalid: 'Mês inválido (use AAAA-MM).',
  periodInvalid: 'O fim do período não pode ser anterior ao início.',
  periodTooLong: `O período deve ter no máximo ${ESCALAS_MAX_DAYS} dias.`,
  vagaInvalid: 'Vaga inválida para esta função nesta data.',
  membroCannotFill: 'Este membro não exerce esta função.',
  membroSameHour: 'Este membro já está escalado neste horário.',
  membroMinorLate: 'Menores não são escalados neste horário.',
  cancelledDate: 'Esta missa foi cancelada nesta data.',
  pastDate: 'Esta data já passou.',
  designacaoSaved: 'Escala atualizada.',
  designacaoCleared: 'Vaga liberada.',
  designacaoNotFound: 'Designação não encontrada.',
  preenchido: 'Escala preenchida automaticamente.',
  publicado: 'Escala publicada: cada pessoa recebeu seus pedidos.',
  nadaParaPublicar: 'Não há designações neste mês para publicar.',
  notMember: 'Sua conta não está ligada a um membro de ministério.',
  notYours: 'Esta designação não é sua.',
  aceita: 'Presença confirmada.',
  recusada: 'Designação recusada.',
  substituicaoPedida: 'Pedido de substituição enviado a quem pode servir.',
  assumida: 'Você assumiu esta designação.',
  alreadyTaken: 'Esta substituição já foi assumida por outra pessoa.',
  notOffered: 'Esta designação não está oferecida para substituição.',
  cannotTake: 'Você não pode assumir esta designação (função ou horário).',
  notPending: 'Esta designação já foi respondida.',
  cannotAnswerPast: 'Esta celebração já aconteceu.',
  presencaSaved: 'Presença registrada.',
  presencaBeforeMass: 'A presença só é marcada depois da celebração.',
  presencaInvalid: 'Status deve ser servida ou faltou.',
  preferenciasSaved: 'Preferências salvas.',
  indisponibilidadeCreated: 'Indisponibilidade registrada.',
  indisponibilidadeDeleted: 'Indisponibilidade excluída.',
  indisponibilidadeNotFound: 'Indisponibilidade não encontrada.',
  indisponibilidadeTooLong: 'O período deve ter no máximo dois anos.',
  repeticaoInvalid: 'Repetição inválida (ex.: todo 2º domingo).',
  icalRenewed: 'Novo endereço do calendário criado: o anterior deixou de funcionar.',
  registerIsMember: 'Não é possível excluir: esta pessoa é membro de um ministério (escalas). Remova-a do ministério primeiro.',
  icalNotFound: 'Calendário não encontrado.',
  parishNotFound: 'Paróquia não encontrada.',
  escalaEmpty: 'Nenhuma celebração com necessidades neste período.',
  minhaEscalaEmpty: 'Nenhuma designação nas próximas semanas.',
} as const;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const numeric = (v: unknown) => (typeof v === 'string' && /^-?\d+$/.test(v) ? Number(v) : v);
const DateOnly = z.iso.date({ error: ESCALAS_MSG.dateInvalid }).refine((d) => d >= '1900-01-01', { error: ESCALAS_MSG.dateInvalid });
/** 'YYYY-MM'. */
const Mes = z.string({ error: ESCALAS_MSG.mesInvalid }).regex(/^(19|[2-9]\d)\d{2}-(0[1-9]|1[0-2])$/, ESCALAS_MSG.mesInvalid);
const Hora = z.string({ error: ESCALAS_MSG.horaInvalid }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, ESCALAS_MSG.horaInvalid);
const Visibilidade = z.enum(Object.keys(VISIBILIDADES) as [Visibilidade, ...Visibilidade[]], { error: ESCALAS_MSG.visibilidadeInvalid });
const Status = z.enum(Object.keys(DESIGNACAO_STATUS) as [DesignacaoStatus, ...DesignacaoStatus[]]);
const AvisoTipo = z.enum(Object.keys(AVISO_TIPOS) as [AvisoTipo, ...AvisoTipo[]]);
const FamiliaModo = z.enum(Object.keys(FAMILIA_MODOS) as [FamiliaModo, ...FamiliaModo[]], { error: ESCALAS_MSG.familiaModoInvalid });
const Quantidade = z.preprocess(
  numeric,
  z.int({ error: ESCALAS_MSG.quantidadeInvalid }).min(0, ESCALAS_MSG.quantidadeInvalid).max(MAX_QUANTIDADE, ESCALAS_MSG.quantidadeInvalid),
);

// ---------------------------------------------------------------- ministries

const FuncaoBody = z.object({
  id: OptionalId,
  nome: z.string({ error: ESCALAS_MSG.funcaoNomeRequired }).trim().min(1, ESCALAS_MSG.funcaoNomeRequired).max(60),
});
/** POST and PUT /api/ministerios[/{id}]: a position without `id` is new; one left out of a PUT is removed (if never assigned). */
export const MinisterioBody = z.object({
  nome: z.string({ error: ESCALAS_MSG.nomeRequired }).trim().min(1, ESCALAS_MSG.nomeRequired).max(120),
  funcoes: z
    .array(FuncaoBody, { error: ESCALAS_MSG.funcoesRequired })
    .min(1, ESCALAS_MSG.funcoesRequired)
    .max(MAX_FUNCOES, ESCALAS_MSG.funcoesMax)
    .refine((fs) => new Set(fs.map((f) => f.nome.toLowerCase())).size === fs.length, ESCALAS_MSG.funcaoDuplicated),
  /** User ids of the ministry's coordinators. */
  coordenadores: z.array(Id).max(20).default([]),
  visibilidade: Visibilidade.default('privada'),
  /** Minors are not assigned to celebrations starting after this time (none: no limit). */
  menores_ate: z.preprocess(blankToUndefined, Hora.nullable().optional()),
});
export type MinisterioBody = z.infer<typeof MinisterioBody>;

export const Funcao = z.object({ id: z.number().int(), nome: z.string() });
export type Funcao = z.infer<typeof Funcao>;
/** What each celebration rule of the agenda needs of this ministry. */
export const Necessidade = z.object({ celebracao_id: z.number().int(), funcao_id: z.number().int(), quantidade: z.number().int() });
export type Necessidade = z.infer<typeof Necessidade>;

export const Ministerio = z.object({
  id: z.number().int(),
  nome: z.string(),
  funcoes: z.array(Funcao),
  coordenadores: z.array(z.number().int()),
  /** The coordinators' names, in the order of `coordenadores`. */
  coordenadores_nomes: z.array(z.string()),
  visibilidade: Visibilidade,
  menores_ate: z.string().nullable(),
  membros: z.number().int(),
  /** The caller may change this ministry and its roster (manages every ministry, or coordinates it). */
  pode_gerir: z.boolean(),
});
export type Ministerio = z.infer<typeof Ministerio>;
export const MinisterioList = z.object({ data: z.array(Ministerio) });
/** One ministry, with what each celebration needs. */
export const MinisterioResponse = z.object({ message: z.string().optional(), data: Ministerio.extend({ necessidades: z.array(Necessidade) }) });

/** PUT /api/ministerios/{id}/necessidades: the whole table of needs (a pair left out needs nothing). */
export const NecessidadesBody = z.object({
  necessidades: z.array(z.object({ celebracao_id: Id, funcao_id: Id, quantidade: Quantidade })).max(2000),
});
export type NecessidadesBody = z.infer<typeof NecessidadesBody>;

/** PUT /api/escalas/necessidades: one date's change (a feast needs more): each listed position's quantity on that date (0: none), the others as the rule says; the list replaces the date's earlier change. */
export const NecessidadeDataBody = z.object({
  ministerio_id: Id,
  celebracao_id: Id,
  data: DateOnly,
  funcoes: z.array(z.object({ funcao_id: Id, quantidade: Quantidade })).max(MAX_FUNCOES),
});
export type NecessidadeDataBody = z.infer<typeof NecessidadeDataBody>;

// ---------------------------------------------------------------- members

export const Preferencias = z.object({
  vezes_por_mes: z.preprocess(
    blankToUndefined,
    z
      .preprocess(numeric, z.int({ error: ESCALAS_MSG.vezesInvalid }).min(1, ESCALAS_MSG.vezesInvalid).max(MAX_VEZES_POR_MES, ESCALAS_MSG.vezesInvalid))
      .nullable()
      .optional(),
  ),
  /** Celebration (agenda rule) ids the member prefers to serve at. */
  celebracoes_preferidas: z.array(Id).max(50).default([]),
  /** With `familia` set on the member: serve with the family, or apart. */
  familia: z.preprocess(blankToUndefined, FamiliaModo.nullable().optional()),
});
export type Preferencias = z.infer<typeof Preferencias>;

/** POST and PUT /api/ministerios/{id}/membros[/{membroId}]. */
export const MembroBody = z.object({
  register_id: Id.meta({ description: 'O registro da pessoa' }),
  /** The account that answers for this member ('Minha escala'): optional. */
  user_id: OptionalId,
  /** Position ids this member can fill (none: every position). */
  funcoes: z.array(Id).max(MAX_FUNCOES).default([]),
  menor: BoolLike.default(false),
  preferencias: Preferencias.default({ celebracoes_preferidas: [] }),
  /** A family key (the same text on relatives' members, e.g. the surname): families serve together or apart. */
  familia: OptionalText(80),
});
export type MembroBody = z.infer<typeof MembroBody>;
export const MembroParams = z.object({ id: Id, membroId: Id });

export const Membro = z.object({
  id: z.number().int(),
  ministerio_id: z.number().int(),
  register_id: z.number().int(),
  nome: z.string(),
  user_id: z.number().int().nullable(),
  user_nome: z.string().nullable(),
  funcoes: z.array(z.number().int()),
  menor: z.boolean(),
  preferencias: z.object({
    vezes_por_mes: z.number().int().nullable(),
    celebracoes_preferidas: z.array(z.number().int()),
    familia: FamiliaModo.nullable(),
  }),
  familia: z.string().nullable(),
  /** Times served (or assigned) this month and in the three months before: the fairness counts. */
  contagem: z.object({ mes: z.number().int(), tres_meses: z.number().int() }),
});
export type Membro = z.infer<typeof Membro>;
export const MembroList = z.object({ data: z.array(Membro) });
/** One member with their history (newest first). */
export const MembroResponse = z.object({
  message: z.string().optional(),
  data: Membro.extend({
    historico: z.array(z.object({ data: z.string(), hora: z.string(), titulo: z.string(), funcao_nome: z.string(), status: Status })).optional(),
  }),
});

// ---------------------------------------------------------------- the month's grid

export const Aviso = z.object({ tipo: AvisoTipo, texto: z.string() });
export type Aviso = z.infer<typeof Aviso>;

/** One assignment. `manual`: set by the coordinator (the automatic fill never overwrites it). */
export const Designacao = z.object({
  id: z.number().int(),
  ministerio_id: z.number().int(),
  celebracao_id: z.number().int(),
  data: z.string(),
  funcao_id: z.number().int(),
  vaga: z.number().int(),
  membro_id: z.number().int(),
  membro_nome: z.string(),
  status: Status,
  manual: z.boolean(),
  publicada: z.boolean(),
  avisos: z.array(Aviso),
});
export type Designacao = z.infer<typeof Designacao>;

/** GET /api/escalas?ministerio_id&de&ate (dates in the parish, both included; at most ESCALAS_MAX_DAYS). */
export const EscalaQuery = z
  .object({ ministerio_id: Id, de: DateOnly, ate: DateOnly })
  .refine((q) => q.ate >= q.de, { error: ESCALAS_MSG.periodInvalid, path: ['ate'] })
  .refine((q) => !DAY.test(q.de) || !DAY.test(q.ate) || Date.parse(q.ate) - Date.parse(q.de) < ESCALAS_MAX_DAYS * 86_400_000, {
    error: ESCALAS_MSG.periodTooLong,
    path: ['ate'],
  });

/** One celebration's date in the grid: its positions, each with `quantidade` cells (vaga 1..quantidade). */
export const EscalaCelebracao = z.object({
  celebracao_id: z.number().int(),
  data: z.string(),
  hora: z.string(),
  inicio: z.string().meta({ description: 'ISO com o deslocamento da paróquia' }),
  titulo: z.string(),
  ent_name: z.string().nullable(),
  cancelada: z.boolean(),
  funcoes: z.array(
    z.object({
      funcao_id: z.number().int(),
      nome: z.string(),
      quantidade: z.number().int(),
      designacoes: z.array(Designacao),
    }),
  ),
});
export type EscalaCelebracao = z.infer<typeof EscalaCelebracao>;
export const EscalaResponse = z.object({
  ministerio: Ministerio,
  celebracoes: z.array(EscalaCelebracao),
  /** Every member with their counts (the spread shown beside the grid). */
  membros: z.array(Membro),
});
export type EscalaResponse = z.infer<typeof EscalaResponse>;

/** PUT /api/escalas/designacoes: one cell set (membro_id) or emptied (null). `vaga` is the cell among a position's several (1 when absent). */
export const DesignacaoBody = z.object({
  celebracao_id: Id,
  data: DateOnly,
  funcao_id: Id,
  vaga: z
    .preprocess(numeric, z.int({ error: ESCALAS_MSG.vagaInvalid }).min(1, ESCALAS_MSG.vagaInvalid).max(MAX_QUANTIDADE, ESCALAS_MSG.vagaInvalid))
    .default(1),
  membro_id: z.union([Id, z.null()]),
});
export type DesignacaoBody = z.infer<typeof DesignacaoBody>;
export const DesignacaoResponse = z.object({ message: z.string(), data: Designacao.nullable(), avisos: z.array(Aviso) });

/** POST /api/escalas/preencher and /publicar. */
export const MesBody = z.object({ ministerio_id: Id, mes: Mes });
export type MesBody = z.infer<typeof MesBody>;
export const PreencherResponse = z.object({
  message: z.string(),
  data: z.object({ designacoes: z.array(Designacao), vazias: z.number().int() }),
});
export const PublicarResponse = z.object({ message: z.string(), data: z.object({ pessoas: z.number().int(), pedidos: z.number().int() }) });

/** POST /api/designacoes/{id}/presenca: after the celebration. */
export const PresencaBody = z.object({ status: z.enum(['servida', 'faltou'], { error: ESCALAS_MSG.presencaInvalid }) });
/** POST /api/designacoes/{id}/recusar and /substituir: an optional reason. */
export const MotivoBody = z.object({ motivo: OptionalText(200) }).default({});

// ---------------------------------------------------------------- the volunteer's side

/** 'FREQ=MONTHLY;BYDAY=2SU' (todo 2º domingo), 'FREQ=WEEKLY;BYDAY=SA' (todo sábado): an RFC 5545 rule, weekly or monthly. */
const Repeticao = z
  .string({ error: ESCALAS_MSG.repeticaoInvalid })
  .trim()
  .transform((v) => v.replace(/^RRULE:/i, '').toUpperCase())
  .pipe(z.string().regex(/^FREQ=(WEEKLY|MONTHLY)(;INTERVAL=[1-9])?;BYDAY=((-1|[1-5])?(MO|TU|WE|TH|FR|SA|SU),?)+$/, ESCALAS_MSG.repeticaoInvalid));

const WEEKDAYS = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'] as const;
const WEEKDAY_NAMES = ['domingo', 'segunda-feira', 'terça-feira', 'quarta-feira', 'quinta-feira', 'sexta-feira', 'sábado'];
/** The rule of 'todo {n}º {weekday}' (n: 1 to 5, or -1 for the last; weekday 0 = Sunday) or, without n, 'todo {weekday}'. */
export const repeticaoDe = (weekday: number, n?: number) =>
  n === undefined ? `FREQ=WEEKLY;BYDAY=${WEEKDAYS[weekday]}` : `FREQ=MONTHLY;BYDAY=${n}${WEEKDAYS[weekday]}`;
/** A rule of `Repeticao` in words: 'todo 2º domingo', 'todo último sábado', 'toda segunda-feira'. */
export function repeticaoTexto(rule: string): string {
  const m = /BYDAY=(-1|[1-5])?([A-Z]{2})/.exec(rule);
  if (!m) return rule;
  const day = WEEKDAY_NAMES[WEEKDAYS.indexOf(m[2] as (typeof WEEKDAYS)[number])] ?? m[2];
  const every = day.endsWith('feira') ? 'toda' : 'todo';
  const last = day.endsWith('feira') ? 'última' : 'último';
  if (!m[1]) return `${every} ${day}`;
  return m[1] === '-1' ? `${every} ${last} ${day}` : `${every} ${m[1]}${day.endsWith('feira') ? 'ª' : 'º'} ${day}`;
}

/**
 * POST /api/indisponibilidades: a day (inicio = fim), a range, or a repetition within [inicio, fim].
 */
export const IndisponibilidadeBody = z
  .object({
    inicio: DateOnly,
    fim: DateOnly,
    repeticao: z.preprocess(blankToUndefined, Repeticao.optional()),
    motivo: OptionalText(200),
  })
  .refine((v) => v.fim >= v.inicio, { error: ESCALAS_MSG.periodInvalid, path: ['fim'] })
  .refine((v) => !DAY.test(v.inicio) || !DAY.test(v.fim) || Date.parse(v.fim) - Date.parse(v.inicio) < MAX_BLOQUEIO_DIAS * 86_400_000, {
    error: ESCALAS_MSG.indisponibilidadeTooLong,
    path: ['fim'],
  });
export type IndisponibilidadeBody = z.infer<typeof IndisponibilidadeBody>;
export const Indisponibilidade = z.object({
  id: z.number().int(),
  inicio: z.string(),
  fim: z.string(),
  repeticao: z.string().nullable(),
  /** The repetition in words ('todo 2º domingo'), or null. */
  repeticao_texto: z.string().nullable(),
  motivo: z.string().nullable(),
});
export type Indisponibilidade = z.infer<typeof Indisponibilidade>;
export const IndisponibilidadeList = z.object({ data: z.array(Indisponibilidade) });
export const IndisponibilidadeResponse = z.object({ message: z.string(), data: Indisponibilidade });

/** One of the person's assignments, as 'Minha escala' lists it. */
export const MinhaDesignacao = Designacao.extend({
  ministerio_nome: z.string(),
  funcao_nome: z.string(),
  titulo: z.string(),
  inicio: z.string(),
  ent_name: z.string().nullable(),
});
export type MinhaDesignacao = z.infer<typeof MinhaDesignacao>;

export const MinhaEscala = z.object({
  /** The person's memberships, with their preferences. */
  membros: z.array(Membro.extend({ ministerio_nome: z.string(), funcoes_nomes: z.array(z.string()) })),
  /** Upcoming assignments (and the last month's), oldest first. */
  designacoes: z.array(MinhaDesignacao),
  /** Others' assignments offered for substitution that this person can take (first to accept takes it). */
  ofertas: z.array(MinhaDesignacao),
  indisponibilidades: z.array(Indisponibilidade),
  /** The personal calendar feed's secret address. */
  ical_url: z.string(),
  /** Ministries this person coordinates (links to their rosters). */
  coordena: z.array(z.object({ id: z.number().int(), nome: z.string() })),
});
export type MinhaEscala = z.infer<typeof MinhaEscala>;
export const MinhaEscalaResponse = z.object({ data: MinhaEscala });

/** PUT /api/minha-escala/preferencias: the volunteer's own preferences in one ministry. */
export const MinhasPreferenciasBody = z.object({ membro_id: Id, preferencias: Preferencias });
export type MinhasPreferenciasBody = z.infer<typeof MinhasPreferenciasBody>;
export const IcalResponse = z.object({ message: z.string(), data: z.object({ ical_url: z.string() }) });

/** POST /api/designacoes/{id}/...: the assignment as it now stands. */
export const AcaoResponse = z.object({ message: z.string(), data: MinhaDesignacao });

// ---------------------------------------------------------------- public

export const PublicEscalaQuery = z.object({ ministerio_id: OptionalId });
/** The next four weeks of published rosters of the parish's public ministries; names as each ministry's visibility says. */
export const PublicEscalaResponse = z.object({
  data: z.array(
    z.object({
      ministerio_id: z.number().int(),
      ministerio_nome: z.string(),
      inicio: z.string(),
      titulo: z.string(),
      ent_name: z.string().nullable(),
      funcoes: z.array(z.object({ nome: z.string(), pessoas: z.array(z.string()) })),
    }),
  ),
});
export type PublicEscalaResponse = z.infer<typeof PublicEscalaResponse>;

/** GET /api/escalas/pdf: one ministry, or every ministry the caller manages. */
export const EscalaPdfQuery = z.object({ ministerio_id: OptionalId, mes: Mes });

/** The name as a ministry's visibility shows it publicly: 'Maria', 'M. S.', or nothing. */
export function publicName(nome: string, visibilidade: Visibilidade): string | null {
  const words = nome.trim().split(/\s+/).filter(Boolean);
  if (visibilidade === 'privada' || !words.length) return null;
  if (visibilidade === 'primeiro_nome') return words[0];
  const first = words[0][0];
  const last = words.length > 1 ? words[words.length - 1][0] : '';
  return `${first.toUpperCase()}.${last ? ` ${last.toUpperCase()}.` : ''}`;
}
