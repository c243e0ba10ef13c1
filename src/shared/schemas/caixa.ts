import { formatCents } from '../money';
import { DayFrom1900, periodTooLong, DATE_MSG } from './date-filter';
import { Id, ListMeta, OptionalId, OptionalText, PageQuery, z } from './zod';

/**
 * The parish's books of account (livro caixa): the chart of accounts, money holders (cash boxes and
 * bank accounts), entries, transfers, bank reconciliation, month closing, reports and the diocese's
 * share. Amounts are integer centavos; an entry is never edited: a reversal is a new entry.
 */

/** R$ 10.000.000,00 per entry (the database holds the same limit); sums are 64-bit. */
export const CAIXA_MAX_CENTS = 1_000_000_000;

export const TIPOS_CONTA = { receita: 'Receita', despesa: 'Despesa' } as const;
export type TipoConta = keyof typeof TIPOS_CONTA;
export const TIPOS_PORTADOR = { caixa: 'Caixa', banco: 'Conta bancária' } as const;
/** What an entry is: income or expense (by its account), or a transfer between two holders. */
export const TIPOS_LANCAMENTO = { receita: 'Receita', despesa: 'Despesa', transferencia: 'Transferência' } as const;
/** Where an entry came from: typed on the screen, or flowed in from the portal's own books. */
const ORIGENS = {
  manual: 'Lançamento manual',
  dizimo: 'Dízimo',
  campanha: 'Campanha',
  esportula: 'Espórtula de intenção',
  conciliacao: 'Extrato bancário',
} as const;
export type Origem = keyof typeof ORIGENS;
/** Whether an entry of `origem` is reversed in the cash book, not where it came from (CAIXA_MSG.estornoNaOrigem). */
export const reversedHere = (origem: Origem): origem is 'manual' | 'conciliacao' => origem === 'manual' || origem === 'conciliacao';
/** Fiscal documents an expense may be backed by: a simple receipt is not one. */
export const DOCUMENTOS = {
  nota_fiscal: 'Nota fiscal (NF-e)',
  nfse: 'Nota fiscal de serviço (NFS-e)',
  cupom_fiscal: 'Cupom fiscal (NFC-e)',
  conta_consumo: 'Conta de consumo (energia, água, telefone)',
  guia: 'Guia ou boleto (tributos, repasse)',
  extrato: 'Extrato bancário (tarifas)',
} as const;
export type DocumentoTipo = keyof typeof DOCUMENTOS;
/** The chart's seeded accounts the portal books into by itself ('chave'). */
export type Chave = 'dizimo' | 'coletas' | 'esportulas' | 'campanhas' | 'repasse';

