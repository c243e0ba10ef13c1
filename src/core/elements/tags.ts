import { SACRAMENT_SLUGS } from '../../shared/sacraments';
import type { SacramentoTipo } from '../../shared/schemas/sacramentos';

/**
 * Every element of the portal, in one table (the build configuration reads it too, so it imports no more than
 * the sacraments). For each tag: the folder of src/widgets whose index.ts defines it; its attributes; and, for an
 * element that only works signed in, what it says to a visitor who is not ('' says nothing). An element without
 * `signedOut` works for anyone.
 *
 * An attribute is declared here once: r2wc reads it as its property (the key, camelCase; the attribute is the
 * kebab-case form), the Widget's props are typed from it (./attributes.ts), a value it does not allow gives way
 * to its default before the Widget sees it, and custom-elements.json and the README's table describe it from
 * here (scripts/elements-manifest.mjs). Every element's file carries this table, so it holds only what runs:
 * the words that document an attribute (what it is, the views that read it, notes on its values) are in
 * ./attribute-docs.ts, typed against this table. The rest of an element's documentation (summary, events, parts,
 * CSS properties) is its Widget's JSDoc.
 */
export interface AttributeSpec {
  /** How r2wc reads it. */
  type: 'string' | 'number';
  /** The values it takes, in the documentation's order; any other gives way to `default`. */
  values?: readonly string[];
  /** An integer's range; a number outside it gives way to `default`. */
  min?: number;
  max?: number;
  /** What the Widget gets without the attribute (or with a value it does not allow, or empty). */
  default?: string | number;
}

export interface ElementSpec {
  module: string;
  attributes?: Readonly<Record<string, AttributeSpec>>;
  signedOut?: string;
}

/** The views of a signed-in module: which screen, the first one (the default) when the attribute is absent. */
const views = <const V extends readonly string[]>(values: V) => ({ type: 'string', values, default: values[0] }) as const;

/** The sacramental books' kinds, as src/shared/schemas/sacramentos.ts has them (it brings zod: not imported here; a test compares). */
const SACRAMENTO_TIPOS = ['batismo', 'crisma', 'matrimonio', 'obito'] as const satisfies readonly SacramentoTipo[];

