import { useEffect, useRef } from 'react';
import { clearPresence, setPresence } from './api';
import { usePresenceState } from './queries';

/** While a conversation is open: our presence renewed every 20 s (the other person's is read every 8 s: queries.ts). */
const PRESENCE_SET_MS = 20_000;

// Presence calls leave one after the other, so a 'clear' can never overtake the 'set' before it.
let queue: Promise<unknown> = Promise.resolve();
function inOrder(call: () => Promise<unknown>): void {
  queue = queue.then(call).catch(() => undefined);
}

/**
 * Presence of the open conversation (`otherId`, null when none): set now and every 20 s,
 * cleared when the conversation closes, the element goes away or the page unloads; the other
 * side's state (both_chatting, other_last_seen) read every 8 s and updated by pushes.
 */
export function usePresence(otherId: number | null) {
  const present = useRef(false);

  useEffect(() => {
    if (otherId === null) {
      if (present.current) inOrder(() => clearPresence());
      present.current = false;
      return;
    }
    present.current = true;
    const beat = () => inOrder(() => setPresence(otherId));
    beat();
    const timer = setInterval(beat, PRESENCE_SET_MS);
    return () => clearInterval(timer);
  }, [otherId]);

  useEffect(() => {
    const onPageHide = () => {
      if (present.current) void clearPresence(true).catch(() => undefined);
    };
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      if (present.current) inOrder(() => clearPresence());
      present.current = false;
    };
  }, []);

  return usePresenceState(otherId);
}
