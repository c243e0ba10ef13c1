import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import type { Db } from '../db/types';
import { notify } from '../notifications/notify';
import { queueMail } from '../reminders/repository';

/** Someone the rosters write to: a member (their account if linked, else their register's e-mail) or a coordinator's account. */
export interface Recipient {
  user_id: number | null;
  register_id?: number | null;
}

/** 'dom., 07/06 às 10:00' in the parish's zone. */
export const whenText = (at: Date, zone: string) => format(new TZDate(at, zone), "dd/MM/yyyy 'às' HH:mm");

/**
 * Tells one person: a notification on their account (if any) and an e-mail through the mail queue, to the
 * account's address or else the register's. In the caller's transaction, so the message exists exactly when
 * what it announces does.
 */
export async function tell(tx: Db, paroquiaId: number, to: Recipient, msg: { title: string; body: string; subject?: string }, now: Date): Promise<void> {
  if (to.user_id) await notify(tx, { paroquiaId, userId: to.user_id }, { type: 'alert', title: msg.title, body: msg.body });
  const { rows } = await tx.query<{ email: string | null; name: string | null }>(
    `SELECT coalesce(nullif(u.email, ''), nullif(r.email, '')) AS email, coalesce(u.name, r.name) AS name
       FROM (SELECT 1) one
       LEFT JOIN users u ON u.id = $2 AND u.paroquia_id = $1
       LEFT JOIN registers r ON r.id = $3 AND r.paroquia_id = $1`,
    [paroquiaId, to.user_id, to.register_id ?? null],
  );
  const email = rows[0]?.email;
  if (email) await queueMail(tx, { paroquiaId, to: email, subject: msg.subject ?? msg.title, body: `Olá, ${rows[0].name}.\n\n${msg.body}\n` }, now);
}

/** The coordinators' accounts of a ministry. */
export async function coordinatorsOf(db: Db, ministerioId: number): Promise<number[]> {
  const { rows } = await db.query<{ user_id: number }>('SELECT user_id FROM ministerio_coordenadores WHERE ministerio_id = $1', [ministerioId]);
  return rows.map((r) => r.user_id);
}
