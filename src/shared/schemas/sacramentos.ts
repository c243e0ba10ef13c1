import { normalizeCertificateCode } from '../certificate-code';
import { BoolLike, CappedListMeta, OptionalId, OptionalText, PageQuery, rowId, z } from './zod';

/** The four sacramental books, by their slug on the wire (/api/sacramentos/{tipo}). */
export const SACRAMENTO_TIPOS = { batismo: 'Batismo', crisma: 'Crisma', matrimonio: 'Matrimônio', obito: 'Óbito/Exéquias' } as const;
export type SacramentoTipo = keyof typeof SACRAMENTO_TIPOS;
export const SACRAMENTO_TIPO_LIST = Object.keys(SACRAMENTO_TIPOS) as SacramentoTipo[];

/**
 * Automatic numbering, when livro, folha and termo are all left blank: the entry goes into the kind's
 * open book (books are numbered in sequence, opened and closed: GET /api/sacramentos/livros), entries
 * are numbered 1, 2, 3... within the book (termo) and each page (folha) holds this many entries. Paper
 * books being digitised give the three numbers themselves.
 */
export const TERMOS_POR_FOLHA = 4;

export const SACRAMENTOS_MSG = {
  notFound: 'Registro não encontrado.',
  created: 'Registro lançado no livro.',
  updated: 'Alterações salvas. A versão anterior ficou no histórico.',
  noteAdded: 'Anotação acrescentada.',
  annulled: 'Registro anulado.',
  nameRequired: 'Informe o nome ou selecione uma pessoa dos registros.',
  registerNotInParish: 'Pessoa não encontrada nos registros desta paróquia.',
  dateInvalid: 'Data inválida (use AAAA-MM-DD).',
  dateFuture: 'A data não pode ser futura.',
  beforeBirth: 'A data não pode ser anterior ao nascimento.',
  riteBeforeDeath: 'As exéquias não podem ser anteriores ao óbito.',
  samePerson: 'Os dois cônjuges não podem ser a mesma pessoa.',
  numberInvalid: 'Informe um número inteiro de 1 a 99999.',
  numbersTogether: 'Informe livro, folha e termo juntos, ou deixe os três em branco para a numeração automática.',
  numberTaken: 'Este livro, folha e termo já estão usados por outro registro.',
  noteRequired: 'Escreva a anotação (ao menos 3 caracteres).',
  reasonRequired: 'Informe o motivo da anulação (ao menos 3 caracteres).',
  alreadyAnnulled: 'Este registro já está anulado.',
  annulledReadOnly: 'Registro anulado não pode ser alterado.',
  annulledNoCertificate: 'Este registro foi anulado: não é possível emitir certidão.',
  certificateNotFound: 'Certidão não encontrada. Confira o código.',
  registerHasRecords: 'Esta pessoa está nos livros de sacramentos: o cadastro não pode ser excluído.',
  padrinhoTooYoung: 'O padrinho deve ter ao menos 16 anos na data do sacramento.',
  madrinhaTooYoung: 'A madrinha deve ter ao menos 16 anos na data do sacramento.',
  bookNotFound: 'Livro não encontrado: esta paróquia não tem registros neste livro.',
  pageNotFound: 'Folha não encontrada: este livro não tem registros nesta folha.',
  classNotFound: 'Turma de Crisma não encontrada.',
  classNotConcluded: 'A turma precisa estar concluída (Crismada) para lançar os registros.',
  classAllRegistered: 'Todos os alunos desta turma já estão no livro de Crisma.',
  classEmpty: 'A turma não tem alunos para lançar no livro de Crisma.',
  witnessesTooMany: 'Informe no máximo 10 testemunhas, uma por linha.',
  baptismAfterMarriage: 'A data do batismo deve ser anterior à do matrimônio.',
  noteDateFuture: 'A data da anotação não pode ser futura.',
  noteBeforeSacrament: 'A data da anotação não pode ser anterior à data do sacramento.',
  bookClosed: 'Este livro está encerrado: não recebe novos registros.',
  noOpenBook: 'Não há livro aberto deste tipo: abra um novo livro em Livros de sacramentos.',
  bookAlreadyOpen: 'Já há um livro aberto deste tipo: encerre-o antes de abrir outro.',
  bookAlreadyClosed: 'Este livro já está encerrado.',
  bookNotKept: 'Este livro não é mantido pelo sistema (livro de papel digitalizado): não há o que encerrar.',
  noSigner: 'A paróquia não tem pároco nem vigário cadastrado para assinar a certidão.',
  signerUnknown: 'Escolha quem assina: o pároco ou um dos vigários da paróquia.',
  formInvalid: "Escolha a forma da certidão: 'em breve relato' ou 'de inteiro teor'.",
  baptismParishNotFound: 'Paróquia não encontrada neste portal.',
  baptismEntryNotFound: 'Registro de batismo não encontrado nesta paróquia.',
  noticeNotLetter: 'Esta crisma não tem carta de notificação: a paróquia do batismo está neste portal, foi anotada aqui ou não foi informada.',
  noticeSent: 'Envio da notificação registrado.',
  noticeBeforeConfirmation: 'A carta não pode ter sido enviada antes da crisma.',
} as const;

