import { Cents, formatCents } from '../money';
import { DayFrom1900 } from './date-filter';
import { METHODS, type Method } from './dizimo';
import { BoolLike, Id, ListMeta, OptionalId, OptionalText, PageQuery, z } from './zod';

/** The parish calendar: recurring celebrations (Masses...), one-off events and Mass intentions. */

export const CELEBRACAO_TIPOS = { missa: 'Missa', confissao: 'Confissão', adoracao: 'Adoração', novena: 'Novena', outro: 'Outro' } as const;
export type CelebracaoTipo = keyof typeof CELEBRACAO_TIPOS;
/** An occurrence's `tipo` on the wire: a celebration's kind, or 'evento'. */
export const OCORRENCIA_TIPOS = { ...CELEBRACAO_TIPOS, evento: 'Evento' } as const;
export type OcorrenciaTipo = keyof typeof OCORRENCIA_TIPOS;

export const INTENCAO_TIPOS = {
  falecido: 'Falecido(a)',
  acao_de_gracas: 'Ação de graças',
  saude: 'Saúde',
  aniversario: 'Aniversário',
  outra: 'Outra',
} as const;
export type IntencaoTipo = keyof typeof INTENCAO_TIPOS;

/** Individual: one offering, one Mass (c. 948). Collective: several donors in one Mass, each consenting (decree Mos iugiter, 1991). */
export const INTENCAO_FORMAS = { individual: 'Individual', coletiva: 'Coletiva' } as const;
export type IntencaoForma = keyof typeof INTENCAO_FORMAS;
/** An intention's offering: taken by the office, booked in the stipends' account when a treasurer confirms it. */
export const OFERTA_ESTADOS = { pendente: 'Aguardando o tesoureiro', confirmada: 'Lançada no caixa das espórtulas', estornada: 'Estornada' } as const;
export type OfertaEstado = keyof typeof OFERTA_ESTADOS;
/** How a requester whose intention moved to another Mass is told: an e-mail was queued, or the office phones. */
export const AVISOS = { email: 'avisado por e-mail', telefone: 'avise por telefone', sem_contato: 'sem contato para avisar' } as const;
/** The largest offering taken with an intention (a stipend, not a donation): R$ 1.000,00. */
export const MAX_OFERTA_CENTAVOS = 100_000;
/** Collective Masses allowed in a week (decree Mos iugiter, art. 2 § 2). */
export const MAX_COLETIVAS_SEMANA = 2;

/** The longest span GET /api/agenda expands at once (a month view with its edges is 42 days). */
export const AGENDA_MAX_DAYS = 93;

