import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/types';

/** Test helpers of the chat's server tests: people and parishes made on the spot, calls with a cookie. */

export async function userId(db: Db, username: string): Promise<{ id: number; paroquia_id: number; name: string }> {
  const { rows } = await db.query<{ id: number; paroquia_id: number; name: string }>('SELECT id, paroquia_id, name FROM users WHERE username = $1', [username]);
  if (!rows[0]) throw new Error(`no user ${username}`);
  return rows[0];
}

export async function addParish(db: Db, name: string): Promise<number> {
  return (await db.query<{ id: number }>('INSERT INTO paroquias (name) VALUES ($1) RETURNING id', [name])).rows[0].id;
}

/** A user who signs in with the demo password (the hash is copied from admin's). */
export async function addUser(db: Db, paroquiaId: number, username: string, name: string, status = 0): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO users (paroquia_id, username, name, password_hash, status, accepted_photo, timezone)
     SELECT $1, $2, $3, password_hash, $4, 1, 'America/Sao_Paulo' FROM users WHERE username = 'admin'
     RETURNING id`,
    [paroquiaId, username, name, status],
  );
  return rows[0].id;
}

export function caller(app: FastifyInstance) {
  return {
    get: (url: string, cookie: string) => app.inject({ method: 'GET', url, headers: { cookie } }),
    post: (url: string, cookie: string, payload?: object) => app.inject({ method: 'POST', url, headers: { cookie }, payload }),
  };
}
