import { useCallback, useState } from 'react';
import { displayTimeZone } from '../../core/format';
import type { ChatContact } from '../../shared/schemas/chat';
import type { User } from '../../shared/schemas/session';
import { useChatStream } from './useChatStream';
import { useContacts } from './useContacts';
import { usePresence } from './usePresence';

/** The chat screen: the people list, who is open on the right, the push channel and the open conversation's presence. */
export function useChat(me: User, container: HTMLElement | ShadowRoot | undefined) {
  const [selected, setSelected] = useState<ChatContact | null>(null);
  const contacts = useContacts();
  const openId = selected?.id ?? null;
  const { connected } = useChatStream(me.id, openId, container);
  const presence = usePresence(openId);
  // The list refreshes every 15 s: show the open person's latest data (pin, last seen) from it.
  const open = selected ? (contacts.list.find((c) => c.id === selected.id) ?? selected) : null;
  return {
    me,
    contacts,
    open,
    select: setSelected,
    close: useCallback(() => setSelected(null), []),
    pushConnected: connected,
    presence,
    timeZone: displayTimeZone(me.timezone),
  };
}
