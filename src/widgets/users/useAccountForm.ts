import { emit, navigate } from '../../core/elements/events';
import { useFillOnce, useFormSubmit, useSchemaForm } from '../../core/form';
import { useSession } from '../../core/session/useSession';
import { toast } from '../../core/ui';
import { roleIds } from '../../shared/roles';
import { grantableRoles, mayManage, type AccountDetail } from '../../shared/schemas/users';
import { ROLE_ORDER } from './components/RolesField';
import { AccountForm, EMPTY_ACCOUNT, valuesOf, type AccountFormValues } from './form-values';
import { useAccount, useSaveAccount } from './queries';
import { pathTo } from '../../core/paths';

type Container = HTMLElement | ShadowRoot | undefined;

/** A path's account id, or null when it is not one. */
export const accountIdOf = (userId: string | undefined) => (userId && /^\d{1,10}$/.test(userId) ? Number(userId) : null);

/** The roles the signed-in administrator may grant (only a 111 grants 111). */
function useGrantable() {
  const actorRoles = roleIds(useSession((s) => s.user));
  return { actorRoles, grantable: grantableRoles(actorRoles, ROLE_ORDER) };
}

/**
 * The new-account form (an invitation by e-mail, or a temporary password) and the account page's form:
 * checked with the shared rules, saved, the server's refusals put on their fields. A new account opens
 * its page once created.
 */
export function useAccountForm(id: number | null, container: Container) {
  const { actorRoles, grantable } = useGrantable();
  const account = useAccount(id);
  const form = useSchemaForm<AccountFormValues>(AccountForm, EMPTY_ACCOUNT);
  useFillOnce(form, account.data ?? undefined, valuesOf);
  const save = useSaveAccount(id);
  const submit = useFormSubmit(form, save.mutateAsync, {
    failed: 'Falha ao salvar a conta',
    onSaved: (saved) => {
      emit(container, 'sacra-users-account-saved', { id: saved.data.id, created: id === null });
      if (saved.message) toast.success(saved.message);
      if (id === null) navigate(container, pathTo('/usuarios/{id}', { id: saved.data.id }));
      else form.reset(valuesOf(saved.data));
    },
  });

  return {
    form,
    grantable,
    /** The account shown (its data null: there is no such account). */
    account,
    /** A role-1 administrator sees a 111's account but changes nothing in it. */
    readOnly: (shown: AccountDetail) => !mayManage(actorRoles, shown.regras),
    saving: save.isPending,
    failure: submit.failure,
    closeFailure: submit.dismissFailure,
    onSubmit: submit.onSubmit,
  };
}
