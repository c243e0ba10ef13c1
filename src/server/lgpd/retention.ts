import type { RetentionDue } from '../../shared/schemas/lgpd';
import { prepared, type Db } from '../db/types';
import type { Actor } from './access-log';

const RETENTION = prepared('SELECT retention_months FROM parish_settings WHERE paroquia_id = $1');

/** How many months an inactive register is kept before the portal proposes anonymising it; null: never proposed. */
export async function retentionMonths(db: Db, paroquiaId: number): Promise<number | null> {
  const { rows } = await db.query<{ retention_months: number | null }>(RETENTION, [paroquiaId]);
  return rows[0]?.retention_months ?? null;
}

export async function setRetentionMonths(db: Db, actor: Actor, months: number | null): Promise<void> {
  await db.query(
    `INSERT INTO parish_settings (paroquia_id, retention_months, updated_by, updated_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (paroquia_id) DO UPDATE SET retention_months = excluded.retention_months, updated_by = excluded.updated_by, updated_at = excluded.updated_at`,
    [actor.paroquiaId, months, actor.userId, actor.at],
  );
}

type Row = { id: number; name: string; inactive_since: Date; due_since: Date };

/**
 * Inactive registers (status '1', not anonymised) whose inactivity began `months` or more before
 * `now`, longest inactive first; and how many there are.
 */
export async function dueForAnonymisation(
  db: Db,
  paroquiaId: number,
  months: number,
  now: Date,
  page: { page: number; limit: number },
): Promise<{ rows: RetentionDue[]; total: number }> {
  const where = `paroquia_id = $1 AND status = '1' AND anonymised_at IS NULL AND status_changed_at <= $3::timestamptz - make_interval(months => $2)`;
  const params = [paroquiaId, months, now];
  const counted = await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM registers WHERE ${where}`, params);
  const { rows } = await db.query<Row>(
    `SELECT id, name, status_changed_at AS inactive_since, status_changed_at + make_interval(months => $2) AS due_since
       FROM registers WHERE ${where}
      ORDER BY status_changed_at, id LIMIT $4 OFFSET $5`,
    [...params, page.limit, (page.page - 1) * page.limit],
  );
  return {
    rows: rows.map((r) => ({ ...r, inactive_since: r.inactive_since.toISOString(), due_since: r.due_since.toISOString() })),
    total: counted.rows[0].total,
  };
}
