import { isValidCpf } from '../cpf';
import { Cents, FormCents } from '../money';
import { CertificateSummary, PADRINHO_IDADE_MINIMA, SacramentoRecord } from './sacramentos';
import { Id, ListMeta, OptionalId, OptionalText, PageQuery, rowId, z } from './zod';

/**
 * Requests the family starts from the parish's website (issue 34): a baptism (the child, parents,
 * godparents, a preparation course session and a baptism date, the fee by PIX) and a certificate of a
 * sacrament (the person's identity, the purpose, the data to find the entry). The office confirms them on
 * /solicitacoes; the family follows them on the one-time secret address e-mailed to them.
 *
 * Public, no session, throttled: GET /api/public/paroquias/{id}/batismo/vagas,
 * POST /api/public/paroquias/{id}/batismo/reservas (holds a date and/or a course place 15 minutes),
 * POST /api/public/paroquias/{id}/pedidos/batismo and /pedidos/certidao (multipart, flat fields below),
 * GET /api/public/pedidos/{segredo}, POST /api/public/pedidos/{segredo}/mensagens,
 * GET /api/public/pedidos/{segredo}/certidao.pdf (once paid or waived).
 * Office: GET /api/solicitacoes, GET/PUT /api/solicitacoes/{id}, POST /api/solicitacoes/{id}/mensagens,
 * POST /api/solicitacoes/{id}/batizar, POST /api/solicitacoes/{id}/emitir, GET /api/solicitacoes/{id}/arquivos/{campo};
 * GET/POST /api/batismo/datas, GET/POST /api/batismo/cursos, GET /api/batismo/cursos/{id},
 * PUT /api/batismo/cursos/{id}/presencas, GET /api/batismo/cursos/{id}/certificados/{participanteId}.pdf;
 * GET/PUT /api/solicitacoes/config (the parish's rules and fees).
 */

export const SOLICITACAO_TIPOS = { batismo: 'Batismo', certidao: 'Certidão' } as const;
export type SolicitacaoTipo = keyof typeof SOLICITACAO_TIPOS;

/** A baptism request's life. */
export const BATISMO_ESTADOS = {
  novo: 'Novo',
  documentos_pendentes: 'Documentos pendentes',
  curso: 'Curso',
  agendado: 'Agendado',
  batizado: 'Batizado',
  cancelado: 'Cancelado',
} as const;

/** A certificate request's life: found (or not) by the office, issued, delivered (downloaded after payment, or picked up). */
export const CERTIDAO_ESTADOS = {
  novo: 'Novo',
  encontrado: 'Registro encontrado',
  nao_encontrado: 'Não encontrado',
  emitido: 'Emitido',
  entregue: 'Entregue',
  cancelado: 'Cancelado',
} as const;

/** Every state either kind may be in (the list's filter). */
export const SOLICITACAO_ESTADOS = { ...BATISMO_ESTADOS, ...CERTIDAO_ESTADOS } as const;
export type SolicitacaoEstado = keyof typeof SOLICITACAO_ESTADOS;
const ESTADO_LIST = Object.keys(SOLICITACAO_ESTADOS) as [SolicitacaoEstado, ...SolicitacaoEstado[]];

/** The books a certificate may be asked of. */
export const CERTIDAO_SACRAMENTOS = { batismo: 'Batismo', crisma: 'Crisma', matrimonio: 'Matrimônio' } as const;

/** Whose certificate it is: one's own, or a relative's (the relation is stated and kept). */
export const RELACOES = {
  proprio: 'Minha própria',
  filho: 'De meu filho ou filha',
  pai_mae: 'De meu pai ou minha mãe',
  conjuge: 'De meu cônjuge',
  outro: 'Outro parente (descreva)',
} as const;

/** What the certificate is for; printed on it ('para fins de casamento' is valid six months). */
export const FINALIDADES = {
  casamento: 'Para fins de casamento',
  padrinho: 'Para ser padrinho ou madrinha',
  pessoal: 'Pessoal',
  outra: 'Outra (descreva)',
} as const;

/** How the person gets the certificate. */
export const RETIRADAS = { download: 'Baixar pelo link de acompanhamento', balcao: 'Retirar na secretaria' } as const;

/** The course's participants: the adults a baptism asks it of. */
export const PAPEIS = { pai: 'Pai', mae: 'Mãe', padrinho: 'Padrinho', madrinha: 'Madrinha' } as const;
export type Papel = keyof typeof PAPEIS;

