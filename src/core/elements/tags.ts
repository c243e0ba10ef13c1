import { SACRAMENT_SLUGS } from '../../shared/sacraments';
import { pathTo } from '../paths';
import type { SacramentoTipo } from '../../shared/schemas/sacramentos';

/**
 * Every element of the portal, in one table (the build configuration reads it too, so it imports no more than
 * the sacraments and the portal's paths). For each tag: the folder of src/widgets whose index.ts defines it; its attributes;
 * and, for an element that only works signed in, what it says to a visitor who is not ('' says nothing). An
 * element without `signedOut` works for anyone.
 *
 * An attribute is declared here once: r2wc reads it as its property (the key, camelCase; the attribute is the
 * kebab-case form), the Widget's props are typed from it (./attributes.ts), a value it does not allow gives way
 * to its default before the Widget sees it, and custom-elements.json and the README's table describe it from
 * here (scripts/elements-manifest.mjs). The rest of an element's documentation (summary, events, parts, CSS
 * properties) is its Widget's JSDoc.
 */
export interface AttributeSpec {
  /** How r2wc reads it. */
  type: 'string' | 'number';
  /** What it is, in Portuguese, when its values do not say it alone. */
  doc?: string;
  /** The values it takes, in the documentation's order; any other gives way to `default`. */
  values?: readonly string[];
  /** A word on some of the values, after them in the documentation: the screen's path, what it is for. */
  notes?: Readonly<Record<string, string>>;
  /** The views that read it, for an attribute only some views use. */
  views?: readonly string[];
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
const views = <const V extends readonly string[]>(values: V, notes?: Partial<Record<V[number], string>>) =>
  ({ type: 'string', values, default: values[0], ...(notes ? { notes } : {}) }) as const;

/** The sacramental books' kinds, as src/shared/schemas/sacramentos.ts has them (it brings zod: not imported here; a test compares). */
const SACRAMENTO_TIPOS = ['batismo', 'crisma', 'matrimonio', 'obito'] as const satisfies readonly SacramentoTipo[];

export const ELEMENTS = {
  'sacra-weather': {
    module: 'weather',
    attributes: { timezone: { type: 'string', doc: 'fuso IANA do relógio; sem ele, o do usuário, depois o do navegador; sem login' } },
  },
  'sacra-notices': {
    module: 'notices',
    attributes: {
      view: { type: 'string', values: ['public', 'list', 'edit'], default: 'list', notes: { public: 'mural só leitura, sem login', list: pathTo('/eventos') } },
      paroquia: { type: 'number', doc: 'número da paróquia', views: ['public'] },
      heading: { type: 'string', doc: 'título do mural', default: 'Avisos da paróquia' },
      noticeId: { type: 'number', views: ['edit'] },
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
    attributes: { view: views(['list', 'new', 'edit']), recordId: { type: 'string', views: ['edit'] } },
    signedOut: 'Entre no portal para ver os registros.',
  },
  'sacra-inventory': {
    module: 'inventory',
    attributes: { view: views(['list', 'new', 'edit']), itemId: { type: 'string', views: ['edit'] } },
    signedOut: 'Entre no portal para ver o inventário.',
  },
  'sacra-buckets': {
    module: 'buckets',
    attributes: { view: views(['list', 'new', 'detail']), rand: { type: 'string', views: ['detail'] } },
    signedOut: 'Entre no portal para ver seus buckets.',
  },
  'sacra-protocols': {
    module: 'protocols',
    attributes: { view: views(['mine', 'parish'], { mine: pathTo('/protocolos/meus'), parish: pathTo('/protocolos') }) },
    signedOut: 'Entre no portal para ver seus protocolos.',
  },
  'sacra-reminders': { module: 'reminders', signedOut: 'Entre no portal para ver seus lembretes.' },
  'sacra-catechesis': {
    module: 'catechesis',
    attributes: {
      sacramento: { type: 'string', values: SACRAMENT_SLUGS, default: 'crisma' },
      view: views(['classes', 'class-new', 'class-edit', 'enrol', 'attendance', 'catechists', 'catechist-new', 'catechist-edit', 'hub'], {
        classes: pathTo('/turmas/crisma'),
        hub: pathTo('/catequistas'),
      }),
      classId: { type: 'string', views: ['class-edit', 'enrol', 'attendance'] },
      catechistId: { type: 'string', views: ['catechist-edit'] },
    },
    signedOut: 'Entre no portal para ver esta página.',
  },
  'sacra-dizimo': {
    module: 'dizimo',
    attributes: {
      view: views(['tithers', 'tither-new', 'tither-edit', 'contributions', 'reports', 'statement', 'pix', 'mine', 'esportulas']),
      titherId: { type: 'string', views: ['tither-edit'] },
    },
    signedOut: 'Entre no portal para ver o dízimo.',
  },
  'sacra-caixa': {
    module: 'caixa',
    attributes: {
      view: views(['entries', 'entry-new', 'transfer', 'accounts', 'holders', 'reconciliation', 'months', 'reports', 'share'], {
        entries: pathTo('/caixa'),
        reconciliation: pathTo('/caixa/conciliacao'),
      }),
    },
    signedOut: 'Entre no portal para ver o livro caixa.',
  },
  'sacra-campaigns': {
    module: 'campaigns',
    attributes: { view: views(['list', 'new', 'edit']), campaignId: { type: 'string', views: ['edit'] } },
    signedOut: 'Entre no portal para ver as campanhas.',
  },
  'sacra-donate': {
    module: 'donate',
    attributes: {
      paroquia: { type: 'number', doc: 'número da paróquia (obrigatório)' },
      campaign: { type: 'number', doc: 'número de uma campanha pública; sem ele, o dízimo da paróquia' },
      heading: { type: 'string', doc: 'título; padrão: o nome da campanha ou "Dízimo — paróquia"' },
    },
  },
  'sacra-sacramentos': {
    module: 'sacramentos',
    attributes: {
      view: views(['list', 'new', 'edit', 'record', 'books', 'turma']),
      tipo: { type: 'string', values: SACRAMENTO_TIPOS, views: ['new', 'edit', 'record'] },
      recordId: { type: 'string', views: ['edit', 'record'] },
      classId: { type: 'string', views: ['turma'] },
    },
    signedOut: 'Entre no portal para ver os livros de sacramentos.',
  },
  'sacra-certidao': { module: 'certidao', attributes: { codigo: { type: 'string', doc: 'o código de verificação impresso na certidão' } } },
  'sacra-agenda': {
    module: 'agenda',
    attributes: {
      view: views(['calendar', 'celebracao-new', 'celebracao-edit', 'evento-new', 'evento-edit', 'intencoes'], { calendar: pathTo('/agenda') }),
      celebracaoId: { type: 'string', views: ['celebracao-edit'] },
      eventoId: { type: 'string', views: ['evento-edit'] },
    },
    signedOut: 'Entre no portal para ver a agenda.',
  },
  'sacra-mass-times': {
    module: 'mass-times',
    attributes: {
      paroquia: { type: 'number', doc: 'número da paróquia (obrigatório)' },
      community: { type: 'number', doc: 'número de uma comunidade (capela); sem ele, todas' },
      days: { type: 'number', doc: 'quantos dias a partir de hoje', min: 1, max: 31, default: 7 },
      heading: { type: 'string', doc: 'título', default: 'Horários de missa' },
    },
  },
  'sacra-parish': { module: 'parish', attributes: { view: views(['profile', 'parishes']) }, signedOut: 'Entre no portal para ver os dados da paróquia.' },
  'sacra-users': {
    module: 'users',
    attributes: { view: views(['list', 'new', 'account']), userId: { type: 'string', views: ['account'] } },
    signedOut: 'Entre no portal para ver as contas de acesso.',
  },
  'sacra-setup': { module: 'setup' },
  'sacra-imports': { module: 'imports', attributes: { view: views(['list']) }, signedOut: 'Entre no portal para importar dados.' },
} as const satisfies Record<string, ElementSpec>;

export type SacraTag = keyof typeof ELEMENTS;

export const TAGS = Object.keys(ELEMENTS) as SacraTag[];
