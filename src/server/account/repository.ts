import type { Db } from '../db/types';

export async function passwordHashOf(db: Db, userId: number): Promise<string> {
  const { rows } = await db.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE id = $1', [userId]);
  return rows[0]?.password_hash ?? '';
}

/** A new password also ends the forced-change state. */
export async function updatePassword(db: Db, userId: number, passwordHash: string): Promise<void> {
  await db.query('UPDATE users SET password_hash = $2, require_password_change = false WHERE id = $1', [userId, passwordHash]);
}

export async function updateName(db: Db, userId: number, name: string): Promise<void> {
  await db.query('UPDATE users SET name = $2 WHERE id = $1', [userId, name]);
}

export async function updateTimezone(db: Db, userId: number, timezone: string): Promise<void> {
  await db.query('UPDATE users SET timezone = $2 WHERE id = $1', [userId, timezone]);
}

/** Sets the new avatar (the first-access photo step is then done) and returns the file it replaces. */
export async function replaceAvatar(db: Db, userId: number, avatar: string): Promise<string | null> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ avatar: string | null }>('SELECT avatar FROM users WHERE id = $1 FOR UPDATE', [userId]);
    await tx.query('UPDATE users SET avatar = $2, accepted_photo = 1 WHERE id = $1', [userId, avatar]);
    return rows[0]?.avatar ?? null;
  });
}

/** The parish of the user whose avatar this file is, or null when it is nobody's. */
export async function avatarOwnerParish(db: Db, avatar: string): Promise<number | null> {
  const { rows } = await db.query<{ paroquia_id: number }>('SELECT paroquia_id FROM users WHERE avatar = $1', [avatar]);
  return rows[0]?.paroquia_id ?? null;
}
