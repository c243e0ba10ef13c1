import { pathTo } from '../paths';
import type { Attributes, ViewOf } from './attributes';
import type { SacraTag } from './tags';

/**
 * The words that document the elements' attributes, apart from the table of elements (./tags.ts) that every
 * element's file carries: only custom-elements.json and the README's table (scripts/elements-manifest.mjs) and
 * the tests read them. Typed against the table: a word on an attribute the element does not have, a note on a
 * value the attribute does not take, or a view the element does not have does not compile.
 */
type AttributeDoc<T extends SacraTag, A> = {
  /** What it is, in Portuguese, when its values do not say it alone. */
  doc?: string;
  /** The views that read it, for an attribute only some views use. */
  views?: readonly ViewOf<T>[];
  /** A word on some of the values, after them in the documentation: the screen's path, what it is for. */
  notes?: A extends { values: readonly (infer V extends string)[] } ? Partial<Record<V, string>> : never;
};

/** By tag, then attribute; an element without attributes takes none. */
export type AttributeDocs = {
  [T in SacraTag]?: [keyof Attributes<T>] extends [never] ? never : { [K in keyof Attributes<T>]?: AttributeDoc<T, Attributes<T>[K]> };
};

export const ATTRIBUTE_DOCS = {
  'sacra-weather': { timezone: { doc: 'fuso IANA do relógio; sem ele, o do usuário, depois o do navegador; sem login' } },
  'sacra-notices': {
    view: { notes: { public: 'mural só leitura, sem login', list: pathTo('/eventos') } },
    paroquia: { doc: 'número da paróquia', views: ['public'] },
    heading: { doc: 'título do mural' },
    noticeId: { views: ['edit'] },
  },
  'sacra-registers': { recordId: { views: ['edit'] } },
  'sacra-inventory': { itemId: { views: ['edit'] } },
  'sacra-buckets': { rand: { views: ['detail'] } },
  'sacra-protocols': { view: { notes: { mine: pathTo('/protocolos/meus'), parish: pathTo('/protocolos') } } },
  'sacra-catechesis': {
    view: { notes: { classes: pathTo('/turmas/crisma'), hub: pathTo('/catequistas') } },
    classId: { views: ['class-edit', 'enrol', 'attendance'] },
    catechistId: { views: ['catechist-edit'] },
  },
  'sacra-dizimo': { titherId: { views: ['tither-edit'] } },
  'sacra-campaigns': { campaignId: { views: ['edit'] } },
  'sacra-donate': {
    paroquia: { doc: 'número da paróquia (obrigatório)' },
    campaign: { doc: 'número de uma campanha pública; sem ele, o dízimo da paróquia' },
    heading: { doc: 'título; padrão: o nome da campanha ou "Dízimo — paróquia"' },
  },
  'sacra-sacramentos': {
    tipo: { views: ['new', 'edit', 'record'] },
    recordId: { views: ['edit', 'record'] },
    classId: { views: ['turma'] },
  },
  'sacra-certidao': {
    codigo: { doc: 'o código de verificação impresso na certidão' },
    documento: {
      notes: {
        certidao: pathTo('/certidoes'),
        decreto: `decreto da Cúria, ${pathTo('/decretos')}`,
        curso: `certificado do curso de batismo, ${pathTo('/certificados-curso')}`,
      },
    },
  },
  'sacra-caixa': { view: { notes: { entries: pathTo('/caixa'), reconciliation: pathTo('/caixa/conciliacao') } } },
  'sacra-agenda': {
    view: { notes: { calendar: pathTo('/agenda') } },
    celebracaoId: { views: ['celebracao-edit'] },
    eventoId: { views: ['evento-edit'] },
  },
  'sacra-mass-times': {
    paroquia: { doc: 'número da paróquia (obrigatório)' },
    community: { doc: 'número de uma comunidade (capela); sem ele, todas' },
    days: { doc: 'quantos dias a partir de hoje' },
    heading: { doc: 'título' },
  },
  'sacra-users': { userId: { views: ['account'] } },
  'sacra-escalas': { ministerioId: { views: ['ministry-edit', 'members', 'needs'] } },
  'sacra-diocese': {
    view: { notes: { home: pathTo('/diocese'), petitions: pathTo('/pedidos-curia'), duplicates: pathTo('/diocese/duplicatas') } },
    peticaoId: { views: ['petition', 'received-petition'] },
  },
  'sacra-casamentos': {
    view: { notes: { list: pathTo('/casamentos'), new: pathTo('/casamentos/novo'), pedidos: pathTo('/pedidos') } },
    processoId: { doc: 'número do processo de habilitação matrimonial', views: ['file'] },
  },
  'sacra-escala': {
    paroquia: { doc: 'número da paróquia (obrigatório)' },
    ministerio: { doc: 'número de um ministério; sem ele, todos' },
    heading: { doc: 'título' },
  },
  'sacra-pedido-batismo': { paroquia: { doc: 'número da paróquia (obrigatório)' } },
  'sacra-pedido-certidao': { paroquia: { doc: 'número da paróquia (obrigatório)' } },
  'sacra-acompanhamento': { segredo: { doc: 'o endereço secreto de acompanhamento enviado por e-mail à família' } },
  'sacra-solicitacoes': {
    view: { notes: { list: pathTo('/solicitacoes'), datas: pathTo('/solicitacoes/datas'), cursos: pathTo('/solicitacoes/cursos') } },
    solicitacaoId: { views: ['request'] },
    cursoId: { views: ['curso'] },
  },
} as const satisfies AttributeDocs;
