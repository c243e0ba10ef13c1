import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorText } from '../../core/api/errors';
import { placeServerErrors, unplacedText, useSchemaForm } from '../../core/form';
import { toast } from '../../core/ui';
import { NewPassword } from '../../shared/schemas/accounts';
import type { AccountDetail } from '../../shared/schemas/users';
import { z } from '../../shared/schemas/zod';
import { saveAccount, sendLink, setBlocked } from './api';
import { accountBody, valuesOf } from './form-values';
import { refreshAccounts } from './queries';

const TemporaryPasswordForm = z.object({ senha_temporaria: NewPassword });

/**
 * The account page's actions: block (after a confirmation) and unblock, a new link by e-mail to choose a
 * password, and a temporary password set here (the account's sessions end; it is changed at the next sign-in).
 */
export function useAccountActions(account: AccountDetail | undefined) {
  const queryClient = useQueryClient();
  const [confirmBlock, setConfirmBlock] = useState(false);
  const [passwordOpen, setPasswordOpen] = useState(false);
  const [passwordFailure, setPasswordFailure] = useState<string | null>(null);
  const passwordForm = useSchemaForm<{ senha_temporaria: string }>(TemporaryPasswordForm, { senha_temporaria: '' });
  const done = async (message: string | undefined) => {
    await refreshAccounts(queryClient);
    if (message) toast.success(message);
  };
  const failed = (error: unknown) => toast.error(errorText(error, 'Falha ao alterar a conta'));

  const block = useMutation({ mutationFn: (blocked: boolean) => setBlocked(account!.id, blocked), onSuccess: (r) => done(r.message), onError: failed });
  const link = useMutation({ mutationFn: () => sendLink(account!.id), onSuccess: done, onError: failed });
  const password = useMutation({
    mutationFn: (senha: string) => saveAccount(account!.id, { ...accountBody(valuesOf(account!), false), senha_temporaria: senha }),
  });

  async function setPassword({ senha_temporaria }: { senha_temporaria: string }) {
    setPasswordFailure(null);
    try {
      const saved = await password.mutateAsync(senha_temporaria);
      setPasswordOpen(false);
      passwordForm.reset({ senha_temporaria: '' });
      await done(`${saved.message ?? ''} A senha temporária vale para o próximo acesso, quando a pessoa escolhe a dela.`.trim());
    } catch (error) {
      setPasswordFailure(unplacedText(error, placeServerErrors(passwordForm, error), 'Falha ao definir a senha'));
    }
  }

  return {
    busy: block.isPending || link.isPending,
    askBlock: () => setConfirmBlock(true),
    confirmBlock,
    cancelBlock: () => setConfirmBlock(false),
    block: () => block.mutate(true, { onSettled: () => setConfirmBlock(false) }),
    unblock: () => block.mutate(false),
    sendLink: () => link.mutate(),
    password: {
      open: passwordOpen,
      show: () => setPasswordOpen(true),
      close: () => setPasswordOpen(false),
      form: passwordForm,
      save: setPassword,
      saving: password.isPending,
      failure: passwordFailure,
    },
  };
}
