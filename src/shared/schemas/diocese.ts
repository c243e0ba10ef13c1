import { normalizeCertificateCode } from '../certificate-code';
import { CertificateBody } from './sacramentos';
import { CappedListMeta, Id, ListMeta, OptionalId, OptionalText, PageQuery, z } from './zod';

/**
 * The diocese above its parishes (issue 33): the chancery (Cúria - Chancelaria, role 20) reads the parishes'
 * books with a reason, searches baptisms across the diocese, answers the parishes' petitions with decrees and
 * keeps the archive of duplicate books; the economato (role 21) reads each parish's closed months and the
 * diocese's share. A parish files petitions from /pedidos-curia.
 */

/** The kinds of petition a parish files, as the diocese configures them (their fields and documents). */
export const PETICAO_TIPOS = {
  retificacao: 'Retificação de registro',
  dispensa: 'Dispensa matrimonial',
  licenca: 'Licença matrimonial',
  obra: 'Autorização de obra',
  alienacao: 'Alienação de bens (c. 1291)',
  provisao: 'Provisão ou nomeação',
  outro: 'Outro',
} as const;
export type PeticaoTipo = keyof typeof PETICAO_TIPOS;
const PETICAO_TIPO_LIST = Object.keys(PETICAO_TIPOS) as [PeticaoTipo, ...PeticaoTipo[]];

/** A petition's life: received, under study, waiting on the parish (documents asked), then granted or refused. */
export const PETICAO_ESTADOS = {
  recebido: 'Recebido',
  em_analise: 'Em análise',
  pendente_paroquia: 'Pendente na paróquia',
  deferido: 'Deferido',
  indeferido: 'Indeferido',
} as const;
export type PeticaoEstado = keyof typeof PETICAO_ESTADOS;
const PETICAO_ESTADO_LIST = Object.keys(PETICAO_ESTADOS) as [PeticaoEstado, ...PeticaoEstado[]];
/** The states that end a petition with a decree. */
export const ESTADOS_FINAIS: readonly PeticaoEstado[] = ['deferido', 'indeferido'];
/** The states the chancery answers with (POST /api/peticoes/{id}/responder). */
const RESPOSTA_ESTADOS = ['em_analise', 'pendente_paroquia', 'deferido', 'indeferido'] as const;

/** The fields of a sacramental record a granted rectification may change (campos.campo of a 'retificacao'). */
export const CAMPOS_RETIFICAVEIS = {
  nome: 'Nome',
  nascimento: 'Data de nascimento',
  local_nascimento: 'Local de nascimento',
  pai: 'Pai',
  mae: 'Mãe',
  padrinho: 'Padrinho',
  madrinha: 'Madrinha',
  celebrante: 'Celebrante',
  local: 'Igreja ou comunidade',
} as const;
export type CampoRetificavel = keyof typeof CAMPOS_RETIFICAVEIS;

/** The year's numbers, in the order of the sacraments section of the Holy See's annual questionnaire. */
export const ESTATISTICAS_ROTULOS = {
  batismos_ate_1: 'Batismos de menores de 1 ano',
  batismos_1_a_7: 'Batismos de 1 a 7 anos',
  batismos_acima_7: 'Batismos de maiores de 7 anos',
  primeiras_comunhoes: 'Primeiras comunhões',
  crismas: 'Crismas',
  matrimonios_catolicos: 'Matrimônios entre católicos',
  matrimonios_mistos: 'Matrimônios mistos',
  exequias: 'Exéquias',
  catequese_inscritos: 'Inscritos na catequese',
} as const;
export type EstatisticaChave = keyof typeof ESTATISTICAS_ROTULOS;

