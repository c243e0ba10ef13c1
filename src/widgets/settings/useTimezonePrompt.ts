import { useState } from 'react';
import { useSession } from '../../core/session/useSession';
import { TEXT } from './text';
import { needsTimezone } from './needs-timezone';
import { useTimezoneSave } from './useTimezoneSave';

// Dismissed (Escape or close), the prompt stays away for that user until the page is loaded again.
let dismissedFor: number | null = null;

/** The time-zone modal's state: visibility from the session store, detection, save. */
export function useTimezonePrompt() {
  const user = useSession((s) => s.user);
  const [dismissed, setDismissed] = useState<number | null>(dismissedFor);
  const form = useTimezoneSave(null, TEXT.timezoneRequired);
  const open = needsTimezone(user) && dismissed !== user?.id;
  function dismiss() {
    dismissedFor = user?.id ?? null;
    setDismissed(dismissedFor);
  }
  return { open, dismiss, ...form };
}
