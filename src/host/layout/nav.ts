import { ROUTES, type NavGroupId } from '../routes';

/** The sidebar's groups and entries, in their order; each shows only to those who may open it. */
interface NavItem {
  path: string;
  label: string;
}

export interface NavGroup {
  id: NavGroupId;
  label: string;
  items: NavItem[];
}

/** The groups' labels, in the sidebar's order; their entries are the routes with a `nav` (./routes.ts), in the table's order. */
const GROUPS: Record<NavGroupId, string> = {
  geral: 'Geral',
  comunicacao: 'Comunicação',
  atividades: 'Atividades',
  turmas: 'Turmas de Catequeses',
  dizimo: 'Dízimo',
  financeiro: 'Financeiro',
  sacramentos: 'Secretaria paroquial',
  diocese: 'Diocese',
  configuracoes: 'Configurações',
  armazenamento: 'Armazenamento',
};

export const NAV_GROUPS: readonly NavGroup[] = Object.entries(GROUPS).map(([id, label]) => ({
  id: id as NavGroupId,
  label,
  items: ROUTES.flatMap(({ path, title, nav }) => (nav?.group === id ? [{ path, label: nav.label ?? title }] : [])),
}));

/** 'page' on the entry's own path, 'true' on its sub-pages (/registros/novo keeps 'Registros gerais' lit). */
export function currentState(itemPath: string, pathname: string): 'page' | 'true' | undefined {
  if (pathname === itemPath) return 'page';
  // A sub-page belongs to the entry with the longest matching path (/dizimo/contribuicoes is not under 'Dizimistas').
  const owner = NAV_GROUPS.flatMap((g) => g.items.map((i) => i.path)).filter((path) => pathname === path || pathname.startsWith(`${path}/`));
  return pathname.startsWith(`${itemPath}/`) && owner.every((path) => path.length <= itemPath.length) ? 'true' : undefined;
}