/** 'Livro de Batismo nº 7 aberto.' / '... encerrado.' */
export const bookOpened = (tipo: SacramentoTipo, livro: number) => `Livro de ${SACRAMENTO_TIPOS[tipo]} nº ${livro} aberto.`;
export const bookClosedNow = (tipo: SacramentoTipo, livro: number) => `Livro de ${SACRAMENTO_TIPOS[tipo]} nº ${livro} encerrado.`;

/** The answer to lançar a class's confirmations: 'N registros lançados no livro de Crisma.' */
export const classRecordsCreated = (n: number) => (n === 1 ? '1 registro lançado no livro de Crisma.' : `${n} registros lançados no livro de Crisma.`);

/** Godparents must be 16 or older on the sacrament's day (canon 874 §1, 2º). */
export const PADRINHO_IDADE_MINIMA = 16;

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
// PostgreSQL has no year 0 and the books no entries before the year 1000.
const DateOnly = z.iso.date({ error: SACRAMENTOS_MSG.dateInvalid }).refine((v) => v >= '1000-01-01', SACRAMENTOS_MSG.dateInvalid);
const OptionalDate = z.preprocess(blankToUndefined, DateOnly.optional());
const Name = OptionalText(150);
const Place = OptionalText(200);

/** A book, page or entry number: an integer from JSON, or digits from a form. */
const bookNumber = () => {
  const error = { error: SACRAMENTOS_MSG.numberInvalid };
  const n = z.int(error).min(1, error).max(99_999, error);
  return z.preprocess(
    blankToUndefined,
    z
      .union(
        [
          n,
          z
            .string(error)
            .regex(/^\d{1,5}$/, error)
            .transform(Number)
            .pipe(n),
        ],
        error,
      )
      .optional(),
  );
};

/** livro/folha/termo: all three, or none (numbered by the system). */
const Numbers = { livro: bookNumber(), folha: bookNumber(), termo: bookNumber() };

const Common = {
  register_id: OptionalId.meta({ description: 'O registro da pessoa, quando cadastrada (senão, `nome`)' }),
  nome: Name,
  data: DateOnly.meta({ description: 'Data do sacramento (nas exéquias, do rito)' }),
  celebrante: Name,
  local: Place.meta({ description: 'Igreja ou comunidade' }),
  ...Numbers,
};

/** A spouse: the parish and date of their baptism are where the marriage is noted (c. 1122). */
const Conjuge = z.object({
  register_id: OptionalId,
  nome: Name,
  pai: Name,
  mae: Name,
  paroquia_batismo: Place.meta({ description: 'Paróquia onde foi batizado(a), para a notificação do c. 1122' }),
  data_batismo: OptionalDate,
});
export type Conjuge = z.infer<typeof Conjuge>;

