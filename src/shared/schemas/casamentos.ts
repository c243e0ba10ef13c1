import { CertificateCode, NOTIFICACAO_ESTADOS, SacramentoRecord, type NotificacaoEstado } from './sacramentos';
import { BoolLike, Id, ListMeta, OptionalId, OptionalText, PageQuery, rowId, z } from './zod';

/**
 * The marriage file (processo de habilitação matrimonial): the couple, the documents per spouse, the
 * interview, impediments and their permissions, the banns, the wedding on the calendar and, once
 * celebrated, the entry in the book and the notices to each spouse's baptism parish (c. 1121, c. 1122).
 * Also the requests between parishes of this portal (/api/pedidos) and the marginal notes that arrive
 * from another parish (/api/anotacoes).
 *
 * Beside the issue's calls: GET/PUT /api/casamentos/checklist (the parish's documents), GET/PUT /api/casamentos/questionario (its interview questions),
 * GET /api/casamentos/{id}/documentos/{docId}/arquivo, GET /api/casamentos/{id}/proclamas.pdf (certidão de
 * proclamas), GET /api/casamentos/{id}/permissoes/{impedimento}.pdf (the printed request to the diocese),
 * POST /api/casamentos/{id}/notificacao/{conjuge}/enviada {data}, GET /api/pedidos/paroquias (the other
 * parishes of this portal), GET /api/anotacoes?direcao=recebidos|enviados and POST /api/anotacoes/{id}/recusar {motivo}.
 */

/** A file's life; cancelado from any state before celebrado, with a reason. */
export const CASAMENTO_ESTADOS = {
  aberto: 'Aberto',
  documentacao: 'Documentação',
  proclamas: 'Proclamas',
  habilitado: 'Habilitado',
  celebrado: 'Celebrado',
  arquivado: 'Arquivado',
  cancelado: 'Cancelado',
} as const;
export type CasamentoEstado = keyof typeof CASAMENTO_ESTADOS;
const ESTADO_LIST = Object.keys(CASAMENTO_ESTADOS) as [CasamentoEstado, ...CasamentoEstado[]];

/** A spouse's religion: the Church's baptism, another Christian church's (mixed marriage), or none (disparity of cult). */
export const RELIGIOES = {
  catolica: 'Batizado(a) na Igreja Católica',
  outra_crista: 'Batizado(a) em outra Igreja cristã',
  nao_batizado: 'Não batizado(a)',
} as const;
export type Religiao = keyof typeof RELIGIOES;

/** What raises a permission, the permission it needs and the canon that asks it. */
export const IMPEDIMENTOS = {
  disparidade_culto: { rotulo: 'Disparidade de culto (um dos noivos não é batizado)', permissao: 'dispensa', canon: 'c. 1086' },
  religiao_mista: { rotulo: 'Matrimônio misto (batizado em outra Igreja cristã)', permissao: 'licenca', canon: 'c. 1124' },
  vinculo_anterior: { rotulo: 'Vínculo anterior (casamento civil ou obrigações de união anterior)', permissao: 'licenca', canon: 'c. 1071 §1, 3º' },
  menor: { rotulo: 'Noivo(a) menor de 18 anos', permissao: 'licenca', canon: 'c. 1071 §1, 6º' },
  fora_da_paroquia: { rotulo: 'Casamento fora da paróquia de residência dos noivos', permissao: 'licenca', canon: 'c. 1115' },
} as const;
export type ImpedimentoTipo = keyof typeof IMPEDIMENTOS;
const IMPEDIMENTO_LIST = Object.keys(IMPEDIMENTOS) as [ImpedimentoTipo, ...ImpedimentoTipo[]];
export const PERMISSOES = { dispensa: 'Dispensa', licenca: 'Licença' } as const;

/** The age under which a spouse is a minor for the licence (c. 1071 §1, 6º and the Brazilian bishops' norm). */
export const MAIORIDADE = 18;
/** A certificate 'para fins de casamento' is valid for six months from its issue. */
const VALIDADE_CERTIDAO_MESES = 6;
/** The file warns when the wedding is this close and documents are still missing. */
export const AVISO_DIAS_DOCUMENTOS = 90;
/** How many Sundays the banns may be read on. */
export const MAX_DOMINGOS = 3;

/** The checklist's item a certificate of this portal may prove by its code, and what it is of. */
export const SACRAMENTOS_CERTIFICAVEIS = { batismo: 'Batismo', crisma: 'Crisma' } as const;
type Certificavel = keyof typeof SACRAMENTOS_CERTIFICAVEIS;

/** A document the parish asks of each spouse; `validade_meses` for certificates that expire; `sacramento` when a code of this portal proves it. */
export const DocumentoItem = z.object({
  chave: z
    .string()
    .trim()
    .regex(/^[a-z][a-z0-9_]{1,39}$/, 'Chave inválida (letras minúsculas, números e _).'),
  nome: z.string().trim().min(3, 'Informe o nome do documento.').max(150),
  validade_meses: z.int().min(1).max(24).nullable().default(null),
  sacramento: z
    .enum(Object.keys(SACRAMENTOS_CERTIFICAVEIS) as [Certificavel, ...Certificavel[]])
    .nullable()
    .default(null),
});
export type DocumentoItem = z.infer<typeof DocumentoItem>;

