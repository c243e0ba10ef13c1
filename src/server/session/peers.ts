import { randomBytes } from 'node:crypto';
import { CHANGES_CHANNEL, type Db } from '../db/types';

/** Each process says it is alive this often, and counts a peer silent for three times as long as gone. */
const HERE_EVERY_MS = 10_000;
const GONE_AFTER_MS = 3 * HERE_EVERY_MS;
/** A peer that does not answer a sync in this time is not waited for any longer (it is stuck or dying). */
const SYNC_TIMEOUT_MS = 1_000;

/**
 * The other server processes on this database, and `sync()`: resolves once every one of them has
 * handled all the announcements this process heard so far. PostgreSQL delivers notifications to
 * each listener in commit order, so a peer that answers 'sync' has handled every change committed
 * before it. Messages, on the changes channel: 'here:<process>' every 10 s (answered by newcomers'
 * peers at once), 'bye:<process>', 'sync:<process>:<n>', 'ack:<process>:<n>:<peer>'.
 */
export class Peers {
  readonly id = randomBytes(6).toString('hex');
  private readonly seen = new Map<string, number>();
  private readonly waiting = new Map<number, { missing: Set<string>; done: () => void }>();
  private readonly answered = new Set<string>();
  private syncs = 0;
  private readonly timer: ReturnType<typeof setInterval>;

  constructor(private readonly db: Db) {
    this.say(`here:${this.id}`);
    this.timer = setInterval(() => this.say(`here:${this.id}`), HERE_EVERY_MS);
    this.timer.unref();
  }

  /** Handles a peer message; false when `payload` is not one. */
  heard(payload: string): boolean {
    const [kind, from, n, peer] = payload.split(':');
    if (kind === 'here' && from !== this.id) {
      // A newcomer learns who is already here without waiting for their next turn.
      if (!this.seen.has(from)) this.say(`here:${this.id}`);
      this.seen.set(from, Date.now());
    } else if (kind === 'bye') {
      this.seen.delete(from);
    } else if (kind === 'sync' && from !== this.id && !this.answered.has(payload)) {
      // Heard once per connection of this process: answered once.
      this.answered.add(payload);
      if (this.answered.size > 1000) this.answered.delete(this.answered.values().next().value!);
      this.say(`ack:${from}:${n}:${this.id}`);
    } else if (kind === 'ack' && from === this.id) {
      const wait = this.waiting.get(Number(n));
      wait?.missing.delete(peer);
      if (wait?.missing.size === 0) wait.done();
    } else {
      return kind === 'here' || kind === 'sync' || kind === 'ack';
    }
    return true;
  }

  async sync(): Promise<void> {
    const now = Date.now();
    const missing = new Set([...this.seen].filter(([, at]) => now - at < GONE_AFTER_MS).map(([peer]) => peer));
    if (!missing.size) return;
    const n = ++this.syncs;
    let timeout: ReturnType<typeof setTimeout> | undefined;
    const acked = new Promise<void>((resolve) => {
      this.waiting.set(n, { missing, done: resolve });
      timeout = setTimeout(resolve, SYNC_TIMEOUT_MS);
    });
    try {
      await this.db.notify(CHANGES_CHANNEL, `sync:${this.id}:${n}`);
      await acked;
    } finally {
      clearTimeout(timeout);
      this.waiting.delete(n);
    }
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.db.notify(CHANGES_CHANNEL, `bye:${this.id}`).catch(() => undefined);
  }

  private say(payload: string): void {
    this.db.notify(CHANGES_CHANNEL, payload).catch(() => undefined);
  }
}
