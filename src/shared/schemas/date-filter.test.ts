import { describe, expect, it } from 'vitest';
import { DATE_MSG, DayFrom1900, MAX_PERIOD_MONTHS, monthsTouched, periodTooLong } from './date-filter';

describe('the date rule of filters', () => {
  const day = DayFrom1900('Data inválida.');
  it.each([
    ['0000-01-01', DATE_MSG.tooEarly],
    ['1899-12-31', DATE_MSG.tooEarly],
    ['2026-02-30', 'Data inválida.'],
    ['31/12/2026', 'Data inválida.'],
  ])('refuses %s with %j', (value, message) => {
    expect(day.safeParse(value).error?.issues.map((i) => i.message)).toEqual([message]);
  });

  it('takes days from 1900 on', () => {
    expect(day.parse('1900-01-01')).toBe('1900-01-01');
    expect(day.parse('9999-12-31')).toBe('9999-12-31');
  });

  it('counts the months a period touches; 36 at most', () => {
    expect(monthsTouched('2026-01-31', '2026-02-01')).toBe(2);
    expect(monthsTouched('2024-01-01', '2026-12-31')).toBe(MAX_PERIOD_MONTHS);
    expect(periodTooLong('2024-01-01', '2026-12-31')).toBe(false);
    expect(periodTooLong('2023-12-31', '2026-12-31')).toBe(true);
    expect(periodTooLong('0001-01-01', '9999-12-31')).toBe(true);
  });
});
