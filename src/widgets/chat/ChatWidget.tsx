import type { ElementProps } from '../../core/elements/define';
import { useSession } from '../../core/session/useSession';
import { EmptyState, Spinner, Toaster } from '../../core/ui';
import type { User } from '../../shared/schemas/session';
import { ContactList } from './components/ContactList';
import { ConversationPane } from './components/ConversationPane';
import { TEXT } from './text';
import { useChat } from './useChat';

export type ChatWidgetProps = ElementProps;

/**
 * `<sacra-chat>`: 'Conversas' (/chat). The people of the signed-in user's parish
 * on the left (search, page size, pinned first, unread badges, loaded as it scrolls), the open
 * conversation on the right. New messages and presence arrive through GET /api/chat/stream
 * (server-sent events); while that channel is down the conversation is polled every 5 s.
 * On a narrow screen one pane shows at a time.
 *
 * Attributes: `api` (portal origin when embedded). The base part's `data-push` tells whether the push channel is up ('on'/'off').
 * Events: `sacra-chat-message-received` `{ id, senderId }` when a pushed message from someone else arrives.
 * Parts: `base`, `contacts`, `conversation`, `composer`, `empty-state`, `banner`, `toasts`.
 */
export function ChatWidget({ container }: ChatWidgetProps) {
  const user = useSession((s) => s.user);
  const loading = useSession((s) => s.loading);
  if (!user) return loading ? <Spinner /> : <p className="muted">{TEXT.signedOut}</p>;
  return <ChatScreen key={user.id} me={user} container={container} />;
}

function ChatScreen({ me, container }: { me: User; container?: HTMLElement | ShadowRoot }) {
  const chat = useChat(me, container);
  return (
    <div className={`chat${chat.open ? ' has-open' : ''}`} part="base" data-push={chat.pushConnected ? 'on' : 'off'}>
      <Toaster />
      {/* The page's title for assistive technology; the chat keeps its height for the two panes. */}
      <h1 className="sr-only">{TEXT.title}</h1>
      <ContactList contacts={chat.contacts} selectedId={chat.open?.id ?? null} timeZone={chat.timeZone} onSelect={chat.select} />
      <div className="chat-pane">
        {chat.open ? (
          <ConversationPane
            key={chat.open.id}
            meId={me.id}
            contact={chat.open}
            presence={chat.presence}
            pushConnected={chat.pushConnected}
            timeZone={chat.timeZone}
            onBack={chat.close}
            onRead={chat.contacts.clearUnread}
          />
        ) : (
          <EmptyState title={TEXT.selectSomeone} />
        )}
      </div>
    </div>
  );
}
