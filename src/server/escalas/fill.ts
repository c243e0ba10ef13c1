/**
 * 'Preencher automaticamente': the month's empty cells of one ministry filled from its members, with no
 * database and no clock (a pure function, property-tested in fill.test.ts). Hard rules: the positions a
 * member can fill, their blockouts, one person in one place at a time (other ministries' assignments
 * included, as `busy`), minors not at late celebrations, their times per month, and family members who
 * serve apart. Among those who may serve, the one with the fewest assignments this month first (so the
 * month is spread within one where the pool allows), then who prefers that celebration, who joins their
 * family there, and who served least in the three months before. Filled cells are never touched.
 */

export interface FillCell {
  celebracao_id: number;
  data: string;
  funcao_id: number;
  vaga: number;
  /** Start and end, epoch ms. */
  inicio: number;
  fim: number;
  /** Starts after the ministry's time limit for minors. */
  late: boolean;
  /** Who holds it already (set by the coordinator or an earlier fill): kept as is. */
  membro_id: number | null;
}

export interface FillMember {
  id: number;
  register_id: number;
  /** Positions this member can fill; empty: every one. */
  funcoes: number[];
  menor: boolean;
  vezes_por_mes: number | null;
  celebracoes_preferidas: number[];
  familia: string | null;
  familia_modo: 'juntos' | 'separados' | null;
  /** Dates the person is blocked out ('YYYY-MM-DD'). */
  bloqueios: ReadonlySet<string>;
  /** Assignments in the three months before (fairness' tiebreak). */
  tres_meses: number;
}

export interface FillInput {
  cells: FillCell[];
  members: FillMember[];
  /** Other ministries' assignments of the same people in this month, by register: [inicio, fim) in epoch ms. */
  busy: ReadonlyMap<number, ReadonlyArray<readonly [number, number]>>;
}

export interface FillResult {
  /** The cells this fill assigned (the ones it could). */
  assigned: Array<FillCell & { membro_id: number }>;
  /** Empty cells no one could take. */
  empty: number;
}

const occurrenceOf = (c: { celebracao_id: number; data: string }) => `${c.celebracao_id} ${c.data}`;

export function fillMonth({ cells, members, busy }: FillInput): FillResult {
  const byId = new Map(members.map((m) => [m.id, m]));
  const count = new Map(members.map((m) => [m.id, 0]));
  // Each register's intervals (other ministries' and this month's cells), and who is at each occurrence.
  const intervals = new Map<number, Array<readonly [number, number]>>();
  const at = new Map<string, Set<number>>();
  const place = (m: FillMember, c: FillCell) => {
    count.set(m.id, (count.get(m.id) ?? 0) + 1);
    const list = intervals.get(m.register_id) ?? [...(busy.get(m.register_id) ?? [])];
    list.push([c.inicio, c.fim]);
    intervals.set(m.register_id, list);
    const here = at.get(occurrenceOf(c)) ?? new Set<number>();
    here.add(m.id);
    at.set(occurrenceOf(c), here);
  };
  for (const c of cells) {
    const holder = c.membro_id === null ? undefined : byId.get(c.membro_id);
    if (holder) place(holder, c);
  }

  const family = (m: FillMember, c: FillCell) => {
    if (!m.familia) return { together: false, apart: false };
    const here = [...(at.get(occurrenceOf(c)) ?? [])].map((id) => byId.get(id)!).filter((o) => o.id !== m.id && o.familia === m.familia);
    return {
      together: m.familia_modo === 'juntos' && here.length > 0,
      apart: here.length > 0 && (m.familia_modo === 'separados' || here.some((o) => o.familia_modo === 'separados')),
    };
  };
  // The hot loop (every open cell against every member) builds nothing per pair: sets made once, no tuples, no keys.
  const can = new Map(members.map((m) => [m.id, { funcoes: new Set(m.funcoes), prefers: new Set(m.celebracoes_preferidas) }]));
  const mayServe = (m: FillMember, c: FillCell) =>
    (m.funcoes.length === 0 || can.get(m.id)!.funcoes.has(c.funcao_id)) &&
    !m.bloqueios.has(c.data) &&
    !(m.menor && c.late) &&
    (m.vezes_por_mes === null || (count.get(m.id) ?? 0) < m.vezes_por_mes) &&
    !(intervals.get(m.register_id) ?? busy.get(m.register_id) ?? []).some((i) => i[0] < c.fim && c.inicio < i[1]) &&
    !(m.familia && family(m, c).apart);
  // The order of preference: fewest this month, prefers this celebration, joins their family, fewest before, lowest id.
  const key = (m: FillMember, c: FillCell) => [
    count.get(m.id) ?? 0,
    can.get(m.id)!.prefers.has(c.celebracao_id) ? 0 : 1,
    m.familia && family(m, c).together ? 0 : 1,
    m.tres_meses,
    m.id,
  ];
  const better = (m: FillMember, best: FillMember, c: FillCell) => {
    const dm = count.get(m.id) ?? 0;
    const db = count.get(best.id) ?? 0;
    return dm !== db ? dm < db : less(key(m, c), key(best, c));
  };

  const assigned: FillResult['assigned'] = [];
  let empty = 0;
  const open = cells.filter((c) => c.membro_id === null).sort((a, b) => a.inicio - b.inicio || a.funcao_id - b.funcao_id || a.vaga - b.vaga);
  for (const c of open) {
    let best: FillMember | null = null;
    for (const m of members) if (mayServe(m, c) && (!best || better(m, best, c))) best = m;
    if (!best) {
      empty++;
      continue;
    }
    place(best, c);
    assigned.push({ ...c, membro_id: best.id });
  }
  return { assigned, empty };
}

function less(a: number[], b: number[]): boolean {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i] < b[i];
  return false;
}
