import { useSyncExternalStore } from 'react';
import { displayTimeZone } from '../../core/format';
import type { SessionStore } from '../../core/session/store';
import { isValidTimeZone } from '../../shared/time-zone';

// The page's session store publishes itself on globalThis (src/core/session/store.ts) so separately built
// elements share it. Reading it there, instead of importing the store with its API client, keeps this
// element small when a parish website embeds it alone, where there is no session and the zone comes from
// the attribute or the browser.
const sessionStore = () => (globalThis as { __sacraSession?: SessionStore }).__sacraSession;
const subscribe = (onChange: () => void) => sessionStore()?.subscribe(onChange) ?? (() => {});
const userTimeZone = () => sessionStore()?.getState().user?.timezone ?? null;

/** The `timezone` attribute if valid, else the signed-in user's zone, else the browser's, UTC last. */
export function useDisplayTimeZone(attribute?: string | null): string {
  const userZone = useSyncExternalStore(subscribe, userTimeZone, () => null);
  const override = attribute?.trim();
  return displayTimeZone(override && isValidTimeZone(override) ? override : userZone);
}
