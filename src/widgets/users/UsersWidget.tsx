import type { ElementProps } from '../../core/elements/define';
import { Toaster } from '../../core/ui';
import { AccountView } from './views/AccountView';
import { ListView } from './views/ListView';
import { NewView } from './views/NewView';

export const USERS_VIEWS = ['list', 'new', 'account'] as const;

export interface UsersWidgetProps extends ElementProps {
  /** list (/usuarios, default), new (/usuarios/novo), account (/usuarios/{id}). */
  view?: (typeof USERS_VIEWS)[number] | string;
  /** The account shown by `account` (attribute `user-id`). */
  userId?: string;
}

/**
 * The parish's people's accounts (roles 1 and 111): the list (search, role and status filters, CSV), a new
 * account invited by e-mail or with a temporary password, and an account's page (name, e-mail, roles, the
 * register it belongs to, block and unblock, a link to choose a password, a temporary password, the last
 * sign-ins and the history of every change with who made it and when). User names are checked as typed.
 *
 * @tag sacra-users
 * @attr {'list' | 'new' | 'account'} view - `list`, `new`, `account`
 * @attr {string} user-id - `account`
 * @event {CustomEvent<{ id: number; created: boolean }>} sacra-users-account-saved - uma conta foi criada ou alterada
 * @csspart base
 * @csspart filters
 * @csspart form
 * @csspart sign-ins
 * @csspart audit
 * @csspart banner
 * @csspart toasts
 */
export function UsersWidget({ view = 'list', userId, container }: UsersWidgetProps) {
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
