/** The sidebar's groups and entries, in their order; each shows only to those who may open it. */
export interface NavItem {
  path: string;
  label: string;
}

export interface NavGroup {
  id: string;
  label: string;
  items: NavItem[];
}

export const NAV_GROUPS: readonly NavGroup[] = [
  {
    id: 'geral',
    label: 'Geral',
    items: [
      { path: '/dashboard', label: 'Home' },
      { path: '/protocolos/meus', label: 'Meus Protocolos' },
      { path: '/registros', label: 'Registros gerais' },
    ],
  },
  {
    id: 'comunicacao',
    label: 'Comunicação',
    items: [
      { path: '/chat', label: 'Conversas' },
      { path: '/eventos', label: 'Avisos' },
    ],
  },
  {
    id: 'atividades',
    label: 'Atividades',
    items: [
      { path: '/agenda', label: 'Agenda' },
      { path: '/agenda/intencoes', label: 'Intenções de missa' },
      { path: '/lembretes', label: 'Lembretes' },
    ],
  },
  {
    id: 'turmas',
    label: 'Turmas de Catequeses',
    items: [
      { path: '/turmas/crisma', label: 'Turmas de Crisma' },
      { path: '/turmas/eucaristia', label: 'Turmas de 1ª Eucaristia' },
      { path: '/catequistas', label: 'Catequistas' },
    ],
  },
  {
    id: 'dizimo',
    label: 'Dízimo',
    items: [
      { path: '/dizimo', label: 'Dizimistas' },
      { path: '/dizimo/contribuicoes', label: 'Contribuições' },
      { path: '/dizimo/relatorios', label: 'Relatórios' },
      { path: '/dizimo/campanhas', label: 'Campanhas' },
      { path: '/dizimo/extrato', label: 'Extrato bancário' },
      { path: '/dizimo/pix', label: 'PIX da paróquia' },
      { path: '/dizimo/meu', label: 'Meu dízimo' },
    ],
  },
  {
    id: 'sacramentos',
    label: 'Secretaria paroquial',
    items: [
      { path: '/sacramentos', label: 'Sacramentos' },
      { path: '/sacramentos/livros', label: 'Livros de sacramentos' },
    ],
  },
  { id: 'configuracoes', label: 'Configurações', items: [{ path: '/settings', label: 'Configurações' }] },
  {
    id: 'armazenamento',
    label: 'Armazenamento',
    items: [
      { path: '/buckets', label: 'Buckets' },
      { path: '/inventario', label: 'Inventário' },
    ],
  },
];

/** 'page' on the entry's own path, 'true' on its sub-pages (/registros/novo keeps 'Registros gerais' lit). */
export function currentState(itemPath: string, pathname: string): 'page' | 'true' | undefined {
  if (pathname === itemPath) return 'page';
  // A sub-page belongs to the entry with the longest matching path (/dizimo/contribuicoes is not under 'Dizimistas').
  const owner = NAV_GROUPS.flatMap((g) => g.items.map((i) => i.path)).filter((path) => pathname === path || pathname.startsWith(`${path}/`));
  return pathname.startsWith(`${itemPath}/`) && owner.every((path) => path.length <= itemPath.length) ? 'true' : undefined;
}