export const CAIXA_MSG = {
  // chart of accounts
  contaNomeRequired: 'Informe o nome da conta.',
  contaTipoInvalid: 'Tipo deve ser receita ou despesa.',
  contaNotFound: 'Conta não encontrada.',
  contaPaiNotFound: 'Conta superior não encontrada nesta paróquia.',
  contaNivel: 'O plano de contas tem dois níveis: escolha uma conta do primeiro nível como superior.',
  contaNomeRepetido: 'Já existe uma conta com este nome.',
  contaCreated: 'Conta criada.',
  contasFull: 'Este grupo chegou a 99 contas.',
  // holders
  portadorNomeRequired: 'Informe o nome do caixa ou da conta bancária.',
  portadorTipoInvalid: 'Tipo deve ser caixa ou banco.',
  portadorBancoRequired: 'Informe banco, agência e conta.',
  portadorNotFound: 'Caixa ou conta bancária não encontrado.',
  portadorNomeRepetido: 'Já existe um caixa ou conta com este nome.',
  portadorCreated: 'Caixa ou conta bancária cadastrado.',
  portadorUpdated: 'Caixa ou conta bancária atualizado.',
  portadorTipoFixo: 'O tipo de um caixa ou conta bancária não muda depois de cadastrado.',
  portadorPadraoFica: 'Para que este deixe de receber as entradas do portal, marque outro como padrão.',
  saldoInvalid: 'Saldo inicial inválido.',
  // entries
  dateInvalid: 'Data inválida.',
  dateFuture: 'A data não pode ser futura.',
  valorMax: `O valor máximo por lançamento é ${formatCents(CAIXA_MAX_CENTS)}.`,
  descricaoRequired: 'Informe a descrição.',
  comunidadeNotFound: 'Comunidade não encontrada nesta paróquia.',
  fornecedorDocumentoInvalid: 'CPF ou CNPJ inválido.',
  documentoTipoInvalid: 'Tipo de documento inválido: recibo simples não é aceito; informe nota fiscal, cupom fiscal ou outro documento fiscal.',
  documentoRequired: 'Despesa exige documento fiscal: informe o tipo, o número e envie o arquivo (PDF ou foto).',
  documentoNotPdfOrImage: 'O documento deve ser um PDF ou uma foto (JPEG, PNG ou WebP).',
  documentoTooLarge: 'O documento pode ter no máximo 10 MB.',
  repasseMesRequired: 'Informe o mês do repasse (AAAA-MM).',
  mesInvalid: 'Informe o mês no formato AAAA-MM.',
  lancamentoCreated: 'Lançamento registrado.',
  lancamentoNotFound: 'Lançamento não encontrado.',
  mesFechado: (mes: string) => `O mês ${mes.slice(5, 7)}/${mes.slice(0, 4)} está fechado: lance a correção no mês aberto, com referência ao lançamento.`,
  // reversals
  motivoRequired: 'Informe o motivo (ao menos 3 caracteres).',
  alreadyReversed: 'Este lançamento já foi estornado.',
  reversalOfReversal: 'Um estorno não pode ser estornado.',
  reversed: 'Lançamento estornado.',
  /** An entry that flowed in from the portal's own books is reversed where it came from (which reverses it here). */
  estornoNaOrigem: {
    dizimo: 'Este lançamento veio do dízimo: estorne a contribuição no Dízimo.',
    campanha: 'Este lançamento veio de uma campanha: estorne a doação nas Contribuições do Dízimo.',
    esportula: 'Este lançamento veio de uma espórtula de missa: estorne-a em Espórtulas de missa.',
  },
  // transfers
  transferUnequal: 'Os dois lados da transferência devem ter o mesmo valor.',
  transferSame: 'Origem e destino devem ser diferentes.',
  transferCreated: 'Transferência registrada.',
  // reconciliation
  arquivoRequired: 'Envie o extrato do banco em OFX.',
  portadorNotBank: 'Escolha uma conta bancária para conciliar.',
  conciliacaoNotFound: 'Conciliação não encontrada.',
  linhaNotFound: 'Linha do extrato não encontrada.',
  linhaJaConciliada: 'Esta linha já está conciliada.',
  lancamentoJaConciliado: 'Este lançamento já está ligado a outra linha do extrato.',
  lancamentoNaoCorresponde: 'O lançamento não tem o valor ou a conta bancária desta linha.',
  conciliacaoImported: 'Extrato importado para conciliação.',
  linhaConciliada: 'Linha conciliada.',
  linhaLancada: 'Linha lançada no livro caixa.',
  linhaContaTipo: 'Escolha uma conta de receita para um crédito e de despesa para um débito.',
  /** A file with no statement of the chosen bank account: the accounts it has, and the one chosen. */
  extratoOutraConta: (achadas: string[], escolhida: string) =>
    `${achadas.length > 1 ? `Este extrato traz ${achadas.length} contas (${achadas.join('; ')}), e nenhuma é` : `Este extrato é da ${achadas[0]}, não`} a conta escolhida, ${escolhida}. Escolha a conta bancária do extrato.`,
  linhaOutraConta: (conta: string) => `Linha da ${conta}: não é da conta escolhida, não entra nesta conciliação.`,
  // months
  mesFuturo: 'Só é possível fechar um mês que já terminou.',
  mesJaFechado: 'Este mês já está fechado.',
  mesAnteriorAberto: 'Feche antes os meses anteriores.',
  mesNaoFechado: 'Este mês não está fechado.',
  mesPosteriorFechado: 'Reabra antes os meses posteriores.',
  mesClosed: 'Mês fechado. Os saldos foram transportados para o mês seguinte.',
  mesReopened: 'Mês reaberto.',
  // reports
  anoInvalid: 'Ano inválido.',
  periodInvalid: 'O fim do período não pode ser anterior ao início.',
  formatoInvalid: 'Formato deve ser pdf ou csv.',
  // budget and diocese share
  orcamentoSaved: 'Orçamento salvo.',
  percentualInvalid: 'Percentual deve estar entre 0 e 100, com até duas casas decimais.',
  repasseContasInvalid: 'Escolha contas de receita desta paróquia.',
  repasseSaved: 'Repasse à diocese salvo.',
  // lists
  lancamentosEmpty: 'Nenhum lançamento no período.',
} as const;

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const formDigits = (v: unknown) => (typeof v === 'string' && /^-?\d{1,15}$/.test(v) ? Number(v) : v);
const DateOnly = DayFrom1900(CAIXA_MSG.dateInvalid);
const money = () => z.number({ error: (issue) => (issue.input === undefined ? 'Informe o valor.' : 'Valor inválido: digite em reais, como 50,00.') }).int();