type Issue = { code: 'custom'; message: string; path: (string | number)[] };
type Ctx = { addIssue(issue: Issue): void };
const needsName = (v: { register_id?: number; nome?: string }, ctx: Ctx, at: string[] = []) => {
  if (!v.register_id && !v.nome) ctx.addIssue({ code: 'custom', message: SACRAMENTOS_MSG.nameRequired, path: [...at, 'nome'] });
};
const numbersTogether = (v: { livro?: number; folha?: number; termo?: number }, ctx: Ctx) => {
  const given = (['livro', 'folha', 'termo'] as const).filter((k) => v[k] !== undefined);
  if (given.length && given.length < 3) {
    for (const k of ['livro', 'folha', 'termo'] as const)
      if (v[k] === undefined) ctx.addIssue({ code: 'custom', message: SACRAMENTOS_MSG.numbersTogether, path: [k] });
  }
};

/** Witnesses of a baptism (c. 875), apart from the godparents: a list, or a form's text with one name a line. */
const Witnesses = z.preprocess(
  (v) => (typeof v === 'string' ? v.split(/\r?\n/) : v === null ? undefined : v),
  z
    .array(z.string().trim().max(150))
    .transform((list) => list.filter(Boolean))
    .pipe(z.array(z.string()).max(10, SACRAMENTOS_MSG.witnessesTooMany))
    .optional(),
);

const Godparent = (who: string) => OptionalId.meta({ description: `O registro ${who}, quando cadastrado (a idade é conferida: ao menos 16 anos)` });

export const BatismoBody = z
  .object({
    ...Common,
    nascimento: OptionalDate,
    local_nascimento: Place,
    pai: Name,
    mae: Name,
    padrinho: Name,
    madrinha: Name,
    padrinho_register_id: Godparent('do padrinho'),
    madrinha_register_id: Godparent('da madrinha'),
    testemunhas: Witnesses.meta({ description: 'Testemunhas do batismo (c. 875), além dos padrinhos' }),
  })
  .superRefine((v, ctx) => {
    needsName(v, ctx);
    numbersTogether(v, ctx);
  });
/**
 * Where the confirmed was baptised, for the notice of c. 535 §2 (all optional): a parish of this portal
 * (`paroquia_batismo_id`, this one included) or one typed with its city and diocese, and the baptism entry: its
 * book, page and number, or its id in this parish's book (`batismo_registro_id`).
 */
const BaptismOfConfirmed = {
  paroquia_batismo_id: OptionalId.meta({ description: 'A paróquia do batismo, quando está neste portal (esta ou outra): recebe a anotação' }),
  paroquia_batismo: Place.meta({ description: 'Paróquia do batismo fora do portal (nome): recebe a notificação por carta' }),
  paroquia_batismo_cidade: OptionalText(100).meta({ description: 'Cidade da paróquia do batismo' }),
  paroquia_batismo_diocese: OptionalText(150).meta({ description: 'Diocese da paróquia do batismo' }),
  data_batismo: OptionalDate,
  batismo_registro_id: OptionalId.meta({ description: 'O registro de batismo nesta paróquia: anotado na hora' }),
  batismo_livro: bookNumber(),
  batismo_folha: bookNumber(),
  batismo_termo: bookNumber(),
};
export const CrismaBody = z
  .object({ ...Common, pai: Name, mae: Name, padrinho: Name, padrinho_register_id: Godparent('do padrinho ou madrinha'), ...BaptismOfConfirmed })
  .superRefine((v, ctx) => {
    needsName(v, ctx);
    numbersTogether(v, ctx);
  });
export const MatrimonioBody = z
  .object({
    conjuge1: Conjuge,
    conjuge2: Conjuge,
    data: Common.data,
    celebrante: Name,
    local: Common.local,
    ...Numbers,
    testemunha1: Name,
    testemunha2: Name,
    efeito_civil: BoolLike.optional().meta({ description: 'Com efeito civil' }),
  })
  .superRefine((v, ctx) => {
    needsName(v.conjuge1, ctx, ['conjuge1']);
    needsName(v.conjuge2, ctx, ['conjuge2']);
    numbersTogether(v, ctx);
  });