export const AGENDA_MSG = {
  tipoInvalid: 'Tipo deve ser Missa, Confissão, Adoração, Novena ou Outro.',
  communityRequired: 'Selecione uma comunidade.',
  communityNotInParish: 'Comunidade não encontrada nesta paróquia.',
  ruleInvalid: 'Regra de recorrência inválida (ex.: FREQ=WEEKLY;BYDAY=SU).',
  ruleNever: 'Esta regra não gera nenhuma data no período informado.',
  ruleTooFrequent: 'A recorrência deve ser no máximo diária.',
  timeInvalid: 'Horário inválido (use HH:MM).',
  durationInvalid: 'Duração deve ser de 1 a 1440 minutos.',
  dateInvalid: 'Data inválida (use AAAA-MM-DD).',
  dateTimeInvalid: 'Data e hora inválidas (use o formato ISO com fuso, ex.: 2026-12-24T20:00:00-03:00).',
  endBeforeStart: 'O fim não pode ser anterior ao início.',
  titleRequired: 'Informe o título.',
  celebracaoNotFound: 'Celebração não encontrada.',
  eventoNotFound: 'Evento não encontrado.',
  noOccurrence: 'Não há celebração nesta data.',
  newTimeRequired: 'Informe o novo horário.',
  acaoInvalid: 'Ação deve ser cancelar ou mover.',
  periodTooLong: `O período deve ter no máximo ${AGENDA_MAX_DAYS} dias.`,
  parishNotFound: 'Paróquia não encontrada.',
  celebracaoCreated: 'Celebração cadastrada.',
  celebracaoUpdated: 'Celebração atualizada.',
  celebracaoDeleted: 'Celebração excluída.',
  excecaoSaved: 'Exceção registrada.',
  eventoCreated: 'Evento cadastrado.',
  eventoUpdated: 'Evento atualizado.',
  eventoDeleted: 'Evento excluído.',
  intencaoTextRequired: 'Escreva a intenção (ao menos 3 caracteres).',
  intencaoTipoInvalid: 'Tipo deve ser Falecido(a), Ação de graças, Saúde, Aniversário ou Outra.',
  solicitanteRequired: 'Informe quem pediu a intenção.',
  intencaoCreated: 'Intenção registrada.',
  intencaoDeleted: 'Intenção excluída.',
  intencaoNotFound: 'Intenção não encontrada.',
  noMassAvailable: 'Não há missa disponível nos próximos 60 dias para esta celebração.',
  empty: 'Nenhuma celebração ou evento no período.',
  intencoesEmpty: 'Nenhuma intenção para esta missa.',
  celebracaoHasIntentions: 'Esta celebração tem intenções de missa registradas: encerre-a com uma data de fim em vez de excluí-la.',
  cancelledMass: 'Esta missa foi cancelada nesta data.',
  notAMass: 'Intenções de missa são registradas só em missas: escolha uma celebração do tipo Missa.',
  ofertaMax: `A oferta de uma intenção é de no máximo ${formatCents(MAX_OFERTA_CENTAVOS)}.`,
  formaInvalid: 'Forma deve ser individual ou coletiva.',
  consentimentoRequired: 'A intenção coletiva exige o consentimento expresso de quem a pede (decreto Mos iugiter).',
  coletivaPublica: 'A missa de intenções coletivas é anunciada publicamente (local e horário): escolha uma celebração pública.',
  avisoIndividuais:
    'Esta missa já tem uma intenção individual com oferta: cada oferta individual pede uma missa própria (cân. 948). Escolha outra missa ou registre as intenções como coletivas, com o consentimento dos ofertantes.',
  destinoInvalid: 'Escolha uma missa futura e não cancelada para receber as intenções.',
  destinoSame: 'Escolha outra missa para receber as intenções.',
  transferForbidden: 'Somente quem registra intenções pode transferi-las.',
  noIntentionsToMove: 'Não há intenções nesta missa.',
  ofertaLancada: 'A oferta desta intenção já foi lançada no caixa das espórtulas: peça ao tesoureiro o estorno antes de excluí-la.',
  esportulaNotFound: 'Oferta não encontrada.',
  esportulaConfirmed: 'Oferta confirmada e lançada no caixa das espórtulas.',
  esportulaAlreadyConfirmed: 'Esta oferta já foi confirmada.',
  esportulasEmpty: 'Nenhuma oferta de intenção neste filtro.',
  mesInvalid: 'Mês inválido (use AAAA-MM, de 1900 em diante).',
  methodInvalid: `Forma de pagamento deve ser ${Object.values(METHODS).join(', ')}.`,
} as const;

const intencoesText = (n: number) => (n === 1 ? '1 intenção registrada' : `${n} intenções registradas`);
/** The refusals and warnings that name how many. */
export const agendaCount = {
  /** A cancelled date strands intentions (c. 949: the obligation stays). */
  cancelHasIntentions: (n: number) =>
    `Esta missa tem ${intencoesText(n)}: escolha a missa que vai recebê-${n === 1 ? 'la' : 'las'} antes de cancelar esta data (cân. 949).`,
  /** A change of the rule or of the end would leave dates with intentions without their Mass. */
  changeStrandsIntentions: (n: number, dates: string) =>
    `Esta alteração deixaria ${n === 1 ? '1 intenção' : `${n} intenções`} sem missa (${dates}): transfira-${n === 1 ? 'a' : 'as'} para outra missa antes (cân. 949).`,
  moved: (n: number) => (n === 1 ? '1 intenção transferida.' : `${n} intenções transferidas.`),
  coletivasSemana: (n: number) =>
    `Esta é a ${n}ª missa com intenções coletivas nesta semana: o decreto Mos iugiter permite no máximo ${MAX_COLETIVAS_SEMANA} por semana.`,
};

const DateOnly = z.iso.date({ error: AGENDA_MSG.dateInvalid });
const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const OptionalDate = z.preprocess(blankToUndefined, DateOnly.optional());
/** 'HH:MM', 00:00 to 23:59. */
export const Hora = z.string({ error: AGENDA_MSG.timeInvalid }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, AGENDA_MSG.timeInvalid);
/** An instant written with its offset, '2026-12-24T20:00:00-03:00'. */
const DateTime = z.iso.datetime({ offset: true, error: AGENDA_MSG.dateTimeInvalid });
const numeric = (v: unknown) => (typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v);

