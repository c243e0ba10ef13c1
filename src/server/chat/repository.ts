import type { ChatContact, Message } from '../../shared/schemas/chat';
import { pageSql, prepared, type Db } from '../db/types';
import { foldedParam } from '../search';
import { uploadUrl } from '../uploads/url';
import type { Caller } from '../http/caller';
import { readingFrom } from '../notifications/repository';
import { ANNOUNCED, notifying } from '../notifications/notify';
import { messageSignal } from './signals';

/** The signed-in user a chat query is for: every query names both the user and the parish. */

/** A person one may chat with: an active user (status 0) of the same parish. */
export interface Member {
  id: number;
  name: string;
}

type MessageRow = Omit<Message, 'created_at'> & { created_at: Date };

const MESSAGE_COLUMNS = 'id, sender_id, receiver_id, message, is_read, created_at';

function toMessage(row: MessageRow): Message {
  return { ...row, created_at: row.created_at.toISOString() };
}

export async function findMember(db: Db, paroquiaId: number, userId: number): Promise<Member | null> {
  const { rows } = await db.query<Member>('SELECT id, name FROM users WHERE id = $1 AND paroquia_id = $2 AND status = 0', [userId, paroquiaId]);
  return rows[0] ?? null;
}

type ContactRow = Omit<ChatContact, 'avatar' | 'last_seen'> & { avatar: string | null; last_seen_at: Date | null; total: number };

/** The caller's people: active users of the parish but the caller, matching `q` ($3) when given. */
const PEOPLE = `u.paroquia_id = $2 AND u.status = 0 AND u.id <> $1
  AND ($3::text IS NULL OR strpos(u.name_search, ${foldedParam('$3::text')}) > 0)`;

// Prepared: its plan does not depend on the caller, the page or the search (strpos on the folded name). $4 the offset, past the first page.
const contactsPage = (page: { sql: string; end: string }) =>
  prepared(
    `WITH unread AS (
     SELECT sender_id, count(*)::int AS count FROM chat_messages
      WHERE receiver_id = $1 AND paroquia_id = $2 AND NOT is_read
      GROUP BY sender_id
   ), head AS (
     SELECT u.id, u.name_search, (pin.user_id IS NOT NULL) AS pinned, coalesce(unread.count, 0) AS unread_count
       FROM (SELECT pinned_user_id AS id FROM chat_pins WHERE user_id = $1 UNION SELECT sender_id FROM unread) AS h
       JOIN users u ON u.id = h.id
       LEFT JOIN chat_pins pin ON pin.user_id = $1 AND pin.pinned_user_id = u.id
       LEFT JOIN unread ON unread.sender_id = u.id
      WHERE ${/* sql-fragment: fixed */ PEOPLE}
   ), page AS (
     (SELECT id, name_search, pinned, unread_count FROM head
       ORDER BY pinned DESC, unread_count > 0 DESC, name_search, id LIMIT ${/* sql-fragment: fixed */ page.end})
     UNION ALL
     (SELECT u.id, u.name_search, false, 0 FROM users u
       WHERE ${/* sql-fragment: fixed */ PEOPLE} AND u.id NOT IN (SELECT id FROM head)
       ORDER BY u.name_search, u.id LIMIT ${/* sql-fragment: fixed */ page.end})
   )
   SELECT u.id, u.name, u.username AS "user", u.avatar, u.last_seen_at, page.unread_count, page.pinned,
          (SELECT count(*)::int FROM users u WHERE ${/* sql-fragment: fixed */ PEOPLE}) AS total
     FROM page JOIN users u ON u.id = page.id
    ORDER BY page.pinned DESC, page.unread_count > 0 DESC, page.name_search, page.id
    ${/* sql-fragment: fixed */ page.sql}`,
  );

/**
 * Active people of the parish but the caller: pinned first, then those with unread messages for
 * the caller, then by name (accents and case ignored, as the search). `q` filters the name the same way.
 *
 * The few pinned or unread people ('head') are sorted in full; everyone else is read in name
 * order straight from users_chat_list_idx and only as far as the page needs, so the first page
 * of a parish of thousands touches a handful of rows.
 */
export async function listContacts(
  db: Db,
  me: Caller,
  { limit, offset, q }: { limit: number; offset: number; q?: string },
): Promise<{ items: ChatContact[]; total: number }> {
  const page = pageSql({ limit, offset }, [me.userId, me.paroquiaId, q ?? null]);
  const { rows } = await db.query<ContactRow>(contactsPage(page), page.params);
  const items = rows
    .slice(0, limit)
    .map(({ avatar, last_seen_at, total: _total, ...r }) =>
      Object.assign(r, { avatar: uploadUrl('avatars', avatar), last_seen: last_seen_at ? last_seen_at.toISOString() : null }),
    );
  // Past the last page no row carries the count: count on its own.
  const total = rows[0]?.total ?? (offset > 0 ? await countContacts(db, me, q) : 0);
  return { items, total };
}

