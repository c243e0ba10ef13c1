import type { ChatContact } from '../../../shared/schemas/chat';
import { isOnlineNow, lastSeenText } from '../last-seen';
import { Avatar } from './Avatar';

function unreadLabel(n: number): string {
  return n === 1 ? '1 mensagem não lida' : `${n} mensagens não lidas`;
}

export interface RowActions {
  now: Date;
  timeZone: string;
  onSelect: (contact: ChatContact) => void;
  onTogglePin: (contact: ChatContact) => void;
}

/** One person: avatar, name, last-seen text, unread badge, and the pin star beside the row. */
export function ContactRow({ contact, selected, now, timeZone, onSelect, onTogglePin }: RowActions & { contact: ChatContact; selected: boolean }) {
  const online = isOnlineNow(contact.last_seen, now);
  return (
    <li className={`contact${selected ? ' is-selected' : ''}`} data-user-id={contact.id}>
      <button type="button" className="contact-open" aria-current={selected ? 'true' : undefined} onClick={() => onSelect(contact)}>
        <Avatar id={contact.id} name={contact.name} src={contact.avatar} online={online} />
        <span className="contact-text">
          <span className="contact-name">{contact.name}</span>
          <span className={online ? 'contact-seen is-online' : 'contact-seen'}>{lastSeenText(contact.last_seen, now, timeZone)}</span>
        </span>
        {contact.unread_count > 0 && (
          <span className="unread-badge count-badge" aria-label={unreadLabel(contact.unread_count)}>
            {contact.unread_count > 99 ? '99+' : contact.unread_count}
          </span>
        )}
      </button>
      <button
        type="button"
        className={`pin${contact.pinned ? ' is-pinned' : ''}`}
        aria-pressed={contact.pinned}
        aria-label={contact.pinned ? `Desafixar ${contact.name}` : `Fixar ${contact.name}`}
        title={contact.pinned ? 'Desafixar' : 'Fixar'}
        onClick={() => onTogglePin(contact)}
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <path d="M12 2.8l2.8 5.8 6.3.9-4.6 4.4 1.1 6.3L12 17.2l-5.6 3 1.1-6.3-4.6-4.4 6.3-.9z" />
        </svg>
      </button>
    </li>
  );
}
