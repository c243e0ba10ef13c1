import { describe, expect, it } from 'vitest';
import type { ChatContact, ChatUsersPage } from '../../shared/schemas/chat';
import { flattenContacts, groupContacts, nextOffset, patchContact } from './contact-pages';

const person = (id: number, name: string, extra: Partial<ChatContact> = {}): ChatContact => ({
  id,
  name,
  user: `u${id}`,
  avatar: null,
  last_seen: null,
  unread_count: 0,
  pinned: false,
  ...extra,
});
const page = (items: ChatContact[], offset: number, total: number, limit = 2): ChatUsersPage => ({ items, total, limit, offset });

describe('groupContacts', () => {
  it('pinned under their own group; inside each, unread first, then by name ignoring accents and case', () => {
    const { pinned, others } = groupContacts([
      person(1, 'beatriz lima'),
      person(2, 'Álvaro Reis'),
      person(3, 'Carla Dias', { pinned: true }),
      person(4, 'Daniel Souza', { pinned: true, unread_count: 2 }),
      person(5, 'Bruno Alves', { unread_count: 1 }),
      person(6, 'Ângela Prado'),
    ]);
    expect(pinned.map((c) => c.name)).toEqual(['Daniel Souza', 'Carla Dias']);
    expect(others.map((c) => c.name)).toEqual(['Bruno Alves', 'Álvaro Reis', 'Ângela Prado', 'beatriz lima']);
  });
});

describe('flattenContacts and nextOffset', () => {
  it('joins pages, each person once', () => {
    const pages = [page([person(1, 'A'), person(2, 'B')], 0, 5), page([person(2, 'B'), person(3, 'C')], 2, 5)];
    expect(flattenContacts(pages).map((c) => c.id)).toEqual([1, 2, 3]);
    expect(flattenContacts(undefined)).toEqual([]);
  });

  it('asks for the next page only while there is more', () => {
    expect(nextOffset(page([person(1, 'A'), person(2, 'B')], 0, 5))).toBe(2);
    expect(nextOffset(page([person(5, 'E')], 4, 5))).toBeUndefined();
    expect(nextOffset(page([person(3, 'C'), person(4, 'D')], 2, 4))).toBeUndefined();
  });
});

describe('patchContact', () => {
  it('changes one person in every page and leaves the rest', () => {
    const data = { pages: [page([person(1, 'A'), person(2, 'B')], 0, 3)], pageParams: [0] };
    const patched = patchContact(data, 2, { pinned: true })!;
    expect(patched.pages[0].items.map((c) => c.pinned)).toEqual([false, true]);
    expect(data.pages[0].items[1].pinned).toBe(false);
    expect(patchContact(undefined, 2, { pinned: true })).toBeUndefined();
  });
});
