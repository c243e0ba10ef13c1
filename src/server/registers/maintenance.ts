import type { Db } from '../db/types';

/** How often the server looks at the registers' statistics. */
export const STATISTICS_CHECK_MS = 5 * 60 * 1000;

/**
 * Whether the planner's picture of the registers is out of date: never analysed, or the number of
 * rows moved away from it by more than PostgreSQL's own autovacuum threshold (50 + 10%). The row
 * count comes from register_counts, which triggers keep exact.
 */
export async function statisticsStale(db: Db): Promise<boolean> {
  const { rows } = await db.query<{ analysed: number; live: number }>(
    `SELECT (SELECT reltuples FROM pg_class WHERE oid = 'registers'::regclass)::float8 AS analysed,
            (SELECT coalesce(sum(total), 0) FROM register_counts)::float8 AS live`,
  );
  const { analysed, live } = rows[0];
  if (analysed < 0) return live > 0;
  return Math.abs(live - analysed) > 50 + 0.1 * analysed;
}

/**
 * VACUUM (ANALYZE) of the registers when their statistics are stale: without it, a parish grown to
 * 100,000 registers is searched with plans made for an empty table (several times slower), and deep
 * pages read the table instead of the name index. Usually autovacuum got there first and this finds
 * nothing to do; it stays for servers where autovacuum is off or behind.
 */
export async function refreshStatistics(db: Db): Promise<boolean> {
  if (!(await statisticsStale(db))) return false;
  // Their words (046) grow with them, and are read from their index alone once vacuumed.
  await db.exec('VACUUM (ANALYZE) registers, register_words, register_vocab');
  return true;
}