/** An entry's amount in centavos, from JSON or a form: positive, up to R$ 10.000.000,00. */
const CaixaCents = z.preprocess(
  (v) => (v === '' || v === null ? undefined : formDigits(v)),
  money().positive({ error: 'O valor deve ser maior que zero.' }).max(CAIXA_MAX_CENTS, { error: CAIXA_MSG.valorMax }),
);
/** An opening balance: may be zero or negative (an overdrawn account), within the entry limit. */
const Saldo = z.preprocess(
  (v) => (v === '' || v === null || v === undefined ? 0 : formDigits(v)),
  z
    .number({ error: CAIXA_MSG.saldoInvalid })
    .int({ error: CAIXA_MSG.saldoInvalid })
    .min(-CAIXA_MAX_CENTS, { error: CAIXA_MSG.valorMax })
    .max(CAIXA_MAX_CENTS, { error: CAIXA_MSG.valorMax }),
);
/** 'AAAA-MM'. */
const Mes = z.string({ error: CAIXA_MSG.mesInvalid }).regex(/^(19|20)\d{2}-(0[1-9]|1[0-2])$/, CAIXA_MSG.mesInvalid);
const Ano = z.coerce.number({ error: CAIXA_MSG.anoInvalid }).int(CAIXA_MSG.anoInvalid).min(1900, CAIXA_MSG.anoInvalid).max(2100, CAIXA_MSG.anoInvalid);
const Motivo = z.string({ error: CAIXA_MSG.motivoRequired }).trim().min(3, CAIXA_MSG.motivoRequired).max(500);
const Nome = (error: string) => z.string({ error }).trim().min(1, error).max(120);
const Formato = z.preprocess(blankToUndefined, z.enum(['json', 'pdf', 'csv'], { error: CAIXA_MSG.formatoInvalid }).optional());

// ---------------------------------------------------------------- chart of accounts

/** A new account: of the first level (tipo), or under one (pai_id, whose type it takes). The code is given by the server. */
export const ContaBody = z
  .object({
    nome: Nome(CAIXA_MSG.contaNomeRequired),
    tipo: z.preprocess(blankToUndefined, z.enum(['receita', 'despesa'], { error: CAIXA_MSG.contaTipoInvalid }).optional()),
    pai_id: OptionalId,
  })
  .refine((c) => c.tipo !== undefined || c.pai_id !== undefined, { error: CAIXA_MSG.contaTipoInvalid, path: ['tipo'] });
export type ContaBody = z.infer<typeof ContaBody>;

export const Conta = z.object({
  id: z.number().int(),
  /** '1.01' (first level), '1.01.02' (second). Receitas start with 1, despesas with 2. */
  codigo: z.string(),
  nome: z.string(),
  tipo: z.enum(['receita', 'despesa']),
  pai_id: z.number().int().nullable(),
  /** The seeded account the portal books into by itself (dizimo, coletas, esportulas, campanhas, repasse), or null. */
  chave: z.string().nullable(),
});
export type Conta = z.infer<typeof Conta>;
export const ContaList = z.object({ data: z.array(Conta) });
export const ContaResponse = z.object({ message: z.string().optional(), data: Conta });

// ---------------------------------------------------------------- holders

