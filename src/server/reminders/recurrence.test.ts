import { describe, expect, it } from 'vitest';
import { dayOfMonthIn, nextOccurrence, reminderZone } from './recurrence';

const SP = 'America/Sao_Paulo';
const next = (current: string, repeat: 'daily' | 'weekly' | 'monthly', after: string, zone = SP, anchor = Number(current.slice(8, 10))) =>
  nextOccurrence(new Date(current), repeat, zone, anchor, new Date(after)).toISOString();

describe('nextOccurrence', () => {
  it('monthly keeps the chosen day, or the last day of shorter months (leap years included)', () => {
    expect(next('2030-01-31T09:00:00-03:00', 'monthly', '2030-01-31T12:00:01Z')).toBe('2030-02-28T12:00:00.000Z');
    expect(next('2030-02-28T09:00:00-03:00', 'monthly', '2030-02-28T12:00:01Z', SP, 31)).toBe('2030-03-31T12:00:00.000Z');
    expect(next('2028-01-31T09:00:00-03:00', 'monthly', '2028-01-31T12:00:01Z')).toBe('2028-02-29T12:00:00.000Z');
    expect(next('2030-01-30T09:00:00-03:00', 'monthly', '2030-01-30T12:00:01Z')).toBe('2030-02-28T12:00:00.000Z');
    expect(next('2030-12-31T09:00:00-03:00', 'monthly', '2030-12-31T12:00:01Z')).toBe('2031-01-31T12:00:00.000Z');
  });

  it('the day of the month is read in the time zone, not in UTC', () => {
    // 31 January 23:30 in São Paulo is already 1 February in UTC.
    expect(dayOfMonthIn(new Date('2030-01-31T23:30:00-03:00'), SP)).toBe(31);
    expect(next('2030-01-31T23:30:00-03:00', 'monthly', '2030-02-01T02:30:01Z')).toBe('2030-03-01T02:30:00.000Z');
  });

  it('daily and weekly keep the local time across daylight-saving changes', () => {
    const ny = 'America/New_York';
    expect(next('2030-03-09T09:00:00-05:00', 'daily', '2030-03-09T14:00:01Z', ny)).toBe('2030-03-10T13:00:00.000Z');
    expect(next('2030-11-02T09:00:00-04:00', 'weekly', '2030-11-02T13:00:01Z', ny)).toBe('2030-11-09T14:00:00.000Z');
  });

  it('skips every occurrence already past, however long ago, and never returns one at or before `after`', () => {
    expect(next('2030-03-10T09:00:00-03:00', 'daily', '2030-03-15T12:00:00Z')).toBe('2030-03-16T12:00:00.000Z');
    expect(next('2030-03-10T09:00:00-03:00', 'weekly', '2030-03-24T11:59:59Z')).toBe('2030-03-24T12:00:00.000Z');
    expect(next('2020-01-31T09:00:00-03:00', 'monthly', '2030-06-01T00:00:00Z')).toBe('2030-06-30T12:00:00.000Z');
    // São Paulo kept daylight-saving time in 2000 (-02:00): it is the 09:00 on the wall that repeats.
    expect(next('2000-01-01T09:00:00-02:00', 'daily', '2099-12-31T20:00:00Z')).toBe('2100-01-01T12:00:00.000Z');
  });

  it('uses the parish time zone when the user has none or an invalid one', () => {
    expect(reminderZone(null)).toBe(SP);
    expect(reminderZone('Marte/Olimpo')).toBe(SP);
    expect(reminderZone('Europe/Lisbon')).toBe('Europe/Lisbon');
  });
});
