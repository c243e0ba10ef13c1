import type { FastifyBaseLogger } from 'fastify';
import type { Db, Unsubscribe } from '../db/types';
import { CHAT_CHANNEL, parseSignal, type ChatSignal } from './signals';
import type { Clock } from '../types';
import { presenceState } from './presence';
import type { Caller } from '../http/caller';
import { messageFor } from './repository';

/** One open event stream: whose it is, and how to write to it. */
export interface StreamClient extends Caller {
  send(event: string, data: unknown): void;
  end(): void;
}

/**
 * The process's one LISTEN on the chat channel, fanned out to the streams connected here.
 * A signal becomes an event only after loading the row scoped to each receiving user and
 * parish, so a payload naming someone else's message or parish reveals nothing.
 */
export class ChatHub {
  private readonly clients = new Map<number, Set<StreamClient>>();
  private listening: Promise<Unsubscribe> | null = null;
  /** Signals are handled one at a time, so events leave in the order they were announced. */
  private queue: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Resolves once LISTEN is active: a stream opened after this misses nothing committed later. */
  async ready(): Promise<void> {
    this.listening ??= this.db.listen(CHAT_CHANNEL, (payload) => this.enqueue(payload));
    try {
      await this.listening;
    } catch (error) {
      this.listening = null;
      throw error;
    }
  }

  add(client: StreamClient): void {
    const set = this.clients.get(client.userId) ?? new Set();
    set.add(client);
    this.clients.set(client.userId, set);
  }

  remove(client: StreamClient): void {
    const set = this.clients.get(client.userId);
    set?.delete(client);
    if (set?.size === 0) this.clients.delete(client.userId);
  }

  /** Ends every stream and stops listening (the server is closing). */
  async close(): Promise<void> {
    for (const set of this.clients.values()) for (const client of set) client.end();
    this.clients.clear();
    const listening = this.listening;
    this.listening = null;
    if (listening) await (await listening.catch(() => null))?.();
  }

  private enqueue(payload: string): void {
    const s = parseSignal(payload);
    if (!s) return;
    this.queue = this.queue.then(() => this.deliver(s)).catch((error: unknown) => this.log.error({ err: error }, 'chat: falha ao entregar evento'));
  }

  private async deliver(s: ChatSignal): Promise<void> {
    if (s.kind === 'message') {
      for (const userId of new Set(s.users)) {
        const set = this.clients.get(userId);
        const first = set && [...set][0];
        if (!first) continue;
        const message = await messageFor(this.db, first, s.id);
        if (message) for (const client of set) if (client.paroquiaId === first.paroquiaId) client.send('message', message);
      }
      return;
    }
    const set = this.clients.get(s.to);
    const first = set && [...set][0];
    if (!first) return;
    const state = await presenceState(this.db, first, s.from, this.clock());
    for (const client of set) client.send('presence', { other_id: s.from, ...state });
  }
}