/** The common checklist every parish starts with (changed on PUT /api/casamentos/checklist). */
export const CHECKLIST_PADRAO: DocumentoItem[] = [
  { chave: 'batismo', nome: "Certidão de batismo 'para fins de casamento' (até 6 meses)", validade_meses: VALIDADE_CERTIDAO_MESES, sacramento: 'batismo' },
  { chave: 'crisma', nome: 'Certidão de crisma', validade_meses: null, sacramento: 'crisma' },
  { chave: 'identidade', nome: 'Documento de identidade', validade_meses: null, sacramento: null },
  { chave: 'cpf', nome: 'CPF', validade_meses: null, sacramento: null },
  { chave: 'certidao_civil', nome: 'Certidão de nascimento ou de casamento civil', validade_meses: null, sacramento: null },
  { chave: 'residencia', nome: 'Comprovante de residência', validade_meses: null, sacramento: null },
  { chave: 'curso_noivos', nome: 'Certificado do curso de noivos', validade_meses: null, sacramento: null },
];

/** A question of the parish's interview questionnaire; `chave` names its answers. */
export const PerguntaItem = z.object({
  chave: z
    .string()
    .trim()
    .regex(/^[a-z][a-z0-9_]{1,39}$/, 'Chave inválida (letras minúsculas, números e _).'),
  texto: z.string().trim().min(3, 'Escreva a pergunta (ao menos 3 caracteres).').max(300),
});
export type PerguntaItem = z.infer<typeof PerguntaItem>;

/**
 * The common questionnaire of the interview (exame dos noivos), asked of each spouse apart: every parish starts
 * with it and changes it on PUT /api/casamentos/questionario.
 */
export const ENTREVISTA_PERGUNTAS: PerguntaItem[] = [
  { chave: 'liberdade', texto: 'Casa-se por livre vontade, sem pressão de ninguém?' },
  { chave: 'vinculo', texto: 'Tem ou teve algum vínculo matrimonial (religioso ou civil) ou união anterior?' },
  { chave: 'religiao', texto: 'Qual a sua religião? Foi batizado(a)? Onde?' },
  { chave: 'parentesco', texto: 'Há parentesco entre os noivos?' },
  { chave: 'deveres', texto: 'Conhece e aceita os deveres do matrimônio: unidade, indissolubilidade, abertura aos filhos?' },
  { chave: 'observacoes', texto: 'Outras observações do entrevistador' },
];

/** Requests between parishes: a certificate of a record of the other parish, or a transfer (termo de transferência). */
export const PEDIDO_TIPOS = { certidao: 'Certidão', transferencia: 'Transferência' } as const;
export const PEDIDO_ESTADOS = { pendente: 'Pendente', atendido: 'Atendido', recusado: 'Recusado' } as const;
export const DIRECOES = { recebidos: 'Recebidos', enviados: 'Enviados' } as const;
export type Direcao = keyof typeof DIRECOES;
/** The books a certificate or a transfer may concern. */
export const PEDIDO_SACRAMENTOS = { batismo: 'Batismo', crisma: 'Crisma', matrimonio: 'Matrimônio' } as const;
type PedidoSacramento = keyof typeof PEDIDO_SACRAMENTOS;

/** A marginal note sent to another parish's book (c. 1122, c. 535 §2), and its answer there. */
export const ANOTACAO_TIPOS = { matrimonio: 'Matrimônio', crisma: 'Crisma', anulacao: 'Anulação de registro' } as const;
export type AnotacaoTipo = keyof typeof ANOTACAO_TIPOS;
export const ANOTACAO_ESTADOS = { pendente: 'Pendente', confirmada: 'Confirmada', recusada: 'Recusada' } as const;
export type AnotacaoEstado = keyof typeof ANOTACAO_ESTADOS;

/** How each spouse's baptism parish learns of the marriage, and how far it went (the confirmations' notices too). */
export { NOTIFICACAO_ESTADOS, type NotificacaoEstado } from './sacramentos';

