import type { AcolyteCount, DashboardCampaign, MonthCount, OnlineUser } from '../../shared/schemas/dashboard';
import { prepared, type Db, type Prepared } from '../db/types';
import { uploadUrl } from '../uploads/url';

const ACOLYTE_ROLE = 8;
const LAST_ONLINE_LIMIT = 8;

/**
 * Every month of the period as `m` (local timestamp) with its bounds as instants.
 * Parameters: $2 time zone, $3 now, $4 number of months. MATERIALIZED: each month's bounds are
 * converted from the time zone once, not again for every row joined to them.
 */
const MONTHS = `months AS MATERIALIZED (
  SELECT m, m AT TIME ZONE $2::text AS starts, (m + interval '1 month') AT TIME ZONE $2::text AS ends
    FROM generate_series(
      date_trunc('month', $3::timestamptz AT TIME ZONE $2::text) - make_interval(months => $4::int - 1),
      date_trunc('month', $3::timestamptz AT TIME ZONE $2::text),
      interval '1 month') AS m
)`;

/**
 * Rows per month of `zone`, every month present: the parish's rows of `table` by their `at` column (fixed names). One
 * count per month, each a range of the (paroquia_id, at) index: as a join, under row-level security the planner read
 * the parish's whole index once and compared every row with every month (10 ms against 1.5 for 10,000 registers).
 */
const perMonthSql = (table: 'user_logins' | 'registers', at: 'at' | 'created_at') =>
  prepared(`WITH ${MONTHS}
     SELECT to_char(m, 'YYYY-MM') AS month,
            (SELECT count(*)::int FROM ${/* sql-fragment: fixed */ table} t
              WHERE t.paroquia_id = $1 AND t.${/* sql-fragment: fixed */ at} >= months.starts AND t.${/* sql-fragment: fixed */ at} < months.ends) AS count
       FROM months ORDER BY m`);
const ACCESSES = perMonthSql('user_logins', 'at');
const REGISTRATIONS = perMonthSql('registers', 'created_at');

async function perMonth(db: Db, statement: Prepared, paroquiaId: number, now: Date, months: number, zone: string): Promise<MonthCount[]> {
  const { rows } = await db.query<MonthCount>(statement, [paroquiaId, zone, now, months]);
  return rows;
}

/** Sign-ins per month (user_logins). */
export const accessesPerMonth = (db: Db, paroquiaId: number, now: Date, months: number, zone: string) => perMonth(db, ACCESSES, paroquiaId, now, months, zone);

/** Registrations per month: people added to the parish's registers (registers.created_at). */
export const registrationsPerMonth = (db: Db, paroquiaId: number, now: Date, months: number, zone: string) =>
  perMonth(db, REGISTRATIONS, paroquiaId, now, months, zone);

const TOP_CAMPAIGN = prepared(
  `WITH zone AS (SELECT time_zone AS tz FROM paroquias WHERE id = $1)
     SELECT k.id, k.name, k.goal_cents,
            to_char(k.starts_on, 'YYYY-MM-DD') AS starts_on, to_char(k.ends_on, 'YYYY-MM-DD') AS ends_on,
            sum(c.amount_cents)::float8 AS amount_cents,
            (count(*) FILTER (WHERE c.reverses IS NULL) - count(*) FILTER (WHERE c.reverses IS NOT NULL))::int AS donations,
            (count(DISTINCT c.tither_id) + count(*) FILTER (WHERE c.tither_id IS NULL AND c.reverses IS NULL))::int AS donors
       FROM contributions c
       JOIN campaigns k ON k.id = c.campaign_id AND k.paroquia_id = $1, zone
      WHERE c.paroquia_id = $1 AND c.received_on >= ($2::timestamptz AT TIME ZONE zone.tz)::date AND c.received_on <= ($3::timestamptz AT TIME ZONE zone.tz)::date
      GROUP BY k.id
      HAVING sum(c.amount_cents) > 0
      ORDER BY sum(c.amount_cents) DESC, k.id
      LIMIT 1`,
);

/**
 * The campaign with the largest net sum of contributions received inside the period (the tithe module's
 * table), or null when none received any. Donors: each tither once, every anonymous offering as one.
 */
export async function topCampaign(db: Db, paroquiaId: number, since: Date, now: Date): Promise<DashboardCampaign | null> {
  const { rows } = await db.query<DashboardCampaign>(TOP_CAMPAIGN, [paroquiaId, since, now]);
  return rows[0] ?? null;
}

const ACOLYTES = prepared(
  `SELECT community_id, community, count FROM (
       SELECT c.ent_id AS community_id, c.ent_name AS community, count(u.id)::int AS count
         FROM communities c
         LEFT JOIN users u ON u.community_id = c.ent_id AND u.paroquia_id = $1 AND u.status <> 1 AND $2::int = ANY (u.roles)
        WHERE c.paroquia_id = $1
        GROUP BY c.ent_id, c.ent_name
       UNION ALL
       SELECT NULL, 'Sem comunidade', count(*)::int
         FROM users u
        WHERE u.paroquia_id = $1 AND u.status <> 1 AND $2::int = ANY (u.roles) AND u.community_id IS NULL
       HAVING count(*) > 0
     ) AS per_community
     ORDER BY community_id IS NULL, count DESC, community`,
);

/**
 * Active acolytes (role 8, not blocked) per community of the parish, every community present;
 * those without a community come last as 'Sem comunidade' when there are any.
 */
export async function acolytesPerCommunity(db: Db, paroquiaId: number): Promise<AcolyteCount[]> {
  const { rows } = await db.query<AcolyteCount>(ACOLYTES, [paroquiaId, ACOLYTE_ROLE]);
  return rows;
}

// The LIMIT in the text: a generic plan is costed for it (db/types.ts, `prepared`).
const LAST_ONLINE = prepared(
  `SELECT id, name, avatar, last_seen_at FROM users
    WHERE paroquia_id = $1 AND id <> $2 AND status <> 1 AND last_seen_at IS NOT NULL
    ORDER BY last_seen_at DESC, id
    LIMIT ${LAST_ONLINE_LIMIT}`,
);

/** The parish's most recently seen users, the one asking excepted (the panel shows who else is around). */
export async function lastOnline(db: Db, paroquiaId: number, exceptUserId: number): Promise<OnlineUser[]> {
  const { rows } = await db.query<{ id: number; name: string; avatar: string | null; last_seen_at: Date }>(LAST_ONLINE, [paroquiaId, exceptUserId]);
  return rows.map((r) => ({ id: r.id, name: r.name, avatar: uploadUrl('avatars', r.avatar), last_seen: r.last_seen_at.toISOString() }));
}
