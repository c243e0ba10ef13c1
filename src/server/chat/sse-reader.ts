/**
 * A server-sent events reader over fetch, as a second browser tab would be: the chat's server
 * tests and its benchmark open GET /api/chat/stream with it. Not used by the server itself.
 */
export interface SseEvent {
  event: string;
  data: string;
  /** performance.now() when the event was read. */
  at: number;
}

export interface SseStream {
  status: number;
  contentType: string | null;
  events: SseEvent[];
  /** Resolves with the first event (already read or still to come) that `match` accepts. */
  next(match: (e: SseEvent) => boolean, timeoutMs?: number): Promise<SseEvent>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

function parseBlock(block: string): { event: string; data: string } | null {
  let event = 'message';
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line.startsWith('event:')) event = line.slice(6).trim();
    else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
  }
  return data.length ? { event, data: data.join('\n') } : null;
}

export async function openSse(url: string, cookie: string): Promise<SseStream> {
  const controller = new AbortController();
  const res = await fetch(url, { headers: { cookie, accept: 'text/event-stream' }, signal: controller.signal });
  const events: SseEvent[] = [];
  const waiters = new Set<(e: SseEvent) => void>();

  const ended = (async () => {
    if (!res.body) return;
    const reader = res.body.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += decoder.decode(value, { stream: true });
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const parsed = parseBlock(buffer.slice(0, cut));
          buffer = buffer.slice(cut + 2);
          if (!parsed) continue;
          const e = { ...parsed, at: performance.now() };
          events.push(e);
          waiters.forEach((w) => w(e));
        }
      }
    } catch {
      // Aborted by close(): the stream is over.
    }
  })();

  return {
    status: res.status,
    contentType: res.headers.get('content-type'),
    events,
    ended,
    next(match, timeoutMs = 5000) {
      const found = events.find(match);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          reject(new Error(`no matching event within ${timeoutMs} ms`));
        }, timeoutMs);
        const waiter = (e: SseEvent) => {
          if (!match(e)) return;
          clearTimeout(timer);
          waiters.delete(waiter);
          resolve(e);
        };
        waiters.add(waiter);
      });
    },
    close: () => controller.abort(),
  };
}
