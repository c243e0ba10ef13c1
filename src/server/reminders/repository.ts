import { formatOffsetDateTime, type Reminder, type ReminderBody, type ReminderStatus, type Repeat } from '../../shared/schemas/reminders';
import type { Db } from '../db/types';
import type { Caller } from '../http/caller';

/** The signed-in user and their parish: every query of this module names both. */

interface ReminderRow {
  id: number;
  descricao: string;
  data_hora: Date;
  utc_offset_minutes: number;
  repeat: Repeat;
  pref_email: boolean;
  status: ReminderStatus;
  last_fired_at: Date | null;
  completed_at: Date | null;
}

const COLUMNS = 'id, descricao, data_hora, utc_offset_minutes, repeat, pref_email, status, last_fired_at, completed_at';

function toReminder(r: ReminderRow): Reminder {
  return {
    id: r.id,
    descricao: r.descricao,
    data_hora: formatOffsetDateTime(r.data_hora, r.utc_offset_minutes),
    repeat: r.repeat,
    pref_email: r.pref_email,
    status: r.status,
    last_fired_at: r.last_fired_at?.toISOString() ?? null,
    completed_at: r.completed_at?.toISOString() ?? null,
  };
}

const one = (rows: ReminderRow[]) => (rows[0] ? toReminder(rows[0]) : null);

/** Active ones by their time (the next first); completed ones the latest completed first. */
export async function listReminders(db: Db, owner: Caller, status: ReminderStatus): Promise<Reminder[]> {
  const order = status === 'ativo' ? 'data_hora ASC, id ASC' : 'completed_at DESC NULLS LAST, id DESC';
  const { rows } = await db.query<ReminderRow>(
    `SELECT ${COLUMNS} FROM reminders WHERE user_id = $1 AND paroquia_id = $2 AND status = $3 ORDER BY ${order} LIMIT 500`,
    [owner.userId, owner.paroquiaId, status],
  );
  return rows.map(toReminder);
}

/** A new active reminder, due to fire at its data_hora. */
export async function insertReminder(db: Db, owner: Caller, body: ReminderBody, anchorDay: number, now: Date): Promise<Reminder> {
  const { rows } = await db.query<ReminderRow>(
    `INSERT INTO reminders (paroquia_id, user_id, descricao, data_hora, utc_offset_minutes, repeat, anchor_day, pref_email,
                            next_fire_at, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $4, $9, $9) RETURNING ${COLUMNS}`,
    [owner.paroquiaId, owner.userId, body.descricao, body.data_hora.at, body.data_hora.offsetMinutes, body.repeat, anchorDay, body.pref_email, now],
  );
  return toReminder(rows[0]);
}

/** Replaces the fields; an active reminder is armed again for its (new) time. Null when not the owner's. */
export async function updateReminder(db: Db, owner: Caller, id: number, body: ReminderBody, anchorDay: number, now: Date): Promise<Reminder | null> {
  const { rows } = await db.query<ReminderRow>(
    `UPDATE reminders
        SET descricao = $4, data_hora = $5, utc_offset_minutes = $6, repeat = $7, anchor_day = $8, pref_email = $9,
            next_fire_at = CASE WHEN status = 'ativo' THEN $5::timestamptz END, updated_at = $10
      WHERE id = $1 AND user_id = $2 AND paroquia_id = $3
      RETURNING ${COLUMNS}`,
    [id, owner.userId, owner.paroquiaId, body.descricao, body.data_hora.at, body.data_hora.offsetMinutes, body.repeat, anchorDay, body.pref_email, now],
  );
  return one(rows);
}

/** Completed reminders never fire again. Completing twice keeps the first completion time. */
export async function completeReminder(db: Db, owner: Caller, id: number, now: Date): Promise<Reminder | null> {
  const { rows } = await db.query<ReminderRow>(
    `UPDATE reminders
        SET status = 'concluido', next_fire_at = NULL, completed_at = COALESCE(completed_at, $4), updated_at = $4
      WHERE id = $1 AND user_id = $2 AND paroquia_id = $3
      RETURNING ${COLUMNS}`,
    [id, owner.userId, owner.paroquiaId, now],
  );
  return one(rows);
}

/**
 * Moves an active reminder `minutes` later than its time, or than now when it is already due, and
 * arms it to fire then. Null when it is not the owner's or not active.
 */
export async function snoozeReminder(db: Db, owner: Caller, id: number, minutes: number, now: Date): Promise<Reminder | null> {
  const { rows } = await db.query<ReminderRow>(
    `UPDATE reminders
        SET data_hora = GREATEST(data_hora, $4::timestamptz) + make_interval(mins => $5::int),
            next_fire_at = GREATEST(data_hora, $4::timestamptz) + make_interval(mins => $5::int),
            updated_at = $4
      WHERE id = $1 AND user_id = $2 AND paroquia_id = $3 AND status = 'ativo'
      RETURNING ${COLUMNS}`,
    [id, owner.userId, owner.paroquiaId, now, minutes],
  );
  return one(rows);
}

