import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fillMonth, type FillCell, type FillInput, type FillMember } from './fill';

const HOUR = 3_600_000;
const DAY0 = Date.UTC(2026, 5, 1);
const dayOf = (i: number) => `2026-06-${String(i + 1).padStart(2, '0')}`;

/** A month of occurrences: `slots` (day, hour, celebration) each with `perMass` cells of positions 1..funcoes. */
function cellsOf(slots: Array<{ day: number; hour: number; celebracao: number }>, perMass: number, funcoes: number): FillCell[] {
  const seen = new Set<string>();
  return slots.flatMap(({ day, hour, celebracao }) => {
    const key = `${celebracao} ${day}`;
    if (seen.has(key)) return [];
    seen.add(key);
    const inicio = DAY0 + day * 24 * HOUR + hour * HOUR;
    return Array.from({ length: perMass }, (_, i) => ({
      celebracao_id: celebracao,
      data: dayOf(day),
      funcao_id: (i % funcoes) + 1,
      vaga: Math.floor(i / funcoes) + 1,
      inicio,
      fim: inicio + HOUR,
      late: hour >= 19,
      membro_id: null,
    }));
  });
}

const member = (id: number, over: Partial<FillMember> = {}): FillMember => ({
  id,
  register_id: 1000 + id,
  funcoes: [],
  menor: false,
  vezes_por_mes: null,
  celebracoes_preferidas: [],
  familia: null,
  familia_modo: null,
  bloqueios: new Set(),
  tres_meses: 0,
  ...over,
});

const slotArb = fc.record({ day: fc.integer({ min: 0, max: 29 }), hour: fc.integer({ min: 7, max: 21 }), celebracao: fc.integer({ min: 1, max: 4 }) });

const inputArb: fc.Arbitrary<FillInput> = fc
  .record({
    slots: fc.array(slotArb, { minLength: 1, maxLength: 25 }),
    perMass: fc.integer({ min: 1, max: 4 }),
    funcoes: fc.integer({ min: 1, max: 3 }),
    members: fc.array(
      fc.record({
        funcoes: fc.subarray([1, 2, 3]),
        menor: fc.boolean(),
        vezes: fc.option(fc.integer({ min: 1, max: 6 }), { nil: null }),
        bloqueios: fc.uniqueArray(fc.integer({ min: 0, max: 29 }), { maxLength: 8 }),
        familia: fc.option(fc.constantFrom('Silva', 'Souza'), { nil: null }),
        modo: fc.option(fc.constantFrom('juntos' as const, 'separados' as const), { nil: null }),
        tres: fc.integer({ min: 0, max: 12 }),
        busyDay: fc.option(fc.integer({ min: 0, max: 29 }), { nil: null }),
      }),
      { minLength: 1, maxLength: 12 },
    ),
    manual: fc.array(fc.tuple(fc.nat(), fc.nat()), { maxLength: 5 }),
  })
  .map(({ slots, perMass, funcoes, members, manual }) => {
    const cells = cellsOf(slots, perMass, funcoes);
    const ms = members.map((m, i) =>
      member(i + 1, {
        funcoes: m.funcoes,
        menor: m.menor,
        vezes_por_mes: m.vezes,
        bloqueios: new Set(m.bloqueios.map(dayOf)),
        familia: m.familia,
        familia_modo: m.modo,
        tres_meses: m.tres,
      }),
    );
    // The coordinator's cells: kept whatever they break.
    for (const [c, m] of manual) if (cells.length) cells[c % cells.length].membro_id = ms[m % ms.length].id;
    const busy = new Map<number, Array<[number, number]>>();
    members.forEach((m, i) => {
      if (m.busyDay !== null) busy.set(1000 + i + 1, [[DAY0 + m.busyDay * 24 * HOUR, DAY0 + (m.busyDay + 1) * 24 * HOUR]]);
    });
    return { cells, members: ms, busy };
  });