/** A place picked in the form is held this long while the form is filled. */
export const RESERVA_MINUTOS = 15;
/** A course certificate is valid two years from the session. */
export const CURSO_VALIDADE_ANOS = 2;
/** The parish's limit for infant baptism by default: under 7 (older children go through the catechumenate). */
export const IDADE_MAXIMA_PADRAO = 7;
/** Days to pay the fee before the place is freed, by default. */
export const PRAZO_PAGAMENTO_PADRAO = 3;

/** The consent the family gives, stored with the request word for word (LGPD art. 7, I and art. 14 for the child's data). */
export const CONSENTIMENTO_BATISMO =
  'Autorizo a paróquia a tratar os dados informados neste pedido (da criança, dos pais e dos padrinhos), incluindo os documentos enviados, com a finalidade de preparar e registrar o batismo no livro de batismos, conforme a LGPD. Os dados ficam guardados pela paróquia como pedem as normas da diocese.';
export const CONSENTIMENTO_CERTIDAO =
  'Autorizo a paróquia a tratar os dados informados neste pedido, incluindo o documento de identidade enviado, com a finalidade de localizar o registro e emitir a certidão pedida, conforme a LGPD. O pedido e este consentimento ficam guardados pela paróquia como pedem as normas da diocese.';

export const SOLICITACOES_MSG = {
  notFound: 'Solicitação não encontrada.',
  empty: 'Nenhuma solicitação.',
  updated: 'Solicitação atualizada.',
  parishNotFound: 'Paróquia não encontrada.',
  // public form
  created: 'Pedido enviado. Enviamos o link de acompanhamento para o seu e-mail.',
  consentRequired: 'É preciso autorizar o tratamento dos dados para enviar o pedido.',
  nameRequired: 'Informe o nome completo.',
  dateInvalid: 'Data inválida (use AAAA-MM-DD).',
  horaInvalid: 'Horário inválido (use HH:MM).',
  birthFuture: 'A data de nascimento não pode ser futura.',
  cpfInvalid: 'CPF inválido.',
  emailInvalid: 'Informe um e-mail válido.',
  phoneInvalid: 'Telefone inválido.',
  godparentRequired: 'Informe ao menos um padrinho ou uma madrinha.',
  godparentBirthRequired: 'Informe a data de nascimento (o padrinho ou a madrinha deve ter ao menos 16 anos).',
  godparentCpfRequired: 'Informe o CPF do padrinho ou da madrinha.',
  godparentUnder16: `O padrinho ou a madrinha deve ter ao menos ${PADRINHO_IDADE_MINIMA} anos na data do batismo.`,
  godparentNotConfirmed: 'O padrinho ou a madrinha deve ser crismado(a).',
  parentRequired: 'Informe o nome do pai ou da mãe.',
  fileRequired: 'Envie o arquivo (PDF ou foto).',
  fileInvalid: 'O arquivo deve ser um PDF ou uma foto (JPEG, PNG ou WebP).',
  relacaoRequired: 'Descreva o parentesco.',
  finalidadeRequired: 'Descreva a finalidade.',
  sacramentoInvalid: 'Sacramento deve ser batismo, crisma ou matrimonio.',
  // places
  reservaRequired: 'Escolha uma data de batismo ou uma turma do curso.',
  reservaExpired: `O tempo para concluir o pedido (${RESERVA_MINUTOS} minutos) acabou e a vaga foi liberada: escolha a data e o curso de novo.`,
  reservaNotFound: 'Reserva não encontrada: escolha a data e o curso de novo.',
  dataFull: 'Esta data de batismo não tem mais vagas: escolha outra.',
  cursoFull: 'Esta turma do curso não tem mais vagas: escolha outra.',
  dataNotFound: 'Data de batismo não encontrada.',
  cursoNotFound: 'Turma do curso não encontrada.',
  dataPast: 'A data não pode ser passada.',
  vagasInvalid: 'Informe o número de vagas (1 a 500).',
  dataCreated: 'Data de batismo criada.',
  cursoCreated: 'Turma do curso criada.',
  celebracaoNotFound: 'Celebração não encontrada na agenda desta paróquia.',
  presencasSaved: 'Presenças salvas.',
  participanteNotFound: 'Participante não encontrado nesta turma.',
  certificadoNotYet: 'O certificado do curso só é emitido para quem esteve presente.',
  // follow-up
  segredoNotFound: 'Pedido não encontrado. Confira o link recebido por e-mail.',
  mensagemRequired: 'Escreva a mensagem.',
  mensagemSent: 'Mensagem enviada.',
  certidaoNotReady: 'A certidão ainda não está disponível.',
  certidaoUnpaid: 'A certidão fica disponível depois do pagamento da taxa.',
  // office
  estadoInvalid: 'Estado inválido para este tipo de pedido.',
  transicaoInvalid: 'Mudança de estado não permitida.',
  closed: 'Esta solicitação está encerrada e não pode ser alterada.',
  paid: 'Pagamento registrado.',
  registroRequired: 'Escolha o registro do livro.',
  registroNotFound: 'Registro não encontrado nos livros desta paróquia.',
  registroWrongKind: 'O registro escolhido é de outro sacramento.',
  batizado: 'Batismo registrado no livro.',
  alreadyBaptised: 'O batismo deste pedido já foi registrado.',
  notBaptism: 'Este pedido não é de batismo.',
  notCertificate: 'Este pedido não é de certidão.',
  batizarNotReady: 'O pedido precisa estar agendado para registrar o batismo.',
  emitida: 'Certidão emitida.',
  emitirNotReady: 'Encontre o registro antes de emitir a certidão.',
  transferenciaAsked: 'Pedido de transferência enviado à paróquia da família.',
  motivoRequired: 'Informe o motivo do cancelamento: a família o lê no acompanhamento.',
  configSaved: 'Configuração salva.',
} as const;

