import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SNOOZE_MINUTES, MAX_SNOOZE_MINUTES, REMINDER_MSG } from '../../shared/schemas/reminders';
import { localInputToOffset, offsetToLocalInput } from './date-time';
import { emptyForm, formFrom, ReminderForm, toRequest } from './reminder-form';
import { snoozeMinutes, SnoozeForm } from './snooze-form';

// The browser's zone decides the offset sent: run these as a browser in São Paulo and in New York would.
const originalTz = process.env.TZ;
const inZone = (zone: string) => {
  process.env.TZ = zone;
};
beforeAll(() => inZone('America/Sao_Paulo'));
afterAll(() => {
  process.env.TZ = originalTz;
});

describe('date-time with offset', () => {
  it("sends the wall time typed with the browser's offset at that moment", () => {
    expect(localInputToOffset('2026-03-01T09:00')).toBe('2026-03-01T09:00:00-03:00');
    inZone('America/New_York');
    expect(localInputToOffset('2026-01-15T09:00')).toBe('2026-01-15T09:00:00-05:00');
    expect(localInputToOffset('2026-07-15T09:00')).toBe('2026-07-15T09:00:00-04:00');
    // 8 March 2026, 02:30 does not exist in New York (clocks jump from 02:00 to 03:00).
    expect(localInputToOffset('2026-03-08T02:30')).toBeNull();
    inZone('America/Sao_Paulo');
  });

  it('refuses what a datetime-local input would not give', () => {
    for (const value of ['', 'amanhã', '2026-02-30T09:00', '2026-03-01 09:00', '2026-03-01T9:00']) expect(localInputToOffset(value), value).toBeNull();
  });

  it('shows a stored instant on the browser clock for editing', () => {
    expect(offsetToLocalInput('2026-03-01T09:00:00-03:00')).toBe('2026-03-01T09:00');
    expect(offsetToLocalInput('2026-03-01T12:00:00+00:00')).toBe('2026-03-01T09:00');
    expect(offsetToLocalInput('lixo')).toBe('');
  });
});

/** The form's messages: the first of each field. */
const errors = (values: object) =>
  Object.fromEntries((ReminderForm.safeParse(values).error?.issues ?? []).reverse().map((i) => [String(i.path[0]), i.message]));

describe('the reminder form', () => {
  it('starts with no repeat and e-mail on', () => {
    expect(emptyForm()).toEqual({ descricao: '', data_hora: '', repeat: 'none', pref_email: true });
  });

  it('builds the request with the trimmed text and the offset', () => {
    expect(toRequest({ descricao: '  Missa  ', data_hora: '2026-03-01T09:00', repeat: 'weekly', pref_email: false })).toEqual({
      descricao: 'Missa',
      data_hora: '2026-03-01T09:00:00-03:00',
      repeat: 'weekly',
      pref_email: false,
    });
  });

  it('requires the date and time and the description', () => {
    expect(errors({ ...emptyForm(), descricao: 'x' })).toEqual({ data_hora: REMINDER_MSG.dateRequired });
    expect(errors({ ...emptyForm(), data_hora: '2026-03-01T09:00', descricao: '   ' })).toEqual({ descricao: REMINDER_MSG.descriptionRequired });
    expect(errors({ ...emptyForm(), data_hora: '2026-02-30T09:00', descricao: 'x' })).toEqual({ data_hora: REMINDER_MSG.dateInvalid });
  });

  it('edits a stored reminder as it was saved', () => {
    const values = formFrom({
      id: 1,
      descricao: 'Ensaio',
      data_hora: '2026-03-01T09:00:00-03:00',
      repeat: 'daily',
      pref_email: false,
      status: 'ativo',
      last_fired_at: null,
      completed_at: null,
    });
    expect(values).toEqual({ descricao: 'Ensaio', data_hora: '2026-03-01T09:00', repeat: 'daily', pref_email: false });
  });
});

describe('the snooze form', () => {
  it('snoozes an empty box by the default 10 minutes, and a typed number by that many', () => {
    expect(snoozeMinutes({ minutes: ' ' })).toBe(DEFAULT_SNOOZE_MINUTES);
    expect(snoozeMinutes({ minutes: '45' })).toBe(45);
  });

  it('refuses 0, fractions, text and more than a week with the shared message', () => {
    for (const minutes of ['0', '1.5', 'dez', String(MAX_SNOOZE_MINUTES + 1)]) {
      expect(SnoozeForm.safeParse({ minutes }).error?.issues[0].message, minutes).toBe(REMINDER_MSG.snoozeInvalid);
    }
    expect(SnoozeForm.safeParse({ minutes: String(MAX_SNOOZE_MINUTES) }).success).toBe(true);
  });
});