export const DIOCESE_MSG = {
  noDiocese: 'Esta paróquia não pertence a uma diocese cadastrada no portal.',
  parishNotInDiocese: 'Paróquia não encontrada nesta diocese.',
  motivoRequired: 'Informe o motivo da consulta aos livros (fica no registro de acessos da paróquia).',
  batismosEmpty: 'Nenhum batismo encontrado na diocese.',
  searchRequired: 'Informe o nome, o pai, a mãe ou um período.',
  dateInvalid: 'Data inválida (use AAAA-MM-DD).',
  periodInvalid: 'O fim do período não pode ser anterior ao início.',
  anoInvalid: 'Ano inválido.',
  // petitions
  tipoInvalid: 'Escolha o tipo do pedido.',
  tipoInactive: 'Este tipo de pedido não está disponível nesta diocese.',
  assuntoRequired: 'Informe o assunto do pedido.',
  textoRequired: 'Escreva o pedido.',
  campoRequired: 'Campo obrigatório para este tipo de pedido.',
  registroRequired: 'Selecione o registro a retificar.',
  registroNotFound: 'Registro não encontrado nos livros desta paróquia.',
  campoRetificarInvalid: 'Este campo do registro não pode ser retificado por pedido.',
  peticaoNotFound: 'Pedido não encontrado.',
  peticaoCreated: 'Pedido enviado à Cúria.',
  peticoesEmpty: 'Nenhum pedido encontrado.',
  estadoInvalid: 'Estado inválido.',
  respostaTextoRequired: 'Escreva a resposta (ao menos 3 caracteres).',
  respostaSaved: 'Resposta registrada. A paróquia foi notificada.',
  decretoEmitido: 'Decreto emitido. A paróquia foi notificada.',
  peticaoClosed: 'Este pedido já foi decidido: não recebe nova resposta.',
  sameState: 'O pedido já está neste estado.',
  noChancellor: 'A diocese não tem chanceler cadastrado para assinar o decreto.',
  documentoRequired: 'Escolha o arquivo.',
  documentoFormat: 'Formato inválido. Use PDF, JPG ou PNG.',
  documentoTooLarge: 'Arquivo muito grande. Máximo 10 MB.',
  documentoSaved: 'Documento anexado ao pedido.',
  documentoNotFound: 'Documento não encontrado.',
  documentoClosed: 'Este pedido já foi decidido: não recebe documentos.',
  decretoNotFound: 'Decreto não encontrado. Confira o código.',
  retificacaoAplicada: 'Retificação aplicada ao registro.',
  // duplicates and statistics
  duplicataSent: 'Duplicatas enviadas ao arquivo diocesano.',
  duplicataFuture: 'O ano ainda não terminou: envie a duplicata depois de 31 de dezembro.',
  duplicataEmpty: 'Nenhum registro nos livros desta paróquia neste ano.',
  duplicataNotFound: 'Duplicata não encontrada.',
  duplicataReceived: 'Duplicata marcada como recebida.',
  duplicataAlreadyReceived: 'Esta duplicata já foi recebida.',
  duplicatasEmpty: 'Nenhuma duplicata recebida neste ano.',
  paroquiasEmpty: 'Nenhuma paróquia nesta diocese.',
  formatoInvalid: 'Formato deve ser json, csv ou pdf.',
  mesNotClosed: 'Este mês não está fechado nesta paróquia: a Cúria lê só os meses fechados.',
  parishNotVacant: 'Esta paróquia tem pároco: a certidão é emitida pela própria paróquia. A Cúria emite certidões só de paróquias vacantes.',
  noChancellorCertidao: 'A diocese não tem chanceler cadastrado para assinar a certidão.',
} as const;

/** Notification texts sent to the parish at every step of a petition. */
export const peticaoNotificacao = (protocolo: string, estado: PeticaoEstado) => `Pedido ${protocolo}: ${PETICAO_ESTADOS[estado]}.`;

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const DateOnly = z.iso.date({ error: DIOCESE_MSG.dateInvalid }).refine((d) => d >= '1000-01-01', DIOCESE_MSG.dateInvalid);
const OptionalDate = z.preprocess(blankToUndefined, DateOnly.optional());
const Ano = z.coerce.number({ error: DIOCESE_MSG.anoInvalid }).int(DIOCESE_MSG.anoInvalid).min(1900, DIOCESE_MSG.anoInvalid).max(2100, DIOCESE_MSG.anoInvalid);
/** Why the chancery reads a parish's books: kept in that parish's access log. */
const Motivo = z.preprocess(blankToUndefined, z.string().trim().min(3, DIOCESE_MSG.motivoRequired).max(300).optional());

/** The chancery's certificate of an entry of a vacant parish: as the parish's (purpose, form), signed by the chancellor; with the reason to read. */
export const CertidaoCuriaBody = CertificateBody.pick({ finalidade: true, forma: true }).extend({ motivo: Motivo });

// ---------------------------------------------------------------- the diocese