const PortadorFields = z.object({
  tipo: z.enum(['caixa', 'banco'], { error: CAIXA_MSG.portadorTipoInvalid }),
  nome: Nome(CAIXA_MSG.portadorNomeRequired),
  banco: OptionalText(80),
  agencia: OptionalText(20),
  conta: OptionalText(30),
  comunidade_id: OptionalId,
  saldo_inicial_centavos: Saldo,
  /** The day the opening balance is of: entries are from then on. */
  saldo_inicial_data: DateOnly,
  /** Receives the portal's income of its kind (cash to the default cash box, PIX and transfers to the default bank). */
  padrao: z.preprocess((v) => v === true || v === 'true' || v === '1' || v === 'on', z.boolean()).default(false),
});
const bankNamed = (p: { tipo: string; banco?: string; agencia?: string; conta?: string }) => p.tipo === 'caixa' || Boolean(p.banco && p.agencia && p.conta);
export const PortadorBody = PortadorFields.refine(bankNamed, { error: CAIXA_MSG.portadorBancoRequired, path: ['banco'] });
export type PortadorBody = z.infer<typeof PortadorBody>;
/** A holder's correction (PUT): its name, bank details, community and default; its kind and opening balance are the books' history. */
export const PortadorEdit = PortadorFields.omit({ saldo_inicial_centavos: true, saldo_inicial_data: true }).refine(bankNamed, {
  error: CAIXA_MSG.portadorBancoRequired,
  path: ['banco'],
});
export type PortadorEdit = z.infer<typeof PortadorEdit>;

export const Portador = z.object({
  id: z.number().int(),
  tipo: z.enum(['caixa', 'banco']),
  nome: z.string(),
  banco: z.string().nullable(),
  agencia: z.string().nullable(),
  conta: z.string().nullable(),
  comunidade_id: z.number().int().nullable(),
  comunidade_nome: z.string().nullable(),
  saldo_inicial_centavos: z.number().int(),
  saldo_inicial_data: z.string(),
  padrao: z.boolean(),
  /** Today's balance: the opening balance plus every entry since. */
  saldo_centavos: z.number().int(),
});
export type Portador = z.infer<typeof Portador>;
export const PortadorList = z.object({ data: z.array(Portador) });
export const PortadorResponse = z.object({ message: z.string().optional(), data: Portador });

// ---------------------------------------------------------------- entries

/** CPF (11 digits) or CNPJ (14), with or without its marks; kept as digits. */
const FornecedorDocumento = z.preprocess(
  (v) => (typeof v === 'string' ? v.replace(/[.\-/\s]/g, '') || undefined : blankToUndefined(v)),
  z
    .string()
    .regex(/^(\d{11}|\d{14})$/, CAIXA_MSG.fornecedorDocumentoInvalid)
    .optional(),
);

/** The fields of POST /api/caixa/lancamentos (multipart; the file comes as `documento`). Income or expense follows the account. */
export const LancamentoBody = z.object({
  conta_id: Id,
  portador_id: Id,
  data: DateOnly,
  valor_centavos: CaixaCents,
  descricao: z.string({ error: CAIXA_MSG.descricaoRequired }).trim().min(1, CAIXA_MSG.descricaoRequired).max(300),
  fornecedor: OptionalText(160),
  fornecedor_documento: FornecedorDocumento,
  documento_tipo: z.preprocess(
    blankToUndefined,
    z.enum(Object.keys(DOCUMENTOS) as [DocumentoTipo, ...DocumentoTipo[]], { error: CAIXA_MSG.documentoTipoInvalid }).optional(),
  ),
  documento_numero: OptionalText(60),
  comunidade_id: OptionalId,
  /** On the 'repasse à diocese' account: the closed month the payment is for. */
  repasse_mes: z.preprocess(blankToUndefined, Mes.optional()),
});
export type LancamentoBody = z.infer<typeof LancamentoBody>;

