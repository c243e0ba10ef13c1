import { useEffect, useRef, useState } from 'react';
import { emit } from '../../core/elements/events';
import { Message, PresenceEvent } from '../../shared/schemas/chat';
import { streamUrl } from './api';
import { useChatCache } from './queries';

/** After the browser gives up on the stream, try again after this long, doubling up to the maximum. */
const RECONNECT_MS = 3000;
const RECONNECT_MAX_MS = 30_000;

function parse<T>(schema: { safeParse(v: unknown): { success: true; data: T } | { success: false } }, text: string): T | null {
  try {
    const result = schema.safeParse(JSON.parse(text));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}

/**
 * The push channel (GET /api/chat/stream, server-sent events) while the chat is open: new
 * messages go straight into the cached conversation, presence changes into the presence state,
 * and people with new messages refresh the list's badges. `connected` is false while the channel
 * is down, which turns the conversation's 5 s poll back on; reconnecting catches up on everything.
 */
export function useChatStream(meId: number, openId: number | null, container: HTMLElement | ShadowRoot | undefined): { connected: boolean } {
  const cache = useChatCache();
  const [connected, setConnected] = useState(false);
  // The open conversation, read by the stream's handlers without reconnecting when it changes.
  const open = useRef(openId);
  useEffect(() => {
    open.current = openId;
  }, [openId]);

  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    let wasDown = false;
    let delay = RECONNECT_MS;

    const onMessage = (event: MessageEvent<string>) => {
      const m = parse(Message, event.data);
      if (!m) return;
      const other = m.sender_id === meId ? m.receiver_id : m.sender_id;
      // Only a conversation already loaded is updated; another one loads in full when opened.
      cache.addMessage(other, m, true);
      if (m.sender_id === meId) return;
      emit(container, 'sacra-chat-message-received', { id: m.id, senderId: m.sender_id });
      if (other !== open.current) cache.refreshContacts();
    };
    const onPresence = (event: MessageEvent<string>) => {
      const p = parse(PresenceEvent, event.data);
      if (p) cache.setPresence(p);
    };

    const connect = () => {
      if (stopped) return;
      const es = new EventSource(streamUrl(), { withCredentials: true });
      source = es;
      es.onopen = () => {
        setConnected(true);
        delay = RECONNECT_MS;
        if (wasDown) cache.refreshAll();
        wasDown = false;
      };
      es.onerror = () => {
        setConnected(false);
        wasDown = true;
        // CONNECTING: the browser retries by itself. CLOSED (an error answer): retry here, more slowly each time.
        if (es.readyState === EventSource.CLOSED) {
          es.close();
          timer = setTimeout(connect, delay);
          delay = Math.min(delay * 2, RECONNECT_MAX_MS);
        }
      };
      es.addEventListener('message', onMessage);
      es.addEventListener('presence', onPresence);
    };
    connect();
    return () => {
      stopped = true;
      clearTimeout(timer);
      source?.close();
      setConnected(false);
    };
  }, [meId, cache, container]);

  return { connected };
}