export const ObitoBody = z
  .object({
    ...Common,
    data_obito: OptionalDate.meta({ description: 'Data do falecimento' }),
    sepultamento: Place.meta({ description: 'Local do sepultamento' }),
  })
  .superRefine((v, ctx) => {
    needsName(v, ctx);
    numbersTogether(v, ctx);
  });

export const SACRAMENTO_BODIES = { batismo: BatismoBody, crisma: CrismaBody, matrimonio: MatrimonioBody, obito: ObitoBody } as const;
export type BatismoBody = z.infer<typeof BatismoBody>;
export type CrismaBody = z.infer<typeof CrismaBody>;
export type MatrimonioBody = z.infer<typeof MatrimonioBody>;
export type ObitoBody = z.infer<typeof ObitoBody>;
export type SacramentoBody = BatismoBody | CrismaBody | MatrimonioBody | ObitoBody;

/** What a certificate needs filled in the entry: a label (the form's) and the fields that give it (any one). */
export interface CertificateRequirement {
  rotulo: string;
  campos: string[];
}
const need = (rotulo: string, ...campos: string[]): CertificateRequirement => ({ rotulo, campos });
const spouseNeeds = (n: 1 | 2): CertificateRequirement[] => [
  need(`Pai ou mãe do ${n}º cônjuge`, `conjuge${n}.pai`, `conjuge${n}.mae`),
  need(`Paróquia do batismo do ${n}º cônjuge`, `conjuge${n}.paroquia_batismo`),
  need(`Data do batismo do ${n}º cônjuge`, `conjuge${n}.data_batismo`),
];

/**
 * The fields canon law asks of each entry before it is certified (name and date are always there): the
 * baptism's c. 877 §1 (minister, parents, godparents, place and date of birth), the confirmation's c. 895,
 * the marriage's c. 1121 §1 with the spouses' baptism (c. 1122), the funeral's c. 1182.
 */
export const CERTIDAO_REQUISITOS: Record<SacramentoTipo, CertificateRequirement[]> = {
  batismo: [
    need('Data de nascimento', 'nascimento'),
    need('Local de nascimento', 'local_nascimento'),
    need('Pai ou mãe', 'pai', 'mae'),
    need('Padrinho ou madrinha', 'padrinho', 'madrinha'),
    need('Celebrante', 'celebrante'),
    need('Igreja ou comunidade', 'local'),
  ],
  crisma: [need('Pai ou mãe', 'pai', 'mae'), need('Padrinho ou madrinha', 'padrinho'), need('Celebrante', 'celebrante'), need('Igreja ou comunidade', 'local')],
  matrimonio: [
    ...spouseNeeds(1),
    ...spouseNeeds(2),
    need('1ª testemunha', 'testemunha1'),
    need('2ª testemunha', 'testemunha2'),
    need('Celebrante', 'celebrante'),
    need('Igreja ou comunidade', 'local'),
  ],
  obito: [need('Data do falecimento', 'data_obito'), need('Celebrante', 'celebrante'), need('Igreja ou comunidade', 'local')],
};

const at = (record: object, path: string) =>
  path.split('.').reduce<unknown>((v, k) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[k] : undefined), record);
const filled = (v: unknown) => (Array.isArray(v) ? v.length > 0 : v !== null && v !== undefined && String(v).trim() !== '');

/** What `record` still lacks for a certificate, in the form's order; [] when it may be certified. */
export const missingForCertificate = (record: { tipo: SacramentoTipo } & Record<string, unknown>): CertificateRequirement[] =>
  CERTIDAO_REQUISITOS[record.tipo].filter((r) => !r.campos.some((c) => filled(at(record, c))));