export const Lancamento = z.object({
  id: z.number().int(),
  data: z.string(),
  tipo: z.enum(['receita', 'despesa', 'transferencia']),
  conta_id: z.number().int().nullable(),
  conta_codigo: z.string().nullable(),
  conta_nome: z.string().nullable(),
  portador_id: z.number().int(),
  portador_nome: z.string(),
  /** A transfer's receiving holder. */
  destino_id: z.number().int().nullable(),
  destino_nome: z.string().nullable(),
  /** Signed, as the book reads it for `portador_id`: income +, expense −, a transfer − (it leaves the origin); a reversal the opposite. */
  valor_centavos: z.number().int(),
  descricao: z.string(),
  fornecedor: z.string().nullable(),
  fornecedor_documento: z.string().nullable(),
  documento_tipo: z.string().nullable(),
  documento_numero: z.string().nullable(),
  /** The document's file, for an authorised reader: GET this path. */
  documento_url: z.string().nullable(),
  comunidade_id: z.number().int().nullable(),
  comunidade_nome: z.string().nullable(),
  origem: z.enum(Object.keys(ORIGENS) as [Origem, ...Origem[]]),
  repasse_mes: z.string().nullable(),
  estorno_de: z.number().int().nullable(),
  estornado: z.boolean(),
  motivo: z.string().nullable(),
  lancado_por: z.string().nullable(),
});
export type Lancamento = z.infer<typeof Lancamento>;

const Period = { de: z.preprocess(blankToUndefined, DateOnly.optional()), ate: z.preprocess(blankToUndefined, DateOnly.optional()) };
export const LancamentoListQuery = PageQuery.extend({
  ...Period,
  conta_id: OptionalId,
  portador_id: OptionalId,
  comunidade: OptionalId,
  /** csv: every entry of the filter, as a spreadsheet. */
  formato: z.preprocess(blankToUndefined, z.enum(['json', 'csv'], { error: CAIXA_MSG.formatoInvalid }).optional()),
}).refine((q) => !q.de || !q.ate || q.ate >= q.de, { error: CAIXA_MSG.periodInvalid, path: ['ate'] });
export type LancamentoListQuery = z.infer<typeof LancamentoListQuery>;
const LancamentoTotais = z.object({
  entradas_centavos: z.number().int(),
  saidas_centavos: z.number().int(),
  /** entradas − saídas (transfers between two holders both counted cancel out unless a holder is chosen). */
  saldo_centavos: z.number().int(),
  quantidade: z.number().int(),
});
export const LancamentoList = z.object({ data: z.array(Lancamento), meta: ListMeta, totais: LancamentoTotais });
export const LancamentoResponse = z.object({ message: z.string().optional(), data: Lancamento });
export const EstornoBody = z.object({ motivo: Motivo });

const Lado = z.object({ portador_id: Id, valor_centavos: CaixaCents });
export const TransferenciaBody = z
  .object({ data: DateOnly, origem: Lado, destino: Lado, descricao: OptionalText(300) })
  .refine((t) => t.origem.valor_centavos === t.destino.valor_centavos, { error: CAIXA_MSG.transferUnequal, path: ['destino', 'valor_centavos'] })
  .refine((t) => t.origem.portador_id !== t.destino.portador_id, { error: CAIXA_MSG.transferSame, path: ['destino', 'portador_id'] });
export type TransferenciaBody = z.infer<typeof TransferenciaBody>;

// ---------------------------------------------------------------- bank reconciliation

