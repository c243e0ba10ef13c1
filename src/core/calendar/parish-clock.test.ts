import { describe, expect, it } from 'vitest';
import type { User } from '../../shared/schemas/session';
import { parishTodayOf, parishZoneOf } from './parish-clock';

const userOf = (time_zone?: string): User => ({
  id: 1,
  user: 'secretaria',
  name: 'Secretária',
  status: 0,
  require_password_change: false,
  accepted_photo: 1,
  avatar: null,
  // The user's own zone is for showing times; the parish's is the calendar's.
  timezone: 'Asia/Tokyo',
  roles: [1],
  paroquia: { id: 1, name: 'Paróquia São José', time_zone },
});

describe("the parish's today (useParishToday: the register form's birth date limit, an encounter's day, a carnê's year)", () => {
  it('at 22:00 in São Paulo is that day, not the UTC day that has already turned', () => {
    const at = new Date('2026-03-10T22:00:00-03:00');
    expect(at.toISOString().slice(0, 10)).toBe('2026-03-11');
    expect(parishTodayOf(userOf('America/Sao_Paulo'), at)).toBe('2026-03-10');
  });

  it("follows the parish's zone, not the user's or the browser's", () => {
    const at = new Date('2026-03-11T00:30:00-03:00');
    expect(parishTodayOf(userOf('America/Sao_Paulo'), at)).toBe('2026-03-11');
    expect(parishTodayOf(userOf('America/Manaus'), at)).toBe('2026-03-10');
  });

  it('is Brasília time without a session, or with a zone the browser does not know', () => {
    expect(parishZoneOf(null)).toBe('America/Sao_Paulo');
    expect(parishZoneOf(userOf(undefined))).toBe('America/Sao_Paulo');
    expect(parishZoneOf(userOf('Marte/Olympus'))).toBe('America/Sao_Paulo');
    expect(parishZoneOf(userOf('America/Manaus'))).toBe('America/Manaus');
  });
});