const CelebracaoTipo = z.enum(Object.keys(CELEBRACAO_TIPOS) as [CelebracaoTipo, ...CelebracaoTipo[]], { error: AGENDA_MSG.tipoInvalid });
/**
 * An RFC 5545 RRULE's text, without 'RRULE:' and without DTSTART (the celebration's `inicio` and `hora`
 * give it). Checked here for its shape; the server expands it (rrule) and refuses rules that never occur
 * or occur more than daily.
 */
export const Regra = z
  .string({ error: AGENDA_MSG.ruleInvalid })
  .trim()
  .transform((v) => v.replace(/^RRULE:/i, '').toUpperCase())
  .pipe(
    z
      .string()
      .max(300, AGENDA_MSG.ruleInvalid)
      .regex(/^FREQ=[A-Z]+(;[A-Z]+=[A-Z0-9,+-]+)*$|^([A-Z]+=[A-Z0-9,+-]+;)*FREQ=[A-Z]+(;[A-Z]+=[A-Z0-9,+-]+)*$/, AGENDA_MSG.ruleInvalid),
  );

const CelebracaoFields = z.object({
  tipo: CelebracaoTipo,
  titulo: OptionalText(120),
  ent_id: Id.meta({ description: 'A comunidade (capela) da paróquia' }),
  regra: Regra,
  hora: Hora,
  duracao_min: z
    .preprocess(numeric, z.int({ error: AGENDA_MSG.durationInvalid }).min(1, AGENDA_MSG.durationInvalid).max(1440, AGENDA_MSG.durationInvalid))
    .default(60),
  inicio: DateOnly,
  fim: OptionalDate,
  celebrante: OptionalText(150),
  publica: BoolLike.default(true),
});
const datesInOrder = (v: { inicio?: string; fim?: string }) => !v.inicio || !v.fim || v.fim >= v.inicio;
/** POST and PUT /api/agenda/celebracoes[/{id}] (PUT replaces every field). */
export const CelebracaoBody = CelebracaoFields.refine(datesInOrder, { message: AGENDA_MSG.endBeforeStart, path: ['fim'] });
export type CelebracaoBody = z.infer<typeof CelebracaoBody>;

export const Celebracao = z.object({
  id: z.number().int(),
  tipo: CelebracaoTipo,
  titulo: z.string().nullable(),
  ent_id: z.number().int(),
  ent_name: z.string(),
  regra: z.string(),
  hora: z.string(),
  duracao_min: z.number().int(),
  inicio: z.string(),
  fim: z.string().nullable(),
  celebrante: z.string().nullable(),
  publica: z.boolean(),
  excecoes: z.array(z.lazy(() => Excecao)),
});
export type Celebracao = z.infer<typeof Celebracao>;

/** POST /api/agenda/celebracoes/{id}/excecoes: one date cancelled or moved to another time. */
export const ExcecaoBody = z
  .object({
    data: DateOnly,
    acao: z.enum(['cancelar', 'mover'], { error: AGENDA_MSG.acaoInvalid }),
    nova_hora: z.preprocess(blankToUndefined, Hora.optional()),
    motivo: OptionalText(200),
    /** Cancelling a date with intentions: the Mass that receives them (the same celebration when absent). */
    destino_celebracao_id: OptionalId,
    destino_data: OptionalDate,
  })
  .refine((v) => v.acao !== 'mover' || v.nova_hora, { message: AGENDA_MSG.newTimeRequired, path: ['nova_hora'] });
export type ExcecaoBody = z.infer<typeof ExcecaoBody>;
export const Excecao = z.object({ data: z.string(), acao: z.enum(['cancelar', 'mover']), nova_hora: z.string().nullable(), motivo: z.string().nullable() });
export type Excecao = z.infer<typeof Excecao>;

/** POST and PUT /api/agenda/eventos[/{id}]. */
export const EventoBody = z
  .object({
    titulo: z.string({ error: AGENDA_MSG.titleRequired }).trim().min(1, AGENDA_MSG.titleRequired).max(150),
    descricao: OptionalText(2000),
    ent_id: OptionalId,
    inicio: DateTime,
    fim: DateTime,
    publica: BoolLike.default(true),
  })
  // Compared only when both are valid instants (a bad one already has its own message).
  .refine((v) => !DateTime.safeParse(v.inicio).success || !DateTime.safeParse(v.fim).success || Date.parse(v.fim) >= Date.parse(v.inicio), {
    message: AGENDA_MSG.endBeforeStart,
    path: ['fim'],
  });