export const CASAMENTOS_MSG = {
  notFound: 'Processo de casamento não encontrado.',
  created: 'Processo de casamento aberto.',
  updated: 'Processo atualizado.',
  cancelled: 'Processo cancelado.',
  empty: 'Nenhum processo de casamento.',
  nameRequired: 'Informe o nome ou selecione uma pessoa dos registros.',
  registerNotInParish: 'Pessoa não encontrada nos registros desta paróquia.',
  samePerson: 'Os dois noivos não podem ser a mesma pessoa.',
  dateInvalid: 'Data inválida (use AAAA-MM-DD).',
  horaInvalid: 'Horário inválido (use HH:MM).',
  mesInvalid: 'Mês inválido (use AAAA-MM).',
  datePast: 'A data do casamento não pode ser passada.',
  dateFuture: 'A data não pode ser futura.',
  horaRequired: 'Informe o horário junto com a data.',
  dataRequired: 'Informe a data junto com o horário.',
  igrejaNotFound: 'Igreja ou comunidade não encontrada nesta paróquia.',
  igrejaRequired: 'Escolha a igreja ou comunidade do casamento.',
  parishNotFound: 'Paróquia não encontrada neste portal.',
  religiaoInvalid: 'Religião deve ser catolica, outra_crista ou nao_batizado.',
  estadoInvalid: 'Estado inválido.',
  closed: 'Este processo está encerrado (celebrado, arquivado ou cancelado): não pode ser alterado.',
  // documents
  checklistSaved: 'Lista de documentos salva.',
  checklistDuplicated: 'Dois documentos com a mesma chave.',
  checklistEmpty: 'Informe ao menos um documento.',
  itemNotFound: 'Documento não encontrado na lista desta paróquia.',
  conjugeInvalid: 'Cônjuge deve ser 1 ou 2.',
  docRequired: 'Envie o arquivo (PDF ou foto) ou informe o código da certidão.',
  docFileInvalid: 'O arquivo deve ser um PDF ou uma foto (JPEG, PNG ou WebP).',
  docNotFound: 'Documento não encontrado neste processo.',
  docSaved: 'Documento entregue.',
  docUpdated: 'Documento atualizado.',
  docDeleted: 'Documento removido.',
  docTaken: 'Este documento já foi entregue: atualize-o ou remova-o antes.',
  codeNotHere: 'Este documento não é uma certidão de sacramento: não tem código.',
  codeNotFound: 'Certidão não encontrada. Confira o código.',
  codeWrongKind: 'O código é de uma certidão de outro sacramento.',
  codeExpired: 'Certidão emitida há mais de seis meses: peça uma nova certidão para fins de casamento.',
  codeAnnulled: 'O registro desta certidão foi anulado.',
  codeCorrected: 'O registro foi retificado depois da emissão desta certidão: peça uma nova.',
  emitidaFuture: 'A data de emissão não pode ser futura.',
  emitidaRequired: 'Informe a data de emissão da certidão.',
  // interview
  entrevistaForbidden: 'A entrevista (exame dos noivos) é reservada ao pároco e à administração.',
  entrevistaSaved: 'Entrevista registrada.',
  questionarioSaved: 'Questionário salvo.',
  questionarioEmpty: 'Informe ao menos uma pergunta.',
  questionarioDuplicated: 'Duas perguntas com a mesma chave.',
  perguntaUnknown: 'Resposta a uma pergunta que não está no questionário da paróquia.',
  respostaTooLong: 'Resposta muito longa (máximo 4000 caracteres).',
  // banns
  domingosRequired: 'Informe os domingos em que os proclamas serão lidos.',
  domingoInvalid: 'Os proclamas são lidos aos domingos: escolha datas de domingo.',
  domingosTooMany: `Informe no máximo ${MAX_DOMINGOS} domingos.`,
  proclamasPublished: 'Proclamas publicados nos avisos da paróquia.',
  proclamasAlready: 'Os proclamas já foram publicados.',
  proclamasNotPublished: 'Os proclamas ainda não foram publicados.',
  objecaoRequired: 'Descreva a objeção (ao menos 3 caracteres).',
  objecaoSaved: 'Objeção registrada: o processo não pode ser habilitado até que seja resolvida.',
  objecaoNotFound: 'Objeção não encontrada.',
  objecaoResolved: 'Objeção resolvida.',
  resolucaoRequired: 'Descreva como a objeção foi resolvida (ao menos 3 caracteres).',
  // permissions
  permissaoNotNeeded: 'Este processo não precisa desta permissão.',
  permissaoSaved: 'Concessão registrada.',
  concedidaPorRequired: 'Informe quem concedeu (ex.: Cúria Diocesana, Bispo diocesano).',
  protocoloRequired: 'Informe o número do protocolo.',
  impedimentoInvalid: 'Impedimento inválido.',
  // habilitar / celebrar / cancelar
  habilitado: 'Processo habilitado para o casamento.',
  notReadyState: 'O processo precisa estar aberto, em documentação ou em proclamas para ser habilitado.',
  notHabilitado: 'O processo precisa estar habilitado para registrar a celebração.',
  celebrated: 'Casamento registrado no livro de Matrimônio; processo arquivado.',
  motivoRequired: 'Informe o motivo (ao menos 3 caracteres).',
  agendaCollision: 'Horário ocupado na agenda desta igreja: escolha outro horário.',
  // notices
  notificacaoNotNeeded: 'Este cônjuge não precisa de carta: a notificação segue pelo portal ou já foi anotada.',
  notificacaoSent: 'Envio da notificação registrado.',
  conjugeNotFound: 'Cônjuge deve ser 1 ou 2.',
  // requests between parishes
  pedidoNotFound: 'Pedido não encontrado.',
  pedidoCreated: 'Pedido enviado à outra paróquia.',
  pedidoAnswered: 'Este pedido já foi respondido.',
  pedidoAtendido: 'Pedido atendido: a certidão foi enviada à paróquia que pediu.',
  transferenciaAtendida: 'Transferência concedida.',
  pedidoRecusado: 'Pedido recusado.',
  pedidoSelf: 'Escolha outra paróquia: o pedido é feito a outra paróquia do portal.',
  pedidoIdentify: 'Identifique o registro: nome e data, ou livro, folha e termo.',
  pedidoNomeRequired: 'Informe o nome da pessoa.',
  registroRequired: 'Escolha o registro do livro que atende ao pedido.',
  registroNotFound: 'Registro não encontrado nos livros desta paróquia.',
  processoNotFound: 'Processo de casamento não encontrado nesta paróquia.',
  // marginal notes from another parish
  anotacaoNotFound: 'Anotação não encontrada.',
  anotacaoConfirmed: 'Anotação lançada à margem do registro de batismo.',
  anotacaoRefused: 'Anotação recusada; a paróquia de origem foi avisada.',
  anotacaoAnswered: 'Esta anotação já foi respondida.',
  batismoRequired: 'Escolha o registro de batismo onde lançar a anotação.',
  batismoNotFound: 'Registro de batismo não encontrado nesta paróquia.',
} as const;

