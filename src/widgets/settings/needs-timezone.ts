import type { User } from '../../shared/schemas/session';

/**
 * Whether the signed-in user must be asked for a time zone: none saved, and not in a
 * state where the server refuses the call or another step comes first (blocked,
 * forced password change, first-access photo).
 */
export function needsTimezone(user: User | null): boolean {
  if (!user || user.timezone?.trim()) return false;
  return user.status !== 1 && !user.require_password_change && user.accepted_photo !== 0;
}