/** An entry a statement line may be: same amount and holder, near in date, the name alike. */
const Sugestao = z.object({ lancamento: Lancamento, dias: z.number().int(), mesmo_nome: z.boolean() });
export const LinhaExtrato = z.object({
  id: z.number().int(),
  fitid: z.string(),
  data: z.string(),
  /** Signed: credits +, debits −. */
  valor_centavos: z.number().int(),
  descricao: z.string(),
  situacao: z.enum(['conciliada', 'pendente']),
  /** The entry it is matched to. */
  lancamento: Lancamento.nullable(),
  sugestoes: z.array(Sugestao),
});
export type LinhaExtrato = z.infer<typeof LinhaExtrato>;
export const Conciliacao = z.object({
  id: z.number().int(),
  portador_id: z.number().int(),
  portador_nome: z.string(),
  arquivo: z.string(),
  criada_em: z.string(),
  de: z.string().nullable(),
  ate: z.string().nullable(),
  /** LEDGERBAL: the statement's closing balance, and its day. */
  saldo_extrato_centavos: z.number().int().nullable(),
  saldo_extrato_data: z.string().nullable(),
  /** The book's balance of the holder on that day. */
  saldo_livro_centavos: z.number().int(),
  diferenca_centavos: z.number().int().nullable(),
  linhas: z.array(LinhaExtrato),
  /** Lines of the file not read, and why. */
  recusadas: z.array(z.object({ linha: z.number().int(), descricao: z.string(), motivo: z.string() })),
});
export type Conciliacao = z.infer<typeof Conciliacao>;
export const ConciliacaoResponse = z.object({ message: z.string().optional(), data: Conciliacao });
const ConciliacaoResumo = Conciliacao.omit({ linhas: true, recusadas: true, saldo_livro_centavos: true, diferenca_centavos: true }).extend({
  linhas: z.number().int(),
  pendentes: z.number().int(),
});
export const ConciliacaoList = z.object({ data: z.array(ConciliacaoResumo) });
export const ConciliacaoUploadFields = z.object({ portador_id: Id });
/** Act on one line: match it to an entry, or book it (an unmatched line) on an account. */
export const ConciliacaoAcao = z.discriminatedUnion(
  'acao',
  [
    z.object({ acao: z.literal('vincular'), linha_id: Id, lancamento_id: Id }),
    z.object({
      acao: z.literal('lancar'),
      linha_id: Id,
      conta_id: Id,
      descricao: OptionalText(300),
      fornecedor: OptionalText(160),
      fornecedor_documento: FornecedorDocumento,
    }),
  ],
  { error: 'Ação deve ser vincular ou lancar.' },
);
export type ConciliacaoAcao = z.infer<typeof ConciliacaoAcao>;

// ---------------------------------------------------------------- months

export const MesParams = z.object({ mes: Mes });
export const ReabrirBody = z.object({ motivo: Motivo });
const SaldoPortador = z.object({ portador_id: z.number().int(), nome: z.string(), saldo_centavos: z.number().int() });
/** One closing or reopening of a month: what, when (ISO instant), who, and a reopening's reason. */
const EventoMes = z.object({ acao: z.enum(['fechar', 'reabrir']), em: z.string(), por: z.string().nullable(), motivo: z.string().nullable() });
export const MesCaixa = z.object({
  mes: z.string(),
  fechado: z.boolean(),
  fechado_em: z.string().nullable(),
  fechado_por: z.string().nullable(),
  /** Closing balances per holder, carried forward as the next month's opening. */
  saldos: z.array(SaldoPortador),
  /** The month's closings and reopenings, oldest first (the log: a reopening's reason stays). */
  historico: z.array(EventoMes),
});
export type MesCaixa = z.infer<typeof MesCaixa>;
export const MesResponse = z.object({ message: z.string().optional(), data: MesCaixa });
export const MesList = z.object({ data: z.array(MesCaixa) });

// ---------------------------------------------------------------- reports

export const BalanceteQuery = z.object({ mes: Mes, formato: Formato });
export const AnoQuery = z.object({ ano: Ano, formato: Formato });
export const PrestacaoQuery = z
  .object({ de: DateOnly, ate: DateOnly, formato: Formato })
  .refine((q) => q.ate >= q.de, { error: CAIXA_MSG.periodInvalid, path: ['ate'] })
  .refine((q) => q.ate < q.de || !periodTooLong(q.de, q.ate), { error: DATE_MSG.periodTooLong, path: ['ate'] });

const ValorConta = z.object({ conta_id: z.number().int(), codigo: z.string(), nome: z.string(), valor_centavos: z.number().int() });
const PortadorMes = z.object({
  portador_id: z.number().int(),
  nome: z.string(),
  tipo: z.enum(['caixa', 'banco']),
  saldo_inicial_centavos: z.number().int(),
  entradas_centavos: z.number().int(),
  saidas_centavos: z.number().int(),
  saldo_final_centavos: z.number().int(),
});
export const Balancete = z.object({
  mes: z.string(),
  fechado: z.boolean(),
  portadores: z.array(PortadorMes),
  receitas: z.array(ValorConta),
  despesas: z.array(ValorConta),
  totais: z.object({
    saldo_inicial_centavos: z.number().int(),
    receitas_centavos: z.number().int(),
    despesas_centavos: z.number().int(),
    saldo_final_centavos: z.number().int(),
  }),
});
export type Balancete = z.infer<typeof Balancete>;

