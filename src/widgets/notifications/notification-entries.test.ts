import { describe, expect, it } from 'vitest';
import type { Notification } from '../../shared/schemas/notifications';
import { badgeText, countRose, messagesLabel, notificationEntries } from './notification-entries';

let nextId = 1;
const note = (type: Notification['type'], read = false): Notification => ({
  id: nextId++,
  type,
  title: `${type} ${nextId}`,
  body: null,
  created_at: '2026-03-01T12:00:00Z',
  read,
});

describe('notificationEntries', () => {
  it('keeps up to two message notifications as they are', () => {
    const list = [note('message'), note('alert'), note('message')];
    expect(notificationEntries(list).map((e) => e.kind)).toEqual(['single', 'single', 'single']);
  });

  it('folds more than two messages into one entry where the newest was', () => {
    const alert = note('alert');
    const first = note('message', true);
    const list = [alert, first, note('info'), note('message', true), note('message')];
    const entries = notificationEntries(list);
    expect(entries.map((e) => e.kind)).toEqual(['single', 'messages', 'single']);
    const folded = entries[1];
    expect(folded.kind === 'messages' && folded.count).toBe(3);
    expect(folded.kind === 'messages' && folded.newest).toBe(first);
    expect(folded.kind === 'messages' && folded.unread).toBe(true);
    expect(messagesLabel(3)).toBe('3 mensagens');
  });

  it('returns nothing for an empty list', () => {
    expect(notificationEntries([])).toEqual([]);
  });
});

describe('badgeText', () => {
  it('hides the badge at zero and caps it at 99+', () => {
    expect(badgeText(0)).toBeNull();
    expect(badgeText(-1)).toBeNull();
    expect(badgeText(1)).toBe('1');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
  });
});

describe('countRose', () => {
  it('is true only when a known count grows', () => {
    expect(countRose(undefined, 3)).toBe(false);
    expect(countRose(2, 2)).toBe(false);
    expect(countRose(3, 1)).toBe(false);
    expect(countRose(0, 1)).toBe(true);
  });
});
