import { useDebouncedValue } from '../../core/hooks/useDebouncedValue';
import { ACCOUNT_MSG, Username } from '../../shared/schemas/accounts';
import { useUsernameFree } from './queries';

/** The user name is checked this long after typing stops. */
const USERNAME_CHECK_MS = 400;

export type UsernameCheck = { kind: 'idle' } | { kind: 'checking' } | { kind: 'free' } | { kind: 'taken'; text: string };

/**
 * Whether the user name being typed is free in the whole instance (user names are unique across
 * parishes, in any case): asked 400 ms after typing stops, only for a name the shared rule accepts and
 * that is not the account's own (`own`, `except` its id).
 */
export function useUsernameCheck(typed: string, own?: { name: string; id: number }): UsernameCheck {
  const name = useDebouncedValue(typed.trim(), USERNAME_CHECK_MS);
  const asks = Username.safeParse(name).success && name.toLowerCase() !== own?.name.toLowerCase();
  const query = useUsernameFree(name, own?.id, asks);
  if (!asks || name !== typed.trim()) return { kind: asks ? 'checking' : 'idle' };
  if (query.isPending) return { kind: 'checking' };
  if (query.isError) return { kind: 'idle' };
  return query.data ? { kind: 'free' } : { kind: 'taken', text: ACCOUNT_MSG.usernameTaken };
}
