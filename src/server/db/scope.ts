/**
 * The parish a request works in, carried with it (AsyncLocalStorage) down to the database: postgres.ts puts it on
 * the connection before each query, and PostgreSQL's row-level security (migration 042) then shows that parish's rows
 * only, whatever a query's own filter says. Code outside a request (schedulers, migrations, seeds, the session cache)
 * has no scope and sees every parish, as before.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

export interface ParishScope {
  /** The parish the session works in: what it reads and writes. */
  paroquiaId: number;
  /** The diocesan offices (roles 20 and 21): also read the parishes of their parish's diocese. */
  curia: boolean;
}

/** One per request: emptied when its answer is sent. */
interface ScopeHolder {
  scope: ParishScope | null;
}

const storage = new AsyncLocalStorage<ScopeHolder>();

/** The scope the running code is under, if any. */
export function currentScope(): ParishScope | null {
  return storage.getStore()?.scope ?? null;
}

/** Runs `fn` (and what it starts) under `scope`; `end()` takes the scope away from what is still running later. */
export function runWithScope(scope: ParishScope, fn: () => void): { end(): void } {
  const holder: ScopeHolder = { scope };
  storage.run(holder, fn);
  return { end: () => (holder.scope = null) };
}

/**
 * Runs `fn` without the parish scope, seeing every parish: only where a parish deliberately reads or writes another's
 * rows (a request between parishes, a parish moved by the instance's administrator). Each use is audited: keep them few.
 */
export function acrossParishes<T>(fn: () => T): T {
  return storage.run({ scope: null }, fn);
}
