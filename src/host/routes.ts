import type { ViewOf } from '../core/elements/attributes';
import { ELEMENTS, type SacraTag } from '../core/elements/tags';
import type { PortalPath } from '../core/paths';
import type { Capability } from '../shared/roles';
import { SACRAMENT_SLUGS, SACRAMENTS, type SacramentSlug } from '../shared/sacraments';

/**
 * Every route of the portal, in one table. A module that lands later only has to create
 * src/widgets/<module>/index.ts defining the tag named here: the host finds it at build
 * time and imports it lazily the first time its route opens; until then the route shows
 * a placeholder with its title.
 */

/**
 * Who may open a route:
 * - public: always rendered;
 * - any: rendered once the session is known, signed in or not (the not-found page);
 * - step: a first-access step (/welcome, /mudar-senha), only while the user still needs it;
 * - protected: the guard (./guard.ts), inside the common layout.
 */
type Gate = 'public' | 'any' | 'step' | 'protected';

export interface ElementRoute {
  /** Folder under src/widgets whose index.ts defines `tag` (from the table of elements); imported lazily. */
  module: string;
  tag: SacraTag;
  /** Fixed attributes, e.g. { view: 'edit' }. */
  attrs?: Record<string, string>;
  /** Path parameter -> attribute: { id: 'record-id' } turns /registros/12/editar into record-id="12". */
  params?: Record<string, string>;
}

/** The sidebar's groups (./layout/nav.ts gives their labels and order). */
export type NavGroupId =
  'geral' | 'comunicacao' | 'atividades' | 'turmas' | 'dizimo' | 'financeiro' | 'sacramentos' | 'diocese' | 'configuracoes' | 'armazenamento';

/** A route's entry in the sidebar: its group, in the table's order, labelled with the route's title unless `label` says otherwise. */
interface NavEntry {
  group: NavGroupId;
  label?: string;
}

/** Screens the host draws itself (lit-html, light DOM). */
type HostPage = 'login' | 'blocked' | 'not-found' | 'suite' | 'forgot' | 'reset' | 'invite';

export interface RouteDef {
  /** A pattern of the portal's paths (src/core/paths.ts), with {name} parameters; {id} matches digits only. '*' for the not-found page. */
  path: PortalPath | '*';
  /** Page and breadcrumb title. */
  title: string;
  gate: Gate;
  /** Capability from the PERMISSIONS table; without it the route shows 'Acesso restrito'. */
  capability?: Capability;
  element?: ElementRoute;
  page?: HostPage;
  redirect?: PortalPath;
  nav?: NavEntry;
}

/** A route's element: its tag, the view it shows (one the tag's table of attributes declares), its path parameters. */
const el = <T extends SacraTag>(tag: T, view?: ViewOf<T>, params?: Record<string, string>): ElementRoute => ({
  module: ELEMENTS[tag].module,
  tag,
  ...(view ? { attrs: { view } } : {}),
  ...(params ? { params } : {}),
});

/** The public verification element, for another document than a sacramental certificate: a chancery's decree, a course certificate. */
const verifier = (documento: 'decreto' | 'curso', params?: Record<string, string>): ElementRoute => ({
  ...el('sacra-certidao', undefined, params),
  attrs: { documento },
});

