import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { MESSAGE_MAX } from '../../../shared/schemas/chat';
import { TEXT } from '../text';

/** Past this length the remaining characters are shown. */
const COUNTER_FROM = MESSAGE_MAX - 500;

/** Two-row text box and send button: Enter sends, Shift+Enter adds a line; blank text is not sent. */
export function Composer({ disabled, onSend }: { disabled: boolean; onSend: (text: string) => boolean }) {
  const [text, setText] = useState('');
  const blank = text.trim() === '';

  function send() {
    if (!disabled && onSend(text)) setText('');
  }
  function onSubmit(event: FormEvent) {
    event.preventDefault();
    send();
  }
  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  }

  return (
    <form className="composer" onSubmit={onSubmit} part="composer">
      <label className="sr-only" htmlFor="chat-message">
        {TEXT.messageLabel}
      </label>
      <textarea
        id="chat-message"
        rows={2}
        maxLength={MESSAGE_MAX}
        placeholder={TEXT.messagePlaceholder}
        value={text}
        disabled={disabled}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={onKeyDown}
        aria-describedby={text.length > COUNTER_FROM ? 'chat-keys chat-counter' : 'chat-keys'}
      />
      <span id="chat-keys" className="sr-only">
        {TEXT.keysHint}
      </span>
      <div className="composer-side">
        <button type="submit" className="btn btn-primary" disabled={disabled || blank}>
          {TEXT.send}
        </button>
        {text.length > COUNTER_FROM && (
          <span id="chat-counter" className="muted small" aria-live="polite">
            {text.length}/{MESSAGE_MAX}
          </span>
        )}
      </div>
    </form>
  );
}
