import type { Db } from '../db/types';
import { OPEN_PROTOCOLS_SQL } from '../protocols/repository';

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
 * One stat card of the dashboard. `sql` answers one row with an integer `value`; `params`
 * hands it exactly the values it uses ($1, $2...), which must include the parish.
 */
export interface CounterDef {
  key: string;
  label: string;
  sql: string;
  params: (scope: CounterScope) => unknown[];
}

/**
 * The dashboard's counters, in display order. A module that lands adds its own line here
 * (registers: 'Registros', notices: 'Avisos', Crisma classes: 'Turmas de Crisma'...) and the
 * screen shows it with no other change: the client renders whatever this list answers.
 */
export const COUNTERS: readonly CounterDef[] = [
  {
    key: 'users',
    label: 'Usuários ativos',
    sql: 'SELECT count(*)::int AS value FROM users WHERE paroquia_id = $1 AND status <> 1',
    params: (s) => [s.paroquiaId],
  },
  {
    key: 'communities',
    label: 'Comunidades',
    sql: 'SELECT count(*)::int AS value FROM communities WHERE paroquia_id = $1',
    params: (s) => [s.paroquiaId],
  },
  {
    key: 'registers',
    label: 'Registros',
    sql: 'SELECT count(*)::int AS value FROM registers WHERE paroquia_id = $1',
    params: (s) => [s.paroquiaId],
  },
  {
    key: 'classes',
    label: 'Turmas de Crisma ativas',
    sql: 'SELECT count(*)::int AS value FROM crisma_classes WHERE paroquia_id = $1 AND status IN (1, 2)',
    params: (s) => [s.paroquiaId],
  },
  {
    key: 'catechists',
    label: 'Catequistas de Crisma ativos',
    sql: 'SELECT count(*)::int AS value FROM crisma_catechists WHERE paroquia_id = $1 AND status = 1',
    params: (s) => [s.paroquiaId],
  },
  {
    key: 'logins',
    label: 'Acessos no período',
    sql: 'SELECT count(*)::int AS value FROM user_logins WHERE paroquia_id = $1 AND at >= $2 AND at <= $3',
    params: (s) => [s.paroquiaId, s.since, s.now],
  },
  {
    key: 'campaigns',
    label: 'Campanhas ativas',
    sql: `SELECT count(*)::int AS value FROM campaigns
           WHERE paroquia_id = $1 AND starts_on <= $2::date AND (ends_on IS NULL OR ends_on >= $2::date)`,
    params: (s) => [s.paroquiaId, s.today],
  },
  {
    key: 'donations',
    label: 'Doações no período',
    sql: 'SELECT count(*)::int AS value FROM campaign_donations WHERE paroquia_id = $1 AND donated_at >= $2 AND donated_at <= $3',
    params: (s) => [s.paroquiaId, s.since, s.now],
  },
  {
    key: 'inventory',
    label: 'Itens no inventário',
    sql: 'SELECT count(*)::int AS value FROM inventory_items WHERE paroquia_id = $1',
    params: (s) => [s.paroquiaId],
  },
  {
    key: 'notices',
    label: 'Avisos no período',
    sql: `SELECT count(*)::int AS value FROM notices
           WHERE paroquia_id = $1 AND coalesce(send_at, created_at) >= $2 AND coalesce(send_at, created_at) <= $3`,
    params: (s) => [s.paroquiaId, s.since, s.now],
  },
  {
    key: 'protocols',
    label: 'Protocolos abertos',
    sql: OPEN_PROTOCOLS_SQL,
    params: (s) => [s.paroquiaId],
  },
  {
    key: 'messages',
    label: 'Mensagens no período',
    sql: 'SELECT count(*)::int AS value FROM chat_messages WHERE paroquia_id = $1 AND created_at >= $2 AND created_at <= $3',
    params: (s) => [s.paroquiaId, s.since, s.now],
  },
];

export async function countAll(db: Db, scope: CounterScope, counters: readonly CounterDef[] = COUNTERS) {
  const result = [];
  // One after the other: PGlite has a single connection, and these are cheap indexed counts.
  for (const counter of counters) {
    const { rows } = await db.query<{ value: number }>(counter.sql, counter.params(scope));
    result.push({ key: counter.key, label: counter.label, value: rows[0]?.value ?? 0 });
  }
  return result;
}
