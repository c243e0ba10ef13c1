import { useMemo } from 'react';
import { useFormSubmit, useSchemaForm } from '../../core/form';
import { sessionStore } from '../../core/session/store';
import { toast } from '../../core/ui';
import { useSaveTimezone } from './queries';
import { TEXT } from './text';
import { timezoneForm, type TimezoneValues } from './timezone-form';
import { useTimezoneDetection } from './useTimezoneDetection';

/**
 * A time-zone choice with detection and saving (POST /api/me/timezone, then the user is
 * refreshed). Used by the /settings preference and by the prompt, which differ only in
 * the message for an empty choice.
 */
export function useTimezoneSave(initial: string | null | undefined, emptyMessage: string) {
  const schema = useMemo(() => timezoneForm(emptyMessage), [emptyMessage]);
  const form = useSchemaForm<TimezoneValues>(schema, { timezone: initial ?? '' });
  const detection = useTimezoneDetection();
  const save = useSaveTimezone();
  const submit = useFormSubmit(form, ({ timezone }: TimezoneValues) => save.mutateAsync(timezone.trim()), {
    failed: TEXT.timezoneSaveFailed,
    onSaved: async () => {
      toast.success(TEXT.timezoneUpdated);
      await sessionStore.getState().refresh();
    },
  });

  async function detect() {
    const found = await detection.detect();
    if (!found) return;
    form.setValue('timezone', found);
    form.clearErrors('timezone');
  }

  return {
    form,
    detection,
    detect,
    onSubmit: submit.onSubmit,
    failure: submit.failure,
    saving: save.isPending,
    busy: save.isPending || detection.status === 'requesting',
  };
}