/** What habilitar still lacks, one line each, in the refusal's text. */
export const habilitarMissingText = (faltas: string[]) => `O processo ainda não pode ser habilitado. Falta: ${faltas.join('; ')}.`;
/** 'Certidão de batismo (1º cônjuge)' */
export const documentoFaltando = (nome: string, conjuge: 1 | 2) => `${nome} (${conjuge}º cônjuge)`;

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const DateOnly = z.iso.date({ error: CASAMENTOS_MSG.dateInvalid }).refine((v) => v >= '1900-01-01', CASAMENTOS_MSG.dateInvalid);
const OptionalDate = z.preprocess(blankToUndefined, DateOnly.optional());
const Hora = z.string({ error: CASAMENTOS_MSG.horaInvalid }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, CASAMENTOS_MSG.horaInvalid);
const Mes = z.string({ error: CASAMENTOS_MSG.mesInvalid }).regex(/^(19|[2-9]\d)\d{2}-(0[1-9]|1[0-2])$/, CASAMENTOS_MSG.mesInvalid);
const Name = OptionalText(150);
const Place = OptionalText(200);
const Motivo = z.string({ error: CASAMENTOS_MSG.motivoRequired }).trim().min(3, CASAMENTOS_MSG.motivoRequired).max(500);
/** 1 or 2, from JSON or a form/path. */
export const ConjugeNumero = z.preprocess(
  (v) => (typeof v === 'string' && /^[12]$/.test(v) ? Number(v) : v),
  z.union([z.literal(1), z.literal(2)], { error: CASAMENTOS_MSG.conjugeInvalid }),
);
export type ConjugeNumero = 1 | 2;

// ---------------------------------------------------------------- the file

/** A spouse: a register of this parish, or typed; where they live and where they were baptised. */
const NoivoBody = z.object({
  register_id: OptionalId.meta({ description: 'O registro da pessoa, quando cadastrada (senão, `nome`)' }),
  nome: Name,
  nascimento: OptionalDate,
  pai: Name,
  mae: Name,
  religiao: z.preprocess(
    blankToUndefined,
    z.enum(Object.keys(RELIGIOES) as [Religiao, ...Religiao[]], { error: CASAMENTOS_MSG.religiaoInvalid }).default('catolica'),
  ),
  vinculo_anterior: BoolLike.default(false).meta({ description: 'Casamento civil ou união anterior (pede licença)' }),
  paroquia_residencia: Place.meta({ description: 'Paróquia onde mora' }),
  reside_na_paroquia: BoolLike.default(true).meta({ description: 'Mora no território desta paróquia' }),
  paroquia_batismo: Place.meta({ description: 'Paróquia onde foi batizado(a) (texto, quando fora deste portal)' }),
  paroquia_batismo_id: OptionalId.meta({ description: 'A paróquia do batismo, quando está neste portal (esta ou outra)' }),
  data_batismo: OptionalDate,
});
export type NoivoBody = z.infer<typeof NoivoBody>;

/** POST /api/casamentos and PUT /api/casamentos/{id}: the whole file's data. */
export const CasamentoBody = z
  .object({
    conjuge1: NoivoBody,
    conjuge2: NoivoBody,
    data_prevista: OptionalDate.meta({ description: 'Data desejada para o casamento (conferida na agenda)' }),
    hora_prevista: z.preprocess(blankToUndefined, Hora.optional()),
    ent_id: OptionalId.meta({ description: 'A igreja ou comunidade da paróquia onde será o casamento' }),
    testemunha1: Name,
    testemunha2: Name,
    celebrante: Name,
    efeito_civil: BoolLike.default(true).meta({ description: 'Casamento religioso com efeito civil' }),
    observacoes: OptionalText(2000),
  })
  .superRefine((v, ctx) => {
    for (const n of [1, 2] as const) {
      const c = n === 1 ? v.conjuge1 : v.conjuge2;
      if (!c.register_id && !c.nome) ctx.addIssue({ code: 'custom', message: CASAMENTOS_MSG.nameRequired, path: [`conjuge${n}`, 'nome'] });
    }
    if (v.conjuge1.register_id && v.conjuge1.register_id === v.conjuge2.register_id)
      ctx.addIssue({ code: 'custom', message: CASAMENTOS_MSG.samePerson, path: ['conjuge2', 'register_id'] });
    if (v.data_prevista && !v.hora_prevista) ctx.addIssue({ code: 'custom', message: CASAMENTOS_MSG.horaRequired, path: ['hora_prevista'] });
    if (v.hora_prevista && !v.data_prevista) ctx.addIssue({ code: 'custom', message: CASAMENTOS_MSG.dataRequired, path: ['data_prevista'] });
    if (v.data_prevista && !v.ent_id) ctx.addIssue({ code: 'custom', message: CASAMENTOS_MSG.igrejaRequired, path: ['ent_id'] });
  });
