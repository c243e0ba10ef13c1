import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { errorText } from '../../core/api/errors';
import { sessionStore } from '../../core/session/store';
import { useSession } from '../../core/session/useSession';
import { toast } from '../../core/ui';
import { changeName } from './api';
import { TEXT } from './messages';
import { useElementNavigation } from './useElementNavigation';

export const NAME_REDIRECT_MS = 1000;

/** Display-name change (POST /api/me/name): required; toast, session refresh, /settings after 1 s. */
export function useNameChange(container?: HTMLElement | ShadowRoot) {
  const initial = useSession((s) => s.user?.name ?? '');
  const { goLater } = useElementNavigation(container);
  const [name, setName] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const save = useMutation({ mutationFn: changeName });

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const value = name.trim();
    if (!value) {
      setError(TEXT.nameRequired);
      return;
    }
    setError(null);
    try {
      await save.mutateAsync(value);
    } catch (error) {
      toast.error(errorText(error));
      return;
    }
    setDone(true);
    toast.success(TEXT.nameUpdated);
    void sessionStore.getState().refresh();
    goLater('/settings', NAME_REDIRECT_MS);
  }

  return { name, setName, error, saving: save.isPending, done, onSubmit };
}
