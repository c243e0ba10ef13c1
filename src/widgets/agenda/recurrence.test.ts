import { describe, expect, it } from 'vitest';
import { Regra } from '../../shared/schemas/agenda';
import { buildRule, defaultRecurrence, describeRecurrence, parseRule, type Recurrence } from './recurrence';

describe('the recurrence builder', () => {
  it('writes RRULEs the shared schema accepts', () => {
    const cases: Array<[Recurrence, string]> = [
      [{ freq: 'weekly', days: ['WE', 'SU'] }, 'FREQ=WEEKLY;BYDAY=SU,WE'],
      [{ freq: 'monthly-weekday', ordinal: '1', day: 'FR' }, 'FREQ=MONTHLY;BYDAY=1FR'],
      [{ freq: 'monthly-weekday', ordinal: '-1', day: 'SU' }, 'FREQ=MONTHLY;BYDAY=-1SU'],
      [{ freq: 'monthly-day', monthDay: 13 }, 'FREQ=MONTHLY;BYMONTHDAY=13'],
      [{ freq: 'yearly', month: 12, monthDay: 25 }, 'FREQ=YEARLY;BYMONTH=12;BYMONTHDAY=25'],
    ];
    for (const [r, rule] of cases) {
      expect(buildRule(r)).toBe(rule);
      expect(Regra.parse(rule)).toBe(rule);
      expect(parseRule(rule)).toEqual(r.freq === 'weekly' ? { freq: 'weekly', days: ['SU', 'WE'] } : r);
    }
    expect(buildRule({ freq: 'weekly', days: [] })).toBe('');
  });

  it('reads a stored rule back, and leaves what it cannot write again as advanced', () => {
    expect(parseRule('RRULE:freq=weekly;byday=SU')).toEqual({ freq: 'weekly', days: ['SU'] });
    expect(parseRule('FREQ=WEEKLY;BYDAY=WE,SU')).toEqual({ freq: 'weekly', days: ['WE', 'SU'] });
    expect(parseRule('BYDAY=1FR;FREQ=MONTHLY')).toEqual({ freq: 'monthly-weekday', ordinal: '1', day: 'FR' });
    for (const rule of [
      'FREQ=WEEKLY;INTERVAL=2;BYDAY=SU',
      'FREQ=DAILY',
      'FREQ=MONTHLY;BYDAY=5FR',
      'FREQ=WEEKLY;BYDAY=XX',
      'FREQ=YEARLY;BYMONTH=13;BYMONTHDAY=1',
      'lixo',
      '',
    ]) {
      expect(parseRule(rule), rule).toEqual({ freq: 'advanced' });
    }
  });

  it('starts each kind from the start date, and says the rule in Portuguese', () => {
    // 2026-12-04 is the first Friday of December.
    expect(defaultRecurrence('weekly', '2026-12-04')).toEqual({ freq: 'weekly', days: ['FR'] });
    expect(defaultRecurrence('monthly-weekday', '2026-12-04')).toEqual({ freq: 'monthly-weekday', ordinal: '1', day: 'FR' });
    expect(defaultRecurrence('yearly', '2026-12-25')).toEqual({ freq: 'yearly', month: 12, monthDay: 25 });
    expect(describeRecurrence({ freq: 'weekly', days: ['WE', 'SU'] })).toBe('Toda semana: domingo e quarta-feira.');
    expect(describeRecurrence({ freq: 'monthly-weekday', ordinal: '1', day: 'FR' })).toBe('Todo mês: primeira sexta-feira do mês.');
    expect(describeRecurrence({ freq: 'yearly', month: 12, monthDay: 25 })).toBe('Todo ano, em 25 de dezembro.');
  });
});
