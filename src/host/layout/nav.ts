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

/** A group from its entries as [path, label] pairs. */
const group = (id: string, label: string, items: Array<[path: string, label: string]>): NavGroup => ({
  id,
  label,
  items: items.map(([path, itemLabel]) => ({ path, label: itemLabel })),
});

export const NAV_GROUPS: readonly NavGroup[] = [
  group('geral', 'Geral', [
    ['/dashboard', 'Home'],
    ['/protocolos/meus', 'Meus Protocolos'],
    ['/registros', 'Registros gerais'],
  ]),
  group('comunicacao', 'Comunicação', [
    ['/chat', 'Conversas'],
    ['/eventos', 'Avisos'],
  ]),
  group('atividades', 'Atividades', [
    ['/agenda', 'Agenda'],
    ['/agenda/intencoes', 'Intenções de missa'],
    ['/lembretes', 'Lembretes'],
  ]),
  group('turmas', 'Turmas de Catequeses', [
    ['/turmas/crisma', 'Turmas de Crisma'],
    ['/turmas/eucaristia', 'Turmas de 1ª Eucaristia'],
    ['/catequistas', 'Catequistas'],
  ]),
  group('dizimo', 'Dízimo', [
    ['/dizimo', 'Dizimistas'],
    ['/dizimo/contribuicoes', 'Contribuições'],
    ['/dizimo/relatorios', 'Relatórios'],
    ['/dizimo/campanhas', 'Campanhas'],
    ['/dizimo/extrato', 'Extrato bancário'],
    ['/dizimo/pix', 'PIX da paróquia'],
    ['/dizimo/meu', 'Meu dízimo'],
    ['/dizimo/esportulas', 'Espórtulas de missa'],
  ]),
  group('sacramentos', 'Secretaria paroquial', [
    ['/sacramentos', 'Sacramentos'],
    ['/sacramentos/livros', 'Livros de sacramentos'],
  ]),
  group('configuracoes', 'Configurações', [
    ['/settings', 'Configurações'],
    ['/paroquia', 'Dados da paróquia'],
    ['/paroquias', 'Paróquias'],
    ['/usuarios', 'Usuários'],
    ['/importar', 'Importar dados'],
  ]),
  group('armazenamento', 'Armazenamento', [
    ['/buckets', 'Buckets'],
    ['/inventario', 'Inventário'],
  ]),
];

/** 'page' on the entry's own path, 'true' on its sub-pages (/registros/novo keeps 'Registros gerais' lit). */
export function currentState(itemPath: string, pathname: string): 'page' | 'true' | undefined {
  if (pathname === itemPath) return 'page';
  // A sub-page belongs to the entry with the longest matching path (/dizimo/contribuicoes is not under 'Dizimistas').
  const owner = NAV_GROUPS.flatMap((g) => g.items.map((i) => i.path)).filter((path) => pathname === path || pathname.startsWith(`${path}/`));
  return pathname.startsWith(`${itemPath}/`) && owner.every((path) => path.length <= itemPath.length) ? 'true' : undefined;
}
