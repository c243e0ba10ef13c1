import { describe, expect, it } from 'vitest';
import { formatOffsetDateTime, parseOffsetDateTime, ReminderBody, SnoozeBody } from './reminders';

describe('offset date-times (data_hora)', () => {
  it('reads the instant and the offset it was written with, and writes it back the same way', () => {
    for (const text of ['2026-03-01T09:00:00-03:00', '2026-03-01T09:00:00+05:30', '2026-12-31T23:59:59+00:00', '2026-06-15T00:00:00-09:30']) {
      const parsed = parseOffsetDateTime(text)!;
      expect(formatOffsetDateTime(parsed.at, parsed.offsetMinutes)).toBe(text);
    }
    expect(parseOffsetDateTime('2026-03-01T09:00-03:00')).toEqual({ at: new Date('2026-03-01T12:00:00Z'), offsetMinutes: -180 });
    expect(parseOffsetDateTime('2026-03-01T09:00:00.5Z')).toEqual({ at: new Date('2026-03-01T09:00:00.500Z'), offsetMinutes: 0 });
  });

  it('refuses text without an offset or that is not a real calendar time', () => {
    for (const text of [
      '2026-03-01T09:00:00',
      '2026-02-29T09:00:00Z',
      '2026-13-01T09:00:00Z',
      '2026-03-01T25:00:00Z',
      '2026-03-01T09:60:00Z',
      '2026-03-01T09:00:00+14:60',
      'amanhã',
      '',
    ]) {
      expect(parseOffsetDateTime(text), text).toBeNull();
    }
    expect(parseOffsetDateTime('2028-02-29T09:00:00Z')).not.toBeNull();
  });

  it('the request body defaults to no repeat and e-mail on; snooze to 10 minutes', () => {
    const body = ReminderBody.parse({ descricao: ' x ', data_hora: '2026-03-01T09:00:00-03:00' });
    expect(body).toMatchObject({ descricao: 'x', repeat: 'none', pref_email: true });
    expect(SnoozeBody.parse(undefined)).toEqual({ minutes: 10 });
    expect(SnoozeBody.parse({})).toEqual({ minutes: 10 });
    expect(SnoozeBody.parse({ minutes: '25' })).toEqual({ minutes: 25 });
  });
});