export type CasamentoBody = z.infer<typeof CasamentoBody>;

export const CasamentoParams = z.object({ id: rowId(CASAMENTOS_MSG.notFound) });
export const DocumentoParams = z.object({ id: rowId(CASAMENTOS_MSG.notFound), docId: rowId(CASAMENTOS_MSG.docNotFound) });
export const NotificacaoParams = z.object({ id: rowId(CASAMENTOS_MSG.notFound), conjuge: ConjugeNumero });
export const PermissaoParams = z.object({
  id: rowId(CASAMENTOS_MSG.notFound),
  impedimento: z.enum(IMPEDIMENTO_LIST, { error: CASAMENTOS_MSG.impedimentoInvalid }),
});

export const CasamentoListQuery = PageQuery.extend({
  estado: z.preprocess(blankToUndefined, z.enum(ESTADO_LIST, { error: CASAMENTOS_MSG.estadoInvalid }).optional()),
  mes: z.preprocess(blankToUndefined, Mes.optional()).meta({ description: 'Mês do casamento (AAAA-MM)' }),
  q: OptionalText(100).meta({ description: 'Nome de um dos noivos, sem diferença de acentos' }),
});
export type CasamentoListQuery = z.infer<typeof CasamentoListQuery>;

const text = z.string().nullable();
const NoivoOut = z.object({
  register_id: z.number().int().nullable(),
  nome: z.string(),
  nascimento: text,
  pai: text,
  mae: text,
  religiao: z.enum(Object.keys(RELIGIOES) as [Religiao, ...Religiao[]]),
  vinculo_anterior: z.boolean(),
  paroquia_residencia: text,
  reside_na_paroquia: z.boolean(),
  paroquia_batismo: text,
  paroquia_batismo_id: z.number().int().nullable(),
  paroquia_batismo_nome: text.meta({ description: 'O nome da paróquia do batismo, quando está neste portal' }),
  data_batismo: text,
});
export type Noivo = z.infer<typeof NoivoOut>;

/** A document delivered: its file (if any) and, for a certificate of this portal, the verified code. */
export const CasamentoDocumento = z.object({
  id: z.number().int(),
  conjuge: z.union([z.literal(1), z.literal(2)]),
  item: z.string(),
  arquivo: z.boolean().meta({ description: 'Há arquivo: GET /api/casamentos/{id}/documentos/{docId}/arquivo' }),
  arquivo_nome: text,
  codigo: text.meta({ description: 'Código da certidão deste portal, verificado' }),
  emitido_em: text.meta({ description: 'Data de emissão (certidões)' }),
  valido_ate: text.meta({ description: 'Até quando vale (certidões com validade)' }),
  origem: text.meta({ description: 'De onde veio: a paróquia que emitiu a certidão' }),
  observacao: text,
  entregue_por: z.string(),
  entregue_em: z.string(),
});
export type CasamentoDocumento = z.infer<typeof CasamentoDocumento>;

/** One line of a spouse's checklist: the parish's item and the document delivered for it. */
export const ChecklistLinha = DocumentoItem.extend({ conjuge: z.union([z.literal(1), z.literal(2)]), documento: CasamentoDocumento.nullable() });
export type ChecklistLinha = z.infer<typeof ChecklistLinha>;

export const Permissao = z.object({
  impedimento: z.enum(IMPEDIMENTO_LIST),
  concedida_por: z.string(),
  data: z.string(),
  protocolo: z.string(),
  arquivo: z.boolean(),
  registrada_por: z.string(),
  registrada_em: z.string(),
});
export type Permissao = z.infer<typeof Permissao>;

/** An impediment the file's data raises, the permission it needs, and its grant once recorded. */
export const Impedimento = z.object({
  tipo: z.enum(IMPEDIMENTO_LIST),
  rotulo: z.string(),
  permissao: z.enum(['dispensa', 'licenca']),
  canon: z.string(),
  conjuges: z.array(z.union([z.literal(1), z.literal(2)])),
  concessao: Permissao.nullable(),
});
export type Impedimento = z.infer<typeof Impedimento>;

export const Objecao = z.object({
  id: z.number().int(),
  texto: z.string(),
  informante: text,
  registrada_por: z.string(),
  registrada_em: z.string(),
  resolucao: text,
  resolvida_em: text,
});
export type Objecao = z.infer<typeof Objecao>;

const Proclamas = z.object({
  domingos: z.array(z.string()),
  publicadas_em: text,
  /** The other spouse's parish on this portal where they were published too. */
  outras_paroquias: z.array(z.string()),
  objecoes: z.array(Objecao),
});

export const Notificacao = z.object({
  conjuge: z.union([z.literal(1), z.literal(2)]),
  paroquia: z.string(),
  estado: z.enum(Object.keys(NOTIFICACAO_ESTADOS) as [NotificacaoEstado, ...NotificacaoEstado[]]),
  enviada_em: text,
  respondida_em: text,
  motivo: text,
});
export type Notificacao = z.infer<typeof Notificacao>;

