/**
 * Bucket uploads: a 500 MB file and a 50 MB file streamed to a running portal
 * (its own process, embedded database, local storage) as one multipart POST each, the bytes
 * generated on the fly. Reported: throughput (MB/s, the whole request until the answer) and the
 * server's resident memory (RSS, read from /proc every 20 ms) before and at its peak during each
 * upload. The server must not hold a file in memory: its peak may not grow with the file's size.
 * Run alone: `npm run bench -- buckets` (needs about 600 MB free under the temporary folder).
 */
import { spawn } from 'node:child_process';
import { readFile, mkdtemp, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, serverBuild } from '../src/server/test/spawn';
import type { BenchRow } from './run';

const MB = 1024 * 1024;
const SIZES_MB = [50, 500];
/** Peak RSS may differ between the two uploads by at most this much (noise, not the file). */
const GROWTH_BUDGET_MB = 48;

async function rssOf(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
}

/** Samples the process's RSS until stopped; resolves to the highest value seen. */
function sampleRss(pid: number): { stop: () => Promise<number> } {
  let peak = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      peak = Math.max(peak, await rssOf(pid).catch(() => 0));
      await new Promise((r) => setTimeout(r, 20));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return peak;
    },
  };
}

/** One multipart POST with `bytes` of generated data, written as the socket drains; resolves to the status. */
function upload(port: number, path: string, cookie: string, bytes: number): Promise<number> {
  const boundary = '----sacraBench';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bench.bin"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const chunk = Buffer.alloc(MB, 0x5a);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        headers: { cookie, 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': head.length + bytes + tail.length },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.write(head);
    let sent = 0;
    const pump = () => {
      while (sent < bytes) {
        const piece = sent + chunk.length <= bytes ? chunk : chunk.subarray(0, bytes - sent);
        sent += piece.length;
        if (!req.write(piece)) return void req.once('drain', pump);
      }
      req.end(tail);
    };
    pump();
  });
}

export async function run(): Promise<BenchRow[]> {
  const dataDir = await mkdtemp(join(tmpdir(), 'sacra-bench-buckets-'));
  const port = await freePort();
  const child = spawn(process.execPath, ['--max-semi-space-size=4', await serverBuild()], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DIST_DIR: join(dataDir, 'no-dist'),
      DATABASE_URL: '',
      STORAGE: 'local',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const rows: BenchRow[] = [];
  try {
    for (let started = Date.now(); ;) {
      if (child.exitCode !== null) throw new Error('portal exited early');
      if (
        await fetch(`${base}/api/health`).then(
          (r) => r.ok,
          () => false,
        )
      )
        break;
      if (Date.now() - started > 90_000) throw new Error('portal did not start in 90 s');
      await new Promise((r) => setTimeout(r, 200));
    }
    const login = await fetch(`${base}/api/login`, { method: 'POST', body: new URLSearchParams({ user: 'acolito', password: 'Paroquia2026', remember: '1' }) });
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0];
    const json = { cookie, 'content-type': 'application/json' };
    const created = await fetch(`${base}/api/buckets/create`, { method: 'POST', headers: json, body: JSON.stringify({ name: 'Benchmark', regiao: 1 }) });
    const { rand } = (await created.json()) as { rand: string };

    const peaks: Record<number, number> = {};
    for (const sizeMb of SIZES_MB) {
      // Settle first, so the baseline is the idle server and not the previous upload's garbage.
      await new Promise((r) => setTimeout(r, 1500));
      const baseline = await rssOf(child.pid!);
      const sampler = sampleRss(child.pid!);
      const t0 = performance.now();
      const status = await upload(port, `/api/buckets/${rand}/upload`, cookie, sizeMb * MB);
      const seconds = (performance.now() - t0) / 1000;
      const peak = await sampler.stop();
      if (status !== 201) throw new Error(`upload of ${sizeMb} MB answered ${status}`);
      peaks[sizeMb] = peak;
      rows.push({ benchmark: 'buckets', metric: `upload ${sizeMb} MB: throughput`, value: sizeMb / seconds, unit: 'MB/s' });
      rows.push({
        benchmark: 'buckets',
        metric: `upload ${sizeMb} MB: server RSS idle → peak`,
        value: `${(baseline / MB).toFixed(0)} → ${(peak / MB).toFixed(0)}`,
        unit: 'MB',
      });
      // Room for the next file, and the disk back.
      const files = (await (await fetch(`${base}/api/buckets/${rand}/files`, { headers: { cookie } })).json()) as Array<{ id: number }>;
      for (const f of files) await fetch(`${base}/api/buckets/${rand}/files/${f.id}`, { method: 'DELETE', headers: { cookie } });
    }
    // Throughput is wall-clock on a shared machine: the load beside it tells a busy machine from a slow server.
    rows.push({ benchmark: 'buckets', metric: 'load average (1 min) after the uploads', value: loadavg()[0] });
    const [small, large] = SIZES_MB;
    const growth = (peaks[large] - peaks[small]) / MB;
    rows.push({
      benchmark: 'buckets',
      metric: `peak RSS, ${large} MB file minus ${small} MB file`,
      value: growth,
      unit: 'MB',
      budget: `< ${GROWTH_BUDGET_MB} MB`,
      ok: growth < GROWTH_BUDGET_MB,
    });
    return rows;
  } finally {
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
    if (child.exitCode === null) child.kill('SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
  }
}