/** An account's row in the year's reports (the annual statement, the budget). */
const ContaDoAno = z.object({ conta_id: z.number().int(), codigo: z.string(), nome: z.string(), tipo: z.enum(['receita', 'despesa']) });
export const Anual = z.object({
  ano: z.number().int(),
  meses: z.array(z.object({ mes: z.string(), receitas_centavos: z.number().int(), despesas_centavos: z.number().int(), saldo_centavos: z.number().int() })),
  /** Each account's 12 months (January first) and its year. */
  contas: z.array(
    ContaDoAno.extend({
      meses: z.array(z.number().int()),
      total_centavos: z.number().int(),
    }),
  ),
  totais: z.object({ receitas_centavos: z.number().int(), despesas_centavos: z.number().int(), saldo_centavos: z.number().int() }),
});
export type Anual = z.infer<typeof Anual>;

export const Orcamento = z.object({
  ano: z.number().int(),
  contas: z.array(
    ContaDoAno.extend({
      orcado_centavos: z.number().int(),
      realizado_centavos: z.number().int(),
      /** realizado / orçado in percent (one decimal); null when nothing was budgeted. */
      percentual: z.number().nullable(),
    }),
  ),
  totais: z.object({ orcado_centavos: z.number().int(), realizado_centavos: z.number().int() }),
});
export type Orcamento = z.infer<typeof Orcamento>;
export const OrcamentoBody = z.object({
  ano: Ano,
  contas: z
    .array(
      z.object({
        conta_id: Id,
        // An account left blank on the form is budgeted at zero.
        valor_centavos: z.preprocess((v) => (v === '' || v === null ? 0 : formDigits(v)), money().min(0).max(CAIXA_MAX_CENTS, { error: CAIXA_MSG.valorMax })),
      }),
    )
    .max(500),
});
export type OrcamentoBody = z.infer<typeof OrcamentoBody>;

/** The council's and the notices' statement: by group of accounts (first level), no names. */
export const Prestacao = z.object({
  de: z.string(),
  ate: z.string(),
  saldo_inicial_centavos: z.number().int(),
  receitas: z.array(z.object({ codigo: z.string(), grupo: z.string(), valor_centavos: z.number().int() })),
  despesas: z.array(z.object({ codigo: z.string(), grupo: z.string(), valor_centavos: z.number().int() })),
  receitas_centavos: z.number().int(),
  despesas_centavos: z.number().int(),
  saldo_final_centavos: z.number().int(),
  /** Signature lines: Pároco, Tesoureiro, Conselho de Assuntos Econômicos (the names the parish profile has, or blank). */
  assinaturas: z.array(z.object({ cargo: z.string(), nome: z.string().nullable() })),
});
export type Prestacao = z.infer<typeof Prestacao>;

// ---------------------------------------------------------------- diocese share

/** Percent with up to two decimals, 0 to 100. */
const Percentual = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v.replace(',', '.')) : v),
  z
    .number({ error: CAIXA_MSG.percentualInvalid })
    .min(0, CAIXA_MSG.percentualInvalid)
    .max(100, CAIXA_MSG.percentualInvalid)
    .refine((p) => Number.isInteger(Math.round(p * 100)) && Math.abs(p * 100 - Math.round(p * 100)) < 1e-9, CAIXA_MSG.percentualInvalid),
);
export const RepasseBody = z.object({ percentual: Percentual, contas: z.array(Id, { error: CAIXA_MSG.repasseContasInvalid }).max(200) });
export type RepasseBody = z.infer<typeof RepasseBody>;
const RepasseMes = z.object({ mes: z.string(), base_centavos: z.number().int(), devido_centavos: z.number().int(), pago_centavos: z.number().int() });
export const Repasse = z.object({
  percentual: z.number(),
  /** The income accounts in the base (the Mass stipends' only when the parish chose it). */
  contas: z.array(z.number().int()),
  /** The account its payments are booked on ('repasse à diocese'). */
  conta_repasse_id: z.number().int().nullable(),
  /** Each closed month: the base, the amount due and what was paid for it (payable = devido − pago). */
  meses: z.array(RepasseMes),
});
export type Repasse = z.infer<typeof Repasse>;
export const RepasseResponse = z.object({ message: z.string().optional(), data: Repasse });