/** The list's line. */
export const CasamentoResumo = z.object({
  id: z.number().int(),
  nome: z.string().meta({ description: "Os noivos: 'Ana Souza e João Lima'" }),
  estado: z.enum(ESTADO_LIST),
  data_prevista: text,
  hora_prevista: text,
  ent_name: text,
  documentos_faltando: z.number().int(),
  avisos: z.array(z.string()).meta({ description: 'Prazos: casamento em menos de 90 dias sem os documentos; certidão vencida no dia do casamento' }),
});
export type CasamentoResumo = z.infer<typeof CasamentoResumo>;
export const CasamentoList = z.object({ data: z.array(CasamentoResumo), meta: ListMeta });

export const Casamento = CasamentoResumo.extend({
  conjuge1: NoivoOut,
  conjuge2: NoivoOut,
  ent_id: z.number().int().nullable(),
  testemunha1: text,
  testemunha2: text,
  celebrante: text,
  efeito_civil: z.boolean(),
  observacoes: text,
  motivo_cancelamento: text,
  documentos: z.array(ChecklistLinha),
  faltando: z.array(z.string()).meta({ description: 'O que falta para habilitar (vazio: pode ser habilitado)' }),
  impedimentos: z.array(Impedimento),
  proclamas: Proclamas.nullable(),
  entrevista_registrada: z.boolean(),
  /** The caller may read the interview (roles 1, 111 and the priest who recorded it). */
  pode_ver_entrevista: z.boolean(),
  /** Once celebrated: the marriage entry and the date it was celebrated. */
  registro: z.object({ id: z.number().int(), livro: z.number().int(), folha: z.number().int(), termo: z.number().int() }).nullable(),
  data_celebracao: text,
  notificacoes: z.array(Notificacao),
  criado_por: z.string(),
  criado_em: z.string(),
  atualizado_em: z.string(),
});
export type Casamento = z.infer<typeof Casamento>;
export const CasamentoResponse = z.object({ message: z.string().optional(), data: Casamento });

export const CancelarBody = z.object({ motivo: Motivo });
export const CelebrarBody = z.object({ data: DateOnly.meta({ description: 'Data em que o casamento foi celebrado (pode diferir da prevista)' }) });
export const CelebrarResponse = z.object({ message: z.string(), data: SacramentoRecord });

// ---------------------------------------------------------------- checklist and documents

const Checklist = z.object({ itens: z.array(DocumentoItem) });
export const ChecklistBody = z.object({
  itens: z
    .array(DocumentoItem, { error: CASAMENTOS_MSG.checklistEmpty })
    .min(1, CASAMENTOS_MSG.checklistEmpty)
    .max(30)
    .refine((items) => new Set(items.map((i) => i.chave)).size === items.length, CASAMENTOS_MSG.checklistDuplicated),
});
export const ChecklistResponse = z.object({ message: z.string().optional(), data: Checklist });

/** POST /api/casamentos/{id}/documentos (multipart, file `arquivo`): an item delivered, by file or by a certificate's code. */
export const DocumentoBody = z.object({
  conjuge: ConjugeNumero,
  item: z.string({ error: CASAMENTOS_MSG.itemNotFound }).trim().min(1, CASAMENTOS_MSG.itemNotFound).max(40),
  codigo: z.preprocess(blankToUndefined, CertificateCode.optional()).meta({ description: 'Código de uma certidão deste portal (verificado)' }),
  emitido_em: OptionalDate.meta({ description: 'Data de emissão de uma certidão de fora do portal' }),
  observacao: OptionalText(500),
});
export type DocumentoBody = z.infer<typeof DocumentoBody>;
/** PUT /api/casamentos/{id}/documentos/{docId}: the delivered document's details. */
export const DocumentoUpdateBody = z.object({
  codigo: z.preprocess(blankToUndefined, CertificateCode.optional()),
  emitido_em: OptionalDate,
  observacao: OptionalText(500),
});
export type DocumentoUpdateBody = z.infer<typeof DocumentoUpdateBody>;

// ---------------------------------------------------------------- interview

/** Answers by question key; the keys are checked against the parish's questionnaire on the server. */
const Respostas = z.record(z.string(), z.string().trim().max(4000, CASAMENTOS_MSG.respostaTooLong));
export const EntrevistaBody = z.object({
  data: DateOnly.meta({ description: 'Data da entrevista' }),
  conjuge1: Respostas,
  conjuge2: Respostas,
});
export type EntrevistaBody = z.infer<typeof EntrevistaBody>;
export const Entrevista = z.object({
  data: z.string(),
  perguntas: z.array(PerguntaItem).meta({ description: 'As perguntas como estavam quando as respostas foram registradas' }),
  conjuge1: z.record(z.string(), z.string()),
  conjuge2: z.record(z.string(), z.string()),
  registrada_por: z.string(),
  registrada_em: z.string(),
});
export type Entrevista = z.infer<typeof Entrevista>;
export const EntrevistaResponse = z.object({
  message: z.string().optional(),
  perguntas: z.array(PerguntaItem).meta({ description: 'O questionário atual da paróquia (o que um novo registro pergunta)' }),
  data: Entrevista.nullable(),
});

