import type { Capability } from '../shared/roles';
import type { Config } from './config';
import type { Db } from './db/types';
import type { SessionCache } from './session/cache';
import type { CurrentSession, CurrentUser } from './session/repository';
import type { Storage } from './storage/types';

/** The current time; tests pass a controllable one to buildApp. */
export type Clock = () => Date;

/** Who may reach a route before its handler runs (decided by plugins/auth.ts). */
export type RouteAccess = 'none' | 'public' | 'signed-in';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    storage: Storage;
    clock: Clock;
    /** Signed-in sessions and their users, kept in this process and dropped when the database announces a change (session/cache.ts). */
    sessions: SessionCache;
    /**
     * Every route registered, as 'METHOD /url' with its access and the capability its
     * requireCapability preHandler demands (null: any signed-in user). Tests check the
     * deny-by-default rule and the role matrix on all of them.
     */
    routeTable: Array<{ method: string; url: string; access: RouteAccess; capability: Capability | null }>;
  }
  interface FastifyRequest {
    user: CurrentUser | null;
    session: CurrentSession | null;
  }
  interface FastifyContextConfig {
    /**
     * Non-/api routes declare it: 'public' reads the session without requiring one (/uploads),
     * 'none' (default) skips it (static files). /api routes are decided by the public list alone.
     */
    access?: RouteAccess;
    /** The answer carries personal data (registers, the access log, exports): sent with Cache-Control: no-store. */
    personalData?: boolean;
  }
}
