import parishes from './demo-parishes.json';

/** The demo accounts, in one place: the seed creates them, main.ts prints them, tests sign in with them. */
export const DEMO_PASSWORD = 'Paroquia2026';

export type DemoParish = 'saoJose' | 'aparecida';

export interface DemoAccount {
  user: string;
  name: string;
  parish: DemoParish;
  roles: number[];
  status?: number;
  requirePasswordChange?: boolean;
  acceptedPhoto?: 0 | 1;
  timezone?: string | null;
  /** What signing in with it shows, for the start-up table. */
  shows: string;
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { user: 'admin', name: 'Pe. Antônio Ribeiro', parish: 'saoJose', roles: [111], shows: 'Administrador do Sistema (111)' },
  { user: 'secretaria', name: 'Maria Aparecida Souza', parish: 'saoJose', roles: [1], shows: 'Administrador Geral (1)' },
  {
    user: 'gestora',
    name: 'Cláudia Regina Teixeira',
    parish: 'saoJose',
    roles: [2],
    shows: 'Gestor de Ministério (2): lê os livros de sacramentos, agenda e intenções',
  },
  { user: 'coordenador', name: 'José Carlos Almeida', parish: 'saoJose', roles: [3], shows: 'Coordenador - Crisma (3)' },
  { user: 'catequista', name: 'Ana Paula Ferreira', parish: 'saoJose', roles: [13], shows: 'Catequista - Crisma (13)' },
  { user: 'coord-eucaristia', name: 'Helena Duarte Machado', parish: 'saoJose', roles: [7], shows: 'Coordenador - 1ª Eucaristia (7)' },
  { user: 'catequista-eucaristia', name: 'Marcos Vinícius Prado', parish: 'saoJose', roles: [12], shows: 'Catequista - 1ª Eucaristia (12)' },
  { user: 'tesoureiro', name: 'Sebastião Ramos Pinto', parish: 'saoJose', roles: [11], shows: 'Tesoureiro (11): dízimo, campanhas, recibos' },
  { user: 'dizimista', name: 'Terezinha Alves Moura', parish: 'saoJose', roles: [14], shows: 'Dizimista (14): Meu dízimo' },
  { user: 'acolito', name: 'Lucas Henrique Oliveira', parish: 'saoJose', roles: [8], shows: 'Acólito (8): Minha escala (pedidos deste mês)' },
  { user: 'bloqueado', name: 'Roberto Nunes Barbosa', parish: 'saoJose', roles: [14], status: 1, shows: 'conta bloqueada -> /bloqueado' },
  { user: 'novato', name: 'Gabriela Santos Lima', parish: 'saoJose', roles: [10], requirePasswordChange: true, shows: 'troca de senha -> /mudar-senha' },
  { user: 'semfoto', name: 'Rafael Costa Pereira', parish: 'saoJose', roles: [5], acceptedPhoto: 0, shows: 'primeiro acesso -> /welcome' },
  { user: 'semfuso', name: 'Juliana Martins Rocha', parish: 'saoJose', roles: [12], timezone: null, shows: 'sem fuso horário (aviso de fuso)' },
  { user: 'outra', name: 'Francisca Lopes Cardoso', parish: 'aparecida', roles: [1], shows: 'Administrador Geral de outra paróquia' },
  {
    user: 'coord-acolitos',
    name: 'Pedro Henrique Vasconcelos',
    parish: 'saoJose',
    roles: [6],
    shows: 'Coordenador - Acólitos (6): a escala dos acólitos (preencher, publicar, presença)',
  },
  {
    user: 'conselho',
    name: 'Raimundo Nonato Freitas',
    parish: 'saoJose',
    roles: [17],
    shows: 'Conselho de Assuntos Econômicos (17): lê o livro caixa, os relatórios e o repasse à diocese',
  },
  {
    user: 'pastoral-familiar',
    name: 'Rosângela Prates Vieira',
    parish: 'saoJose',
    roles: [16],
    shows: 'Pastoral Familiar (16): lê os processos de casamento, sem a entrevista',
  },
  {
    user: 'chancelaria',
    name: 'Pe. Ricardo Menezes Fontes',
    parish: 'saoJose',
    roles: [20],
    shows: 'Cúria - Chancelaria (20): /diocese, pedidos das paróquias, decretos, busca de batismos, duplicatas',
  },
  {
    user: 'economato',
    name: 'Denise Aparecida Queiroz',
    parish: 'saoJose',
    roles: [21],
    shows: 'Cúria - Economato (21): fechamentos e repasses das paróquias',
  },
  {
    user: 'responsavel',
    name: 'Patrícia Gomes Ribeiro',
    parish: 'saoJose',
    roles: [15],
    shows: 'Responsável (15): /familia, a catequese do filho (presenças, justificar uma falta, avisos da turma)',
  },
];

export interface DemoParishProfile {
  name: string;
  communities: string[];
  /** What documents print under the name (receipts, certificates, books). */
  address: string;
  city: string;
  state: string;
  cnpj: string;
  diocese: string;
  /** Who signs the certificates (paroquias.paroco_nome, paroco_titulo, vigarios). */
  paroco: { nome: string; titulo: string };
  vigarios: Array<{ nome: string; titulo: string }>;
}

/** The two demo parishes' profiles (demo-parishes.json: data, in Portuguese). */
export const DEMO_PARISHES: Record<DemoParish, DemoParishProfile> = parishes;

/** The start-up table printed by main.ts. */
export function demoAccountsTable(): string {
  const width = Math.max(...DEMO_ACCOUNTS.map((a) => a.user.length));
  const lines = DEMO_ACCOUNTS.map((a) => `  ${a.user.padEnd(width)}  ${a.shows}`);
  return [`Contas de demonstração (senha ${DEMO_PASSWORD}):`, ...lines].join('\n');
}
