import pg from 'pg';
import { channelIdentifier, type Unsubscribe } from './types';

/** `from` is the backend process id of the session that sent it. */
type Handler = (payload: string, from: number) => void;

/**
 * LISTEN needs one connection held open, outside the pool. This keeps one client per process,
 * re-LISTENs every channel after a lost connection (retrying every second while the server is
 * down or restarting), and UNLISTENs a channel with no handler left.
 */
export class PgListener {
  private client: pg.Client | null = null;
  private connecting: Promise<pg.Client> | null = null;
  private readonly handlers = new Map<string, Set<Handler>>();
  private closed = false;
  private retrying = false;

  constructor(
    private readonly config: pg.ClientConfig,
    private readonly onError: (error: Error) => void,
    /** After a lost connection is back and listening again: what was sent meanwhile was not heard. */
    private readonly onReconnect: () => void = () => undefined,
  ) {}

  async listen(channel: string, handler: Handler): Promise<Unsubscribe> {
    const ident = channelIdentifier(channel);
    const set = this.handlers.get(channel) ?? new Set<Handler>();
    const first = set.size === 0;
    set.add(handler);
    this.handlers.set(channel, set);
    if (first) await (await this.connection()).query(`LISTEN ${/* sql-fragment: fixed */ ident}`);
    return async () => {
      set.delete(handler);
      if (set.size === 0 && this.handlers.get(channel) === set) {
        this.handlers.delete(channel);
        if (this.client) await this.client.query(`UNLISTEN ${/* sql-fragment: fixed */ ident}`);
      }
    };
  }

  async close(): Promise<void> {
    this.closed = true;
    this.handlers.clear();
    const client = this.client ?? (this.connecting ? await this.connecting.catch(() => null) : null);
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  private connection(): Promise<pg.Client> {
    if (this.client) return Promise.resolve(this.client);
    this.connecting ??= this.connect().finally(() => (this.connecting = null));
    return this.connecting;
  }

  private async connect(): Promise<pg.Client> {
    const client = new pg.Client(this.config);
    client.on('notification', (msg) => {
      this.handlers.get(msg.channel)?.forEach((h) => h(msg.payload ?? '', msg.processId));
    });
    client.on('error', (error) => {
      this.onError(error);
      this.reconnect(client);
    });
    client.on('end', () => this.reconnect(client));
    await client.connect();
    this.client = client;
    return client;
  }

  private reconnect(lost: pg.Client): void {
    if (this.client !== lost || this.closed) return;
    this.client = null;
    this.retry();
  }

  private retry(): void {
    if (this.closed || this.retrying || this.handlers.size === 0) return;
    this.retrying = true;
    setTimeout(() => {
      this.retrying = false;
      if (this.closed) return;
      this.connection()
        .then(async (client) => {
          for (const channel of this.handlers.keys()) await client.query(`LISTEN ${/* sql-fragment: fixed */ channelIdentifier(channel)}`);
          this.onReconnect();
        })
        .catch((error: Error) => {
          this.onError(error);
          // Connected but LISTEN failed: drop that client (its 'end' is ignored) and start over.
          const half = this.client;
          this.client = null;
          void half?.end().catch(() => undefined);
          this.retry();
        });
    }, 1000).unref();
  }
}
