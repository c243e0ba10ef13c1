import { useMemo, useState } from 'react';
import { errorText } from '../../core/api/errors';
import { unplacedText, useFormSubmit, useSchemaForm } from '../../core/form';
import { sessionStore } from '../../core/session/store';
import { useSession } from '../../core/session/useSession';
import { toast } from '../../core/ui';
import { CurrentPassword, newPasswordSchema } from './password-rules';
import { useChangePassword, useVerifyPassword } from './queries';
import { TEXT } from './text';
import { useElementNavigation } from './useElementNavigation';
import { pathTo } from '../../core/paths';

export type PasswordMode = 'senha' | 'mudar-senha';
const PASSWORD_REDIRECT_MS = 1200;

type NewPasswordValues = { new_password: string; confirm_password: string };

/** The server's text or 'Erro {status}' for what no field shows: the spec names no line of its own for these steps. */
const serverText = (error: unknown, placed: string[]) => unplacedText(error, placed, errorText(error));

/**
 * Step 1 of the password change shared by /settings/senha and /mudar-senha: verify the current password
 * (POST /api/login, JSON, remember false). `current` is the verified password, null until then.
 */
export function usePasswordChange() {
  const login = useSession((s) => s.user?.user ?? '');
  const [current, setCurrent] = useState<string | null>(null);
  const form = useSchemaForm<{ password: string }>(CurrentPassword, { password: '' });
  const verify = useVerifyPassword(login);
  const submit = useFormSubmit(form, ({ password }: { password: string }) => verify.mutateAsync(password), {
    failed: '', // not read: serverText says what the server said
    failureText: serverText,
    onSaved: (_answer, { password }) => setCurrent(password),
  });
  return { current, verifyForm: form, verifying: verify.isPending, onVerify: submit.onSubmit, verifyFailure: submit.failure };
}

/**
 * Step 2, once `current` is verified: the new password (POST /api/me/password), checked first with the
 * shared schema and, on the client, against the current password. On success: toast, then after 1.2 s
 * /settings, or /dashboard after refreshing the session.
 */
export function useNewPassword(current: string, mode: PasswordMode, container?: HTMLElement | ShadowRoot) {
  const { goLater } = useElementNavigation(container);
  const schema = useMemo(() => newPasswordSchema(current), [current]);
  const form = useSchemaForm<NewPasswordValues>(schema, { new_password: '', confirm_password: '' });
  const [done, setDone] = useState(false);
  const change = useChangePassword();
  const submit = useFormSubmit(form, change.mutateAsync, {
    failed: '', // not read: serverText says what the server said
    failureText: serverText,
    onSaved: () => {
      setDone(true);
      toast.success(TEXT.passwordChanged);
      if (mode === 'senha') goLater(pathTo('/settings'), PASSWORD_REDIRECT_MS);
      // The guard leaves /mudar-senha once the session says the change is done: refresh only when leaving.
      else goLater(pathTo('/dashboard'), PASSWORD_REDIRECT_MS, () => sessionStore.getState().refresh());
    },
  });
  return { form, saving: change.isPending, done, onSubmit: submit.onSubmit, failure: submit.failure };
}
