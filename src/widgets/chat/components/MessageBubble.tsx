import { useState } from 'react';
import { formatTime } from '../../../core/format';
import { RETRY_LABEL } from '../../../core/ui/ErrorState';
import type { ChatMessage } from '../message-list';
import { TEXT } from '../text';
import { useOverflow } from '../useOverflow';

/**
 * One message, always as text (React escapes it; no HTML is ever interpreted). Long ones are
 * collapsed to a maximum height with a read-more toggle; a local one shows it is being sent, or
 * that it failed with a way to try again.
 */
export function MessageBubble({
  message,
  mine,
  timeZone,
  onRetry,
}: {
  message: ChatMessage;
  mine: boolean;
  timeZone: string;
  onRetry: (localId: string) => void;
}) {
  const [expanded, setExpanded] = useState(false);
  const [textRef, overflows] = useOverflow<HTMLParagraphElement>(message.message);
  const id = `msg-${message.localId ?? message.id}`;
  return (
    <li className={`bubble-row${mine ? ' mine' : ''}`} data-message-id={message.optimistic ? undefined : message.id}>
      <div className={`bubble${message.error ? ' has-error' : ''}`}>
        <p id={id} ref={textRef} className={`bubble-text${expanded ? '' : ' collapsed'}`}>
          {message.message}
        </p>
        {(overflows || expanded) && (
          <button type="button" className="read-more" aria-expanded={expanded} aria-controls={id} onClick={() => setExpanded((e) => !e)}>
            {expanded ? TEXT.readLess : TEXT.readMore}
          </button>
        )}
        <span className="bubble-meta">
          {message.error ? (
            <>
              <span className="bubble-error">{message.error}</span>
              <button type="button" className="link-button" onClick={() => onRetry(message.localId!)}>
                {RETRY_LABEL}
              </button>
            </>
          ) : message.optimistic ? (
            TEXT.sending
          ) : (
            <time dateTime={message.created_at}>{formatTime(message.created_at, timeZone)}</time>
          )}
        </span>
      </div>
    </li>
  );
}
