import { useCallback, useRef } from 'react';
import type { ElementProps } from '../../core/elements/define';
import { displayTimeZone } from '../../core/format';
import { useSession } from '../../core/session/useSession';
import { NotificationPanel } from './NotificationPanel';
import { useDismiss } from './useDismiss';
import { useNotifications } from './useNotifications';

const PANEL_ID = 'notifications-panel';

function BellIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true">
      <path d="M6 9a6 6 0 0 1 12 0c0 5 2 6.5 2 6.5H4S6 14 6 9" />
      <path d="M10 19a2 2 0 0 0 4 0" />
    </svg>
  );
}

/**
 * The header bell: the unread count ('99+' above 99), checked on load and whenever the window gets focus;
 * opening it lists the latest 20 (more than two chat messages fold into '{n} mensagens') and marks them
 * read; 'Limpar' deletes them all. A rise in the count plays a short chime and, if the user allowed it,
 * shows a browser notification.
 *
 * @tag sacra-notifications
 * @summary sino do cabeçalho
 */
export function NotificationsWidget({ container }: ElementProps) {
  const state = useNotifications();
  const timeZone = displayTimeZone(useSession((s) => s.user?.timezone));
  const bell = useRef<HTMLButtonElement>(null);
  const host = container instanceof ShadowRoot ? container.host : (container ?? null);

  const { close } = state;
  const dismiss = useCallback(
    (reason: 'escape' | 'outside') => {
      close();
      if (reason === 'escape') bell.current?.focus();
    },
    [close],
  );
  useDismiss(state.open, host, dismiss);

  const label = state.unread > 0 ? `Notificações: ${state.badge} não lidas` : 'Notificações';
  return (
    <div className="bell">
      <button
        ref={bell}
        type="button"
        className="icon-button bell-button"
        aria-label={label}
        aria-expanded={state.open}
        aria-controls={PANEL_ID}
        onClick={state.toggle}
      >
        <BellIcon />
        {state.badge ? (
          <span className="count-badge" aria-hidden="true">
            {state.badge}
          </span>
        ) : null}
      </button>
      {state.open ? (
        <NotificationPanel
          id={PANEL_ID}
          list={state.list}
          clearing={state.clearing}
          canClear={state.canClear}
          timeZone={timeZone}
          onClear={state.clear}
          onFollowLink={close}
        />
      ) : null}
    </div>
  );
}
