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
  { id: 'atividades', label: 'Atividades', items: [{ path: '/lembretes', label: 'Lembretes' }] },
  {
    id: 'turmas',
    label: 'Turmas de Catequeses',
    items: [
      { path: '/turmas/crisma', label: 'Turmas de Crisma' },
      { path: '/turmas/eucaristia', label: 'Turmas de 1ª Eucaristia' },
      { path: '/catequistas', label: 'Catequistas' },
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
  return pathname.startsWith(`${itemPath}/`) ? 'true' : undefined;
}