/** One sacrament's catechesis screens: classes (list, new, edit, enrol, attendance) and catechists, on <sacra-catechesis sacramento=slug>. */
function catechesisRoutes(slug: SacramentSlug): RouteDef[] {
  const { name, students, read, write } = SACRAMENTS[slug];
  const screen = (view: ViewOf<'sacra-catechesis'>, params?: Record<string, string>): ElementRoute => ({
    ...el('sacra-catechesis', view, params),
    attrs: { sacramento: slug, view },
  });
  const classId = { id: 'class-id' };
  return [
    { path: `/turmas/${slug}`, title: `Turmas de ${name}`, gate: 'protected', capability: read, element: screen('classes'), nav: { group: 'turmas' } },
    { path: `/turmas/${slug}/nova`, title: 'Nova turma', gate: 'protected', capability: write, element: screen('class-new') },
    { path: `/turmas/${slug}/{id}/editar`, title: 'Editar turma', gate: 'protected', capability: write, element: screen('class-edit', classId) },
    { path: `/turmas/${slug}/{id}/associar`, title: `Associar ${students}`, gate: 'protected', capability: write, element: screen('enrol', classId) },
    { path: `/turmas/${slug}/{id}/presencas`, title: 'Presenças', gate: 'protected', capability: read, element: screen('attendance', classId) },
    { path: `/catequistas/${slug}`, title: `Catequistas de ${name}`, gate: 'protected', capability: read, element: screen('catechists') },
    { path: `/catequistas/${slug}/adicionar`, title: 'Adicionar catequista', gate: 'protected', capability: write, element: screen('catechist-new') },
    {
      path: `/catequistas/${slug}/{id}/editar`,
      title: 'Editar catequista',
      gate: 'protected',
      capability: write,
      element: screen('catechist-edit', { id: 'catechist-id' }),
    },
  ];
}

/** A row of the table: behind the guard ('protected') unless its `gate` says otherwise, so that a forgotten gate denies. */
type RouteRow = Omit<RouteDef, 'gate'> & { gate?: Gate };

