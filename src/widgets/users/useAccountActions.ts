import { useState } from 'react';
import { errorText } from '../../core/api/errors';
import { useFormSubmit, useSchemaForm } from '../../core/form';
import { toast } from '../../core/ui';
import { NewPassword } from '../../shared/schemas/accounts';
import type { AccountDetail } from '../../shared/schemas/users';
import { z } from '../../shared/schemas/zod';
import { useSendLink, useSetBlocked, useSetTemporaryPassword } from './queries';

const TemporaryPasswordForm = z.object({ senha_temporaria: NewPassword });

/**
 * The account page's actions: block (after a confirmation) and unblock, a new link by e-mail to choose a
 * password, and a temporary password set here (the account's sessions end; it is changed at the next sign-in).
 */
export function useAccountActions(account: AccountDetail | undefined) {
  const [confirmBlock, setConfirmBlock] = useState(false);
  const [passwordOpen, setPasswordOpen] = useState(false);
  const passwordForm = useSchemaForm<{ senha_temporaria: string }>(TemporaryPasswordForm, { senha_temporaria: '' });
  const said = (message: string | undefined) => message && toast.success(message);
  const failed = (error: unknown) => toast.error(errorText(error, 'Falha ao alterar a conta'));

  const block = useSetBlocked(account);
  const link = useSendLink(account);
  const password = useSetTemporaryPassword(account);
  const passwordSubmit = useFormSubmit(passwordForm, ({ senha_temporaria }) => password.mutateAsync(senha_temporaria), {
    failed: 'Falha ao definir a senha',
    onSaved: (saved) => {
      setPasswordOpen(false);
      passwordForm.reset({ senha_temporaria: '' });
      said(`${saved.message ?? ''} A senha temporária vale para o próximo acesso, quando a pessoa escolhe a dela.`.trim());
    },
  });

  return {
    busy: block.isPending || link.isPending,
    askBlock: () => setConfirmBlock(true),
    confirmBlock,
    cancelBlock: () => setConfirmBlock(false),
    block: () => block.mutate(true, { onSuccess: (r) => said(r.message), onError: failed, onSettled: () => setConfirmBlock(false) }),
    unblock: () => block.mutate(false, { onSuccess: (r) => said(r.message), onError: failed }),
    sendLink: () => link.mutate(undefined, { onSuccess: said, onError: failed }),
    password: {
      open: passwordOpen,
      show: () => setPasswordOpen(true),
      close: () => setPasswordOpen(false),
      form: passwordForm,
      save: passwordSubmit.onSubmit,
      saving: password.isPending,
      failure: passwordSubmit.failure,
    },
  };
}
