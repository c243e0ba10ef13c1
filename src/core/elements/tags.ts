/**
 * Every element of the portal, in one table (no imports: the build configuration reads it too). For each
 * tag: the folder of src/widgets whose index.ts defines it, the properties r2wc reads from attributes
 * (camelCase; the attribute is the kebab-case form), and, for an element that only works signed in, what
 * it says to a visitor who is not ('' says nothing). An element without `signedOut` works for anyone.
 * Each element's documentation is the JSDoc of its Widget (custom-elements.json, the README's table).
 */
export type PropType = 'string' | 'number' | 'boolean' | 'json';

export interface ElementSpec {
  module: string;
  props?: Record<string, PropType>;
  signedOut?: string;
}

export const ELEMENTS = {
  'sacra-weather': { module: 'weather', props: { timezone: 'string' } },
  'sacra-notices': { module: 'notices', props: { view: 'string', noticeId: 'number', paroquia: 'number', heading: 'string' } },
  'sacra-notifications': { module: 'notifications', signedOut: '' },
  'sacra-settings': { module: 'settings', props: { view: 'string' }, signedOut: 'Entre no portal para ver suas configurações.' },
  'sacra-timezone-prompt': { module: 'settings', signedOut: '' },
  'sacra-dashboard': { module: 'dashboard', props: { months: 'number' }, signedOut: 'Entre no portal para ver o painel.' },
  'sacra-chat': { module: 'chat', signedOut: 'Entre no portal para conversar.' },
  'sacra-registers': { module: 'registers', props: { view: 'string', recordId: 'string' }, signedOut: 'Entre no portal para ver os registros.' },
  'sacra-inventory': { module: 'inventory', props: { view: 'string', itemId: 'string' }, signedOut: 'Entre no portal para ver o inventário.' },
  'sacra-buckets': { module: 'buckets', props: { view: 'string', rand: 'string' }, signedOut: 'Entre no portal para ver seus buckets.' },
  'sacra-protocols': { module: 'protocols', props: { view: 'string' }, signedOut: 'Entre no portal para ver seus protocolos.' },
  'sacra-reminders': { module: 'reminders', signedOut: 'Entre no portal para ver seus lembretes.' },
  'sacra-catechesis': {
    module: 'catechesis',
    props: { sacramento: 'string', view: 'string', classId: 'string', catechistId: 'string' },
    signedOut: 'Entre no portal para ver esta página.',
  },
  'sacra-dizimo': { module: 'dizimo', props: { view: 'string', titherId: 'string' }, signedOut: 'Entre no portal para ver o dízimo.' },
  'sacra-campaigns': { module: 'campaigns', props: { view: 'string', campaignId: 'string' }, signedOut: 'Entre no portal para ver as campanhas.' },
  'sacra-donate': { module: 'donate', props: { paroquia: 'number', campaign: 'number', heading: 'string' } },
  'sacra-sacramentos': {
    module: 'sacramentos',
    props: { view: 'string', tipo: 'string', recordId: 'string', classId: 'string' },
    signedOut: 'Entre no portal para ver os livros de sacramentos.',
  },
  'sacra-certidao': { module: 'certidao', props: { codigo: 'string' } },
  'sacra-agenda': { module: 'agenda', props: { view: 'string', celebracaoId: 'string', eventoId: 'string' }, signedOut: 'Entre no portal para ver a agenda.' },
  'sacra-mass-times': { module: 'mass-times', props: { paroquia: 'number', community: 'number', days: 'number', heading: 'string' } },
  'sacra-parish': { module: 'parish', props: { view: 'string' }, signedOut: 'Entre no portal para ver os dados da paróquia.' },
  'sacra-users': { module: 'users', props: { view: 'string', userId: 'string' }, signedOut: 'Entre no portal para ver as contas de acesso.' },
  'sacra-setup': { module: 'setup' },
  'sacra-imports': { module: 'imports', props: { view: 'string' }, signedOut: 'Entre no portal para importar dados.' },
} as const satisfies Record<string, ElementSpec>;

export type SacraTag = keyof typeof ELEMENTS;

export const TAGS = Object.keys(ELEMENTS) as SacraTag[];