/** A field or a document a petition type asks for. */
export const TipoItem = z.object({ chave: z.string(), rotulo: z.string(), obrigatorio: z.boolean() });
export type TipoItem = z.infer<typeof TipoItem>;
/** A petition type as the diocese configures it: its fields, documents and the expected answer time. */
export const PeticaoTipoConfig = z.object({
  tipo: z.enum(PETICAO_TIPO_LIST),
  nome: z.string(),
  prazo_dias: z.number().int(),
  campos: z.array(TipoItem),
  documentos: z.array(TipoItem),
});
export type PeticaoTipoConfig = z.infer<typeof PeticaoTipoConfig>;

const DioceseParoquia = z.object({ id: z.number().int(), nome: z.string(), paroco_nome: z.string().nullable(), vacante: z.boolean() });
/** GET /api/diocese: the diocese of the caller's parish, its parishes and petition types. */
export const Diocese = z.object({
  id: z.number().int(),
  nome: z.string(),
  cidade: z.string().nullable(),
  uf: z.string().nullable(),
  endereco: z.string().nullable(),
  bispo_nome: z.string().nullable(),
  chanceler_nome: z.string().nullable(),
  paroquias: z.array(DioceseParoquia),
  tipos: z.array(PeticaoTipoConfig),
});
export type Diocese = z.infer<typeof Diocese>;
export const DioceseResponse = z.object({ data: Diocese });

/** GET /api/diocese/paroquias (economato): each parish's closing and payment state, late ones first. */
export const ParoquiaSituacao = z.object({
  paroquia_id: z.number().int(),
  nome: z.string(),
  paroco_nome: z.string().nullable(),
  vacante: z.boolean(),
  /** The last closed month ('AAAA-MM'), or null when none is closed. */
  ultimo_mes_fechado: z.string().nullable(),
  /** The closed months of the last twelve, newest first ('AAAA-MM'). */
  meses_fechados: z.array(z.string()),
  /** Months ended and not closed since the last closed one (or of the last twelve). */
  meses_em_atraso: z.number().int(),
  devido_centavos: z.number().int(),
  pago_centavos: z.number().int(),
  /** What is due and not paid (never negative). */
  em_aberto_centavos: z.number().int(),
  atrasada_fechamento: z.boolean(),
  atrasada_repasse: z.boolean(),
});
export type ParoquiaSituacao = z.infer<typeof ParoquiaSituacao>;
export const ParoquiasSituacaoResponse = z.object({ data: z.array(ParoquiaSituacao) });

// ---------------------------------------------------------------- baptisms across the diocese

/** GET /api/diocese/batismos?q&pai&mae&de&ate&limit&page (&motivo: once per session is enough). */
export const BatismoBuscaQuery = PageQuery.extend({
  q: OptionalText(150),
  pai: OptionalText(150),
  mae: OptionalText(150),
  de: OptionalDate,
  ate: OptionalDate,
  motivo: Motivo,
})
  .refine((v) => !v.de || !v.ate || v.ate >= v.de, { error: DIOCESE_MSG.periodInvalid, path: ['ate'] })
  .refine((v) => v.q || v.pai || v.mae || v.de || v.ate, { error: DIOCESE_MSG.searchRequired, path: ['q'] });
export type BatismoBuscaQuery = z.output<typeof BatismoBuscaQuery>;
export const BatismoEncontrado = z.object({
  id: z.number().int(),
  paroquia_id: z.number().int(),
  paroquia_nome: z.string(),
  nome: z.string(),
  data: z.string(),
  nascimento: z.string().nullable(),
  pai: z.string().nullable(),
  mae: z.string().nullable(),
  livro: z.number().int(),
  folha: z.number().int(),
  termo: z.number().int(),
  anulado: z.boolean(),
});
export type BatismoEncontrado = z.infer<typeof BatismoEncontrado>;
export const BatismoBuscaResponse = z.object({ data: z.array(BatismoEncontrado), meta: CappedListMeta });

/** The reason for reading a parish's books, given once per session (POST /api/diocese/motivo). */
export const MotivoBody = z.object({ motivo: z.string({ error: DIOCESE_MSG.motivoRequired }).trim().min(3, DIOCESE_MSG.motivoRequired).max(300) });

// ---------------------------------------------------------------- petitions