/** A short Portuguese text of the request's number: 'SOL-000123'. */
export const solicitacaoCodigo = (id: number) => `SOL-${String(id).padStart(6, '0')}`;
/** The PIX txid of a request (letters and digits, as the bank statement echoes it): 'SOL000123'. */
export const solicitacaoTxid = (id: number) => `SOL${String(id).padStart(6, '0')}`;
/** 'Não encontrado: buscamos Maria da Silva, nascida em 02/03/1990, filha de ...' is composed by the server from the searched data. */
export const naoEncontradoText = (buscado: string) => `Não encontramos o registro nos livros da paróquia. Dados procurados: ${buscado}.`;

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const DateOnly = z.iso.date({ error: SOLICITACOES_MSG.dateInvalid }).refine((v) => v >= '1900-01-01', SOLICITACOES_MSG.dateInvalid);
const OptionalDate = z.preprocess(blankToUndefined, DateOnly.optional());
const Hora = z.string({ error: SOLICITACOES_MSG.horaInvalid }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, SOLICITACOES_MSG.horaInvalid);
const Nome = z.string({ error: SOLICITACOES_MSG.nameRequired }).trim().min(3, SOLICITACOES_MSG.nameRequired).max(150);
const Name = OptionalText(150);
const Cpf = z
  .string({ error: SOLICITACOES_MSG.cpfInvalid })
  .trim()
  .refine(isValidCpf, SOLICITACOES_MSG.cpfInvalid)
  .transform((v) => v.replace(/\D/g, ''));
const OptionalCpf = z.preprocess(blankToUndefined, Cpf.optional());
const Email = z
  .string({ error: SOLICITACOES_MSG.emailInvalid })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: SOLICITACOES_MSG.emailInvalid }).max(200));
const Telefone = z.preprocess(
  blankToUndefined,
  z
    .string()
    .trim()
    .refine((v) => /^\d{10,11}$/.test(v.replace(/\D/g, '')), SOLICITACOES_MSG.phoneInvalid)
    .transform((v) => v.replace(/\D/g, ''))
    .optional(),
);
/** A form's yes: 'sim' (also true, 'true', 'on', '1'); anything else is no. */
const Sim = z.preprocess((v) => v === true || (typeof v === 'string' && ['sim', 'true', 'on', '1'].includes(v.toLowerCase())), z.boolean());
const Consentimento = z.preprocess(
  (v) => v === true || (typeof v === 'string' && ['sim', 'true', 'on', '1'].includes(v.toLowerCase())),
  z.literal(true, { error: SOLICITACOES_MSG.consentRequired }),
);
const enumOf = <T extends Record<string, string>>(labels: T, message: string) =>
  z.enum(Object.keys(labels) as [keyof T & string, ...(keyof T & string)[]], { error: message });

// ---------------------------------------------------------------- public: places and holds

/** A baptism date or a course session as the family sees it: only its free places. */
const VagaPublica = z.object({
  id: z.number().int(),
  data: z.string(),
  hora: z.string(),
  local: z.string().nullable(),
  vagas_livres: z.number().int(),
  taxa_centavos: z.number().int(),
});
type VagaPublica = z.infer<typeof VagaPublica>;

