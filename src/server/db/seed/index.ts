import type { Storage } from '../../storage/types';
import type { Db } from '../types';
import { seedActivity } from './activity';
import { seedAgenda } from './agenda';
import { seedBuckets } from './buckets';
import { seedCaixa } from './caixa';
import { seedCasamentos } from './casamentos';
import { seedChat } from './chat';
import { seedCore, type CoreSeed } from './core';
import { seedCatechesis } from './catechesis';
import { seedDashboard } from './dashboard';
import { seedDiocese } from './diocese';
import { seedDizimo } from './dizimo';
import { seedEscalas } from './escalas';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { seedProtocols } from './protocols';
import { seedReminders } from './reminders';
import { seedInventory } from './inventory';
import { seedRegisters } from './registers';
import { seedSacramentos } from './sacramentos';
import { seedNotices } from './notices';
import { seedSolicitacoes } from './solicitacoes';

/**
 * Each module's demo data, run in order after the core seed, in the same transaction.
 * A module that lands adds its function here (e.g. seedRegisters).
 */
const MODULE_SEEDS: Array<(tx: Db, core: CoreSeed) => Promise<void>> = [
  seedActivity,
  seedDashboard,
  seedRegisters,
  seedDizimo,
  seedCatechesis,
  seedInventory,
  seedChat,
  seedNotices,
  seedProtocols,
  seedReminders,
  seedBuckets,
  seedAgenda,
  seedSacramentos,
  seedEscalas,
  seedCaixa,
  seedCasamentos,
  seedDiocese,
  seedSolicitacoes,
];

const SEED_LOCK = 7_250_002;

/**
 * Fills an empty database with the demo parishes, users and module content. Several processes
 * may start together: the advisory lock lets one seed while the others wait and find users.
 * Returns whether it seeded.
 */
export async function seedDemo(db: Db, storage: Storage, now = new Date()): Promise<boolean> {
  const seeded = await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK]);
    const { rows } = await tx.query<{ count: number }>('SELECT count(*)::int AS count FROM users');
    if (rows[0].count > 0) return false;
    const core = await seedCore(tx, storage, now);
    for (const seed of MODULE_SEEDS) await seed(tx, core);
    return true;
  });
  // The planner's statistics of the new rows: the embedded database has no autovacuum to gather them, and
  // plans made for empty tables are many times slower (the dashboard's monthly series, for one).
  if (seeded) await db.exec('ANALYZE');
  return seeded;
}

/** Whether the demo accounts exist here (a database seeded once, or not at all). */
export async function hasDemoAccounts(db: Db): Promise<boolean> {
  const { rows } = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM users WHERE username = ANY($1::text[])', [
    DEMO_ACCOUNTS.map((a) => a.user),
  ]);
  return rows[0].count === DEMO_ACCOUNTS.length;
}