/** The refusal's text: what to fill before issuing. */
export const certificateMissingText = (missing: CertificateRequirement[]) =>
  `Complete o registro antes de emitir a certidão. Falta: ${missing.map((m) => m.rotulo).join(', ')}.`;
export const CERTIFICATE_FIELD_MISSING = 'Necessário para a certidão.';

// ---------------------------------------------------------------- answers

const text = z.string().nullable();
const ConjugeOut = z.object({
  register_id: z.number().int().nullable(),
  nome: z.string(),
  pai: text,
  mae: text,
  paroquia_batismo: text.optional(),
  data_batismo: text.optional(),
});

/** A record on the wire: the common fields, then its kind's (absent for other kinds). */
export const SacramentoRecord = z.object({
  id: z.number().int(),
  tipo: z.enum(SACRAMENTO_TIPO_LIST as [SacramentoTipo, ...SacramentoTipo[]]),
  livro: z.number().int(),
  folha: z.number().int(),
  termo: z.number().int(),
  register_id: z.number().int().nullable(),
  /** The person; for a marriage, both spouses' names ('Ana e João'). */
  nome: z.string(),
  data: z.string(),
  celebrante: text,
  local: text,
  nascimento: text.optional(),
  local_nascimento: text.optional(),
  pai: text.optional(),
  mae: text.optional(),
  padrinho: text.optional(),
  madrinha: text.optional(),
  padrinho_register_id: z.number().int().nullable().optional(),
  madrinha_register_id: z.number().int().nullable().optional(),
  testemunhas: z.array(z.string()).optional(),
  conjuge1: ConjugeOut.optional(),
  conjuge2: ConjugeOut.optional(),
  testemunha1: text.optional(),
  testemunha2: text.optional(),
  efeito_civil: z.boolean().optional(),
  data_obito: text.optional(),
  sepultamento: text.optional(),
  paroquia_batismo_id: z.number().int().nullable().optional(),
  paroquia_batismo: text.optional(),
  paroquia_batismo_cidade: text.optional(),
  paroquia_batismo_diocese: text.optional(),
  data_batismo: text.optional(),
  batismo_registro_id: z.number().int().nullable().optional(),
  batismo_livro: z.number().int().nullable().optional(),
  batismo_folha: z.number().int().nullable().optional(),
  batismo_termo: z.number().int().nullable().optional(),
  versao: z.number().int(),
  anulado: z.boolean(),
  anulado_em: text,
  motivo_anulacao: text,
  anulado_por: text,
  criado_por: z.string(),
  criado_em: z.string(),
  atualizado_em: z.string(),
});
export type SacramentoRecord = z.infer<typeof SacramentoRecord>;

export const SacramentoNote = z.object({
  id: z.number().int(),
  texto: z.string(),
  data: z.string().meta({ description: 'Data da anotação (AAAA-MM-DD)' }),
  automatica: z.boolean(),
  criado_por: z.string(),
  criado_em: z.string(),
});
export type SacramentoNote = z.infer<typeof SacramentoNote>;

/** The two forms a certificate is issued in. */
export const CERTIDAO_FORMAS = { breve_relato: 'Em breve relato', inteiro_teor: 'De inteiro teor' } as const;
export type CertidaoForma = keyof typeof CERTIDAO_FORMAS;
const Forma = z.enum(['breve_relato', 'inteiro_teor'], { error: SACRAMENTOS_MSG.formInvalid });

export const CertificateSummary = z.object({
  codigo: z.string(),
  versao: z.number().int(),
  finalidade: text,
  forma: Forma,
  assinada_por: text.meta({ description: "Quem assinou: 'Pe. João da Silva, Pároco'" }),
  emitida_por: z.string(),
  emitida_em: z.string(),
});
export type CertificateSummary = z.infer<typeof CertificateSummary>;