export type EventoBody = z.infer<typeof EventoBody>;
export const Evento = z.object({
  id: z.number().int(),
  titulo: z.string(),
  descricao: z.string().nullable(),
  ent_id: z.number().int().nullable(),
  ent_name: z.string().nullable(),
  inicio: z.string(),
  fim: z.string(),
  publica: z.boolean(),
});
export type Evento = z.infer<typeof Evento>;

/** GET /api/agenda: occurrences from `from` to `to` (dates in the parish, both included). */
export const AgendaQuery = z.object({
  from: DateOnly,
  to: DateOnly,
  community: OptionalId,
  kind: z.preprocess(
    blankToUndefined,
    z.enum(Object.keys(OCORRENCIA_TIPOS) as [OcorrenciaTipo, ...OcorrenciaTipo[]], { error: AGENDA_MSG.tipoInvalid }).optional(),
  ),
});

/** One occurrence: a celebration's date (expanded in the parish's zone) or an event. */
export const Ocorrencia = z.object({
  inicio: z.string().meta({ description: 'ISO com o deslocamento da paróquia' }),
  fim: z.string(),
  titulo: z.string(),
  tipo: z.enum(Object.keys(OCORRENCIA_TIPOS) as [OcorrenciaTipo, ...OcorrenciaTipo[]]),
  ent_id: z.number().int().nullable(),
  ent_name: z.string().nullable(),
  cancelada: z.boolean(),
  /** The time was moved for this date ('horário alterado'). */
  alterada: z.boolean().optional(),
  motivo: z.string().optional(),
  celebrante: z.string().optional(),
  celebracao_id: z.number().int().optional(),
  evento_id: z.number().int().optional(),
  /** A Mass with collective intentions: announced publicly with its place and time (Mos iugiter). */
  coletiva: z.boolean().optional(),
});
export type Ocorrencia = z.infer<typeof Ocorrencia>;
export const AgendaResponse = z.object({ data: z.array(Ocorrencia) });

/** GET /api/public/paroquias/{id}/horarios: the week's Mass times by community. */
export const HorariosQuery = z.object({
  community: OptionalId,
  days: z.preprocess(numeric, z.int().min(1).max(31)).default(7),
});
export const HorariosResponse = z.object({
  paroquia: z.object({ id: z.number().int(), nome: z.string(), time_zone: z.string() }),
  data: z.array(z.object({ ent_id: z.number().int(), ent_name: z.string(), ocorrencias: z.array(Ocorrencia) })),
});
export type HorariosResponse = z.infer<typeof HorariosResponse>;

const IntencaoTipo = z.enum(Object.keys(INTENCAO_TIPOS) as [IntencaoTipo, ...IntencaoTipo[]], { error: AGENDA_MSG.intencaoTipoInvalid });
const IntencaoForma = z.enum(Object.keys(INTENCAO_FORMAS) as [IntencaoForma, ...IntencaoForma[]], { error: AGENDA_MSG.formaInvalid });
const OfertaEstado = z.enum(Object.keys(OFERTA_ESTADOS) as [OfertaEstado, ...OfertaEstado[]]);

/**
 * POST /api/agenda/intencoes: `data` absent means the celebration's next available date. A collective
 * intention needs `consentimento` (the donor agreed to share the Mass); the offering waits for a
 * treasurer (pendente) and is at most R$ 1.000,00.
 */
export const IntencaoBody = z
  .object({
    celebracao_id: Id,
    data: OptionalDate,
    intencao: z.string({ error: AGENDA_MSG.intencaoTextRequired }).trim().min(3, AGENDA_MSG.intencaoTextRequired).max(300),
    tipo: IntencaoTipo,
    solicitante: z.string({ error: AGENDA_MSG.solicitanteRequired }).trim().min(1, AGENDA_MSG.solicitanteRequired).max(150),
    contato: OptionalText(150),
    oferta_centavos: z.preprocess(blankToUndefined, Cents.max(MAX_OFERTA_CENTAVOS, { error: AGENDA_MSG.ofertaMax }).optional()),
    forma: IntencaoForma.default('individual'),
    consentimento: BoolLike.default(false),
  })
  .refine((v) => v.forma !== 'coletiva' || v.consentimento, { message: AGENDA_MSG.consentimentoRequired, path: ['consentimento'] });
export type IntencaoBody = z.infer<typeof IntencaoBody>;

/**
 * An intention as listed. Everyone signed in gets what is read at Mass (text, kind, form, order,
 * celebrated); who asked, the contact, the offering and a move's notice only go to intencoesWrite
 * (absent for the others), and health intentions are not listed to the others at all.
 */
