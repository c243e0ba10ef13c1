/**
 * Role ids, their names, and the one permission table of the product
 * (who may do what where the spec is silent). Read by the server's routes, the host's
 * sidebar and guard, and the screens.
 */

export const ROLE_NAMES: Record<number, string> = {
  111: 'Administrador do Sistema',
  1: 'Administrador Geral',
  2: 'Gestor de Ministério',
  3: 'Coordenador - Crisma',
  4: 'Membro - Vicentinos',
  5: 'Coordenador - Música Litúrgica',
  6: 'Coordenador - Acólitos',
  7: 'Coordenador - 1ª Eucaristia',
  8: 'Acólito',
  9: 'Coordenador - PASCOM',
  10: 'Membro - PASCOM',
  11: 'Tesoureiro',
  12: 'Catequista - 1ª Eucaristia',
  13: 'Catequista - Crisma',
  14: 'Dizimista',
  // Granted by the administrator on /usuarios: reads the books of account (c. 537).
  15: 'Conselho de Assuntos Econômicos',
  // Granted by the administrator on /usuarios: reads the marriage files, without the interview (exame dos noivos).
  16: 'Pastoral Familiar',
  // The diocese's offices (issue 33): they read the diocese's parishes and never write into a parish's books.
  20: 'Cúria - Chancelaria',
  21: 'Cúria - Economato',
};

export const SYSTEM_ADMIN = 111;

export function roleName(id: number): string {
  return ROLE_NAMES[id] ?? `Regra ${id}`;
}

/** Capabilities beyond what every signed-in user of a parish may do. */
export const PERMISSIONS = {
  dashboardStats: [1, 111],
  suiteLink: [111],
  noticesWrite: [1, 111, 2, 9, 10],
  registersFull: [1, 111, 2],
  registersExport: [1, 111],
  // Who picks a person from the registers: catechesis coordinators (enrolment, catechists) and the treasurer (tithers).
  // Not the catechists (12, 13): they see only the students of the classes they teach.
  registersPicker: [1, 111, 2, 3, 7, 11],
  inventoryWrite: [1, 111, 2, 11],
  crismaWrite: [1, 111, 3],
  crismaRead: [1, 111, 3, 13],
  eucaristiaWrite: [1, 111, 7],
  eucaristiaRead: [1, 111, 7, 12],
  /** The catechists' hub: anyone who reads the catechesis of some sacrament. */
  catechesisRead: [1, 111, 3, 7, 12, 13],
  protocolsAdmin: [1, 111],
  bucketsAll: [1, 111],
  registersAccessLog: [1, 111],
  /** The tithe and campaigns: tithers, contributions, receipts, reports, PIX, bank statements. */
  dizimoAdmin: [1, 111, 11],
  /** 'Meu dízimo': one's own tither record, contributions and receipts. */
  dizimoOwn: [14],
  /** The sacramental books: write, annul and issue certificates. */
  sacramentosWrite: [1, 111],
  /** The sacramental books: read records, notes and history. */
  sacramentosRead: [1, 111, 2],
  /** The parish calendar: celebrations, their exceptions (a date cancelled or moved) and events. */
  agendaWrite: [1, 111, 2, 9, 10],
  /** Mass intentions: take them and delete them (the celebrant's list is every signed-in user's). */
  intencoesWrite: [1, 111, 2],
  /** The parish's profile (/paroquia): name, CNPJ, address, logo, time zone, who signs its documents. */
  parishProfile: [1, 111],
  /** The parishes of this instance (/paroquias): create one with its administrator, act as any of them. */
  parishes: [111],
  /** People's accounts (/usuarios): create, roles, block, invitations, audit. */
  usersAdmin: [1, 111],
  /** /importar: bring records in from spreadsheets; the treasurer imports tithers only (importsAll: every kind). */
  imports: [1, 111, 11],
  importsAll: [1, 111],
  /** Ministry rosters (/escalas): create and manage every ministry, its members and its roster. */
  escalasAdmin: [1, 111, 2],
  /**
   * The rosters' screens: the coordinators' roles (5 Música, 6 Acólitos, 9 PASCOM) manage the ministries they are
   * set to coordinate (so does any user set as a ministry's coordinator, whatever the role); escalasAdmin all of them.
   * Every signed-in user linked to a member has 'Minha escala'.
   */
  escalasCoordinate: [1, 111, 2, 5, 6, 9],
  /** The books of account (livro caixa): chart, holders, entries, transfers, reconciliation, closing the month, the diocese's share. */
  caixaWrite: [1, 111, 11],
  /** The books of account read: the entries, their documents and the reports (the economic council, role 15). */
  caixaRead: [1, 111, 11, 2, 15],
  /** Reopen a closed month of the books, with a reason (logged). */
  caixaReopen: [1, 111],
  /** Marriage files (/casamentos): open, documents, interview, banns, permissions, habilitar, celebrar, cancel. */
  casamentosWrite: [1, 111],
  /** Marriage files read (the pastoral familiar team, role 16): never the interview, which is casamentosWrite's and its recorder's. */
  casamentosRead: [1, 111, 2, 16],
  /** The parish office between parishes (/pedidos): certificate requests, transfers, and marginal notes from other parishes. */
  pedidosWrite: [1, 111],
  /** /diocese: the diocese's home (its offices). */
  dioceseRead: [111, 20, 21],
  /** The chancery: reads the parishes' books (with a reason), searches baptisms, answers petitions, keeps the duplicates' archive. */
  dioceseChancery: [111, 20],
  /** The economato: each parish's closed months and the diocese's share due and paid. */
  dioceseEconomato: [111, 21],
  /** The year's statistics: the diocese's offices for every parish, the parish's administration for its own. */
  dioceseStats: [1, 111, 20, 21],
  /** /pedidos-curia: the parish files petitions to the chancery and sends the year's duplicate books. */
  peticoesWrite: [1, 111],
  /** Read petitions: the parish its own (peticoesWrite), the chancery every one of the diocese (dioceseChancery). */
  peticoesRead: [1, 111, 20],
  /** Requests from the website (/solicitacoes): baptisms, courses, dates, certificates asked online; confirm, write the book, issue. */
  solicitacoesWrite: [1, 111],
  /** Requests read, and their fee marked paid by hand (the treasurer, who also imports the bank statement that marks them). */
  solicitacoesRead: [1, 111, 11],
} as const satisfies Record<string, readonly number[]>;

export type Capability = keyof typeof PERMISSIONS;

type RoleLike = number | string | { id?: unknown; code?: unknown; role?: unknown };
export interface HasRoles {
  roles?: RoleLike[] | null;
  rules?: RoleLike[] | null;
  rule?: RoleLike | null;
}

function toId(value: RoleLike): number | null {
  const raw = typeof value === 'object' && value !== null ? (value.id ?? value.code ?? value.role) : value;
  const id = Number(raw);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** Role ids from the first of `roles`, `rules` or `rule` that has any: a user answer may carry any of the three. */
export function roleIds(user: HasRoles | null | undefined): number[] {
  if (!user) return [];
  const source = user.roles?.length ? user.roles : user.rules?.length ? user.rules : user.rule != null ? [user.rule] : [];
  const ids = source.map(toId).filter((id): id is number => id !== null);
  return [...new Set(ids)];
}

function hasRole(user: HasRoles | null | undefined, allowed: readonly number[]): boolean {
  return roleIds(user).some((id) => allowed.includes(id));
}

export function can(user: HasRoles | null | undefined, capability: Capability): boolean {
  return hasRole(user, PERMISSIONS[capability]);
}
