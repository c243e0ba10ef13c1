import type { WidgetProps } from '../../core/elements/define';
import { Toaster } from '../../core/ui';
import { AccountView } from './views/AccountView';
import { ListView } from './views/ListView';
import { NewView } from './views/NewView';

/**
 * The parish's people's accounts (roles 1 and 111): the list (search, role and status filters, CSV), a new
 * account invited by e-mail or with a temporary password, and an account's page (name, e-mail, roles, the
 * register it belongs to, block and unblock, a link to choose a password, a temporary password, the last
 * sign-ins and the history of every change with who made it and when). User names are checked as typed.
 *
 * @tag sacra-users
 * @event {CustomEvent<{ id: number; created: boolean }>} sacra-users-account-saved - uma conta foi criada ou alterada
 * @csspart base
 * @csspart filters
 * @csspart form
 * @csspart sign-ins
 * @csspart audit
 * @csspart banner
 * @csspart toasts
 */
export function UsersWidget({ view, userId, container }: WidgetProps<'sacra-users'>) {
  return (
    <div className="users" part="base">
      <Toaster />
      {view === 'new' ? (
        <NewView container={container} />
      ) : view === 'account' ? (
        <AccountView key={userId} userId={userId} container={container} />
      ) : (
        <ListView container={container} />
      )}
    </div>
  );
}