/** POST /api/peticoes (JSON): the petition; its documents follow on POST /api/peticoes/{id}/documentos. */
export const PeticaoBody = z.object({
  tipo: z.enum(PETICAO_TIPO_LIST, { error: DIOCESE_MSG.tipoInvalid }),
  assunto: z.string({ error: DIOCESE_MSG.assuntoRequired }).trim().min(3, DIOCESE_MSG.assuntoRequired).max(200),
  texto: z.string({ error: DIOCESE_MSG.textoRequired }).trim().min(3, DIOCESE_MSG.textoRequired).max(10_000),
  /** The type's own fields, by `chave` (the required ones are checked against the diocese's configuration). */
  campos: z.record(z.string().max(40), z.string().trim().max(2000)).default({}),
  /** Rectification: the sacramental record (of the parish) it names. */
  registro_id: OptionalId,
  /** Matrimonial dispensation or licence: the marriage file it belongs to, when there is one. */
  processo_id: OptionalId,
});
export type PeticaoBody = z.output<typeof PeticaoBody>;

/** POST /api/peticoes/{id}/responder (chancery): the new state and its text (a decree's text when final). */
export const RespostaBody = z.object({
  estado: z.enum(RESPOSTA_ESTADOS, { error: DIOCESE_MSG.estadoInvalid }),
  texto: z.string({ error: DIOCESE_MSG.respostaTextoRequired }).trim().min(3, DIOCESE_MSG.respostaTextoRequired).max(10_000),
});
export type RespostaBody = z.output<typeof RespostaBody>;

export const PeticaoListQuery = PageQuery.extend({
  estado: z.preprocess(blankToUndefined, z.enum(PETICAO_ESTADO_LIST, { error: DIOCESE_MSG.estadoInvalid }).optional()),
  tipo: z.preprocess(blankToUndefined, z.enum(PETICAO_TIPO_LIST, { error: DIOCESE_MSG.tipoInvalid }).optional()),
  /** The chancery only: one parish's petitions. */
  paroquia_id: OptionalId,
  q: OptionalText(100).meta({ description: 'Parte do protocolo ou do assunto' }),
});
export type PeticaoListQuery = z.output<typeof PeticaoListQuery>;

const PeticaoDocumento = z.object({
  id: z.number().int(),
  chave: z.string().nullable(),
  nome: z.string(),
  tamanho: z.number().int(),
  enviado_em: z.string(),
  enviado_por_nome: z.string(),
  url: z.string(),
});
const PeticaoEvento = z.object({
  id: z.number().int(),
  estado: z.enum(PETICAO_ESTADO_LIST),
  texto: z.string().nullable(),
  /** Who wrote it: the parish or the chancery. */
  lado: z.enum(['paroquia', 'curia']),
  autor_nome: z.string(),
  em: z.string(),
  decreto_codigo: z.string().nullable(),
});
const Decreto = z.object({ codigo: z.string(), numero: z.string(), emitido_em: z.string(), url: z.string() });
export const Peticao = z.object({
  id: z.number().int(),
  protocolo: z.string(),
  paroquia_id: z.number().int(),
  paroquia_nome: z.string(),
  tipo: z.enum(PETICAO_TIPO_LIST),
  tipo_nome: z.string(),
  assunto: z.string(),
  estado: z.enum(PETICAO_ESTADO_LIST),
  /** The expected answer date ('AAAA-MM-DD'), by the type's time. */
  prazo: z.string(),
  criado_em: z.string(),
  criado_por_nome: z.string(),
  atualizado_em: z.string(),
});
export type Peticao = z.infer<typeof Peticao>;
export const PeticaoDetalhe = Peticao.extend({
  texto: z.string(),
  campos: z.record(z.string(), z.string()),
  registro_id: z.number().int().nullable(),
  processo_id: z.number().int().nullable(),
  documentos: z.array(PeticaoDocumento),
  /** The required documents of the type not yet sent (their labels). */
  documentos_faltando: z.array(z.string()),
  historico: z.array(PeticaoEvento),
  decreto: Decreto.nullable(),
});
export type PeticaoDetalhe = z.infer<typeof PeticaoDetalhe>;
export const PeticaoList = z.object({ data: z.array(Peticao), meta: ListMeta });
export const PeticaoResponse = z.object({ message: z.string().optional(), data: PeticaoDetalhe });

/** POST /api/peticoes/{id}/documentos (multipart): the file `arquivo`, which of the type's documents it is, a note. */
export const DocumentoFields = z.object({
  chave: z.preprocess(blankToUndefined, z.string().trim().max(40).optional()),
  texto: OptionalText(2000),
});
export const PeticaoDocParams = z.object({ id: Id, docId: Id });

