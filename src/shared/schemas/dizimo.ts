import { Cents, FormCents, OptionalFormCents } from '../money';
import { DayFrom1900, periodTooLong, DATE_MSG } from './date-filter';
import { BoolLike, Id, ListMeta, OptionalId, OptionalText, PageQuery, z } from './zod';

export const METHODS = { dinheiro: 'Dinheiro', pix: 'PIX', cartao: 'Cartão', transferencia: 'Transferência', boleto: 'Boleto' } as const;
export type Method = keyof typeof METHODS;
export const TITHER_STATUS = { 1: 'Ativo', 2: 'Inativo' } as const;
export const SITUACAO = { em_dia: 'Em dia', atrasado: 'Atrasado' } as const;
/** A tither is 'atrasado' after this many whole months without a contribution (this month and last count as 'em dia'). */
export const MONTHS_LATE = 2;

export const DIZIMO_MSG = {
  registerRequired: 'Selecione uma pessoa dos registros.',
  registerNotInParish: 'Pessoa não encontrada nos registros desta paróquia.',
  alreadyTither: 'Esta pessoa já é dizimista.',
  titherNotFound: 'Dizimista não encontrado.',
  titherCreated: 'Dizimista cadastrado com sucesso.',
  titherUpdated: 'Alterações salvas',
  statusInvalid: 'Status deve ser 1 (Ativo) ou 2 (Inativo).',
  methodInvalid: 'Forma de pagamento deve ser Dinheiro, PIX, Cartão, Transferência ou Boleto.',
  dateInvalid: 'Data inválida.',
  dateFuture: 'A data de recebimento não pode ser futura.',
  competenceInvalid: 'Informe a competência no formato MM/AAAA.',
  contributionNotFound: 'Contribuição não encontrada.',
  contributionCreated: 'Contribuição registrada.',
  campaignNotInParish: 'Campanha não encontrada nesta paróquia.',
  reasonRequired: 'Informe o motivo do estorno (ao menos 3 caracteres).',
  alreadyReversed: 'Esta contribuição já foi estornada.',
  reversalOfReversal: 'Um estorno não pode ser estornado.',
  reversed: 'Contribuição estornada.',
  periodInvalid: 'O fim do período não pode ser anterior ao início.',
  yearInvalid: 'Ano inválido.',
  campaignNotFound: 'Campanha não encontrada.',
  campaignNameRequired: 'Informe o nome da campanha.',
  campaignEndBeforeStart: 'O fim não pode ser anterior ao início.',
  campaignCreated: 'Campanha criada com sucesso.',
  campaignUpdated: 'Campanha atualizada.',
  pixSaved: 'Chave PIX salva.',
  pixMissing: 'A paróquia ainda não cadastrou a chave PIX.',
  notTither: 'Sua conta não está ligada a um dizimista desta paróquia.',
  ofxImported: 'Extrato importado.',
  ofxFeesPaid: (n: number) => (n === 1 ? '1 taxa de solicitação do site paga.' : `${n} taxas de solicitações do site pagas.`),
  creditNotFound: 'Crédito pendente não encontrado.',
  ofxFileRequired: 'Envie o extrato do banco em OFX.',
  creditDismissed: 'Crédito descartado: não vira contribuição.',
  cardsExhausted: 'A paróquia chegou ao último número de carnê (999999).',
  titherEmpty: 'Nenhum dizimista encontrado para os filtros atuais.',
  contributionsEmpty: 'Nenhuma contribuição no período.',
} as const;

const Method = z.enum(Object.keys(METHODS) as [Method, ...Method[]], { error: DIZIMO_MSG.methodInvalid });
const numeric = (v: unknown) => (typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v);
const TitherStatus = z.preprocess(numeric, z.union([z.literal(1), z.literal(2)], { error: DIZIMO_MSG.statusInvalid }));
const DateOnly = DayFrom1900(DIZIMO_MSG.dateInvalid);
/** 'YYYY-MM' (the API's form; the screens show and accept 'MM/AAAA'). */
const Competence = z.string({ error: DIZIMO_MSG.competenceInvalid }).regex(/^\d{4}-(0[1-9]|1[0-2])$/, DIZIMO_MSG.competenceInvalid);
const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/** The highest card number: six digits, as printed (the database holds the same limit). */
export const CARD_MAX = 999_999;
/** The card number as printed on the carnê: six digits, zero-padded. */
export const cardNumber = (n: number) => String(n).padStart(6, '0');
/** The txid a tither's own BR Code carries: their card number, so a bank statement names them. */
export const titherTxid = (n: number) => `DZ${cardNumber(n)}`;

// ---------------------------------------------------------------- tithers

