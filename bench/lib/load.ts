/**
 * Load over HTTP at the machine's limit (autocannon in this process) and the ceiling it is read against: a
 * Node HTTP server in its own process that answers `{"ok":true}` and does nothing else, loaded the same way just
 * before, so a route's throughput reads as a share of what this machine's Node serves at that moment (a machine
 * shared with other work lowers both).
 */
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export interface Measured {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  detail: string;
  /** With `Load.pid`: CPU time per request, in µs, of the server, of its child processes (its embedded PostgreSQL) and of this process (autocannon). */
  cpu?: { server: number; children: number; load: number };
}

export interface Load {
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  connections?: number;
  seconds?: number;
  /** Each request's path (and query), asked anew for every request: how a bench asks a new URL each time. */
  path?: () => string;
  /** The server's process: its CPU time, and its children's, is read before and after (Measured.cpu). */
  pid?: number;
  /** A process whose descendants are the server's database when they are not the server's own (the portal's, for a bare route). */
  databaseOf?: number;
}

/** Clock ticks per second of /proc's times (USER_HZ, 100 on Linux). */
const TICKS = 100;

type Proc = { pid: number; ppid: number; seconds: number };

/** Every process's parent and CPU seconds so far (from /proc: Linux only). */
function processes(): Proc[] {
  return readdirSync('/proc').flatMap((name) => {
    try {
      // After the command's closing parenthesis: state, ppid, ... utime (12th), stime (13th).
      const fields = readFileSync(`/proc/${name}/stat`, 'utf8').split(') ')[1].split(' ');
      return [{ pid: Number(name), ppid: Number(fields[1]), seconds: (Number(fields[11]) + Number(fields[12])) / TICKS }];
    } catch {
      return []; // not a process, or one that has ended
    }
  });
}

/** The CPU seconds of each process of the tree under `root` in `procs`, `root` itself included. */
function treeOf(procs: Proc[], root: number): Map<number, number> {
  const tree = new Set([root]);
  for (let grew = true; grew;) {
    grew = false;
    for (const p of procs) if (tree.has(p.ppid) && !tree.has(p.pid)) grew = Boolean(tree.add(p.pid));
  }
  return new Map(procs.filter((p) => tree.has(p.pid)).map((p) => [p.pid, p.seconds]));
}

type CpuSnapshot = { server: number; children: Map<number, number>; load: number };

/** CPU seconds so far of `pid`, of each of its descendants (and those of `databaseOf`), and of this process (the load). */
function cpuNow(pid: number, databaseOf?: number): CpuSnapshot {
  const { user, system } = process.cpuUsage();
  const procs = processes();
  const children = new Map([...treeOf(procs, pid), ...(databaseOf ? treeOf(procs, databaseOf) : [])]);
  const server = children.get(pid) ?? 0;
  children.delete(pid);
  if (databaseOf) children.delete(databaseOf);
  return { server, children, load: (user + system) / 1e6 };
}

/** CPU seconds spent between two snapshots by the processes of `after`: one that ended in between is not counted (its time is gone from /proc). */
const spent = (before: Map<number, number>, after: Map<number, number>) => [...after].reduce((sum, [p, seconds]) => sum + seconds - (before.get(p) ?? 0), 0);

export async function hammer(url: string, o: Load = {}): Promise<Measured> {
  const next = o.path;
  const before = o.pid ? cpuNow(o.pid, o.databaseOf) : undefined;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    autocannon(
      {
        url,
        connections: o.connections ?? 50,
        duration: o.seconds ?? 10,
        method: o.method ?? 'GET',
        headers: o.headers,
        body: o.body,
        ...(next ? { requests: [{ setupRequest: (request: autocannon.Request) => ({ ...request, path: next() }) }] } : {}),
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
  });
  // autocannon counts a timeout (no answer in 10 s) as an error too.
  const detail = [
    result.timeouts && `${result.timeouts} without an answer in 10 s`,
    result.errors - result.timeouts && `${result.errors - result.timeouts} failed connections`,
    result.non2xx && `${result.non2xx} non-2xx`,
  ];
  const after = o.pid ? cpuNow(o.pid, o.databaseOf) : undefined;
  const perRequest = (seconds: number) => Math.round((seconds / Math.max(1, result.requests.total)) * 1e6);
  return {
    cpu: before &&
      after && {
        server: perRequest(after.server - before.server),
        children: perRequest(spent(before.children, after.children)),
        load: perRequest(after.load - before.load),
      },
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    detail: detail.filter(Boolean).join(', '),
  };
}

type Started = { url: string; pid: number; stop: () => void };

/** `args` run by this Node in a process of its own that prints the port it listens on, on 127.0.0.1, first. */
async function startServer(args: string[], env: NodeJS.ProcessEnv = process.env): Promise<Started> {
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'], env });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`${args.join(' ')} ended (${code}) before listening`)));
    child.stdout.once('data', (d) => resolve(Number(String(d).trim())));
  });
  return { url: `http://127.0.0.1:${port}/`, pid: child.pid!, stop: () => child.kill() };
}

/** The no-op server in a process of its own; `stop` ends it. */
export function startNoOp(): Promise<Started> {
  const script =
    "require('node:http').createServer((q, s) => { s.setHeader('content-type', 'application/json'); s.end('{\"ok\":true}'); }).listen(0, '127.0.0.1', function () { console.log(this.address().port); })";
  return startServer(['-e', script]);
}

/** The bare routes on the database of `databaseUrl` (bare-route.mjs: what reading the database costs without the portal); `stop` ends them. */
export function startBareRoute(databaseUrl: string): Promise<Started> {
  return startServer([fileURLToPath(new URL('bare-route.mjs', import.meta.url))], { ...process.env, DATABASE_URL: databaseUrl });
}