const TABLE: readonly RouteRow[] = [
  { path: '/', title: 'Início', gate: 'public', redirect: '/login' },

  { path: '/login', title: 'Entrar', gate: 'public', page: 'login' },
  { path: '/bloqueado', title: 'Acesso bloqueado', gate: 'public', page: 'blocked' },
  { path: '/welcome', title: 'Boas-vindas', gate: 'step', element: el('sacra-settings', 'welcome') },
  { path: '/mudar-senha', title: 'Mudar senha', gate: 'step', element: el('sacra-settings', 'mudar-senha') },
  // The links of account e-mails, and the first run of an empty install (its page says 'not found' once done).
  { path: '/esqueci-senha', title: 'Esqueci minha senha', gate: 'public', page: 'forgot' },
  { path: '/redefinir-senha', title: 'Redefinir senha', gate: 'public', page: 'reset' },
  { path: '/convite', title: 'Convite', gate: 'public', page: 'invite' },
  { path: '/instalar', title: 'Configuração inicial', gate: 'public', element: el('sacra-setup') },

  { path: '/dashboard', title: 'Home', element: el('sacra-dashboard'), nav: { group: 'geral' } },

  { path: '/protocolos', title: 'Protocolos da paróquia', capability: 'protocolsAdmin', element: el('sacra-protocols', 'parish') },
  { path: '/protocolos/meus', title: 'Meus Protocolos', element: el('sacra-protocols', 'mine'), nav: { group: 'geral' } },

  { path: '/chat', title: 'Conversas', element: el('sacra-chat'), nav: { group: 'comunicacao' } },

  { path: '/settings', title: 'Configurações', element: el('sacra-settings', 'home'), nav: { group: 'configuracoes' } },
  { path: '/settings/foto', title: 'Alterar foto', element: el('sacra-settings', 'foto') },
  { path: '/settings/nome', title: 'Alterar nome', element: el('sacra-settings', 'nome') },
  { path: '/settings/senha', title: 'Alterar senha', element: el('sacra-settings', 'senha') },
  { path: '/profile', title: 'Meu perfil', element: el('sacra-settings', 'profile') },

  { path: '/buckets', title: 'Buckets', element: el('sacra-buckets', 'list'), nav: { group: 'armazenamento' } },
  { path: '/buckets/novo', title: 'Criar bucket', element: el('sacra-buckets', 'new') },
  { path: '/buckets/{rand}', title: 'Bucket', element: el('sacra-buckets', 'detail', { rand: 'rand' }) },

  { path: '/eventos', title: 'Avisos', element: el('sacra-notices', 'list'), nav: { group: 'comunicacao' } },
  { path: '/eventos/{id}/editar', title: 'Editar aviso', capability: 'noticesWrite', element: el('sacra-notices', 'edit', { id: 'notice-id' }) },

  { path: '/registros', title: 'Registros gerais', capability: 'registersFull', element: el('sacra-registers', 'list'), nav: { group: 'geral' } },
  { path: '/registros/novo', title: 'Novo registro', capability: 'registersFull', element: el('sacra-registers', 'new') },
  { path: '/registros/{id}/editar', title: 'Editar registro', capability: 'registersFull', element: el('sacra-registers', 'edit', { id: 'record-id' }) },

  { path: '/inventario', title: 'Inventário', element: el('sacra-inventory', 'list'), nav: { group: 'armazenamento' } },
  { path: '/inventario/novo', title: 'Novo item', capability: 'inventoryWrite', element: el('sacra-inventory', 'new') },
  { path: '/inventario/{id}/editar', title: 'Editar item', capability: 'inventoryWrite', element: el('sacra-inventory', 'edit', { id: 'item-id' }) },

  ...SACRAMENT_SLUGS.flatMap(catechesisRoutes),
  { path: '/catequistas', title: 'Catequistas', capability: 'catechesisRead', element: el('sacra-catechesis', 'hub'), nav: { group: 'turmas' } },
  // A guardian's page (role 15): the children's catechesis, a phone first.
  { path: '/familia', title: 'Catequese dos filhos', capability: 'familia', element: el('sacra-familia'), nav: { group: 'turmas' } },

  { path: '/dizimo', title: 'Dízimo', capability: 'dizimoAdmin', element: el('sacra-dizimo', 'tithers'), nav: { group: 'dizimo', label: 'Dizimistas' } },
  { path: '/dizimo/dizimistas/novo', title: 'Novo dizimista', capability: 'dizimoAdmin', element: el('sacra-dizimo', 'tither-new') },
  {
    path: '/dizimo/dizimistas/{id}/editar',
    title: 'Editar dizimista',
    capability: 'dizimoAdmin',
    element: el('sacra-dizimo', 'tither-edit', { id: 'tither-id' }),
  },
  { path: '/dizimo/contribuicoes', title: 'Contribuições', capability: 'dizimoAdmin', element: el('sacra-dizimo', 'contributions'), nav: { group: 'dizimo' } },
  {
    path: '/dizimo/relatorios',
    title: 'Relatórios do dízimo',
    capability: 'dizimoAdmin',
    element: el('sacra-dizimo', 'reports'),
    nav: { group: 'dizimo', label: 'Relatórios' },
  },
  { path: '/dizimo/campanhas', title: 'Campanhas', capability: 'dizimoAdmin', element: el('sacra-campaigns', 'list'), nav: { group: 'dizimo' } },
  { path: '/dizimo/campanhas/nova', title: 'Nova campanha', capability: 'dizimoAdmin', element: el('sacra-campaigns', 'new') },
  { path: '/dizimo/campanhas/{id}/editar', title: 'Editar campanha', capability: 'dizimoAdmin', element: el('sacra-campaigns', 'edit', { id: 'campaign-id' }) },
  { path: '/dizimo/extrato', title: 'Extrato bancário', capability: 'dizimoAdmin', element: el('sacra-dizimo', 'statement'), nav: { group: 'dizimo' } },
  { path: '/dizimo/pix', title: 'PIX da paróquia', capability: 'dizimoAdmin', element: el('sacra-dizimo', 'pix'), nav: { group: 'dizimo' } },
  { path: '/dizimo/meu', title: 'Meu dízimo', capability: 'dizimoOwn', element: el('sacra-dizimo', 'mine'), nav: { group: 'dizimo' } },
  { path: '/dizimo/esportulas', title: 'Espórtulas de missa', capability: 'dizimoAdmin', element: el('sacra-dizimo', 'esportulas'), nav: { group: 'dizimo' } },

  // The parish's books of account (livro caixa): the council reads, the treasurer writes.
  { path: '/caixa', title: 'Livro caixa', capability: 'caixaRead', element: el('sacra-caixa', 'entries'), nav: { group: 'financeiro' } },
  { path: '/caixa/lancamentos/novo', title: 'Novo lançamento', capability: 'caixaWrite', element: el('sacra-caixa', 'entry-new') },
  { path: '/caixa/transferencias/nova', title: 'Transferência entre portadores', capability: 'caixaWrite', element: el('sacra-caixa', 'transfer') },
  { path: '/caixa/contas', title: 'Plano de contas', capability: 'caixaRead', element: el('sacra-caixa', 'accounts'), nav: { group: 'financeiro' } },
  {
    path: '/caixa/portadores',
    title: 'Caixas e contas bancárias',
    capability: 'caixaRead',
    element: el('sacra-caixa', 'holders'),
    nav: { group: 'financeiro' },
  },
  {
    path: '/caixa/conciliacao',
    title: 'Conciliação bancária',
    capability: 'caixaWrite',
    element: el('sacra-caixa', 'reconciliation'),
    nav: { group: 'financeiro' },
  },
  { path: '/caixa/meses', title: 'Fechamento do mês', capability: 'caixaRead', element: el('sacra-caixa', 'months'), nav: { group: 'financeiro' } },
  {
    path: '/caixa/relatorios',
    title: 'Relatórios do caixa',
    capability: 'caixaRead',
    element: el('sacra-caixa', 'reports'),
    nav: { group: 'financeiro', label: 'Relatórios' },
  },
  { path: '/caixa/repasse', title: 'Repasse à diocese', capability: 'caixaRead', element: el('sacra-caixa', 'share'), nav: { group: 'financeiro' } },

  { path: '/sacramentos', title: 'Sacramentos', capability: 'sacramentosRead', element: el('sacra-sacramentos', 'list'), nav: { group: 'sacramentos' } },
  {
    path: '/sacramentos/livros',
    title: 'Livros de sacramentos',
    capability: 'sacramentosRead',
    element: el('sacra-sacramentos', 'books'),
    nav: { group: 'sacramentos' },
  },
  {
    path: '/sacramentos/crisma/turma/{id}',
    title: 'Lançar turma de Crisma',
    capability: 'sacramentosWrite',
    element: el('sacra-sacramentos', 'turma', { id: 'class-id' }),
  },
  { path: '/sacramentos/{tipo}/novo', title: 'Novo registro', capability: 'sacramentosWrite', element: el('sacra-sacramentos', 'new', { tipo: 'tipo' }) },
  {
    path: '/sacramentos/{tipo}/{id}',
    title: 'Registro sacramental',
    capability: 'sacramentosRead',
    element: el('sacra-sacramentos', 'record', { tipo: 'tipo', id: 'record-id' }),
  },
  {
    path: '/sacramentos/{tipo}/{id}/editar',
    title: 'Corrigir registro',
    capability: 'sacramentosWrite',
    element: el('sacra-sacramentos', 'edit', { tipo: 'tipo', id: 'record-id' }),
  },
  // The parish's petitions to the chancery.
  { path: '/pedidos-curia', title: 'Pedidos à Cúria', capability: 'peticoesWrite', element: el('sacra-diocese', 'petitions'), nav: { group: 'sacramentos' } },
  { path: '/pedidos-curia/novo', title: 'Novo pedido à Cúria', capability: 'peticoesWrite', element: el('sacra-diocese', 'petition-new') },
  { path: '/pedidos-curia/{id}', title: 'Pedido à Cúria', capability: 'peticoesWrite', element: el('sacra-diocese', 'petition', { id: 'peticao-id' }) },
  { path: '/casamentos', title: 'Casamentos', capability: 'casamentosRead', element: el('sacra-casamentos', 'list'), nav: { group: 'sacramentos' } },
  { path: '/casamentos/novo', title: 'Novo processo de casamento', capability: 'casamentosWrite', element: el('sacra-casamentos', 'new') },
  { path: '/casamentos/{id}', title: 'Processo de casamento', capability: 'casamentosRead', element: el('sacra-casamentos', 'file', { id: 'processo-id' }) },
  { path: '/pedidos', title: 'Pedidos entre paróquias', capability: 'pedidosWrite', element: el('sacra-casamentos', 'pedidos'), nav: { group: 'sacramentos' } },
  // Requests from the website (issue 34): baptisms with their course and date, certificates; the treasurer reads them and marks fees paid.
  { path: '/solicitacoes', title: 'Solicitações', capability: 'solicitacoesRead', element: el('sacra-solicitacoes', 'list'), nav: { group: 'sacramentos' } },
  { path: '/solicitacoes/datas', title: 'Datas de batismo', capability: 'solicitacoesWrite', element: el('sacra-solicitacoes', 'datas') },
  { path: '/solicitacoes/cursos', title: 'Cursos de preparação', capability: 'solicitacoesWrite', element: el('sacra-solicitacoes', 'cursos') },
  {
    path: '/solicitacoes/cursos/{id}',
    title: 'Curso de preparação',
    capability: 'solicitacoesWrite',
    element: el('sacra-solicitacoes', 'curso', { id: 'curso-id' }),
  },
  {
    path: '/solicitacoes/{id}',
    title: 'Solicitação',
    capability: 'solicitacoesRead',
    element: el('sacra-solicitacoes', 'request', { id: 'solicitacao-id' }),
  },
  // Anyone verifies a certificate, signed in or not: its QR code opens /certidoes/{codigo}.
  { path: '/certidoes', title: 'Verificar certidão', gate: 'public', element: el('sacra-certidao') },
  { path: '/certidoes/{codigo}', title: 'Verificar certidão', gate: 'public', element: el('sacra-certidao', undefined, { codigo: 'codigo' }) },
  // The chancery's decrees are verified the same way: their QR code opens /decretos/{codigo}.
  { path: '/decretos', title: 'Verificar decreto', gate: 'public', element: verifier('decreto') },
  { path: '/decretos/{codigo}', title: 'Verificar decreto', gate: 'public', element: verifier('decreto', { codigo: 'codigo' }) },
  // And the baptism preparation course's certificates, by the code printed on their PDF.
  { path: '/certificados-curso', title: 'Verificar certificado do curso', gate: 'public', element: verifier('curso') },
  {
    path: '/certificados-curso/{codigo}',
    title: 'Verificar certificado do curso',
    gate: 'public',
    element: verifier('curso', { codigo: 'codigo' }),
  },
  // Baptisms and certificates asked for online (issue 34): the parish's own page for a parish without a website, and the
  // follow-up address the family's e-mail links to; anyone opens them, signed in or not.
  { path: '/solicitar/batismo/{id}', title: 'Pedido de batismo', gate: 'public', element: el('sacra-pedido-batismo', undefined, { id: 'paroquia' }) },
  { path: '/solicitar/certidao/{id}', title: 'Pedido de certidão', gate: 'public', element: el('sacra-pedido-certidao', undefined, { id: 'paroquia' }) },
  {
    path: '/acompanhamento/{segredo}',
    title: 'Acompanhamento do pedido',
    gate: 'public',
    element: el('sacra-acompanhamento', undefined, { segredo: 'segredo' }),
  },

  { path: '/agenda', title: 'Agenda', element: el('sacra-agenda', 'calendar'), nav: { group: 'atividades' } },
  { path: '/agenda/celebracoes/nova', title: 'Nova celebração', capability: 'agendaWrite', element: el('sacra-agenda', 'celebracao-new') },
  {
    path: '/agenda/celebracoes/{id}',
    title: 'Editar celebração',
    capability: 'agendaWrite',
    element: el('sacra-agenda', 'celebracao-edit', { id: 'celebracao-id' }),
  },
  { path: '/agenda/eventos/novo', title: 'Novo evento', capability: 'agendaWrite', element: el('sacra-agenda', 'evento-new') },
  { path: '/agenda/eventos/{id}', title: 'Editar evento', capability: 'agendaWrite', element: el('sacra-agenda', 'evento-edit', { id: 'evento-id' }) },
  { path: '/agenda/intencoes', title: 'Intenções de missa', element: el('sacra-agenda', 'intencoes'), nav: { group: 'atividades' } },
  { path: '/lembretes', title: 'Lembretes', element: el('sacra-reminders'), nav: { group: 'atividades' } },
  // The published roster and 'Minha escala' are every signed-in user's; a ministry's screens answer to whoever
  // coordinates it, whatever the role (the server says so in `pode_gerir`), so only the list asks for a role.
  { path: '/escalas', title: 'Escalas', element: el('sacra-escalas', 'month'), nav: { group: 'atividades' } },
  { path: '/escalas/minha', title: 'Minha escala', element: el('sacra-escalas', 'mine'), nav: { group: 'atividades' } },
  {
    path: '/escalas/ministerios',
    title: 'Ministérios',
    capability: 'escalasCoordinate',
    element: el('sacra-escalas', 'ministries'),
    nav: { group: 'atividades' },
  },
  { path: '/escalas/ministerios/novo', title: 'Novo ministério', capability: 'escalasAdmin', element: el('sacra-escalas', 'ministry-new') },
  { path: '/escalas/ministerios/{id}', title: 'Editar ministério', element: el('sacra-escalas', 'ministry-edit', { id: 'ministerio-id' }) },
  { path: '/escalas/ministerios/{id}/membros', title: 'Membros do ministério', element: el('sacra-escalas', 'members', { id: 'ministerio-id' }) },
  { path: '/escalas/ministerios/{id}/necessidades', title: 'Necessidades do ministério', element: el('sacra-escalas', 'needs', { id: 'ministerio-id' }) },

  { path: '/paroquia', title: 'Dados da paróquia', capability: 'parishProfile', element: el('sacra-parish', 'profile'), nav: { group: 'configuracoes' } },
  { path: '/paroquias', title: 'Paróquias', capability: 'parishes', element: el('sacra-parish', 'parishes'), nav: { group: 'configuracoes' } },
  { path: '/usuarios', title: 'Usuários', capability: 'usersAdmin', element: el('sacra-users', 'list'), nav: { group: 'configuracoes' } },
  { path: '/usuarios/novo', title: 'Nova conta', capability: 'usersAdmin', element: el('sacra-users', 'new') },
  { path: '/usuarios/{id}', title: 'Conta', capability: 'usersAdmin', element: el('sacra-users', 'account', { id: 'user-id' }) },
  { path: '/importar', title: 'Importar dados', capability: 'imports', element: el('sacra-imports', 'list'), nav: { group: 'configuracoes' } },

  // The diocese's offices (issue 33): the chancery (20) and the economato (21); they never write into a parish's books.
  { path: '/diocese', title: 'Diocese', capability: 'dioceseRead', element: el('sacra-diocese', 'home'), nav: { group: 'diocese' } },
  {
    path: '/diocese/peticoes',
    title: 'Pedidos das paróquias',
    capability: 'dioceseChancery',
    element: el('sacra-diocese', 'received'),
    nav: { group: 'diocese' },
  },
  {
    path: '/diocese/peticoes/{id}',
    title: 'Pedido de paróquia',
    capability: 'dioceseChancery',
    element: el('sacra-diocese', 'received-petition', { id: 'peticao-id' }),
  },
  {
    path: '/diocese/batismos',
    title: 'Busca de batismos',
    capability: 'dioceseChancery',
    element: el('sacra-diocese', 'baptisms'),
    nav: { group: 'diocese' },
  },
  {
    path: '/diocese/estatisticas',
    title: 'Estatísticas do ano',
    capability: 'dioceseStats',
    element: el('sacra-diocese', 'statistics'),
    nav: { group: 'diocese', label: 'Estatísticas' },
  },
  {
    path: '/diocese/duplicatas',
    title: 'Duplicatas dos livros',
    capability: 'dioceseChancery',
    element: el('sacra-diocese', 'duplicates'),
    nav: { group: 'diocese', label: 'Duplicatas' },
  },

  // The suite's own screens live outside this portal; the link lands here.
  { path: '/suite', title: 'Painel Suite Sacratech', capability: 'suiteLink', page: 'suite' },
];

export const ROUTES: readonly RouteDef[] = TABLE.map((route) => ({ gate: 'protected', ...route }));

export const NOT_FOUND: RouteDef = { path: '*', title: 'Página não encontrada', gate: 'any', page: 'not-found' };