export const DecretoParams = z.object({
  codigo: z
    .string({ error: DIOCESE_MSG.decretoNotFound })
    .max(64, DIOCESE_MSG.decretoNotFound)
    .transform((v, ctx) => normalizeCertificateCode(v) ?? (ctx.addIssue({ code: 'custom', message: DIOCESE_MSG.decretoNotFound }), z.NEVER)),
});
/** GET /api/public/decretos/{codigo}: what the verification shows (nothing of the persons named in it). */
export const PublicDecreto = z.object({
  codigo: z.string(),
  numero: z.string(),
  diocese: z.string(),
  paroquia: z.string(),
  protocolo: z.string(),
  tipo_nome: z.string(),
  decisao: z.enum(['deferido', 'indeferido']),
  emitido_em: z.string(),
  assinante: z.string(),
});
export type PublicDecreto = z.infer<typeof PublicDecreto>;

// ---------------------------------------------------------------- duplicate books

/** The books whose year goes to the diocesan archive as a duplicate. */
export const LIVROS_DUPLICATA = { batismo: 'Batismo', crisma: 'Crisma', matrimonio: 'Matrimônio', obito: 'Óbito/Exéquias' } as const;
export type LivroDuplicata = keyof typeof LIVROS_DUPLICATA;
const LIVRO_LIST = Object.keys(LIVROS_DUPLICATA) as [LivroDuplicata, ...LivroDuplicata[]];

/** POST /api/diocese/duplicatas/{ano}: the parish sends the year's entries of each of its books (no body). */
export const AnoParams = z.object({ ano: Ano });
/** GET /api/diocese/duplicatas?ano: the chancery the whole diocese's archive (or one parish's); a parish its own. */
export const DuplicatasQuery = z.object({ ano: Ano, paroquia_id: OptionalId });
export const Duplicata = z.object({
  id: z.number().int(),
  paroquia_id: z.number().int(),
  paroquia_nome: z.string(),
  ano: z.number().int(),
  livro: z.enum(LIVRO_LIST),
  /** The year's entries the duplicate holds. */
  registros: z.number().int(),
  enviada_em: z.string(),
  enviada_por_nome: z.string(),
  recebida_em: z.string().nullable(),
  recebida_por_nome: z.string().nullable(),
  /** The printed book's pages of the year (PDF). */
  url: z.string(),
});
export type Duplicata = z.infer<typeof Duplicata>;
export const DuplicatasEnviadas = z.object({ message: z.string(), data: z.array(Duplicata) });
/** What the archive has of the year, and the books with entries in the year that no duplicate has brought. */
export const DuplicatasArquivo = z.object({
  data: z.object({
    ano: z.number().int(),
    duplicatas: z.array(Duplicata),
    faltando: z.array(z.object({ paroquia_id: z.number().int(), paroquia_nome: z.string(), livros: z.array(z.enum(LIVRO_LIST)) })),
  }),
});
export type DuplicatasArquivo = z.infer<typeof DuplicatasArquivo>;
export const DuplicataResponse = z.object({ message: z.string(), data: Duplicata });

// ---------------------------------------------------------------- statistics

export const EstatisticasQuery = z.object({
  ano: Ano,
  paroquia_id: OptionalId,
  formato: z.enum(['json', 'csv', 'pdf'], { error: DIOCESE_MSG.formatoInvalid }).default('json'),
});
const Numeros = z.object(Object.fromEntries(Object.keys(ESTATISTICAS_ROTULOS).map((k) => [k, z.number().int()])) as Record<EstatisticaChave, z.ZodNumber>);
export type Numeros = z.infer<typeof Numeros>;
export const Estatisticas = z.object({
  ano: z.number().int(),
  /** One parish's, or null for the whole diocese. */
  paroquia_id: z.number().int().nullable(),
  paroquias: z.array(z.object({ paroquia_id: z.number().int(), nome: z.string(), numeros: Numeros })),
  total: Numeros,
  /** The totals of the five years up to `ano` (the chart per year). */
  anos: z.array(z.object({ ano: z.number().int(), numeros: Numeros })),
});
export type Estatisticas = z.infer<typeof Estatisticas>;
export const EstatisticasResponse = z.object({ data: Estatisticas });