/** PUT /api/casamentos/questionario: the parish's questions, in order. */
export const QuestionarioBody = z.object({
  perguntas: z
    .array(PerguntaItem, { error: CASAMENTOS_MSG.questionarioEmpty })
    .min(1, CASAMENTOS_MSG.questionarioEmpty)
    .max(30)
    .refine((items) => new Set(items.map((i) => i.chave)).size === items.length, CASAMENTOS_MSG.questionarioDuplicated),
});
export const QuestionarioResponse = z.object({ message: z.string().optional(), data: z.object({ perguntas: z.array(PerguntaItem) }) });

// ---------------------------------------------------------------- banns and permissions

/** POST /api/casamentos/{id}/proclamas: publish them, record an objection, or resolve one. */
export const ProclamasBody = z.discriminatedUnion(
  'acao',
  [
    z.object({
      acao: z.literal('publicar'),
      domingos: z
        .array(DateOnly, { error: CASAMENTOS_MSG.domingosRequired })
        .min(1, CASAMENTOS_MSG.domingosRequired)
        .max(MAX_DOMINGOS, CASAMENTOS_MSG.domingosTooMany)
        .refine((days) => days.every((d) => new Date(`${d}T12:00:00Z`).getUTCDay() === 0), CASAMENTOS_MSG.domingoInvalid),
    }),
    z.object({
      acao: z.literal('objecao'),
      texto: z.string({ error: CASAMENTOS_MSG.objecaoRequired }).trim().min(3, CASAMENTOS_MSG.objecaoRequired).max(2000),
      informante: Name,
    }),
    z.object({
      acao: z.literal('resolver'),
      objecao_id: rowId(CASAMENTOS_MSG.objecaoNotFound),
      resolucao: z.string({ error: CASAMENTOS_MSG.resolucaoRequired }).trim().min(3, CASAMENTOS_MSG.resolucaoRequired).max(2000),
    }),
  ],
  { error: "Ação deve ser 'publicar', 'objecao' ou 'resolver'." },
);
export type ProclamasBody = z.infer<typeof ProclamasBody>;

/** POST /api/casamentos/{id}/permissoes (multipart, optional scan `arquivo`): the grant of a dispensation or licence. */
export const PermissaoBody = z.object({
  impedimento: z.enum(IMPEDIMENTO_LIST, { error: CASAMENTOS_MSG.impedimentoInvalid }),
  concedida_por: z.string({ error: CASAMENTOS_MSG.concedidaPorRequired }).trim().min(3, CASAMENTOS_MSG.concedidaPorRequired).max(200),
  data: DateOnly.meta({ description: 'Data da concessão' }),
  protocolo: z.string({ error: CASAMENTOS_MSG.protocoloRequired }).trim().min(1, CASAMENTOS_MSG.protocoloRequired).max(60),
});
export type PermissaoBody = z.infer<typeof PermissaoBody>;

/** POST /api/casamentos/{id}/notificacao/{conjuge}/enviada: the day the letter was sent (as a confirmation's). */
export { EnviadaBody } from './sacramentos';

// ---------------------------------------------------------------- requests between parishes

const ParoquiaRef = z.object({ id: z.number().int(), nome: z.string() });
export const ParoquiasResponse = z.object({ data: z.array(ParoquiaRef) });

const PedidoSacramentoEnum = z.enum(Object.keys(PEDIDO_SACRAMENTOS) as [PedidoSacramento, ...PedidoSacramento[]], {
  error: 'Sacramento deve ser batismo, crisma ou matrimonio.',
});
const bookNumber = z.preprocess(
  (v) => (v === '' || v === null ? undefined : typeof v === 'string' && /^\d{1,5}$/.test(v) ? Number(v) : v),
  z
    .int('Informe um número inteiro de 1 a 99999.')
    .min(1, 'Informe um número inteiro de 1 a 99999.')
    .max(99_999, 'Informe um número inteiro de 1 a 99999.')
    .optional(),
);

/**
 * POST /api/pedidos: to another parish of this portal, a certificate of one of its records (named by
 * name and date, or by book, page and entry; for a marriage file, `processo_id` and `conjuge` say where
 * it lands) or a transfer (permission for a sacrament outside one's own parish).
 */
export const PedidoBody = z
  .object({
    paroquia_id: Id.meta({ description: 'A paróquia a quem se pede (GET /api/pedidos/paroquias)' }),
    tipo: z.enum(['certidao', 'transferencia'], { error: 'Tipo deve ser certidao ou transferencia.' }),
    sacramento: z.preprocess(blankToUndefined, PedidoSacramentoEnum.default('batismo')),
    nome: z.string({ error: CASAMENTOS_MSG.pedidoNomeRequired }).trim().min(3, CASAMENTOS_MSG.pedidoNomeRequired).max(150),
    data: OptionalDate.meta({ description: 'Data do sacramento (ou a aproximada)' }),
    livro: bookNumber,
    folha: bookNumber,
    termo: bookNumber,
    pai: Name,
    mae: Name,
    finalidade: OptionalText(200).meta({ description: "Para que serve (ex.: 'para fins de casamento')" }),
    mensagem: OptionalText(2000),
    processo_id: OptionalId.meta({ description: 'O processo de casamento desta paróquia onde a certidão chegará' }),
    conjuge: z.preprocess(blankToUndefined, ConjugeNumero.optional()),
  })
  .superRefine((v, ctx) => {
    const numbers = v.livro !== undefined && v.folha !== undefined && v.termo !== undefined;
    if (v.tipo === 'certidao' && !v.data && !numbers) ctx.addIssue({ code: 'custom', message: CASAMENTOS_MSG.pedidoIdentify, path: ['data'] });
    if (v.processo_id && !v.conjuge) ctx.addIssue({ code: 'custom', message: CASAMENTOS_MSG.conjugeInvalid, path: ['conjuge'] });
  });
