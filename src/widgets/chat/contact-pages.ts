import type { InfiniteData } from '@tanstack/react-query';
import type { ChatContact, ChatUsersPage } from '../../shared/schemas/chat';

/** The pages loaded so far as one list; someone who moved between pages while scrolling shows once. */
export function flattenContacts(pages: readonly ChatUsersPage[] | undefined): ChatContact[] {
  const seen = new Set<number>();
  const list: ChatContact[] = [];
  for (const page of pages ?? []) {
    for (const c of page.items) {
      if (seen.has(c.id)) continue;
      seen.add(c.id);
      list.push(c);
    }
  }
  return list;
}

const collator = new Intl.Collator('pt-BR', { sensitivity: 'base' });

/** The list's order inside a group (pinned, then the rest): people with unread messages first, then by name. */
function compareContacts(a: ChatContact, b: ChatContact): number {
  return Number(b.unread_count > 0) - Number(a.unread_count > 0) || collator.compare(a.name, b.name) || a.id - b.id;
}

/** 'Meus Fixados' and 'Pessoas da sua paróquia', each in the list's order (a pin applied here moves at once). */
export function groupContacts(list: readonly ChatContact[]): { pinned: ChatContact[]; others: ChatContact[] } {
  return {
    pinned: list.filter((c) => c.pinned).sort(compareContacts),
    others: list.filter((c) => !c.pinned).sort(compareContacts),
  };
}

/** The cached pages with one person changed (pinned, unread count...). */
export function patchContact(data: InfiniteData<ChatUsersPage> | undefined, id: number, patch: Partial<ChatContact>): InfiniteData<ChatUsersPage> | undefined {
  if (!data) return data;
  return { ...data, pages: data.pages.map((page) => ({ ...page, items: page.items.map((c) => (c.id === id ? { ...c, ...patch } : c)) })) };
}

/** The offset of the next page, or undefined after the last. */
export function nextOffset(last: ChatUsersPage): number | undefined {
  const next = last.offset + last.limit;
  return last.items.length === last.limit && next < last.total ? next : undefined;
}
