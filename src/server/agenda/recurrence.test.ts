import { describe, expect, it } from 'vitest';
import { occurrenceDates, ruleProblem } from './recurrence';

const since2019 = { hora: '10:00', inicio: '2019-01-01', fim: null };
const count = (regra: string) => occurrenceDates({ ...since2019, regra }, '2026-01-01', '2026-04-03').length;

describe('occurrenceDates', () => {
  it('the walk bound never cuts a real rule short: every day of a 93-day window, however the rule says it', () => {
    expect(count('FREQ=DAILY')).toBe(93);
    expect(count('FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR,SA,SU')).toBe(93);
    expect(count(`FREQ=MONTHLY;BYMONTHDAY=${Array.from({ length: 31 }, (_, i) => i + 1).join(',')}`)).toBe(93);
    expect(count('FREQ=YEARLY;BYMONTH=1,2,3,4;BYDAY=MO,TU,WE,TH,FR,SA,SU')).toBe(93);
  });

  it('an old start keeps its alignment (every third day since 1970, first Fridays since 1900), and COUNT counts from the start', () => {
    expect(occurrenceDates({ ...since2019, inicio: '1970-01-01', regra: 'FREQ=DAILY;INTERVAL=3' }, '2026-11-01', '2026-11-12')).toEqual([
      '2026-11-03',
      '2026-11-06',
      '2026-11-09',
      '2026-11-12',
    ]);
    expect(occurrenceDates({ ...since2019, inicio: '1900-01-01', regra: 'FREQ=MONTHLY;BYDAY=1FR' }, '2026-01-01', '2026-04-03')).toEqual([
      '2026-01-02',
      '2026-02-06',
      '2026-03-06',
      '2026-04-03',
    ]);
    expect(occurrenceDates({ ...since2019, inicio: '2026-01-04', regra: 'FREQ=WEEKLY;INTERVAL=2;BYDAY=SU,WE' }, '2026-11-01', '2026-11-30')).toEqual([
      '2026-11-04',
      '2026-11-08',
      '2026-11-18',
      '2026-11-22',
    ]);
    expect(occurrenceDates({ ...since2019, regra: 'FREQ=WEEKLY;COUNT=3' }, '2019-01-01', '2019-12-31')).toEqual(['2019-01-01', '2019-01-08', '2019-01-15']);
    expect(occurrenceDates({ ...since2019, regra: 'FREQ=WEEKLY;COUNT=3' }, '2026-01-01', '2026-12-31')).toEqual([]);
  });

  it('a rule that never matches is answered at once, not after walking to the year 9999', () => {
    const started = Date.now();
    expect(occurrenceDates({ ...since2019, regra: 'FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30' }, '2026-01-01', '2026-03-31')).toEqual([]);
    expect(ruleProblem({ ...since2019, regra: 'FREQ=DAILY;BYMONTH=4;BYMONTHDAY=31', fim: '9999-12-31' })).toBe('ruleNever');
    expect(Date.now() - started).toBeLessThan(1500);
  });
});
