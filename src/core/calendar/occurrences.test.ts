import { describe, expect, it } from 'vitest';
import { addDays, brDay, dayOf, hourText, isDay, longDay, monthTitle, timeOf, todayIn, weekdayOf } from './dates';
import { groupByCommunity, groupByDay, nextOccurrence } from './occurrences';

const occ = (inicio: string, ent_id: number | null, ent_name: string | null, cancelada = false) => ({ inicio, ent_id, ent_name, cancelada });

describe('plain dates', () => {
  it("read an occurrence's day and time as the parish wrote them, whatever the browser's zone", () => {
    expect(dayOf('2026-12-24T23:30:00-03:00')).toBe('2026-12-24');
    expect(timeOf('2026-12-24T23:30:00-03:00')).toBe('23:30');
  });

  it('add days across months, years and the zone changes', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-10-31', 7)).toBe('2026-11-07');
    expect(weekdayOf('2026-12-06')).toBe(0);
    expect(isDay('2026-02-30')).toBe(false);
    expect(isDay('2026-02-28')).toBe(true);
  });

  it('write days and hours in Portuguese', () => {
    expect(longDay('2026-12-06')).toBe('domingo, 6 de dezembro');
    expect(monthTitle('2026-12-06')).toBe('dezembro de 2026');
    expect(brDay('2026-12-06')).toBe('06/12/2026');
    expect(hourText('10:00')).toBe('10h');
    expect(hourText('07:30')).toBe('7h30');
  });

  it("tells today's date in a zone", () => {
    const now = new Date('2026-12-25T02:00:00Z');
    expect(todayIn('America/Sao_Paulo', now)).toBe('2026-12-24');
    expect(todayIn('UTC', now)).toBe('2026-12-25');
    expect(todayIn('Não/Existe', now)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

describe('occurrences', () => {
  const items = [
    occ('2026-12-06T19:00:00-03:00', 2, 'Capela Santa Rita'),
    occ('2026-12-06T07:00:00-03:00', 1, 'Matriz São José'),
    occ('2026-12-07T07:00:00-03:00', 1, 'Matriz São José', true),
    occ('2026-12-08T20:00:00-03:00', null, null),
    occ('2026-12-07T10:00:00-02:00', 2, 'Capela Santa Rita'),
  ];

  it('group by day, in order of time', () => {
    const days = groupByDay(items);
    expect([...days.keys()]).toEqual(['2026-12-06', '2026-12-07', '2026-12-08']);
    expect(days.get('2026-12-06')!.map((o) => o.ent_id)).toEqual([1, 2]);
    expect(days.get('2026-12-07')!.map((o) => o.inicio)).toEqual(['2026-12-07T07:00:00-03:00', '2026-12-07T10:00:00-02:00']);
  });

  it('group by community, by name, with no community last', () => {
    const groups = groupByCommunity(items);
    expect(groups.map((g) => g.ent_name)).toEqual(['Capela Santa Rita', 'Matriz São José', 'Sem comunidade']);
    expect(groups[1].items.map((o) => o.inicio.slice(0, 10))).toEqual(['2026-12-06', '2026-12-07']);
  });

  it('find the next celebration that is neither past nor cancelled', () => {
    expect(nextOccurrence(items, new Date('2026-12-06T12:00:00-03:00'))?.inicio).toBe('2026-12-06T19:00:00-03:00');
    // The 07:00 of the 7th is cancelled: the next is the chapel's 10:00.
    expect(nextOccurrence(items, new Date('2026-12-06T20:00:00-03:00'))?.inicio).toBe('2026-12-07T10:00:00-02:00');
    expect(nextOccurrence(items, new Date('2026-12-06T07:00:00-03:00'))?.ent_id).toBe(1);
    expect(nextOccurrence(items, new Date('2027-01-01T00:00:00Z'))).toBeNull();
  });
});

describe('zonedIso', () => {
  it("writes a typed wall time with the zone's offset on that date", async () => {
    const { zonedIso } = await import('./dates');
    expect(zonedIso('2026-12-24T20:00', 'America/Sao_Paulo')).toBe('2026-12-24T20:00:00-03:00');
    expect(zonedIso('2026-12-24T20:00', 'America/Manaus')).toBe('2026-12-24T20:00:00-04:00');
    expect(zonedIso('2026-12-24T20:00', 'America/Noronha')).toBe('2026-12-24T20:00:00-02:00');
    // São Paulo still had summer time in December 2018.
    expect(zonedIso('2018-12-01T10:00', 'America/Sao_Paulo')).toBe('2018-12-01T10:00:00-02:00');
    expect(zonedIso('2026-07-01T10:00', 'Asia/Kolkata')).toBe('2026-07-01T10:00:00+05:30');
    expect(zonedIso('', 'America/Sao_Paulo')).toBe('');
  });
});