export const TitherBody = z.object({
  register_id: Id.meta({ description: 'O registro da pessoa' }),
  status: TitherStatus.default(1),
  valor_pactuado_centavos: OptionalFormCents,
  metodo_preferido: z.preprocess(blankToUndefined, Method.nullable().optional()),
});
export type TitherBody = z.infer<typeof TitherBody>;
export const TitherUpdate = TitherBody.omit({ register_id: true }).extend({ status: TitherStatus });
export type TitherUpdate = z.infer<typeof TitherUpdate>;

export const Tither = z.object({
  id: z.number().int(),
  register_id: z.number().int(),
  nome: z.string(),
  numero_carne: z.string(),
  desde: z.string(),
  status: z.number().int(),
  valor_pactuado_centavos: z.number().int().nullable(),
  metodo_preferido: z.string().nullable(),
  /** The latest month contributed to ('YYYY-MM'), reversed entries left out. */
  ultima_competencia: z.string().nullable(),
  situacao: z.enum(['em_dia', 'atrasado']),
});
export type Tither = z.infer<typeof Tither>;

export const TitherListQuery = PageQuery.extend({
  q: OptionalText(100),
  status: z.preprocess(blankToUndefined, TitherStatus.optional()),
  situacao: z.preprocess(blankToUndefined, z.enum(['em_dia', 'atrasado'], { error: 'Situação deve ser em_dia ou atrasado.' }).optional()),
  format: z.enum(['json', 'csv']).optional(),
});
export type TitherListQuery = z.infer<typeof TitherListQuery>;
export const TitherList = z.object({ data: z.array(Tither), meta: ListMeta });
export const TitherResponse = z.object({ message: z.string().optional(), data: Tither });
/** One tither, with the years they contributed in (newest first): the yearly statements there are to print. */
export const TitherDetail = TitherResponse.extend({ anos: z.array(z.number().int()) });

// ---------------------------------------------------------------- contributions

export const ContributionBody = z.object({
  dizimista_id: OptionalId,
  valor_centavos: FormCents,
  data: DateOnly,
  competencia: Competence,
  metodo: Method,
  campanha_id: OptionalId,
  observacao: OptionalText(500),
});
export type ContributionBody = z.infer<typeof ContributionBody>;

export const Contribution = z.object({
  id: z.number().int(),
  dizimista_id: z.number().int().nullable(),
  dizimista_nome: z.string().nullable(),
  numero_carne: z.string().nullable(),
  valor_centavos: z.number().int(),
  data: z.string(),
  competencia: z.string(),
  metodo: z.string(),
  campanha_id: z.number().int().nullable(),
  campanha_nome: z.string().nullable(),
  observacao: z.string().nullable(),
  recebido_por: z.string().nullable(),
  /** '2026/000123': per parish and year; a reversal has none. */
  recibo_numero: z.string().nullable(),
  estorno_de: z.number().int().nullable(),
  estornada: z.boolean(),
  /** On a reversed contribution: the day and reason of its reversal (its receipt says ESTORNADO). */
  estorno_data: z.string().nullable(),
  estorno_motivo: z.string().nullable(),
  motivo: z.string().nullable(),
});
export type Contribution = z.infer<typeof Contribution>;

const Period = { de: z.preprocess(blankToUndefined, DateOnly.optional()), ate: z.preprocess(blankToUndefined, DateOnly.optional()) };
export const ContributionListQuery = PageQuery.extend({
  ...Period,
  metodo: z.preprocess(blankToUndefined, Method.optional()),
  campanha_id: OptionalId,
  dizimista_id: OptionalId,
  format: z.enum(['json', 'csv']).optional(),
}).refine((q) => !q.de || !q.ate || q.ate >= q.de, { error: DIZIMO_MSG.periodInvalid, path: ['ate'] });
export type ContributionListQuery = z.infer<typeof ContributionListQuery>;
const Totals = z.object({ valor_centavos: z.number().int(), quantidade: z.number().int() });
export const ContributionList = z.object({ data: z.array(Contribution), meta: ListMeta, totais: Totals });
export const ContributionResponse = z.object({ message: z.string().optional(), data: Contribution });
export const ReversalBody = z.object({ motivo: z.string({ error: DIZIMO_MSG.reasonRequired }).trim().min(3, DIZIMO_MSG.reasonRequired).max(500) });
export const StatementQuery = z.object({
  ano: z.coerce
    .number({ error: DIZIMO_MSG.yearInvalid })
    .int(DIZIMO_MSG.yearInvalid)
    .min(1900, DIZIMO_MSG.yearInvalid)
    .max(2100, DIZIMO_MSG.yearInvalid)
    .optional(),
});

// ---------------------------------------------------------------- reports

export const ReportQuery = z
  .object(Period)
  .refine((q) => !q.de || !q.ate || q.ate >= q.de, { error: DIZIMO_MSG.periodInvalid, path: ['ate'] })
  .refine((q) => !q.de || !q.ate || q.ate < q.de || !periodTooLong(q.de, q.ate), { error: DATE_MSG.periodTooLong, path: ['ate'] });