export type PedidoBody = z.infer<typeof PedidoBody>;

export const PedidoParams = z.object({ id: rowId(CASAMENTOS_MSG.pedidoNotFound) });
export const PedidoListQuery = PageQuery.extend({
  direcao: z.enum(['recebidos', 'enviados'], { error: 'Direção deve ser recebidos ou enviados.' }).default('recebidos'),
  estado: z.preprocess(blankToUndefined, z.enum(['pendente', 'atendido', 'recusado']).optional()),
});
export type PedidoListQuery = z.infer<typeof PedidoListQuery>;

/** POST /api/pedidos/{id}/atender: for a certificate, the record of this parish's book it is issued from. */
export const AtenderBody = z.object({
  registro_id: OptionalId.meta({ description: 'O registro do livro desta paróquia (obrigatório para certidão)' }),
  assinante: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^(paroco|vigario-[1-9]\d?)$/, 'Escolha quem assina: o pároco ou um dos vigários da paróquia.')
      .optional(),
  ),
  mensagem: OptionalText(2000),
});
export type AtenderBody = z.infer<typeof AtenderBody>;
export const RecusarBody = z.object({ motivo: Motivo });

export const Pedido = z.object({
  id: z.number().int(),
  direcao: z.enum(['recebidos', 'enviados']),
  /** The other parish: who asked (recebidos) or who was asked (enviados). */
  paroquia: ParoquiaRef,
  tipo: z.enum(['certidao', 'transferencia']),
  estado: z.enum(['pendente', 'atendido', 'recusado']),
  sacramento: PedidoSacramentoEnum,
  nome: z.string(),
  data: text,
  livro: z.number().int().nullable(),
  folha: z.number().int().nullable(),
  termo: z.number().int().nullable(),
  pai: text,
  mae: text,
  finalidade: text,
  mensagem: text,
  /** Only for the parish that asked: its marriage file. */
  processo_id: z.number().int().nullable(),
  resposta: text.meta({ description: 'O motivo da recusa, ou a mensagem de quem atendeu' }),
  certidao_codigo: text,
  criado_por: z.string(),
  criado_em: z.string(),
  respondido_por: text,
  respondido_em: text,
});
export type Pedido = z.infer<typeof Pedido>;
export const PedidoList = z.object({ data: z.array(Pedido), meta: ListMeta });
export const PedidoResponse = z.object({ message: z.string().optional(), data: Pedido });

// ---------------------------------------------------------------- marginal notes between parishes

export const AnotacaoParams = z.object({ id: rowId(CASAMENTOS_MSG.anotacaoNotFound) });
export const AnotacaoListQuery = PageQuery.extend({
  direcao: z.enum(['recebidos', 'enviados'], { error: 'Direção deve ser recebidos ou enviados.' }).default('recebidos'),
});
export const Anotacao = z.object({
  id: z.number().int(),
  direcao: z.enum(['recebidos', 'enviados']),
  paroquia: ParoquiaRef,
  tipo: z.enum(Object.keys(ANOTACAO_TIPOS) as [AnotacaoTipo, ...AnotacaoTipo[]]),
  estado: z.enum(Object.keys(ANOTACAO_ESTADOS) as [AnotacaoEstado, ...AnotacaoEstado[]]),
  /** The person baptised, as the sender knows them. */
  nome: z.string(),
  pai: text,
  mae: text,
  data_batismo: text,
  texto: z.string().meta({ description: 'O texto da anotação à margem do batismo' }),
  /** Receiver side: the baptism entry it was written on (or the one the sender named). */
  registro_id: z.number().int().nullable(),
  /** Receiver side, while pending: baptism entries of this parish that match the name. */
  candidatos: z.array(
    z.object({ id: z.number().int(), nome: z.string(), data: z.string(), livro: z.number().int(), folha: z.number().int(), termo: z.number().int() }),
  ),
  motivo: text,
  criado_em: z.string(),
  respondida_por: text,
  respondida_em: text,
});
export type Anotacao = z.infer<typeof Anotacao>;
export const AnotacaoList = z.object({ data: z.array(Anotacao), meta: ListMeta });
export const AnotacaoResponse = z.object({ message: z.string().optional(), data: Anotacao });
/** POST /api/anotacoes/{id}/confirmar: the baptism entry of this parish to write it on. */
export const ConfirmarBody = z.object({ registro_id: OptionalId.meta({ description: 'O registro de batismo (padrão: o indicado pela paróquia de origem)' }) });
