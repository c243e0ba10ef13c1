import type { ElementProps } from '../../core/elements/define';
import { useUser } from '../../core/session/SignedIn';
import { EmptyState, Toaster } from '../../core/ui';
import type { User } from '../../shared/schemas/session';
import { ContactList } from './components/ContactList';
import { ConversationPane } from './components/ConversationPane';
import { TEXT } from './text';
import { useChat } from './useChat';

export type ChatWidgetProps = ElementProps;

/**
 * 'Conversas': the people of the signed-in user's parish on the left (search, page size, pinned first,
 * unread badges, loaded as it scrolls), the open conversation on the right. New messages and presence
 * arrive through GET /api/chat/stream (server-sent events); while that channel is down the conversation
 * is polled every 5 s. On a narrow screen one pane shows at a time.
 *
 * @tag sacra-chat
 * @event {CustomEvent<{ id: number; senderId: number }>} sacra-chat-message-received - chegou pelo canal uma mensagem de outra pessoa
 * @csspart base - com `data-push` = `on`/`off`
 * @csspart contacts
 * @csspart conversation
 * @csspart composer
 * @cssproperty --sacra-chat-height
 */
export function ChatWidget({ container }: ChatWidgetProps) {
  const user = useUser();
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
