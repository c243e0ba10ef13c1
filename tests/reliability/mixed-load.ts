/**
 * The project's mixed load: N members of one parish, each with its own session, use the portal over
 * HTTP with pauses of 0.15 to 0.75 s (about 2.2 requests per second each): /api/me, lists, the dashboard,
 * chat (sending, reading, one in five with the event stream open), uploads; some sign out and in again.
 * Afterwards it checks that nothing acknowledged was lost. The reliability test and the API benchmark run it.
 */
import { readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { BucketFileList } from '../../src/shared/schemas/buckets';
import { Conversation, Message } from '../../src/shared/schemas/chat';
import { AttachmentsResponse, AttachmentsUploadResponse, RegisterListResponse } from '../../src/shared/schemas/registers';
import { openSse, type SseStream } from '../../src/server/chat/sse-reader';
import { DEMO_PASSWORD } from '../../src/server/db/seed/demo-accounts';
import { pick, random as seeded } from '../../src/server/db/seed/random';
import type { Db } from '../../src/server/db/types';
import { SESSION_COOKIE } from '../../src/server/session/cookie';
import { hashPassword } from '../../src/server/session/passwords';
import { PDF_HEADER, PNG_1PX, multipart } from '../../src/server/test/files';
import { signInOver } from '../../src/server/test/spawn';

export interface Member {
  id: number;
  user: string;
  roles: number[];
}

/** `count` members of the demo parish, as an administrator's insert would make them: password hashed by the server's own function. */
export async function addMembers(db: Db, count: number): Promise<Member[]> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const { rows } = await db.query<{ paroquia_id: number; community_id: number }>("SELECT paroquia_id, community_id FROM users WHERE username = 'admin'");
  const members: Member[] = [];
  for (let i = 0; i < count; i++) {
    // Mostly plain members; a few secretaries (1: registers and dashboard) and ministry managers (2: registers).
    const roles = i % 10 === 0 ? [1] : i % 10 === 1 ? [2] : [[4, 8, 10, 12, 13, 14][i % 6]];
    const user = `carga${String(i + 1).padStart(3, '0')}`;
    const inserted = await db.query<{ id: number }>(
      `INSERT INTO users (paroquia_id, community_id, username, name, password_hash, accepted_photo, timezone, roles)
       VALUES ($1, $2, $3, $4, $5, 1, 'America/Sao_Paulo', $6) RETURNING id`,
      [rows[0].paroquia_id, rows[0].community_id, user, `Membro de Carga ${i + 1}`, passwordHash, roles],
    );
    members.push({ id: inserted.rows[0].id, user, roles });
  }
  return members;
}

export interface Call {
  what: string;
  method: string;
  status: number;
  /** performance.now() when it was sent. */
  at: number;
  ms: number;
  error?: string;
}

export interface MixedLoadResult {
  /** Every request of the timed run (the set-up's sign-ins aside). */
  calls: Call[];
  seconds: number;
  /** Messages acknowledged, and how many reached the receiver's open stream. */
  sent: number;
  pushed: number;
  toStreams: number;
  streams: number;
  /** Streams the server ended during the run (its process stopped): their pushes are not counted. */
  streamsEnded: number;
  uploads: number;
  /** What was acknowledged and then not found (should be empty). */
  lost: string[];
  /** The server's resident memory, sampled each second from the start of the run. */
  rss: Array<{ at: number; mb: number }>;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];

/** p50/p95/p99 of every call's time, in ms. */
export function latencies(calls: Call[]): { p50: number; p95: number; p99: number } {
  const ms = calls.map((c) => c.ms).sort((a, b) => a - b);
  return { p50: percentile(ms, 50), p95: percentile(ms, 95), p99: percentile(ms, 99) };
}

function rssMb(pid: number): number {
  const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
  return kb / 1024;
}

const agent = new Agent({ keepAlive: true });

/** What the run reads of an answer. */
interface Answer {
  status: number;
  setCookies: string[];
  text: string;
  json(): unknown;
}

/**
 * One call through node:http with kept-alive connections: the load generator shares the machine's
 * two cores with the server, and fetch's Response (web streams) costs it several times the CPU.
 */