/** GET /api/public/paroquias/{id}/batismo/vagas: the future dates and course sessions with a free place (a full one is not listed). */
export const BatismoVagas = z.object({
  paroquia: z.string(),
  datas: z.array(VagaPublica),
  cursos: z.array(VagaPublica),
  idade_maxima_anos: z.number().int().meta({ description: 'A criança deve ter menos que isso (mais velha: catecumenato)' }),
  exige_casamento_padrinhos: z.boolean().meta({ description: 'A paróquia pede que os padrinhos casados sejam casados na Igreja' }),
  taxa_certidao_centavos: z.number().int(),
});
export type BatismoVagas = z.infer<typeof BatismoVagas>;

/** POST /api/public/paroquias/{id}/batismo/reservas: hold a date and/or a course place for 15 minutes. */
export const ReservaBody = z
  .object({
    data_id: OptionalId.meta({ description: 'A data de batismo escolhida' }),
    curso_id: OptionalId.meta({ description: 'A turma do curso escolhida' }),
  })
  .refine((v) => v.data_id !== undefined || v.curso_id !== undefined, { message: SOLICITACOES_MSG.reservaRequired, path: ['data_id'] });
export type ReservaBody = z.infer<typeof ReservaBody>;
export const Reserva = z.object({
  reserva: z.string().meta({ description: 'Enviar no campo `reserva` do pedido' }),
  expira_em: z.string().meta({ description: 'Instante (ISO 8601) em que a vaga é liberada' }),
});
export type Reserva = z.infer<typeof Reserva>;

// ---------------------------------------------------------------- public: the two forms (multipart, flat fields)

/**
 * POST /api/public/paroquias/{id}/pedidos/batismo (multipart): these text fields and the file
 * `certidao_nascimento` (PDF or photo, by content, up to 10 MB). A godparent's age is checked against the
 * chosen date on the server (at least 16).
 */
export const PedidoBatismoCampos = z
  .object({
    reserva: z.preprocess(blankToUndefined, z.string().max(100).optional()).meta({ description: 'O código da reserva (POST .../batismo/reservas)' }),
    crianca_nome: Nome,
    crianca_nascimento: DateOnly,
    crianca_local_nascimento: z.string({ error: 'Informe o local de nascimento.' }).trim().min(2, 'Informe o local de nascimento.').max(200),
    pai_nome: Name,
    pai_cpf: OptionalCpf,
    mae_nome: Name,
    mae_cpf: OptionalCpf,
    email: Email,
    telefone: Telefone,
    endereco: z.string({ error: 'Informe o endereço.' }).trim().min(5, 'Informe o endereço.').max(300),
    reside_na_paroquia: Sim.default(true).meta({ description: "'sim' quando a família mora no território desta paróquia" }),
    paroquia_familia: OptionalText(200).meta({ description: 'A paróquia onde a família mora, quando é outra' }),
    paroquia_familia_id: OptionalId.meta({ description: 'Essa paróquia, quando está neste portal (a transferência é pedida por ele)' }),
    padrinho_nome: Name,
    padrinho_cpf: OptionalCpf,
    padrinho_nascimento: OptionalDate,
    padrinho_telefone: Telefone,
    padrinho_paroquia: OptionalText(200),
    padrinho_crismado: Sim.default(false),
    padrinho_casado_igreja: Sim.default(false),
    madrinha_nome: Name,
    madrinha_cpf: OptionalCpf,
    madrinha_nascimento: OptionalDate,
    madrinha_telefone: Telefone,
    madrinha_paroquia: OptionalText(200),
    madrinha_crismado: Sim.default(false),
    madrinha_casado_igreja: Sim.default(false),
    observacoes: OptionalText(1000),
    consentimento: Consentimento.meta({ description: "'sim': o consentimento CONSENTIMENTO_BATISMO, guardado com o pedido" }),
  })
  .superRefine((v, ctx) => {
    if (!v.pai_nome && !v.mae_nome) ctx.addIssue({ code: 'custom', message: SOLICITACOES_MSG.parentRequired, path: ['mae_nome'] });
    if (!v.padrinho_nome && !v.madrinha_nome) ctx.addIssue({ code: 'custom', message: SOLICITACOES_MSG.godparentRequired, path: ['padrinho_nome'] });
    for (const g of godparentsOf(v)) {
      if (!g.nascimento) ctx.addIssue({ code: 'custom', message: SOLICITACOES_MSG.godparentBirthRequired, path: [`${g.papel}_nascimento`] });
      if (!g.cpf) ctx.addIssue({ code: 'custom', message: SOLICITACOES_MSG.godparentCpfRequired, path: [`${g.papel}_cpf`] });
    }
  });