async function countContacts(db: Db, me: Caller, q: string | undefined): Promise<number> {
  const { rows } = await db.query<{ count: number }>(`SELECT count(*)::int AS count FROM users u WHERE ${/* sql-fragment: fixed */ PEOPLE}`, [
    me.userId,
    me.paroquiaId,
    q ?? null,
  ]);
  return rows[0].count;
}

/** Pins or unpins `otherId` for the caller (both idempotent). */
export async function setPinned(db: Db, me: Caller, otherId: number, pinned: boolean): Promise<void> {
  if (pinned) {
    await db.query('INSERT INTO chat_pins (user_id, pinned_user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [me.userId, otherId]);
  } else {
    await db.query('DELETE FROM chat_pins WHERE user_id = $1 AND pinned_user_id = $2', [me.userId, otherId]);
  }
}

/** The active member `$3` of the caller's parish (`$1`), for the statements below: none, when not one. */
const MEMBER = 'member AS (SELECT id, paroquia_id FROM users WHERE id = $3 AND paroquia_id = $1 AND status = 0)';

// The chat's statements below are prepared: lookups by key, planned once (docs/architecture.md: a busy screen's statements).
const CONVERSATION = (limit: string) =>
  prepared(`WITH ${MEMBER}
     SELECT latest.* FROM member LEFT JOIN LATERAL (
       SELECT ${MESSAGE_COLUMNS} FROM chat_messages
        WHERE paroquia_id = $1
          AND ((sender_id = $2 AND receiver_id = $3) OR (sender_id = $3 AND receiver_id = $2))
        ORDER BY id DESC
        ${/* sql-fragment: fixed */ limit}
     ) AS latest ON true
     ORDER BY latest.id`);

/** The last `limit` messages between the caller and `otherId`, oldest first; null if `otherId` is not a member one may chat with. */
export async function conversation(db: Db, me: Caller, otherId: number, limit: number): Promise<Message[] | null> {
  // A prepared LIMIT holds `limit` or a few more (pageSql): the oldest of those are dropped.
  const { rows } = await db.query<MessageRow | { id: null }>(CONVERSATION(pageSql({ page: 1, limit }, []).sql), [me.paroquiaId, me.userId, otherId]);
  // A member with no messages is one row of nulls.
  return rows.length ? rows.flatMap((row) => (row.id === null ? [] : [toMessage(row as MessageRow)])).slice(-limit) : null;
}

const MARK_READ = prepared(`WITH ${MEMBER}, unread AS (
     UPDATE chat_messages SET is_read = true
      WHERE paroquia_id = $1 AND receiver_id = $2 AND sender_id = (SELECT id FROM member) AND NOT is_read
      RETURNING id
   ), bell AS (${/* sql-fragment: fixed */ readingFrom({ userId: '$2', paroquiaId: '$1' }, '(SELECT id FROM member)')})
   SELECT (SELECT count(*) FROM member)::int AS members, (SELECT count(*) FROM unread)::int AS updated`);

/**
 * Marks what `otherId` sent the caller as read, and the bell's notifications of it, in one statement;
 * returns how many messages were unread, or null if `otherId` is not a member one may chat with.
 */
export async function markConversationRead(db: Db, me: Caller, otherId: number): Promise<number | null> {
  const { rows } = await db.query<{ members: number; updated: number }>(MARK_READ, [me.paroquiaId, me.userId, otherId]);
  return rows[0].members ? rows[0].updated : null;
}

const SEND = prepared(`WITH ${MEMBER}, sent AS (
     INSERT INTO chat_messages (paroquia_id, sender_id, receiver_id, message)
     SELECT paroquia_id, $2, id, $4 FROM member
     RETURNING ${MESSAGE_COLUMNS}
   ), ${/* sql-fragment: fixed */ notifying('member', { type: "'message'", title: '$5', body: '$6', from: '$2' })},
   signalled AS (SELECT ${/* sql-fragment: fixed */ messageSignal('sent')} FROM sent)
   SELECT sent.* FROM sent WHERE ${/* sql-fragment: fixed */ ANNOUNCED} AND (SELECT count(*) FROM signalled) >= 0`);

/**
 * Sends `text` to `receiverId` with the receiver's notification and the streams' signal, in one
 * statement (all or none); null if the receiver is not a member one may chat with.
 */
export async function sendMessage(db: Db, me: Caller, receiverId: number, text: string, notice: { title: string; body: string }): Promise<Message | null> {
  const { rows } = await db.query<MessageRow>(SEND, [me.paroquiaId, me.userId, receiverId, text, notice.title, notice.body]);
  return rows[0] ? toMessage(rows[0]) : null;
}

const MESSAGE_FOR = prepared(`SELECT ${MESSAGE_COLUMNS} FROM chat_messages WHERE id = $1 AND paroquia_id = $2 AND (sender_id = $3 OR receiver_id = $3)`);

/** One message, only if the viewer sent or received it in the viewer's parish. */
export async function messageFor(db: Db, viewer: Caller, messageId: number): Promise<Message | null> {
  const { rows } = await db.query<MessageRow>(MESSAGE_FOR, [messageId, viewer.paroquiaId, viewer.userId]);
  return rows[0] ? toMessage(rows[0]) : null;
}