/** How a baptism parish learns of a marriage or a confirmation (c. 1122, c. 535 §2), and how far it went. */
export const NOTIFICACAO_ESTADOS = {
  anotada: 'Anotada no batismo (nesta paróquia)',
  pendente: 'Aguardando confirmação da paróquia',
  confirmada: 'Confirmada pela paróquia do batismo',
  recusada: 'Recusada pela paróquia do batismo',
  a_enviar: 'Carta a enviar',
  enviada: 'Carta enviada',
} as const;
export type NotificacaoEstado = keyof typeof NOTIFICACAO_ESTADOS;

/**
 * A confirmation's notice to the baptism parish, on its detail: the parish, its state, when the letter was
 * printed and sent (a parish outside the portal) or when the note was sent and answered (one of this portal).
 */
export const CrismaNotificacao = z.object({
  paroquia: z.string(),
  estado: z.enum(Object.keys(NOTIFICACAO_ESTADOS) as [NotificacaoEstado, ...NotificacaoEstado[]]),
  impressa_em: text,
  enviada_em: text,
  respondida_em: text,
  motivo: text,
});
export type CrismaNotificacao = z.infer<typeof CrismaNotificacao>;

/** POST .../notificacao/enviada: the day the letter was sent. */
export const EnviadaBody = z.object({ data: DateOnly });

export const SacramentoDetail = SacramentoRecord.extend({
  anotacoes: z.array(SacramentoNote),
  certidoes: z.array(CertificateSummary),
  notificacao: CrismaNotificacao.nullable().optional().meta({ description: 'Crisma: a notificação à paróquia do batismo (c. 535 §2), quando há' }),
});
export type SacramentoDetail = z.infer<typeof SacramentoDetail>;
export const SacramentoResponse = z.object({ message: z.string().optional(), data: SacramentoDetail });

export const SacramentoListQuery = PageQuery.extend({
  q: OptionalText(100).meta({ description: 'Nome da pessoa, dos cônjuges ou dos pais, sem diferença de acentos' }),
  de: OptionalDate,
  ate: OptionalDate,
  livro: bookNumber(),
});
export type SacramentoListQuery = z.infer<typeof SacramentoListQuery>;
export const SacramentoList = z.object({
  data: z.array(SacramentoRecord),
  meta: CappedListMeta,
});

export const NoteBody = z.object({
  texto: z.string({ error: SACRAMENTOS_MSG.noteRequired }).trim().min(3, SACRAMENTOS_MSG.noteRequired).max(2000),
  data: OptionalDate.meta({ description: 'Data da anotação (padrão: hoje); nunca futura nem anterior ao sacramento' }),
});
export const AnnulBody = z.object({ motivo: z.string({ error: SACRAMENTOS_MSG.reasonRequired }).trim().min(3, SACRAMENTOS_MSG.reasonRequired).max(500) });
export const CertificateBody = z.object({
  finalidade: OptionalText(200).meta({ description: "Para que a certidão serve, impresso nela (ex.: 'para fins de casamento': válida por seis meses)" }),
  forma: z
    .preprocess(blankToUndefined, Forma.default('breve_relato'))
    .meta({ description: "'breve_relato' (padrão) ou 'inteiro_teor' (todos os campos e todas as anotações)" }),
  assinante: z
    .preprocess(
      blankToUndefined,
      z
        .string({ error: SACRAMENTOS_MSG.signerUnknown })
        .regex(/^(paroco|vigario-[1-9]\d?)$/, SACRAMENTOS_MSG.signerUnknown)
        .optional(),
    )
    .meta({ description: "Quem assina: 'paroco' (padrão) ou 'vigario-N', de GET /api/sacramentos/assinantes" }),
});

/** Who may sign the parish's certificates: the pároco ('paroco') and each vigário ('vigario-1', ...). */
export const Assinante = z.object({ chave: z.string(), nome: z.string(), titulo: z.string() });
export type Assinante = z.infer<typeof Assinante>;
export const AssinantesResponse = z.object({ data: z.array(Assinante) });