export type PedidoBatismoCampos = z.infer<typeof PedidoBatismoCampos>;

type GodparentFields = { [K in `${'padrinho' | 'madrinha'}_${'nome' | 'cpf' | 'nascimento' | 'telefone' | 'paroquia'}`]?: string } & {
  [K in `${'padrinho' | 'madrinha'}_${'crismado' | 'casado_igreja'}`]: boolean;
};
/** The godparents named in a baptism form, each as one object. */
export function godparentsOf(v: GodparentFields) {
  return (['padrinho', 'madrinha'] as const).flatMap((papel) => {
    const nome = v[`${papel}_nome`];
    if (!nome) return [];
    const at = <K extends 'cpf' | 'nascimento' | 'telefone' | 'paroquia'>(k: K) => v[`${papel}_${k}`] ?? null;
    return [
      {
        papel,
        nome,
        cpf: at('cpf'),
        nascimento: at('nascimento'),
        telefone: at('telefone'),
        paroquia: at('paroquia'),
        crismado: v[`${papel}_crismado`],
        casado_igreja: v[`${papel}_casado_igreja`],
      },
    ];
  });
}

/**
 * POST /api/public/paroquias/{id}/pedidos/certidao (multipart): these text fields and the file `documento`
 * (a photo or PDF of the identity document). Nothing in the answer says whether the entry exists.
 */
export const PedidoCertidaoCampos = z
  .object({
    sacramento: enumOf(CERTIDAO_SACRAMENTOS, SOLICITACOES_MSG.sacramentoInvalid),
    relacao: enumOf(RELACOES, 'Escolha de quem é a certidão.').default('proprio'),
    relacao_descricao: OptionalText(100),
    requerente_nome: Nome,
    requerente_cpf: Cpf,
    email: Email,
    telefone: Telefone,
    finalidade: enumOf(FINALIDADES, 'Escolha a finalidade.'),
    finalidade_descricao: OptionalText(200),
    nome: Nome.meta({ description: 'O nome de quem recebeu o sacramento (no casamento, de um dos cônjuges)' }),
    nascimento: OptionalDate,
    data_sacramento: OptionalDate.meta({ description: 'A data do sacramento, ou a aproximada' }),
    pai: Name,
    mae: Name,
    conjuge: Name.meta({ description: 'No casamento: o outro cônjuge' }),
    retirada: enumOf(RETIRADAS, 'Escolha como receber a certidão.').default('download'),
    consentimento: Consentimento.meta({ description: "'sim': o consentimento CONSENTIMENTO_CERTIDAO, guardado com o pedido" }),
  })
  .superRefine((v, ctx) => {
    if (v.relacao === 'outro' && !v.relacao_descricao) ctx.addIssue({ code: 'custom', message: SOLICITACOES_MSG.relacaoRequired, path: ['relacao_descricao'] });
    if (v.finalidade === 'outra' && !v.finalidade_descricao)
      ctx.addIssue({ code: 'custom', message: SOLICITACOES_MSG.finalidadeRequired, path: ['finalidade_descricao'] });
  });
export type PedidoCertidaoCampos = z.infer<typeof PedidoCertidaoCampos>;

/** The file fields of the two forms. */
export const ARQUIVOS = { certidao_nascimento: 'Certidão de nascimento da criança', documento: 'Documento de identidade' } as const;
export type ArquivoCampo = keyof typeof ARQUIVOS;

/** The answer to either form: the request's number and the follow-up address (also e-mailed). */
export const PedidoCriado = z.object({
  message: z.string(),
  codigo: z.string(),
  acompanhamento: z.string().meta({ description: 'O endereço de acompanhamento (segredo de uso único), também enviado por e-mail' }),
});

// ---------------------------------------------------------------- public: follow-up

export const SegredoParams = z.object({ segredo: z.string({ error: SOLICITACOES_MSG.segredoNotFound }).max(100, SOLICITACOES_MSG.segredoNotFound) });

const Mensagem = z.object({
  id: z.number().int(),
  de: z.enum(['paroquia', 'familia']),
  texto: z.string(),
  autor: z.string().nullable().meta({ description: 'Quem escreveu, na paróquia' }),
  criado_em: z.string(),
});
type Mensagem = z.infer<typeof Mensagem>;

const Pix = z.object({ payload: z.string(), txid: z.string(), valor_centavos: z.number().int() });
const Horario = z.object({ id: z.number().int(), data: z.string(), hora: z.string(), local: z.string().nullable() });

