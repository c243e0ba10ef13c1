import { PERMISSIONS } from '../../shared/roles';
import { prepared, type Db } from '../db/types';

/** The signed-in user as the auth hook loads it (one query with the session; then from the session cache). Shared: never mutated. */
export interface CurrentUser {
  id: number;
  user: string;
  name: string;
  status: number;
  require_password_change: boolean;
  accepted_photo: number;
  avatar: string | null;
  timezone: string | null;
  roles: number[];
  /** The parish the session works in: the user's own, or the one a system administrator acts as (sessions.acting_paroquia_id). */
  paroquia_id: number;
  /** The user's own parish. */
  home_paroquia_id: number;
  paroquia_name: string;
  paroquia_logo: string | null;
  /** The parish's time zone (paroquias.time_zone): its 'today' on the screens. */
  paroquia_time_zone: string;
  last_seen_at: Date | null;
}

export interface CurrentSession {
  id: string;
  remember: boolean;
  expires_at: Date;
  last_seen_at: Date;
  password_verified_at: Date | null;
}

type SessionRow = CurrentUser & {
  session_id: string;
  remember: boolean;
  expires_at: Date;
  session_seen_at: Date;
  password_verified_at: Date | null;
};

// The parish acted as counts only while the user may still act as parishes ($3: PERMISSIONS.parishes).
const FIND_SESSION = prepared(
  `SELECT s.id AS session_id, s.remember, s.expires_at, s.last_seen_at AS session_seen_at, s.password_verified_at,
          u.id, u.username AS "user", u.name, u.status, u.require_password_change, u.accepted_photo, u.avatar,
          u.timezone, u.roles, p.id AS paroquia_id, u.paroquia_id AS home_paroquia_id, u.last_seen_at,
          p.name AS paroquia_name, p.logo AS paroquia_logo, p.time_zone AS paroquia_time_zone
     FROM sessions s
     JOIN users u ON u.id = s.user_id
     JOIN paroquias p ON p.id = CASE WHEN u.roles && $3::int[] THEN coalesce(s.acting_paroquia_id, u.paroquia_id) ELSE u.paroquia_id END
    WHERE s.id = $1 AND s.expires_at > $2`,
);
const ACTING_ROLES = [...PERMISSIONS.parishes];

export async function findSession(db: Db, sessionId: string, now: Date): Promise<{ user: CurrentUser; session: CurrentSession } | null> {
  const { rows } = await db.query<SessionRow>(FIND_SESSION, [sessionId, now, ACTING_ROLES]);
  const row = rows[0];
  if (!row) return null;
  const { session_id, remember, expires_at, session_seen_at, password_verified_at, ...user } = row;
  return {
    user,
    session: { id: session_id, remember, expires_at, last_seen_at: session_seen_at, password_verified_at },
  };
}

export async function createSession(db: Db, s: { id: string; userId: number; remember: boolean; now: Date; expiresAt: Date }): Promise<void> {
  await db.query(`INSERT INTO sessions (id, user_id, remember, created_at, expires_at, last_seen_at) VALUES ($1, $2, $3, $4, $5, $4)`, [
    s.id,
    s.userId,
    s.remember,
    s.now,
    s.expiresAt,
  ]);
}

export async function deleteSession(db: Db, sessionId: string): Promise<void> {
  await db.query('DELETE FROM sessions WHERE id = $1', [sessionId]);
}

export async function deleteOtherSessions(db: Db, userId: number, keepSessionId: string): Promise<void> {
  await db.query('DELETE FROM sessions WHERE user_id = $1 AND id <> $2', [userId, keepSessionId]);
}

export async function deleteExpiredSessions(db: Db, now: Date): Promise<void> {
  await db.query('DELETE FROM sessions WHERE expires_at <= $1', [now]);
}

export async function setPasswordVerifiedAt(db: Db, sessionId: string, at: Date | null): Promise<void> {
  await db.query('UPDATE sessions SET password_verified_at = $2 WHERE id = $1', [sessionId, at]);
}

export interface LoginCandidate {
  id: number;
  paroquia_id: number;
  password_hash: string;
  require_password_change: boolean;
}

export async function findLoginCandidate(db: Db, username: string): Promise<LoginCandidate | null> {
  const { rows } = await db.query<LoginCandidate>(
    'SELECT id, paroquia_id, password_hash, require_password_change FROM users WHERE lower(username) = lower($1)',
    [username],
  );
  return rows[0] ?? null;
}

export async function recordLogin(db: Db, userId: number, paroquiaId: number, at: Date): Promise<void> {
  await db.query('INSERT INTO user_logins (user_id, paroquia_id, at) VALUES ($1, $2, $3)', [userId, paroquiaId, at]);
}
