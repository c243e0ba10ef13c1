import { prepared, type Db } from '../db/types';
import { OPEN_PROTOCOLS_SQL } from '../protocols/repository';
import { PARISH_TOTAL } from '../registers/repository';

/** What every counter query may use: the session's parish and the period asked for. */
export interface CounterScope {
  paroquiaId: number;
  /** First instant of the period (the first day of its first month, in the parish's time zone). */
  since: Date;
  now: Date;
  /** Today's date in the parish's time zone, 'YYYY-MM-DD'. */
  today: string;
}

/**
 * One stat card of the dashboard. `sql` answers one row with an integer `value`, and may use
 * $1 the parish (which it must), $2 the start of the period, $3 now and $4 today ('YYYY-MM-DD').
 */
interface CounterDef {
  key: string;
  label: string;
  sql: string;
}

/**
 * The dashboard's counters, in display order. A module that lands adds its own line here
 * (registers: 'Registros', notices: 'Avisos', catechesis classes: 'Turmas de catequese'...) and the
 * screen shows it with no other change: the client renders whatever this list answers.
 */
const COUNTERS: readonly CounterDef[] = [
  {
    key: 'users',
    label: 'Usuários ativos',
    sql: 'SELECT count(*)::int AS value FROM users WHERE paroquia_id = $1 AND status <> 1',
  },
  {
    key: 'communities',
    label: 'Comunidades',
    sql: 'SELECT count(*)::int AS value FROM communities WHERE paroquia_id = $1',
  },
  {
    key: 'registers',
    label: 'Registros',
    // Kept by triggers, not counted: 10,000 registers cost 0.6 to 1.3 ms.
    sql: `SELECT ${/* sql-fragment: fixed */ PARISH_TOTAL} AS value`,
  },
  {
    key: 'classes',
    label: 'Turmas de catequese ativas',
    sql: 'SELECT count(*)::int AS value FROM catechesis_classes WHERE paroquia_id = $1 AND status IN (1, 2)',
  },
  {
    key: 'catechists',
    label: 'Catequistas ativos',
    sql: 'SELECT count(*)::int AS value FROM catechists WHERE paroquia_id = $1 AND status = 1',
  },
  {
    key: 'logins',
    label: 'Acessos no período',
    sql: 'SELECT count(*)::int AS value FROM user_logins WHERE paroquia_id = $1 AND at >= $2 AND at <= $3',
  },
  {
    key: 'campaigns',
    label: 'Campanhas ativas',
    sql: `SELECT count(*)::int AS value FROM campaigns
           WHERE paroquia_id = $1 AND starts_on <= $4::date AND (ends_on IS NULL OR ends_on >= $4::date)`,
  },
  {
    key: 'donations',
    label: 'Doações no período',
    // Campaign contributions received in the period (parish days), reversed ones left out.
    sql: `SELECT count(*)::int AS value FROM contributions c
           WHERE c.paroquia_id = $1 AND c.campaign_id IS NOT NULL AND c.reverses IS NULL
             AND NOT EXISTS (SELECT 1 FROM contributions x WHERE x.reverses = c.id)
             AND c.received_on >= ($2::timestamptz AT TIME ZONE (SELECT time_zone FROM paroquias WHERE id = $1))::date AND c.received_on <= $4::date`,
  },
  {
    key: 'inventory',
    label: 'Itens no inventário',
    sql: 'SELECT count(*)::int AS value FROM inventory_items WHERE paroquia_id = $1',
  },
  {
    key: 'notices',
    label: 'Avisos no período',
    sql: `SELECT count(*)::int AS value FROM notices
           WHERE paroquia_id = $1 AND coalesce(send_at, created_at) >= $2 AND coalesce(send_at, created_at) <= $3`,
  },
  {
    key: 'protocols',
    label: 'Protocolos abertos',
    sql: OPEN_PROTOCOLS_SQL,
  },
  {
    key: 'messages',
    label: 'Mensagens no período',
    sql: 'SELECT count(*)::int AS value FROM chat_messages WHERE paroquia_id = $1 AND created_at >= $2 AND created_at <= $3',
  },
];

/**
 * Every counter in one query (one round trip, one plan), each a scalar subquery. The one-row FROM
 * types the four parameters, whichever of them the counters use.
 */
const COUNT_ALL = prepared(`SELECT ${/* sql-fragment: fixed */ COUNTERS.map((counter, i) => `(${counter.sql}) AS c${i}`).join(',\n')}
  FROM (VALUES ($1::int, $2::timestamptz, $3::timestamptz, $4::date)) AS scope`);

export async function countAll(db: Db, scope: CounterScope) {
  const { rows } = await db.query<Record<string, number>>(COUNT_ALL, [scope.paroquiaId, scope.since, scope.now, scope.today]);
  return COUNTERS.map((counter, i) => ({ key: counter.key, label: counter.label, value: rows[0][`c${i}`] }));
}