/** GET /api/public/pedidos/{segredo}: what the family may see of its request. */
export const Acompanhamento = z.object({
  codigo: z.string(),
  tipo: enumOf(SOLICITACAO_TIPOS, ''),
  estado: z.enum(ESTADO_LIST),
  estado_rotulo: z.string(),
  paroquia: z.string(),
  criado_em: z.string(),
  nome: z.string().meta({ description: 'A criança, ou a pessoa da certidão' }),
  data: Horario.nullable().meta({ description: 'A data do batismo' }),
  curso: Horario.nullable(),
  valor_centavos: z.number().int(),
  pix: Pix.nullable().meta({ description: 'O PIX da taxa, enquanto não paga' }),
  pago: z.boolean(),
  prazo_pagamento: z.string().nullable().meta({ description: 'Instante até o qual o pagamento segura a vaga' }),
  vaga_liberada: z.boolean().meta({ description: 'O prazo de pagamento passou: a vaga foi liberada' }),
  mensagens: z.array(Mensagem),
  resposta: z.string().nullable().meta({ description: "A resposta da secretaria: o 'não encontrado' com o que foi procurado, ou o motivo do cancelamento" }),
  certidao: z.object({ codigo: z.string(), url: z.string() }).nullable().meta({ description: 'A certidão emitida, para baixar (depois do pagamento)' }),
});
export type Acompanhamento = z.infer<typeof Acompanhamento>;

export const MensagemBody = z.object({
  texto: z.string({ error: SOLICITACOES_MSG.mensagemRequired }).trim().min(1, SOLICITACOES_MSG.mensagemRequired).max(2000),
});

// ---------------------------------------------------------------- office: dates and course sessions

/** POST /api/batismo/datas */
export const BatismoDataBody = z.object({
  data: DateOnly,
  hora: Hora,
  vagas: z.coerce
    .number({ error: SOLICITACOES_MSG.vagasInvalid })
    .int(SOLICITACOES_MSG.vagasInvalid)
    .min(1, SOLICITACOES_MSG.vagasInvalid)
    .max(500, SOLICITACOES_MSG.vagasInvalid),
  taxa_centavos: z.preprocess((v) => (v === '' || v === undefined || v === null || v === 0 || v === '0' ? 0 : v), z.union([z.literal(0), FormCents])),
  celebracao_id: OptionalId.meta({ description: 'A celebração da agenda em que os batismos acontecem' }),
  local: OptionalText(200),
});
export type BatismoDataBody = z.infer<typeof BatismoDataBody>;
/** POST /api/batismo/cursos */
export const CursoBody = BatismoDataBody.omit({ celebracao_id: true });
export type CursoBody = z.infer<typeof CursoBody>;

export const Vaga = z.object({
  id: z.number().int(),
  data: z.string(),
  hora: z.string(),
  local: z.string().nullable(),
  vagas: z.number().int(),
  ocupadas: z.number().int().meta({ description: 'Pedidos que seguram a vaga (pagos, no prazo, ou reservas em andamento)' }),
  livres: z.number().int(),
  taxa_centavos: z.number().int(),
  celebracao_id: z.number().int().nullable(),
});
export type Vaga = z.infer<typeof Vaga>;
export const VagaList = z.object({ data: z.array(Vaga) });
export const VagaResponse = z.object({ message: z.string().optional(), data: Vaga });
export const VagaQuery = z.object({ passadas: Sim.default(false).meta({ description: "'sim' inclui as datas passadas" }) });

export const Participante = z.object({
  id: z.number().int(),
  solicitacao_id: z.number().int(),
  solicitacao_codigo: z.string(),
  papel: enumOf(PAPEIS, ''),
  nome: z.string(),
  presente: z.boolean().nullable(),
  certificado: z.object({ codigo: z.string(), valido_ate: z.string() }).nullable(),
});
export type Participante = z.infer<typeof Participante>;
const CursoDetail = Vaga.extend({ participantes: z.array(Participante) });
type CursoDetail = z.infer<typeof CursoDetail>;
export const CursoResponse = z.object({ message: z.string().optional(), data: CursoDetail });
export const CursoParams = z.object({ id: rowId(SOLICITACOES_MSG.cursoNotFound) });
export const CertificadoParams = z.object({ id: rowId(SOLICITACOES_MSG.cursoNotFound), participanteId: rowId(SOLICITACOES_MSG.participanteNotFound) });

/**
 * GET /api/public/certificados-curso/{codigo} (params: the certificates' CertificateCode): a course certificate's
 * public verification, as a sacramental certificate's; nothing about the person but the name.
 */
