import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../../core/api/errors';
import { emit, navigate } from '../../core/elements/events';
import { placeServerErrors, unplacedText, useFillOnce, useSchemaForm } from '../../core/form';
import { useSession } from '../../core/session/useSession';
import { toast } from '../../core/ui';
import { roleIds } from '../../shared/roles';
import { grantableRoles, mayManage } from '../../shared/schemas/users';
import { saveAccount } from './api';
import { ROLE_ORDER } from './components/RolesField';
import { accountBody, AccountForm, EMPTY_ACCOUNT, valuesOf, type AccountFormValues } from './form-values';
import { accountQuery, refreshAccounts } from './queries';
import { pathTo } from '../../core/paths';

type Container = HTMLElement | ShadowRoot | undefined;

/** A path's account id, or null when it is not one. */
export const accountIdOf = (userId: string | undefined) => (userId && /^\d{1,10}$/.test(userId) ? Number(userId) : null);

/** The roles the signed-in administrator may grant (only a 111 grants 111). */
export function useGrantable() {
  const actorRoles = roleIds(useSession((s) => s.user));
  return { actorRoles, grantable: grantableRoles(actorRoles, ROLE_ORDER) };
}

/**
 * The new-account form (an invitation by e-mail, or a temporary password) and the account page's form:
 * checked with the shared rules, saved, the server's refusals put on their fields. A new account opens
 * its page once created.
 */
export function useAccountForm(id: number | null, container: Container) {
  const queryClient = useQueryClient();
  const { actorRoles, grantable } = useGrantable();
  const account = useQuery({ ...accountQuery(id ?? 0), enabled: id !== null });
  const form = useSchemaForm<AccountFormValues>(AccountForm, EMPTY_ACCOUNT);
  const filled = useFillOnce(form, account.data, valuesOf);
  const [failure, setFailure] = useState<string | null>(null);
  const save = useMutation({ mutationFn: (values: AccountFormValues) => saveAccount(id, accountBody(values, id === null)) });

  async function onSubmit(values: AccountFormValues) {
    setFailure(null);
    try {
      const saved = await save.mutateAsync(values);
      await refreshAccounts(queryClient);
      emit(container, 'sacra-users-account-saved', { id: saved.data.id, created: id === null });
      if (saved.message) toast.success(saved.message);
      if (id === null) navigate(container, pathTo('/usuarios/{id}', { id: saved.data.id }));
      else form.reset(valuesOf(saved.data));
    } catch (error) {
      setFailure(unplacedText(error, placeServerErrors(form, error), 'Falha ao salvar a conta'));
    }
  }

  const missing = id !== null && account.error instanceof ApiError && account.error.status === 404;
  return {
    form,
    grantable,
    account: account.data,
    /** A role-1 administrator sees a 111's account but changes nothing in it. */
    readOnly: account.data ? !mayManage(actorRoles, account.data.regras) : false,
    loading: id !== null && !filled && !account.isError,
    missing,
    loadError: id !== null && account.isError && !missing ? account.error : null,
    retry: () => void account.refetch(),
    saving: save.isPending,
    failure,
    closeFailure: () => setFailure(null),
    onSubmit,
  };
}

export type AccountFormController = ReturnType<typeof useAccountForm>;
