import { describe, expect, it } from 'vitest';
import { monthOr, monthRange, shiftMonth } from './month';

describe('the roster months', () => {
  it("spans a month's days, February of a leap year included", () => {
    expect(monthRange('2026-12')).toEqual({ de: '2026-12-01', ate: '2026-12-31' });
    expect(monthRange('2028-02')).toEqual({ de: '2028-02-01', ate: '2028-02-29' });
    expect(monthRange('2026-04')).toEqual({ de: '2026-04-01', ate: '2026-04-30' });
  });

  it('moves across years both ways', () => {
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2027-01', -1)).toBe('2026-12');
    expect(shiftMonth('2026-06', -18)).toBe('2024-12');
  });

  it("reads the address's month, or falls back", () => {
    expect(monthOr('2026-07', '2026-01')).toBe('2026-07');
    expect(monthOr('2026-13', '2026-01')).toBe('2026-01');
    expect(monthOr(null, '2026-01')).toBe('2026-01');
  });
});