export const Intencao = z.object({
  id: z.number().int(),
  celebracao_id: z.number().int(),
  data: z.string(),
  hora: z.string(),
  ordem: z.number().int(),
  intencao: z.string(),
  tipo: IntencaoTipo,
  forma: IntencaoForma,
  /** Its Mass has ended (the parish's clock) and was not cancelled: c. 958's 'celebrada'. */
  celebrada: z.boolean(),
  created_at: z.string(),
  solicitante: z.string().optional(),
  contato: z.string().nullable().optional(),
  consentimento: z.boolean().optional(),
  oferta_centavos: z.number().int().nullable().optional(),
  oferta_estado: OfertaEstado.nullable().optional(),
  /** The one offering of this Mass the celebrant keeps (the first that stands, in reading order). */
  oferta_celebrante: z.boolean().optional(),
  /** The Mass it was moved from ('Missa — Matriz, 06/12/2026 19:00 (cancelada: ...)'), and how the requester is told. */
  transferida_de: z.string().nullable().optional(),
  aviso: z
    .enum(Object.keys(AVISOS) as [keyof typeof AVISOS, ...(keyof typeof AVISOS)[]])
    .nullable()
    .optional(),
});
export type Intencao = z.infer<typeof Intencao>;
/** The intentions' date filter: a day from 1900 on (the shared rule of date filters). */
const FilterDay = DayFrom1900(AGENDA_MSG.dateInvalid);
export const IntencoesQuery = z.object({ data: z.preprocess(blankToUndefined, FilterDay.optional()), celebracao_id: OptionalId });
export const IntencoesListaQuery = z.object({ data: FilterDay, celebracao_id: Id });
/** GET /api/agenda/intencoes/livro: the intentions book (c. 958) of one month. */
export const IntencoesLivroQuery = z.object({
  mes: z.string({ error: AGENDA_MSG.mesInvalid }).regex(/^(19|[2-9]\d)\d{2}-(0[1-9]|1[0-2])$/, AGENDA_MSG.mesInvalid),
});

/** POST /api/agenda/intencoes/transferir: every intention of one Mass to another (the same celebration when no destino_celebracao_id). */
export const TransferenciaBody = z.object({
  celebracao_id: Id,
  data: DateOnly,
  destino_celebracao_id: OptionalId,
  destino_data: DateOnly,
  motivo: OptionalText(200),
});
export type TransferenciaBody = z.infer<typeof TransferenciaBody>;

// ---------------------------------------------------------------- Mass stipends (the treasurer's side)

const MethodEnum = z.enum(Object.keys(METHODS) as [Method, ...Method[]], { error: AGENDA_MSG.methodInvalid });
/** GET /api/agenda/esportulas: the offerings taken with intentions, pending ones first. */
export const EsportulaListQuery = PageQuery.extend({ estado: z.preprocess(blankToUndefined, OfertaEstado.optional()) });
export const Esportula = z.object({
  /** The intention's id. */
  id: z.number().int(),
  data: z.string(),
  hora: z.string(),
  missa: z.string(),
  ent_name: z.string(),
  forma: IntencaoForma,
  solicitante: z.string(),
  oferta_centavos: z.number().int(),
  estado: OfertaEstado,
  registrada_por: z.string().nullable(),
  registrada_em: z.string(),
  contribuicao_id: z.number().int().nullable(),
  recibo_numero: z.string().nullable(),
});
export type Esportula = z.infer<typeof Esportula>;
export const EsportulaList = z.object({ data: z.array(Esportula), meta: ListMeta, pendentes_centavos: z.number() });
/** POST /api/agenda/esportulas/{id}/confirmar: the money is in hand; it is booked in the stipends' account. */
export const EsportulaConfirmBody = z.object({ metodo: MethodEnum.default('dinheiro') });
export const EsportulaResponse = z.object({ message: z.string().optional(), data: Esportula });

/** The answers of the calendar's routes. */
export const CelebracaoList = z.object({ data: z.array(Celebracao) });
export const CelebracaoResponse = z.object({ message: z.string().optional(), data: Celebracao });
export const EventoList = z.object({ data: z.array(Evento) });
export const EventoResponse = z.object({ message: z.string().optional(), data: Evento });
export const IntencaoList = z.object({ data: z.array(Intencao) });
/** A new intention, with the rules it bends (warnings, not refusals): several individual offerings on one Mass, more than two collective Masses a week. */
export const IntencaoResponse = z.object({ message: z.string().optional(), data: Intencao, avisos: z.array(z.string()).optional() });
export const TransferenciaResponse = z.object({ message: z.string(), data: z.array(Intencao) });
