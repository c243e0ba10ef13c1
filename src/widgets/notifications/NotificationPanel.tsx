import { getConfig } from '../../core/config';
import { DataFrame, type DataState } from '../../core/data';
import { formatDateTime } from '../../core/format';
import { messagesLabel, type NotificationEntry } from './notification-entries';
import { pathTo } from '../../core/paths';

interface Props {
  id: string;
  list: DataState<NotificationEntry[]>;
  clearing: boolean;
  canClear: boolean;
  timeZone: string;
  onClear: () => void;
  onFollowLink: () => void;
}

function EntryItem({ entry, timeZone, onFollowLink }: { entry: NotificationEntry; timeZone: string; onFollowLink: () => void }) {
  // Chat notifications lead to the conversations; the host routes the link in place.
  const chatHref = `${getConfig().apiBase}${pathTo('/chat')}`;
  if (entry.kind === 'messages') {
    return (
      <li className={entry.unread ? 'entry unread' : 'entry'}>
        <a className="entry-link" href={chatHref} onClick={onFollowLink}>
          <span className="entry-type type-message" aria-hidden="true" />
          <span className="entry-text">
            <strong>{messagesLabel(entry.count)}</strong>
            <span className="muted">Abra Conversas para ler.</span>
          </span>
          <time dateTime={entry.newest.created_at}>{formatDateTime(entry.newest.created_at, timeZone)}</time>
        </a>
      </li>
    );
  }
  const n = entry.notification;
  const content = (
    <>
      <span className={`entry-type type-${n.type}`} aria-hidden="true" />
      <span className="entry-text">
        <strong>{n.title}</strong>
        {n.body ? <span className="muted">{n.body}</span> : null}
      </span>
      <time dateTime={n.created_at}>{formatDateTime(n.created_at, timeZone)}</time>
    </>
  );
  return (
    <li className={n.read ? 'entry' : 'entry unread'}>
      {n.type === 'message' ? (
        <a className="entry-link" href={chatHref} onClick={onFollowLink}>
          {content}
        </a>
      ) : (
        <div className="entry-link">{content}</div>
      )}
    </li>
  );
}

/** The bell's drop-down: newest first, 'Limpar' deletes everything. */
export function NotificationPanel({ id, list, clearing, canClear, timeZone, onClear, onFollowLink }: Props) {
  return (
    <section id={id} className="panel" aria-label="Notificações">
      <header className="panel-header">
        <h2>Notificações</h2>
        <button type="button" className="btn btn-small" onClick={onClear} disabled={clearing || !canClear}>
          Limpar
        </button>
      </header>
      {/* No failure to draw: the bell's failures are silent (a failed list reads as empty). */}
      <DataFrame state={list} loading="Carregando..." failed="" empty="Nenhuma notificação.">
        {(entries) => (
          <ul className="entries">
            {entries.map((entry) => (
              <EntryItem key={entry.kind === 'messages' ? 'messages' : entry.notification.id} entry={entry} timeZone={timeZone} onFollowLink={onFollowLink} />
            ))}
          </ul>
        )}
      </DataFrame>
    </section>
  );
}