export const Report = z.object({
  de: z.string(),
  ate: z.string(),
  total_centavos: z.number().int(),
  meses: z.array(z.object({ mes: z.string(), valor_centavos: z.number().int(), contribuintes: z.number().int(), ativos: z.number().int() })),
  por_metodo: z.array(z.object({ metodo: z.string(), valor_centavos: z.number().int(), quantidade: z.number().int() })),
  campanhas: z.array(z.object({ id: z.number().int(), nome: z.string(), valor_centavos: z.number().int(), doadores: z.number().int() })),
});
export type Report = z.infer<typeof Report>;

// ---------------------------------------------------------------- campaigns

export const CampaignBody = z
  .object({
    nome: z.string({ error: DIZIMO_MSG.campaignNameRequired }).trim().min(1, DIZIMO_MSG.campaignNameRequired).max(120),
    descricao: OptionalText(2000),
    meta_centavos: OptionalFormCents,
    inicio: DateOnly,
    fim: z.preprocess(blankToUndefined, DateOnly.nullable().optional()),
    publica: BoolLike.default(false),
  })
  .refine((c) => !c.fim || c.fim >= c.inicio, { error: DIZIMO_MSG.campaignEndBeforeStart, path: ['fim'] });
export type CampaignBody = z.infer<typeof CampaignBody>;

export const Campaign = z.object({
  id: z.number().int(),
  nome: z.string(),
  descricao: z.string().nullable(),
  meta_centavos: z.number().int().nullable(),
  inicio: z.string(),
  fim: z.string().nullable(),
  publica: z.boolean(),
  arrecadado_centavos: z.number().int(),
  doadores: z.number().int(),
});
export type Campaign = z.infer<typeof Campaign>;
export const CampaignList = z.object({ data: z.array(Campaign) });
export const CampaignResponse = z.object({ message: z.string().optional(), data: Campaign });

// ---------------------------------------------------------------- public

export const PublicTithe = z.object({ paroquia: z.string(), pix: z.object({ payload: z.string() }).nullable() });
export const PublicCampaign = z.object({
  nome: z.string(),
  descricao: z.string().nullable(),
  meta_centavos: z.number().int().nullable(),
  arrecadado_centavos: z.number().int(),
  doadores: z.number().int(),
  pix: z.object({ payload: z.string() }).nullable(),
});
export const PublicParams = z.object({ id: Id });
export const PublicAmountQuery = z.object({ valor_centavos: z.preprocess((v) => (v === '' || v === undefined ? undefined : Number(v)), Cents.optional()) });
export const PublicCampaignParams = z.object({ id: Id, campanhaId: Id });

// ---------------------------------------------------------------- mine

export const MyTithe = z.object({
  dizimista: Tither,
  contribuicoes: z.array(Contribution),
  pix: z.object({ payload: z.string() }).nullable(),
});

// ---------------------------------------------------------------- bank statement

/** A statement line not imported, and why: the rest of the file still is. */
export const RefusedLine = z.object({
  /** Its place among the file's transactions (1 = the first <STMTTRN>). */
  linha: z.number().int(),
  descricao: z.string(),
  motivo: z.string(),
});
export type RefusedLine = z.infer<typeof RefusedLine>;
export const OfxImportResult = z.object({
  message: z.string(),
  importadas: z.number().int(),
  /** Website requests' fees (txid 'SOL…' with the exact amount) marked paid (solicitacoes/payment.ts). */
  taxas: z.number().int(),
  repetidas: z.number().int(),
  /** Credits no tither's txid matched: pending, with the ones left from earlier statements. */
  pendentes: z.number().int(),
  /** Balance lines ('SALDO ANTERIOR', 'SALDO TOTAL DISPONÍVEL DIA') the bank wrote as credits: skipped. */
  saldos: z.number().int(),
  recusadas: z.array(RefusedLine),
});
/** The tither a pending credit seems to be from: by the visible digits of a masked CPF, or by the payer's name. */
const CreditSuggestion = z.object({ dizimista_id: z.number().int(), nome: z.string(), numero_carne: z.string(), por: z.enum(['cpf', 'nome']) });
export const PendingCredit = z.object({
  id: z.number().int(),
  fitid: z.string(),
  data: z.string(),
  valor_centavos: z.number().int(),
  descricao: z.string(),
  sugestao: CreditSuggestion.nullable(),
});
export type PendingCredit = z.infer<typeof PendingCredit>;
export const PendingCreditList = z.object({ data: z.array(PendingCredit) });
export const BookCreditBody = z.object({ dizimista_id: OptionalId });
export const DismissCreditBody = z.object({ motivo: OptionalText(300) });
