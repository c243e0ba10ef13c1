import { describe, expect, it } from 'vitest';
import type { User } from '../../shared/schemas/session';
import { needsTimezone } from './needs-timezone';

const user: User = {
  id: 9,
  user: 'semfuso',
  name: 'Sem Fuso',
  status: 0,
  require_password_change: false,
  accepted_photo: 1,
  avatar: null,
  timezone: null,
  roles: [8],
  paroquia: { id: 1, name: 'Paróquia São José', logo: null },
};

describe('needsTimezone', () => {
  it('asks a signed-in user without a zone', () => {
    expect(needsTimezone(user)).toBe(true);
    expect(needsTimezone({ ...user, timezone: '  ' })).toBe(true);
  });
  it('does not ask when a zone is saved or nobody is signed in', () => {
    expect(needsTimezone({ ...user, timezone: 'America/Sao_Paulo' })).toBe(false);
    expect(needsTimezone(null)).toBe(false);
  });
  it('waits while another step comes first or the account is blocked', () => {
    expect(needsTimezone({ ...user, status: 1 })).toBe(false);
    expect(needsTimezone({ ...user, require_password_change: true })).toBe(false);
    expect(needsTimezone({ ...user, accepted_photo: 0 })).toBe(false);
  });
});
