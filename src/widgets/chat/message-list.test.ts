import { describe, expect, it } from 'vitest';
import type { Message } from '../../shared/schemas/chat';
import { dayLabel, mergeMessages, newestId, visibleMessages, withDays, type PendingMessage } from './message-list';

const ME = 1;
const OTHER = 2;
const msg = (id: number, text = `m${id}`, from = ME, at = 1000 + id): Message => ({
  id,
  sender_id: from,
  receiver_id: from === ME ? OTHER : ME,
  message: text,
  is_read: false,
  created_at: new Date(at).toISOString(),
});
const pending = (localId: string, text: string, afterId: number, at: number, error?: string): PendingMessage => ({
  ...msg(-at, text, ME, at),
  localId,
  optimistic: true,
  sort_ts: at,
  afterId,
  ...(error ? { error } : {}),
});

describe('mergeMessages', () => {
  it('keeps every id once, the incoming copy winning, oldest first', () => {
    const merged = mergeMessages([msg(1), msg(3)], [{ ...msg(3), is_read: true }, msg(2)]);
    expect(merged.map((m) => m.id)).toEqual([1, 2, 3]);
    expect(merged[2].is_read).toBe(true);
  });

  it('keeps only the last `limit`', () => {
    const many = Array.from({ length: 10 }, (_, i) => msg(i + 1));
    expect(mergeMessages(many, [msg(11)], 5).map((m) => m.id)).toEqual([7, 8, 9, 10, 11]);
    expect(mergeMessages(undefined, many).length).toBe(10);
  });

  it('newestId is 0 for an empty conversation', () => {
    expect(newestId([])).toBe(0);
    expect(newestId([msg(4), msg(9), msg(2)])).toBe(9);
  });
});

describe('visibleMessages', () => {
  it('shows a local message after the server ones until its server copy arrives, then only the copy', () => {
    const server = [msg(1, 'oi', OTHER, 1000)];
    const local = [pending('a', 'tudo bem?', 1, 5000)];
    expect(visibleMessages(server, local, ME).map((m) => m.localId ?? m.id)).toEqual([1, 'a']);
    const copy = msg(2, 'tudo bem?', ME, 4990);
    expect(visibleMessages([...server, copy], local, ME).map((m) => m.localId ?? m.id)).toEqual([1, 2]);
  });

  it('an older message with the same text is not taken for the copy', () => {
    const server = [msg(5, 'ok', ME)];
    expect(visibleMessages(server, [pending('a', 'ok', 5, 9000)], ME).map((m) => m.localId ?? m.id)).toEqual([5, 'a']);
  });

  it('two identical local messages need two server copies', () => {
    const local = [pending('a', 'amém', 0, 5000), pending('b', 'amém', 0, 5001)];
    expect(visibleMessages([msg(7, 'amém')], local, ME).map((m) => m.localId ?? m.id)).toEqual([7, 'b']);
    expect(visibleMessages([msg(7, 'amém'), msg(8, 'amém')], local, ME).map((m) => m.id)).toEqual([7, 8]);
  });

  it('a failed message stays, marked, in its place', () => {
    const server = [msg(1, 'oi', OTHER, 1000), msg(3, 'depois', OTHER, 9000)];
    const shown = visibleMessages(server, [pending('a', 'falhou', 1, 5000, 'Falha ao enviar')], ME);
    expect(shown.map((m) => m.localId ?? m.id)).toEqual([1, 'a', 3]);
    expect(shown[1].error).toBe('Falha ao enviar');
  });
});

describe('withDays', () => {
  const now = new Date('2026-03-10T15:00:00.000Z'); // 12:00 in São Paulo
  const SP = 'America/Sao_Paulo';

  it("labels days 'Hoje', 'Ontem' or the date, in the user's time zone", () => {
    expect(dayLabel('2026-03-10T03:30:00.000Z', now, SP)).toBe('Hoje'); // 00:30 local
    expect(dayLabel('2026-03-10T02:30:00.000Z', now, SP)).toBe('Ontem'); // 23:30 the day before
    expect(dayLabel('2026-03-01T12:00:00.000Z', now, SP)).toBe('01/03/2026');
  });

  it('puts a heading before the first message of each day', () => {
    const entries = withDays(
      [
        msg(1, 'a', ME, Date.parse('2026-03-09T12:00:00Z')),
        msg(2, 'b', ME, Date.parse('2026-03-09T13:00:00Z')),
        msg(3, 'c', ME, Date.parse('2026-03-10T12:00:00Z')),
      ],
      now,
      SP,
    );
    expect(entries.map((e) => (e.kind === 'day' ? e.label : e.message.message))).toEqual(['Ontem', 'a', 'b', 'Hoje', 'c']);
    expect(new Set(entries.map((e) => e.key)).size).toBe(entries.length);
  });
});