export async function reminderStatus(db: Db, owner: Caller, id: number): Promise<ReminderStatus | null> {
  const { rows } = await db.query<{ status: ReminderStatus }>('SELECT status FROM reminders WHERE id = $1 AND user_id = $2 AND paroquia_id = $3', [
    id,
    owner.userId,
    owner.paroquiaId,
  ]);
  return rows[0]?.status ?? null;
}

export async function deleteReminder(db: Db, owner: Caller, id: number): Promise<boolean> {
  const { rows } = await db.query('DELETE FROM reminders WHERE id = $1 AND user_id = $2 AND paroquia_id = $3 RETURNING id', [
    id,
    owner.userId,
    owner.paroquiaId,
  ]);
  return rows.length > 0;
}

/** A due reminder claimed by the scheduler, with what firing it needs to know about its owner. */
export interface DueReminder {
  id: number;
  user_id: number;
  paroquia_id: number;
  descricao: string;
  data_hora: Date;
  repeat: Repeat;
  anchor_day: number;
  pref_email: boolean;
  timezone: string | null;
  parish_time_zone: string;
  email: string | null;
  name: string;
}

/**
 * Locks up to `limit` due reminders for the calling transaction. SKIP LOCKED: another process's
 * scheduler passes over the rows this one holds, and once this one commits they are no longer due.
 */
export async function claimDue(tx: Db, now: Date, limit: number): Promise<DueReminder[]> {
  const { rows } = await tx.query<DueReminder>(
    `SELECT r.id, r.user_id, r.paroquia_id, r.descricao, r.data_hora, r.repeat, r.anchor_day, r.pref_email, u.timezone, u.email, u.name,
            p.time_zone AS parish_time_zone
       FROM reminders r JOIN users u ON u.id = r.user_id JOIN paroquias p ON p.id = r.paroquia_id
      WHERE r.status = 'ativo' AND r.next_fire_at <= $1
      ORDER BY r.next_fire_at, r.id
      LIMIT $2
        FOR UPDATE OF r SKIP LOCKED`,
    [now, limit],
  );
  return rows;
}

/** Records a firing: a repeating reminder moves to its next occurrence, any other stops being due. */
export async function markFired(tx: Db, id: number, now: Date, next: { at: Date; offsetMinutes: number } | null): Promise<void> {
  if (next) {
    await tx.query('UPDATE reminders SET data_hora = $2, utc_offset_minutes = $3, next_fire_at = $2, last_fired_at = $4 WHERE id = $1', [
      id,
      next.at,
      next.offsetMinutes,
      now,
    ]);
  } else {
    await tx.query('UPDATE reminders SET next_fire_at = NULL, last_fired_at = $2 WHERE id = $1', [id, now]);
  }
}

export interface QueuedMail {
  id: number;
  to_address: string;
  subject: string;
  body: string;
}

/** Queues an e-mail in the caller's transaction: it exists exactly when what it announces does. */
export async function queueMail(tx: Db, mail: { paroquiaId: number; to: string; subject: string; body: string }, now: Date): Promise<void> {
  await tx.query('INSERT INTO mail_queue (paroquia_id, to_address, subject, body, created_at) VALUES ($1, $2, $3, $4, $5)', [
    mail.paroquiaId,
    mail.to,
    mail.subject,
    mail.body,
    now,
  ]);
}

/**
 * Takes up to `limit` unsent e-mails for one sending attempt each, leased until `leaseUntil` so no
 * other process sends them meanwhile. One statement: the claim is atomic on its own.
 */
export async function claimMail(db: Db, now: Date, leaseUntil: Date, limit: number, maxAttempts: number): Promise<QueuedMail[]> {
  const { rows } = await db.query<QueuedMail>(
    `UPDATE mail_queue SET attempts = attempts + 1, locked_until = $2
      WHERE id IN (SELECT id FROM mail_queue
                    WHERE sent_at IS NULL AND attempts < $4 AND (locked_until IS NULL OR locked_until <= $1)
                    ORDER BY id LIMIT $3 FOR UPDATE SKIP LOCKED)
      RETURNING id, to_address, subject, body`,
    [now, leaseUntil, limit, maxAttempts],
  );
  return rows.sort((a, b) => a.id - b.id);
}

export async function markMailSent(db: Db, id: number, now: Date): Promise<void> {
  await db.query('UPDATE mail_queue SET sent_at = $2, locked_until = NULL, last_error = NULL WHERE id = $1', [id, now]);
}

/** Keeps the failure's text (for the operator) and when to try again. */
export async function markMailFailed(db: Db, id: number, error: string, retryAt: Date): Promise<void> {
  await db.query('UPDATE mail_queue SET last_error = $2, locked_until = $3 WHERE id = $1', [id, error.slice(0, 500), retryAt]);
}