function send(url: string, init: RequestInit): Promise<Answer> {
  const headers: Record<string, string> = { ...(init.headers as Record<string, string>) };
  let body = init.body as string | Uint8Array | undefined;
  if (init.body instanceof URLSearchParams) {
    headers['content-type'] = 'application/x-www-form-urlencoded;charset=UTF-8';
    body = init.body.toString();
  }
  return new Promise((resolve, reject) => {
    const req = request(url, { method: init.method ?? 'GET', headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString();
        resolve({ status: res.statusCode!, setCookies: res.headers['set-cookie'] ?? [], text, json: () => JSON.parse(text) });
      });
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** Every request of the run, timed; a network error is status 0. */
function recorder(url: string) {
  const calls: Call[] = [];
  async function call(what: string, path: string, init: RequestInit & { expect?: number } = {}): Promise<Answer | null> {
    const started = performance.now();
    const method = init.method ?? 'GET';
    try {
      const res = await send(`${url}${path}`, init);
      calls.push({ what, method, status: res.status, at: started, ms: performance.now() - started });
      if (res.status !== (init.expect ?? 200)) calls[calls.length - 1].error = res.text.slice(0, 200);
      return res;
    } catch (error) {
      calls.push({ what, method, status: 0, at: started, ms: performance.now() - started, error: String(error) });
      return null;
    }
  }
  return { calls, call };
}

const json = (cookie: string, body: unknown): RequestInit => ({
  method: 'POST',
  headers: { cookie, 'content-type': 'application/json' },
  body: JSON.stringify(body),
});
const form = (cookie: string, parts: Parameters<typeof multipart>[0]): RequestInit => {
  const body = multipart(parts);
  return { method: 'POST', headers: { ...body.headers, cookie }, body: new Uint8Array(body.payload) };
};

/**
 * Runs the mix against the portal at `url` (process `pid`) for `durationMs`, then checks what it acknowledged.
 * `during` runs once, `afterMs` into the timed run (a test stops a process behind a proxy then).
 * `secretary` is the members' parish's secretary everyone also chats with (the demo parish's by default).
 */
export async function runMixedLoad({
  url,
  pid,
  members,
  durationMs,
  during,
  secretary = 'secretaria',
  seed,
  together,
}: {
  url: string;
  pid: number;
  members: Member[];
  durationMs: number;
  during?: { afterMs: number; run: () => unknown };
  secretary?: string;
  /** Each user's choices from a sequence seeded by this and their place: two runs with one seed do the same things. */
  seed?: number;
  /**
   * Awaited after the set-up and after the timed run: runs at once on one portal meet there, so none times its calls
   * while another signs its people in (a password hash each) or reads back what it acknowledged.
   */
  together?: () => Promise<void>;
}): Promise<MixedLoadResult> {
  const users = members.length;
  const { calls, call } = recorder(url);
  const secretariaCookie = await signInOver(url, secretary);
  const secretariaId = ((await (await fetch(`${url}/api/me`, { headers: { cookie: secretariaCookie } })).json()) as { id: number }).id;

  const signIn = async (user: string): Promise<string> => {
    const res = await call('login', '/api/login', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ user, password: DEMO_PASSWORD, remember: '1' }),
    });
    const set = res?.setCookies.find((c) => c.startsWith(`${SESSION_COOKIE}=`));
    if (!res || res.status !== 200 || !set) throw new Error(`sign-in as ${user} failed: ${res?.status}`);
    return set.split(';')[0];
  };

  const sent: Message[] = [];
  const uploads: Array<{ owner: number; place: string; id: number }> = [];
  const cookies = new Map<number, string>();
  const buckets = new Map<number, string>();
  const streams = new Map<number, SseStream>();
  const ended = new Set<number>();
  try {
    // Every user signs in at once, creates a bucket; one in five keeps the chat's event stream open.
    await Promise.all(
      members.map(async (m, i) => {
        cookies.set(m.id, await signIn(m.user));
        const res = await call('bucket create', '/api/buckets/create', { ...json(cookies.get(m.id)!, { name: `Arquivos ${m.user}`, regiao: 1 }), expect: 201 });
        buckets.set(m.id, ((await res!.json()) as { rand: string }).rand);
        if (i % 5 === 1) {
          const stream = await openSse(`${url}/api/chat/stream`, cookies.get(m.id)!);
          streams.set(m.id, stream);
          void stream.ended.then(() => ended.add(m.id));
        }
      }),
    );

    await together?.();
    const rss: Array<{ at: number; mb: number }> = [];
    // Sign-ins and bucket creation above were the set-up: the figures count what follows.
    const setUp = calls.length;
    const started = performance.now();
    const sampler = setInterval(() => rss.push({ at: performance.now() - started, mb: rssMb(pid) }), 1000);
    const end = started + durationMs;
    const duringTimer = during && setTimeout(during.run, during.afterMs);

    async function virtualUser(m: Member, i: number): Promise<void> {
      const random = seed === undefined ? Math.random : seeded(seed * 1000 + i);
      // Each one chats with four neighbours and the secretary, as people talk to a few others.
      const partners = [1, 2, users - 1, users - 2].map((d) => members[(i + d) % users].id).concat(secretariaId);
      const canRegisters = m.roles.some((r) => r === 1 || r === 2);
      // What a person does on the portal, with weights: mostly chat and lists, a few uploads.
      const actions: Array<[weight: number, run: (cookie: string) => Promise<unknown>]> = [
        [10, (cookie) => call('me', '/api/me', { headers: { cookie } })],
        [8, (cookie) => call('chat users', `/api/chat/users?limit=20${random() < 0.3 ? '&q=carga' : ''}`, { headers: { cookie } })],
        [
          18,
          async (cookie) => {
            // The conversation poll, and marking it read as the open chat does.
            const other = pick(random, partners);
            await call('conversation', `/api/messages/conversation/${other}?limit=200`, { headers: { cookie } });
            if (random() < 0.5) await call('mark read', '/api/messages/mark-conversation-read', json(cookie, { other_id: other }));
          },
        ],
        [
          14,
          async (cookie) => {
            const res = await call(
              'send',
              '/api/messages/send',
              json(cookie, { receiver_id: pick(random, partners), message: `Olá ${i}, às ${Date.now()} ✝` }),
            );
            if (res?.status === 200) sent.push(Message.parse(await res.json()));
          },
        ],
        [10, (cookie) => call('notices', `/api/feed-posts?page=1${random() < 0.3 ? '&q=missa' : ''}`, { headers: { cookie } })],
        [8, (cookie) => call('notifications', '/api/notifications/unread-count', { headers: { cookie } })],
        [5, (cookie) => call('notifications list', '/api/notifications?limit=20', { headers: { cookie } })],
        [5, (cookie) => call('buckets', '/api/buckets', { headers: { cookie } })],
        [
          4,
          async (cookie) => {
            const rand = buckets.get(m.id)!;
            const data = random() < 0.5 ? PNG_1PX : Buffer.alloc(48 * 1024, 'ave maria ');
            const res = await call('upload', `/api/buckets/${rand}/upload`, {
              ...form(cookie, [{ name: 'file', filename: `arquivo-${i}.bin`, type: 'application/octet-stream', data }]),
              expect: 201,
            });
            if (res?.status === 201) uploads.push({ owner: m.id, place: `bucket:${rand}`, id: ((await res.json()) as { id: number }).id });
          },
        ],
      ];
      if (m.roles.includes(1)) actions.push([8, (cookie) => call('dashboard', '/api/stats/dashboard?months=12', { headers: { cookie } })]);
      if (canRegisters) {
        actions.push([
          10,
          (cookie) =>
            call('registers', `/api/registers?limit=12&${pick(random, ['page=1', 'page=2', 'q=maria', 'q=silva', 'q=jo&page=1'])}`, { headers: { cookie } }),
        ]);
        actions.push([
          3,
          async (cookie) => {
            const list = await call('registers', '/api/registers?limit=12&page=1', { headers: { cookie } });
            if (list?.status !== 200) return;
            const { id } = RegisterListResponse.parse(await list.json()).data.data[i % 12];
            const res = await call(
              'attachment',
              `/api/registers/${id}/attachments`,
              form(cookie, [{ name: 'files[]', filename: `doc-${i}.pdf`, type: 'application/pdf', data: PDF_HEADER }]),
            );
            if (res?.status === 200)
              for (const a of AttachmentsUploadResponse.parse(await res.json()).items) uploads.push({ owner: m.id, place: `register:${id}`, id: a.id });
          },
        ]);
      }
      if (i % 5 === 0) {
        // Some sign out and back in during the run.
        actions.push([
          1,
          async (cookie) => {
            await call('logout', '/api/logout', { method: 'POST', headers: { cookie } });
            // Once more after a pause, as a person would, if the sign-in met a process stopping.
            cookies.set(m.id, await signIn(m.user).catch(() => sleep(500).then(() => signIn(m.user))));
          },
        ]);
      }
      const total = actions.reduce((sum, [w]) => sum + w, 0);
      // Spread over the first pause, so the users do not all start in the same millisecond.
      await sleep(random() * 750);
      while (performance.now() < end) {
        let r = random() * total;
        const [, run] = actions.find(([w]) => (r -= w) < 0) ?? actions[0];
        await run(cookies.get(m.id)!);
        await sleep(150 + random() * 600);
      }
    }
    await Promise.all(members.map((m, i) => virtualUser(m, i)));
    clearInterval(sampler);
    clearTimeout(duringTimer);
    const seconds = (performance.now() - started) / 1000;
    await together?.();
    const measured = calls.slice(setUp);

    // After the run: each acknowledged message is in both participants' conversation.
    const cookieOf = (id: number) => (id === secretariaId ? secretariaCookie : cookies.get(id)!);
    const conversations = new Map<string, Set<number>>();
    const lost: string[] = [];
    for (const message of sent) {
      for (const [viewer, other] of [
        [message.sender_id, message.receiver_id],
        [message.receiver_id, message.sender_id],
      ]) {
        const key = `${viewer}:${other}`;
        if (!conversations.has(key)) {
          const res = await fetch(`${url}/api/messages/conversation/${other}?limit=200`, { headers: { cookie: cookieOf(viewer) } });
          conversations.set(key, new Set(Conversation.parse(await res.json()).items.map((x) => x.id)));
        }
        if (!conversations.get(key)!.has(message.id)) lost.push(`message ${message.id} not in ${key}`);
      }
    }
    // ...and pushed to the receiver's open stream (the streams the server ended aside: a browser would reconnect and read the conversation again).
    const streamsEnded = ended.size;
    const toStreams = sent.filter((x) => streams.has(x.receiver_id) && !ended.has(x.receiver_id));
    let pushed = 0;
    for (const message of toStreams) {
      const event = await streams
        .get(message.receiver_id)!
        .next((e) => e.event === 'message' && Message.parse(JSON.parse(e.data)).id === message.id, 5000)
        .catch(() => null);
      if (event) pushed++;
      else lost.push(`message ${message.id} not pushed to ${message.receiver_id}`);
    }
    // Each acknowledged upload is listed where it was sent.
    const listed = new Map<string, Set<number>>();
    for (const upload of uploads) {
      if (!listed.has(upload.place)) {
        const [kind, key] = upload.place.split(':');
        const res = await fetch(`${url}${kind === 'bucket' ? `/api/buckets/${key}/files` : `/api/registers/${key}/attachments`}`, {
          headers: { cookie: cookieOf(upload.owner) },
        });
        const ids =
          kind === 'bucket' ? BucketFileList.parse(await res.json()).map((f) => f.id) : AttachmentsResponse.parse(await res.json()).data.map((a) => a.id);
        listed.set(upload.place, new Set(ids));
      }
      if (!listed.get(upload.place)!.has(upload.id)) lost.push(`upload ${upload.id} not listed in ${upload.place}`);
    }
    return {
      calls: measured,
      seconds,
      sent: sent.length,
      pushed,
      toStreams: toStreams.length,
      streams: streams.size,
      streamsEnded,
      uploads: uploads.length,
      lost,
      rss,
    };
  } finally {
    streams.forEach((s) => s.close());
  }
}