/** One version of a record: its fields then, who made it and when, and which fields it changed. */
export const HistoryEntry = z.object({
  versao: z.number().int(),
  por: z.string(),
  em: z.string(),
  alteracoes: z.array(z.string()),
  dados: z.record(z.string(), z.unknown()),
});
export type HistoryEntry = z.infer<typeof HistoryEntry>;
export const HistoryResponse = z.object({ data: z.array(HistoryEntry) });

/** A certificate's public verification: nothing about the person beyond the name it was issued for. */
export const CertificateCode = z
  .string({ error: SACRAMENTOS_MSG.certificateNotFound })
  .max(64, SACRAMENTOS_MSG.certificateNotFound)
  // Typed from the paper: with or without dashes, spaces, any case.
  .transform((v, ctx) => normalizeCertificateCode(v) ?? (ctx.addIssue({ code: 'custom', message: SACRAMENTOS_MSG.certificateNotFound }), z.NEVER));
export const CertificateParams = z.object({ codigo: CertificateCode });
export const PublicCertificate = z.object({
  codigo: z.string(),
  paroquia: z.string(),
  tipo: z.string(),
  nome: z.string(),
  emitida_em: z.string(),
  anulado: z.boolean(),
  retificado: z.boolean().meta({ description: 'O registro foi corrigido depois da emissão: a certidão não mostra a versão atual' }),
  /** As printed on the certificate: the sacrament's date and where it is written, so a forged PDF can be told apart. */
  data: z.string(),
  livro: z.number().int(),
  folha: z.number().int(),
  termo: z.number().int(),
});
export type PublicCertificate = z.infer<typeof PublicCertificate>;

/**
 * A book of the parish and how far it is written: entries (annulled included), pages used, the last
 * numbers, its sacraments' dates; for a book kept by the system, its opening and closing dates (a paper
 * book being digitised has neither).
 */
export const BookSummary = z.object({
  tipo: z.enum(SACRAMENTO_TIPO_LIST as [SacramentoTipo, ...SacramentoTipo[]]),
  livro: z.number().int(),
  aberto: z.boolean().meta({ description: 'O livro aberto do tipo: recebe os registros numerados pelo sistema' }),
  aberto_em: text,
  encerrado_em: text,
  registros: z.number().int(),
  anulados: z.number().int(),
  folhas: z.number().int().meta({ description: 'Folhas com ao menos um termo' }),
  ultima_folha: z.number().int(),
  ultimo_termo: z.number().int(),
  primeira_data: text,
  ultima_data: text,
});
export type BookSummary = z.infer<typeof BookSummary>;
export const BookList = z.object({ data: z.array(BookSummary) });
export const BookResponse = z.object({ message: z.string(), data: BookSummary });

/** /api/sacramentos/{tipo}/livros/{livro}/pdf: a number that names no book is a 404, as one without records. */
export const BookParams = z.object({ livro: rowId(SACRAMENTOS_MSG.bookNotFound) });
export const BookPdfQuery = z.object({ folha: bookNumber().meta({ description: 'Só esta folha (para reimprimir uma página depois de uma anotação)' }) });

/** A Crisma class whose students become records of the book. */
export const ClassParams = z.object({ turmaId: rowId(SACRAMENTOS_MSG.classNotFound) });
export const ClassPreview = z.object({
  turma: z.object({ id: z.number().int(), nome: z.string(), status: z.number().int() }),
  alunos: z.array(
    z.object({
      register_id: z.number().int(),
      nome: z.string(),
      registrado: z.boolean().meta({ description: 'Já tem registro de Crisma (não anulado) nesta paróquia' }),
    }),
  ),
});
export type ClassPreview = z.infer<typeof ClassPreview>;
export const ClassRecordsBody = z.object({
  data: DateOnly.meta({ description: 'Data da Crisma' }),
  celebrante: Name,
  local: Place.meta({ description: 'Igreja ou comunidade' }),
});
export type ClassRecordsBody = z.infer<typeof ClassRecordsBody>;
export const ClassRecordsResponse = z.object({ message: z.string(), data: z.array(SacramentoRecord) });
