import type { Db } from '../db/types';
import { Peers } from './peers';
import { findSession, type CurrentSession, type CurrentUser } from './repository';

export interface Found {
  user: CurrentUser;
  session: CurrentSession;
}

/** An entry is reloaded after this long even if nothing was announced (a safety net, not the rule). */
const SESSION_CACHE_MAX_AGE_MS = 60_000;
/** Past this many sessions the oldest entry makes room: memory stays bounded whatever the traffic. */
const MAX_ENTRIES = 20_000;

/** Who an announcement concerns: a user ('u:<id>', them or one of their sessions), a parish ('p:<id>'), or everyone. */
type Key = `u:${number}` | `p:${number}` | '*';

/**
 * Who is calling, without a database round trip: the session and its user as findSession loads
 * them, kept per process. One invalidation rule: the database announces every change to a user, a
 * session or a parish (triggers, migration 014; Db.onChange), and every process drops what it holds
 * for them. This process hears its own changes before the statement that made them returns; a
 * request that changed something waits, before it answers, until the other processes on the
 * database have heard it too (`sync`, peers.ts). So after a sign-out, a password change, a block or
 * a role change answered by any process, no process serves the old state. Changes made outside the
 * portal (a SQL prompt) reach every process within a notification's delivery. Expiry is checked
 * on every request against the clock.
 *
 * Only who is calling is kept, never a route's answer: answers kept per user were dropped in issue 33
 * (docs/architecture.md, 'Hot paths do no per-call setup').
 */
export class SessionCache {
  private readonly entries = new Map<string, { found: Found; at: number }>();
  /** When each key was last announced, counted in announcements: a load that started before it is not kept. */
  private readonly dropped = new Map<Key, number>();
  private announcements = 0;
  private readonly droppedListeners = new Set<(userId: number | null) => void>();
  private readonly stop: () => void;
  private readonly peers: Peers;

  constructor(
    private readonly db: Db,
    private readonly now: () => number = Date.now,
  ) {
    this.peers = new Peers(db);
    this.stop = db.onChange((payload) => this.announced(payload));
  }

  /** How many changes this process has heard of: a request during which it moved has changed something, or raced with a change. */
  get changesHeard(): number {
    return this.announcements;
  }

  /** Resolves once every other server process has heard every change this one has. */
  sync(): Promise<void> {
    return this.peers.sync();
  }

  /** The session `id` and its user while the session is valid at `at`; null otherwise. */
  async find(id: string, at: Date): Promise<Found | null> {
    const hit = this.entries.get(id);
    if (hit && this.now() - hit.at < SESSION_CACHE_MAX_AGE_MS) return hit.found.session.expires_at > at ? hit.found : null;
    const since = this.announcements;
    const found = await findSession(this.db, id, at);
    if (!found) this.entries.delete(id);
    else if (!this.droppedSince(found.user, since)) this.keep(id, found);
    return found;
  }

  /** Called with the user whose entries were dropped (null: everyone's), after the drop: open streams check their session again. */
  onDropped(listener: (userId: number | null) => void): () => void {
    this.droppedListeners.add(listener);
    return () => this.droppedListeners.delete(listener);
  }

  async close(): Promise<void> {
    this.stop();
    this.entries.clear();
    this.droppedListeners.clear();
    await this.peers.close();
  }

  private keep(id: string, found: Found): void {
    this.entries.delete(id);
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(id, { found, at: this.now() });
  }

  /** Whether anything about `user` or their parish was announced after `since`. */
  private droppedSince(user: CurrentUser, since: number): boolean {
    const after = (key: Key) => (this.dropped.get(key) ?? 0) > since;
    return after('*') || after(`u:${user.id}`) || after(`p:${user.paroquia_id}`);
  }

  private announced(payload: string | null): void {
    if (payload !== null && this.peers.heard(payload)) return;
    const match = payload === null ? null : /^([up]):(\d+)$/.exec(payload);
    if (payload !== null && !match) return;
    const key: Key = match ? (`${match[1]}:${Number(match[2])}` as Key) : '*';
    this.dropped.set(key, ++this.announcements);
    const id = match ? Number(match[2]) : null;
    for (const [sessionId, { found }] of this.entries) {
      const concerned = !match || (match[1] === 'u' ? found.user.id === id : found.user.paroquia_id === id);
      if (concerned) this.entries.delete(sessionId);
    }
    const userId = match?.[1] === 'u' ? id : null;
    this.droppedListeners.forEach((listener) => listener(userId));
  }
}
