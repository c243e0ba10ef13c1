import { describe, expect, it } from 'vitest';
import { AGENDA_MAX_DAYS } from '../../shared/schemas/agenda';
import { calendarRange } from './calendar-range';

describe('the calendar ranges', () => {
  it('draws a month in whole weeks, Sunday first', () => {
    const dec = calendarRange('mes', '2026-12-17');
    expect(dec).toMatchObject({ from: '2026-11-29', to: '2027-01-02', title: 'dezembro de 2026', previous: '2026-11-01', next: '2027-01-01' });
    expect(dec.days.length).toBe(35);
    // February 2026 starts on a Sunday and ends on a Saturday: exactly four weeks.
    expect(calendarRange('mes', '2026-02-10')).toMatchObject({ from: '2026-02-01', to: '2026-02-28' });
    // A month over six weeks (August 2026: Saturday the 1st).
    expect(calendarRange('mes', '2026-08-01').days.length).toBe(42);
    expect(calendarRange('mes', '2026-01-31')).toMatchObject({ previous: '2025-12-01', next: '2026-02-01' });
  });

  it('draws a week from Sunday and a month as a list', () => {
    expect(calendarRange('semana', '2026-12-09')).toMatchObject({
      from: '2026-12-06',
      to: '2026-12-12',
      title: 'Semana de 06/12 a 12/12/2026',
      previous: '2026-11-29',
      next: '2026-12-13',
    });
    expect(calendarRange('semana', '2026-12-31')).toMatchObject({ from: '2026-12-27', to: '2027-01-02' });
    expect(calendarRange('lista', '2026-02-14')).toMatchObject({ from: '2026-02-01', to: '2026-02-28' });
  });

  it('never asks the server for more days than it expands at once', () => {
    for (const anchor of ['2026-08-15', '2027-05-31', '2028-02-29']) {
      for (const view of ['mes', 'semana', 'lista'] as const) expect(calendarRange(view, anchor).days.length).toBeLessThanOrEqual(AGENDA_MAX_DAYS);
    }
  });
});
