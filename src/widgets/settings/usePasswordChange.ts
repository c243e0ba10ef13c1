import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { errorText } from '../../core/api/errors';
import { sessionStore } from '../../core/session/store';
import { useSession } from '../../core/session/useSession';
import { toast } from '../../core/ui';
import { changePassword, verifyPassword } from './api';
import { TEXT } from './messages';
import { newPasswordErrors, type NewPasswordErrors } from './password-rules';
import { useElementNavigation } from './useElementNavigation';

export type PasswordMode = 'senha' | 'mudar-senha';
export const PASSWORD_REDIRECT_MS = 1200;

/**
 * The two-step password change shared by /settings/senha and /mudar-senha:
 * 1. verify the current password (POST /api/login, JSON, remember false);
 * 2. only then the new-password form (POST /api/me/password), checked first on the client.
 * On success: toast, then after 1.2 s /settings, or /dashboard after refreshing the session.
 */
export function usePasswordChange(mode: PasswordMode, container?: HTMLElement | ShadowRoot) {
  const login = useSession((s) => s.user?.user ?? '');
  const { goLater } = useElementNavigation(container);
  const [step, setStep] = useState<'verify' | 'change' | 'done'>('verify');
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [currentError, setCurrentError] = useState<string | null>(null);
  const [errors, setErrors] = useState<NewPasswordErrors>({});

  const verify = useMutation({ mutationFn: () => verifyPassword(login, current) });
  const change = useMutation({ mutationFn: () => changePassword(next, confirm) });

  async function onVerify(event: FormEvent) {
    event.preventDefault();
    if (!current) {
      setCurrentError(TEXT.required);
      return;
    }
    setCurrentError(null);
    try {
      await verify.mutateAsync();
      setStep('change');
    } catch (error) {
      toast.error(errorText(error));
    }
  }

  async function onChange(event: FormEvent) {
    event.preventDefault();
    const found = newPasswordErrors({ current, next, confirm });
    setErrors(found);
    if (found.next || found.confirm) return;
    try {
      await change.mutateAsync();
    } catch (error) {
      toast.error(errorText(error));
      return;
    }
    setStep('done');
    toast.success(TEXT.passwordChanged);
    if (mode === 'senha') goLater('/settings', PASSWORD_REDIRECT_MS);
    // The guard leaves /mudar-senha once the session says the change is done: refresh only when leaving.
    else goLater('/dashboard', PASSWORD_REDIRECT_MS, () => sessionStore.getState().refresh());
  }

  return {
    step,
    fields: { current, next, confirm },
    setCurrent,
    setNext: (value: string) => (setNext(value), setErrors((e) => ({ ...e, next: undefined }))),
    setConfirm: (value: string) => (setConfirm(value), setErrors((e) => ({ ...e, confirm: undefined }))),
    currentError,
    errors,
    verifying: verify.isPending,
    saving: change.isPending,
    onVerify,
    onChange,
  };
}
