import type { Db } from './types';

/** Runs a scoped UPDATE or DELETE ending in `RETURNING id` and says whether it found a row (false: not in this parish, or gone). */
export async function affected(db: Db, sql: string, params: unknown[]): Promise<boolean> {
  const { rows } = await db.query(sql, params);
  return rows.length > 0;
}