export const PublicCursoCertificado = z.object({
  codigo: z.string(),
  nome: z.string(),
  paroquia: z.string(),
  data: z.string().meta({ description: 'O dia do curso' }),
  valido_ate: z.string().meta({ description: `${CURSO_VALIDADE_ANOS} anos depois do curso` }),
  valido: z.boolean().meta({ description: 'Ainda válido hoje (no dia da paróquia que o emitiu)' }),
});
export type PublicCursoCertificado = z.infer<typeof PublicCursoCertificado>;

/** PUT /api/batismo/cursos/{id}/presencas */
export const PresencasBody = z.object({
  presencas: z.array(z.object({ participante_id: Id, presente: z.boolean() })).max(500),
});
export type PresencasBody = z.infer<typeof PresencasBody>;

// ---------------------------------------------------------------- office: requests

export const SolicitacaoParams = z.object({ id: rowId(SOLICITACOES_MSG.notFound) });
export const ArquivoParams = z.object({ id: rowId(SOLICITACOES_MSG.notFound), campo: enumOf(ARQUIVOS, SOLICITACOES_MSG.notFound) });

export const SolicitacaoListQuery = PageQuery.extend({
  tipo: z.preprocess(blankToUndefined, enumOf(SOLICITACAO_TIPOS, 'Tipo deve ser batismo ou certidao.').optional()),
  estado: z.preprocess(blankToUndefined, z.enum(ESTADO_LIST, { error: SOLICITACOES_MSG.estadoInvalid }).optional()),
  q: OptionalText(100).meta({ description: 'Nome, código ou e-mail, sem diferença de acentos' }),
});
export type SolicitacaoListQuery = z.infer<typeof SolicitacaoListQuery>;

/** A rule the office checks, computed from the request: the child's age, each godparent's age, confirmation and course, a transfer, the payment. */
export const Regra = z.object({
  regra: z.string().meta({ description: "'idade_crianca', 'padrinho_idade', 'padrinho_crisma', 'padrinho_curso', 'transferencia', 'pagamento', ..." }),
  ok: z.boolean(),
  texto: z.string(),
});
export type Regra = z.infer<typeof Regra>;

/** The list's line. */
export const SolicitacaoResumo = z.object({
  id: z.number().int(),
  codigo: z.string(),
  tipo: enumOf(SOLICITACAO_TIPOS, ''),
  estado: z.enum(ESTADO_LIST),
  nome: z.string(),
  requerente: z.string(),
  data_batismo: z.string().nullable(),
  pago: z.boolean(),
  valor_centavos: z.number().int(),
  criado_em: z.string(),
});
export type SolicitacaoResumo = z.infer<typeof SolicitacaoResumo>;
export const SolicitacaoList = z.object({ data: z.array(SolicitacaoResumo), meta: ListMeta });

const text = z.string().nullable();
const PadrinhoOut = z.object({
  nome: z.string(),
  cpf: text,
  nascimento: text,
  telefone: text,
  paroquia: text,
  crismado: z.boolean(),
  casado_igreja: z.boolean(),
  /** A course certificate of this portal (here or another parish) still valid on the baptism's date. */
  curso_valido: z.object({ codigo: z.string(), valido_ate: z.string(), paroquia: z.string() }).nullable(),
});
export type PadrinhoOut = z.infer<typeof PadrinhoOut>;

const BatismoDados = z.object({
  crianca_nome: z.string(),
  crianca_nascimento: z.string(),
  crianca_local_nascimento: z.string(),
  pai_nome: text,
  pai_cpf: text,
  mae_nome: text,
  mae_cpf: text,
  endereco: z.string(),
  reside_na_paroquia: z.boolean(),
  paroquia_familia: text,
  paroquia_familia_id: z.number().int().nullable(),
  padrinho: PadrinhoOut.nullable(),
  madrinha: PadrinhoOut.nullable(),
  observacoes: text,
});
const CertidaoDados = z.object({
  sacramento: enumOf(CERTIDAO_SACRAMENTOS, ''),
  relacao: enumOf(RELACOES, ''),
  relacao_descricao: text,
  requerente_cpf: z.string(),
  finalidade: enumOf(FINALIDADES, ''),
  finalidade_descricao: text,
  nome: z.string(),
  nascimento: text,
  data_sacramento: text,
  pai: text,
  mae: text,
  conjuge: text,
  retirada: enumOf(RETIRADAS, ''),
});

/** A book entry the office may pick for a certificate request, suggested by name and dates. */
const Sugestao = z.object({
  id: z.number().int(),
  nome: z.string(),
  data: z.string(),
  livro: z.number().int(),
  folha: z.number().int(),
  termo: z.number().int(),
});

