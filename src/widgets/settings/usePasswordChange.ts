import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { errorText } from '../../core/api/errors';
import { placeServerErrors, useSchemaForm } from '../../core/form';
import { sessionStore } from '../../core/session/store';
import { useSession } from '../../core/session/useSession';
import { toast } from '../../core/ui';
import { z } from '../../shared/schemas/zod';
import { changePassword, verifyPassword } from './api';
import { TEXT } from './messages';
import { newPasswordSchema } from './password-rules';
import { useElementNavigation } from './useElementNavigation';
import { pathTo } from '../../core/paths';

export type PasswordMode = 'senha' | 'mudar-senha';
export const PASSWORD_REDIRECT_MS = 1200;

const CurrentPassword = z.object({ password: z.string().min(1, TEXT.required) });
type NewPasswordValues = { new_password: string; confirm_password: string };

/**
 * The two-step password change shared by /settings/senha and /mudar-senha:
 * 1. verify the current password (POST /api/login, JSON, remember false);
 * 2. only then the new-password form (POST /api/me/password), checked first with the shared schema
 *    and, on the client, against the current password.
 * On success: toast, then after 1.2 s /settings, or /dashboard after refreshing the session.
 */
export function usePasswordChange(mode: PasswordMode, container?: HTMLElement | ShadowRoot) {
  const login = useSession((s) => s.user?.user ?? '');
  const { goLater } = useElementNavigation(container);
  const [step, setStep] = useState<'verify' | 'change' | 'done'>('verify');
  const current = useRef('');
  const verifyForm = useSchemaForm<{ password: string }>(CurrentPassword, { password: '' });
  const [newPassword] = useState(() => newPasswordSchema(() => current.current));
  const changeForm = useSchemaForm<NewPasswordValues>(newPassword, { new_password: '', confirm_password: '' });

  const verify = useMutation({ mutationFn: (password: string) => verifyPassword(login, password) });
  const change = useMutation({ mutationFn: (v: NewPasswordValues) => changePassword(v.new_password, v.confirm_password) });

  async function onVerify({ password }: { password: string }) {
    try {
      await verify.mutateAsync(password);
    } catch (error) {
      toast.error(errorText(error));
      return;
    }
    current.current = password;
    setStep('change');
  }

  async function onChange(values: NewPasswordValues) {
    try {
      await change.mutateAsync(values);
    } catch (error) {
      placeServerErrors(changeForm, error);
      toast.error(errorText(error));
      return;
    }
    setStep('done');
    toast.success(TEXT.passwordChanged);
    if (mode === 'senha') goLater(pathTo('/settings'), PASSWORD_REDIRECT_MS);
    // The guard leaves /mudar-senha once the session says the change is done: refresh only when leaving.
    else goLater(pathTo('/dashboard'), PASSWORD_REDIRECT_MS, () => sessionStore.getState().refresh());
  }

  return { step, verifyForm, changeForm, verifying: verify.isPending, saving: change.isPending, onVerify, onChange };
}