describe('fillMonth', () => {
  it('keeps every filled cell, and assigns only empty ones', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const { assigned } = fillMonth(input);
        const filled = new Set(input.cells.filter((c) => c.membro_id !== null).map((c) => `${c.celebracao_id} ${c.data} ${c.funcao_id} ${c.vaga}`));
        for (const a of assigned) expect(filled.has(`${a.celebracao_id} ${a.data} ${a.funcao_id} ${a.vaga}`)).toBe(false);
        expect(new Set(assigned.map((a) => `${a.celebracao_id} ${a.data} ${a.funcao_id} ${a.vaga}`)).size).toBe(assigned.length);
      }),
    );
  });

  it('never puts a person twice at one time, nor where another ministry has them, nor on a blockout, a position they cannot fill or a late Mass for a minor', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const { assigned } = fillMonth(input);
        const byId = new Map(input.members.map((m) => [m.id, m]));
        const kept = input.cells.filter((c) => c.membro_id !== null);
        for (const a of assigned) {
          const m = byId.get(a.membro_id)!;
          expect(m.bloqueios.has(a.data)).toBe(false);
          expect(m.funcoes.length === 0 || m.funcoes.includes(a.funcao_id)).toBe(true);
          expect(m.menor && a.late).toBe(false);
          for (const [s, e] of input.busy.get(m.register_id) ?? []) expect(a.inicio < e && s < a.fim).toBe(false);
          for (const o of [...assigned, ...kept])
            if (o !== a && o.membro_id === a.membro_id) expect(o.inicio < a.fim && a.inicio < o.fim, `${a.membro_id} twice at ${a.data}`).toBe(false);
        }
      }),
    );
  });

  it('respects times per month and families that serve apart', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const { assigned } = fillMonth(input);
        const all = [...input.cells.filter((c) => c.membro_id !== null), ...assigned] as Array<FillCell & { membro_id: number }>;
        for (const m of input.members) {
          const mine = all.filter((c) => c.membro_id === m.id);
          const mineNew = assigned.filter((c) => c.membro_id === m.id);
          // Only a coordinator's own cells may take someone past their limit.
          if (m.vezes_por_mes !== null && mineNew.length) expect(mine.length).toBeLessThanOrEqual(Math.max(m.vezes_por_mes, mine.length - mineNew.length));
        }
        const byId = new Map(input.members.map((m) => [m.id, m]));
        for (const a of assigned) {
          const m = byId.get(a.membro_id)!;
          if (!m.familia) continue;
          const relatives = all
            .filter((o) => o !== a && o.celebracao_id === a.celebracao_id && o.data === a.data && o.membro_id !== m.id)
            .map((o) => byId.get(o.membro_id)!);
          const apart = relatives.filter((r) => r.familia === m.familia && (r.familia_modo === 'separados' || m.familia_modo === 'separados'));
          // A relative placed later than `a` was checked against `a`; either way the pair never meets by the fill's doing.
          const placedByFill = apart.filter((r) => assigned.some((x) => x.membro_id === r.id && x.celebracao_id === a.celebracao_id && x.data === a.data));
          expect(placedByFill).toEqual([]);
        }
      }),
    );
  });

  it('spreads within one assignment when everyone can serve everywhere', () => {
    const even = fc
      .record({
        slots: fc.array(slotArb, { minLength: 1, maxLength: 30 }),
        perMass: fc.integer({ min: 1, max: 3 }),
        people: fc.integer({ min: 3, max: 15 }),
        tres: fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 15, maxLength: 15 }),
      })
      .map(({ slots, perMass, people, tres }) => {
        // One Mass per hour of a day at most, so no two cells of different Masses overlap.
        const unique = [...new Map(slots.map((s) => [`${s.day} ${s.hour}`, s])).values()];
        return {
          cells: cellsOf(unique, perMass, 1),
          members: Array.from({ length: people }, (_, i) => member(i + 1, { tres_meses: tres[i] })),
          busy: new Map(),
        };
      });
    fc.assert(
      fc.property(even, (input) => {
        const { assigned, empty } = fillMonth(input);
        expect(empty).toBe(0);
        const counts = input.members.map((m) => assigned.filter((a) => a.membro_id === m.id).length);
        expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('prefers the preferred Mass, then the family together, then who served least before', () => {
    const cells = cellsOf([{ day: 0, hour: 10, celebracao: 7 }], 1, 1);
    const prefers = fillMonth({ cells, members: [member(1), member(2, { celebracoes_preferidas: [7] })], busy: new Map() });
    expect(prefers.assigned.map((a) => a.membro_id)).toEqual([2]);
    const rested = fillMonth({ cells, members: [member(1, { tres_meses: 5 }), member(2, { tres_meses: 1 })], busy: new Map() });
    expect(rested.assigned.map((a) => a.membro_id)).toEqual([2]);
    const two = cellsOf([{ day: 0, hour: 10, celebracao: 7 }], 2, 1);
    two[0].membro_id = 1;
    const family = fillMonth({
      cells: two,
      members: [member(1, { familia: 'Silva', familia_modo: 'juntos' }), member(2), member(3, { familia: 'Silva', familia_modo: 'juntos', tres_meses: 3 })],
      busy: new Map(),
    });
    expect(family.assigned.map((a) => a.membro_id)).toEqual([3]);
    const apart = fillMonth({
      cells: two,
      members: [member(1, { familia: 'Silva', familia_modo: 'separados' }), member(3, { familia: 'Silva' })],
      busy: new Map(),
    });
    expect(apart).toEqual({ assigned: [], empty: 1 });
  });
});