export const Solicitacao = SolicitacaoResumo.extend({
  email: z.string(),
  telefone: text,
  consentimento: z.string().meta({ description: 'O texto consentido, como foi mostrado' }),
  batismo: BatismoDados.nullable(),
  certidao: CertidaoDados.nullable(),
  data: Horario.nullable(),
  curso: Horario.nullable(),
  arquivos: z.array(z.object({ campo: enumOf(ARQUIVOS, ''), nome: z.string() })).meta({ description: 'GET /api/solicitacoes/{id}/arquivos/{campo}' }),
  regras: z.array(Regra),
  pix: Pix.nullable(),
  prazo_pagamento: text,
  vaga_liberada: z.boolean(),
  pago_em: text,
  pago_por: text.meta({ description: "'extrato' (importação do extrato) ou o nome de quem marcou" }),
  mensagens: z.array(Mensagem),
  sugestoes: z.array(Sugestao).meta({ description: 'Certidão: registros dos livros que parecem ser o pedido' }),
  registro: Sugestao.nullable().meta({ description: 'O registro: o batismo escrito (batismo) ou o encontrado (certidão)' }),
  certidao_codigo: text,
  transferencia: z.object({ pedido_id: z.number().int(), estado: z.string() }).nullable(),
  resposta: text.meta({ description: "O texto de 'não encontrado' ou do cancelamento" }),
});
export type Solicitacao = z.infer<typeof Solicitacao>;
export const SolicitacaoResponse = z.object({ message: z.string().optional(), data: Solicitacao });

/**
 * PUT /api/solicitacoes/{id}: the state (with a `resposta` for nao_encontrado or cancelado), the found
 * entry of a certificate request (`registro_id`: estado becomes encontrado), another date or course
 * session, the payment marked by hand (`pago`), or asking the family's parish for the transfer.
 */
export const SolicitacaoUpdateBody = z
  .object({
    estado: z.preprocess(blankToUndefined, z.enum(ESTADO_LIST, { error: SOLICITACOES_MSG.estadoInvalid }).optional()),
    resposta: OptionalText(2000),
    registro_id: OptionalId,
    data_id: OptionalId,
    curso_id: OptionalId,
    pago: z.literal(true).optional().meta({ description: 'Marcar a taxa como paga (na secretaria)' }),
    pedir_transferencia: z.literal(true).optional().meta({ description: 'Pedir a transferência à paróquia da família (neste portal)' }),
  })
  // A cancellation says why: the family reads it on the follow-up page and in the e-mail.
  .refine((v) => v.estado !== 'cancelado' || v.resposta !== undefined, { message: SOLICITACOES_MSG.motivoRequired, path: ['resposta'] });
export type SolicitacaoUpdateBody = z.infer<typeof SolicitacaoUpdateBody>;

/** POST /api/solicitacoes/{id}/batizar: the book entry written from the request. */
export const BatizarBody = z.object({
  data: OptionalDate.meta({ description: 'Data do batismo (padrão: a data escolhida)' }),
  celebrante: z.string({ error: 'Informe o celebrante.' }).trim().min(3, 'Informe o celebrante.').max(150),
  local: OptionalText(200),
});
export type BatizarBody = z.infer<typeof BatizarBody>;
export const BatizarResponse = z.object({ message: z.string(), data: SacramentoRecord });

/** POST /api/solicitacoes/{id}/emitir: the certificate of the found entry (its purpose from the request). */
export const EmitirBody = z.object({
  assinante: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^(paroco|vigario-[1-9]\d?)$/, 'Escolha quem assina: o pároco ou um dos vigários da paróquia.')
      .optional(),
  ),
});
export const EmitirResponse = z.object({ message: z.string(), data: CertificateSummary });

/** GET/PUT /api/solicitacoes/config: the parish's rules and fees. */
export const SolicitacoesConfig = z.object({
  idade_maxima_anos: z.coerce.number().int().min(1).max(18),
  exige_casamento_padrinhos: Sim,
  prazo_pagamento_dias: z.coerce.number().int().min(1).max(30),
  taxa_certidao_centavos: z.preprocess((v) => (v === '' || v === undefined || v === null || v === '0' ? 0 : v), z.union([z.literal(0), Cents])),
});
export type SolicitacoesConfig = z.infer<typeof SolicitacoesConfig>;
export const SolicitacoesConfigResponse = z.object({ message: z.string().optional(), data: SolicitacoesConfig });
