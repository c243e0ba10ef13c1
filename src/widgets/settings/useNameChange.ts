import { useState } from 'react';
import { errorText } from '../../core/api/errors';
import { unplacedText, useFormSubmit, useSchemaForm } from '../../core/form';
import { useSession } from '../../core/session/useSession';
import { toast } from '../../core/ui';
import { NameChangeBody } from '../../shared/schemas/session';
import { useChangeName } from './queries';
import { TEXT } from './text';
import { useElementNavigation } from './useElementNavigation';
import { pathTo } from '../../core/paths';

const NAME_REDIRECT_MS = 1000;

/** Display-name change (POST /api/me/name): required; toast, session refresh, /settings after 1 s. */
export function useNameChange(container?: HTMLElement | ShadowRoot) {
  const initial = useSession((s) => s.user?.name ?? '');
  const { goLater } = useElementNavigation(container);
  const form = useSchemaForm<{ name: string }>(NameChangeBody, { name: initial });
  const [done, setDone] = useState(false);
  const save = useChangeName();
  const submit = useFormSubmit(form, ({ name }: { name: string }) => save.mutateAsync(name.trim()), {
    failed: '', // not read: the spec names no line of its own for this screen, so failureText says the server's text or 'Erro {status}'
    failureText: (error, placed) => unplacedText(error, placed, errorText(error)),
    onSaved: () => {
      setDone(true);
      toast.success(TEXT.nameUpdated);
      goLater(pathTo('/settings'), NAME_REDIRECT_MS);
    },
  });

  return { form, saving: save.isPending, done, onSubmit: submit.onSubmit, failure: submit.failure };
}
