import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { errorText } from '../../core/api/errors';
import { placeServerErrors, useSchemaForm } from '../../core/form';
import { sessionStore } from '../../core/session/store';
import { useSession } from '../../core/session/useSession';
import { toast } from '../../core/ui';
import { NameChangeBody } from '../../shared/schemas/session';
import { changeName } from './api';
import { TEXT } from './messages';
import { useElementNavigation } from './useElementNavigation';
import { pathTo } from '../../core/paths';

export const NAME_REDIRECT_MS = 1000;

/** Display-name change (POST /api/me/name): required; toast, session refresh, /settings after 1 s. */
export function useNameChange(container?: HTMLElement | ShadowRoot) {
  const initial = useSession((s) => s.user?.name ?? '');
  const { goLater } = useElementNavigation(container);
  const form = useSchemaForm<{ name: string }>(NameChangeBody, { name: initial });
  const [done, setDone] = useState(false);
  const save = useMutation({ mutationFn: changeName });

  async function onSubmit({ name }: { name: string }) {
    try {
      await save.mutateAsync(name.trim());
    } catch (error) {
      placeServerErrors(form, error);
      toast.error(errorText(error));
      return;
    }
    setDone(true);
    toast.success(TEXT.nameUpdated);
    void sessionStore.getState().refresh();
    goLater(pathTo('/settings'), NAME_REDIRECT_MS);
  }

  return { form, saving: save.isPending, done, onSubmit };
}
