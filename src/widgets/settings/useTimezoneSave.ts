import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { errorText } from '../../core/api/errors';
import { sessionStore } from '../../core/session/store';
import { toast } from '../../core/ui';
import { isValidTimeZone } from '../../shared/time-zone';
import { saveTimezone } from './api';
import { TEXT } from './messages';
import { useTimezoneDetection } from './useTimezoneDetection';

/**
 * A time-zone choice with detection and saving (POST /api/me/timezone, then the user is
 * refreshed). Used by the /settings preference and by the prompt, which differ only in
 * the message for an empty choice.
 */
export function useTimezoneSave(initial: string | null | undefined, emptyMessage: string) {
  const [zone, setZoneState] = useState(initial ?? '');
  const [error, setError] = useState<string | null>(null);
  const detection = useTimezoneDetection();
  const save = useMutation({ mutationFn: saveTimezone });

  function setZone(value: string) {
    setZoneState(value);
    setError(null);
  }

  async function detect() {
    const found = await detection.detect();
    if (found) setZone(found);
  }

  async function onSave() {
    if (!zone) {
      setError(emptyMessage);
      return;
    }
    if (!isValidTimeZone(zone)) {
      setError(TEXT.timezoneInvalid);
      return;
    }
    try {
      await save.mutateAsync(zone);
    } catch (failure) {
      toast.error(errorText(failure, TEXT.timezoneSaveFailed));
      return;
    }
    toast.success(TEXT.timezoneUpdated);
    await sessionStore.getState().refresh();
  }

  return { zone, setZone, error, detection, detect, onSave, saving: save.isPending };
}
