import { useNow } from '../../../core/hooks/useNow';
import { Banner, EmptyState } from '../../../core/ui';
import type { ChatContact, PresenceState } from '../../../shared/schemas/chat';
import { isOnlineNow, LAST_SEEN_REFRESH_MS, lastSeenText } from '../last-seen';
import { withDays } from '../message-list';
import { TEXT } from '../text';
import { useConversation } from '../useConversation';
import { useStickToBottom } from '../useStickToBottom';
import { Avatar } from './Avatar';
import { Composer } from './Composer';
import { PaneFrame } from './PaneFrame';
import { MessageBubble } from './MessageBubble';

/** The right pane: who, 'Online agora' or when last seen, the messages, errors below them, and the text box. */
export function ConversationPane({
  meId,
  contact,
  presence,
  pushConnected,
  timeZone,
  onBack,
  onRead,
}: {
  meId: number;
  contact: ChatContact;
  presence: PresenceState | undefined;
  pushConnected: boolean;
  timeZone: string;
  onBack: () => void;
  onRead: (otherId: number) => void;
}) {
  const now = useNow(LAST_SEEN_REFRESH_MS);
  const conversation = useConversation({ meId, otherId: contact.id, pushConnected, onRead });
  const { box, afterSend } = useStickToBottom<HTMLDivElement>(conversation.messageCount);
  const lastSeen = presence?.other_last_seen ?? contact.last_seen;
  const online = presence?.both_chatting || isOnlineNow(lastSeen, now);
  const status = online ? TEXT.onlineNow : lastSeenText(lastSeen, now, timeZone);

  return (
    <section className="conversation" aria-labelledby="conversation-name" part="conversation">
      <header className="conversation-head">
        <button type="button" className="back" aria-label={TEXT.back} onClick={onBack}>
          ‹
        </button>
        <Avatar id={contact.id} name={contact.name} src={contact.avatar} online={online} />
        <div className="conversation-who">
          <h2 id="conversation-name">{contact.name}</h2>
          <p className={online ? 'status is-online' : 'status muted'} title={lastSeen ? new Date(lastSeen).toLocaleString('pt-BR', { timeZone }) : undefined}>
            {status}
            {presence?.both_chatting && <span className="badge both-chatting">{TEXT.bothChatting}</span>}
          </p>
        </div>
      </header>

      <div className="messages" ref={box}>
        <PaneFrame
          state={conversation.state}
          loading={TEXT.loadingConversation}
          failed={TEXT.conversationFailed}
          notFound={<EmptyState title={TEXT.notMember} />}
          empty={<p className="muted no-messages">{TEXT.noMessages}</p>}
        >
          {(messages) => (
            <ol className="message-list" role="log" aria-live="polite" aria-label={`Mensagens com ${contact.name}`}>
              {withDays(messages, now, timeZone).map((entry) =>
                entry.kind === 'day' ? (
                  <li key={entry.key} className="day-separator">
                    <span>{entry.label}</span>
                  </li>
                ) : (
                  <MessageBubble
                    key={entry.key}
                    message={entry.message}
                    mine={entry.message.sender_id === meId}
                    timeZone={timeZone}
                    onRetry={conversation.retry}
                  />
                ),
              )}
            </ol>
          )}
        </PaneFrame>
      </div>

      {conversation.sendError && (
        <div className="send-error">
          <Banner kind="error">{conversation.sendError}</Banner>
        </div>
      )}
      <Composer
        disabled={conversation.notFound}
        onSend={(text) => {
          const sent = conversation.submit(text);
          if (sent) afterSend();
          return sent;
        }}
      />
    </section>
  );
}