export const ELEMENTS = {
  'sacra-weather': {
    module: 'weather',
    attributes: { timezone: { type: 'string' } },
  },
  'sacra-notices': {
    module: 'notices',
    attributes: {
      view: { type: 'string', values: ['public', 'list', 'edit'], default: 'list' },
      paroquia: { type: 'number' },
      heading: { type: 'string', default: 'Avisos da paróquia' },
      noticeId: { type: 'number' },
    },
  },
  'sacra-notifications': { module: 'notifications', signedOut: '' },
  'sacra-settings': {
    module: 'settings',
    attributes: { view: views(['home', 'foto', 'nome', 'senha', 'mudar-senha', 'welcome', 'profile']) },
    signedOut: 'Entre no portal para ver suas configurações.',
  },
  'sacra-timezone-prompt': { module: 'settings', signedOut: '' },
  'sacra-dashboard': {
    module: 'dashboard',
    attributes: { months: { type: 'number', min: 1, max: 24, default: 12 } },
    signedOut: 'Entre no portal para ver o painel.',
  },
  'sacra-chat': { module: 'chat', signedOut: 'Entre no portal para conversar.' },
  'sacra-registers': {
    module: 'registers',
    attributes: { view: views(['list', 'new', 'edit']), recordId: { type: 'string' } },
    signedOut: 'Entre no portal para ver os registros.',
  },
  'sacra-inventory': {
    module: 'inventory',
    attributes: { view: views(['list', 'new', 'edit']), itemId: { type: 'string' } },
    signedOut: 'Entre no portal para ver o inventário.',
  },
  'sacra-buckets': {
    module: 'buckets',
    attributes: { view: views(['list', 'new', 'detail']), rand: { type: 'string' } },
    signedOut: 'Entre no portal para ver seus buckets.',
  },
  'sacra-protocols': {
    module: 'protocols',
    attributes: { view: views(['mine', 'parish']) },
    signedOut: 'Entre no portal para ver seus protocolos.',
  },
  'sacra-reminders': { module: 'reminders', signedOut: 'Entre no portal para ver seus lembretes.' },
  'sacra-catechesis': {
    module: 'catechesis',
    attributes: {
      sacramento: { type: 'string', values: SACRAMENT_SLUGS, default: 'crisma' },
      view: views(['classes', 'class-new', 'class-edit', 'enrol', 'attendance', 'catechists', 'catechist-new', 'catechist-edit', 'hub']),
      classId: { type: 'string' },
      catechistId: { type: 'string' },
    },
    signedOut: 'Entre no portal para ver esta página.',
  },
  'sacra-dizimo': {
    module: 'dizimo',
    attributes: {
      view: views(['tithers', 'tither-new', 'tither-edit', 'contributions', 'reports', 'statement', 'pix', 'mine', 'esportulas']),
      titherId: { type: 'string' },
    },
    signedOut: 'Entre no portal para ver o dízimo.',
  },
  'sacra-caixa': {
    module: 'caixa',
    attributes: {
      view: views(['entries', 'entry-new', 'transfer', 'accounts', 'holders', 'reconciliation', 'months', 'reports', 'share']),
    },
    signedOut: 'Entre no portal para ver o livro caixa.',
  },
  'sacra-campaigns': {
    module: 'campaigns',
    attributes: { view: views(['list', 'new', 'edit']), campaignId: { type: 'string' } },
    signedOut: 'Entre no portal para ver as campanhas.',
  },
  'sacra-donate': {
    module: 'donate',
    attributes: {
      paroquia: { type: 'number' },
      campaign: { type: 'number' },
      heading: { type: 'string' },
    },
  },
  'sacra-sacramentos': {
    module: 'sacramentos',
    attributes: {
      view: views(['list', 'new', 'edit', 'record', 'books', 'turma']),
      tipo: { type: 'string', values: SACRAMENTO_TIPOS },
      recordId: { type: 'string' },
      classId: { type: 'string' },
    },
    signedOut: 'Entre no portal para ver os livros de sacramentos.',
  },
  'sacra-certidao': {
    module: 'certidao',
    attributes: { codigo: { type: 'string' }, documento: { type: 'string', values: ['certidao', 'decreto', 'curso'], default: 'certidao' } },
  },
  'sacra-agenda': {
    module: 'agenda',
    attributes: {
      view: views(['calendar', 'celebracao-new', 'celebracao-edit', 'evento-new', 'evento-edit', 'intencoes']),
      celebracaoId: { type: 'string' },
      eventoId: { type: 'string' },
    },
    signedOut: 'Entre no portal para ver a agenda.',
  },
  'sacra-mass-times': {
    module: 'mass-times',
    attributes: {
      paroquia: { type: 'number' },
      community: { type: 'number' },
      days: { type: 'number', min: 1, max: 31, default: 7 },
      heading: { type: 'string', default: 'Horários de missa' },
    },
  },
  'sacra-parish': { module: 'parish', attributes: { view: views(['profile', 'parishes']) }, signedOut: 'Entre no portal para ver os dados da paróquia.' },
  'sacra-users': {
    module: 'users',
    attributes: { view: views(['list', 'new', 'account']), userId: { type: 'string' } },
    signedOut: 'Entre no portal para ver as contas de acesso.',
  },
  'sacra-setup': { module: 'setup' },
  'sacra-imports': { module: 'imports', attributes: { view: views(['list']) }, signedOut: 'Entre no portal para importar dados.' },
  'sacra-escalas': {
    module: 'escalas',
    attributes: {
      view: views(['month', 'mine', 'ministries', 'ministry-new', 'ministry-edit', 'members', 'needs']),
      ministerioId: { type: 'string' },
    },
    signedOut: 'Entre no portal para ver as escalas.',
  },
  'sacra-diocese': {
    module: 'diocese',
    attributes: {
      view: views(['home', 'baptisms', 'statistics', 'received', 'received-petition', 'petitions', 'petition-new', 'petition', 'duplicates']),
      peticaoId: { type: 'string' },
    },
    signedOut: 'Entre no portal para ver a diocese.',
  },
  'sacra-casamentos': {
    module: 'casamentos',
    attributes: {
      view: views(['list', 'new', 'file', 'pedidos']),
      processoId: { type: 'string' },
    },
    signedOut: 'Entre no portal para ver os processos de casamento.',
  },
  'sacra-escala': {
    module: 'escala',
    attributes: {
      paroquia: { type: 'number' },
      ministerio: { type: 'number' },
      heading: { type: 'string', default: 'Escala' },
    },
  },
  'sacra-familia': { module: 'familia', signedOut: 'Entre no portal para ver a catequese dos seus filhos.' },
  'sacra-pedido-batismo': { module: 'pedido-batismo', attributes: { paroquia: { type: 'number' } } },
  'sacra-pedido-certidao': { module: 'pedido-certidao', attributes: { paroquia: { type: 'number' } } },
  'sacra-acompanhamento': { module: 'acompanhamento', attributes: { segredo: { type: 'string' } } },
  'sacra-solicitacoes': {
    module: 'solicitacoes',
    attributes: { view: views(['list', 'request', 'datas', 'cursos', 'curso']), solicitacaoId: { type: 'string' }, cursoId: { type: 'string' } },
    signedOut: 'Entre no portal para ver as solicitações.',
  },
} as const satisfies Record<string, ElementSpec>;

export type SacraTag = keyof typeof ELEMENTS;

export const TAGS = Object.keys(ELEMENTS) as SacraTag[];
