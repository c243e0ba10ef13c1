/**
 * A running portal for the benchmarks that talk to it over HTTP: the real server in its own process
 * (as `npm start` runs it) on 127.0.0.1, a temporary DATA_DIR with the demo data, this run's build, and
 * the weather services pointed at the shared fake so nothing leaves the machine. `env.DATABASE_URL`
 * selects a PostgreSQL server instead of the embedded database.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runningEmbeddedUrl } from '../../src/server/db/embedded';
import { spawnPortal } from '../../src/server/test/spawn';
import { FAKE_WEATHER_PREFIX, handleFakeWeather } from '../../src/widgets/weather/fake-services.mjs';
import { benchDist } from './build';

interface Portal {
  url: string;
  pid: number;
  /** postgres://... of its database (the embedded one runs as long as the portal does). */
  databaseUrl: string;
  stop: () => Promise<void>;
}

async function startPortal(env: Record<string, string>): Promise<Portal> {
  const dataDir = await mkdtemp(join(tmpdir(), 'sacra-bench-'));
  const portal = await spawnPortal({ dataDir, databaseUrl: env.DATABASE_URL, env: { DIST_DIR: env.DIST_DIR ?? (await benchDist()), ...env } });
  return {
    url: portal.url,
    pid: portal.child.pid!,
    databaseUrl: env.DATABASE_URL || runningEmbeddedUrl(dataDir)!,
    async stop() {
      await portal.stop(10_000);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export interface BenchPortal extends Portal {
  /** The session cookie of a demo user, signed in through POST /api/login. */
  cookieOf: (user: string) => Promise<string>;
}

export async function startBenchPortal(env: Record<string, string> = {}): Promise<BenchPortal> {
  const weather: Server = createServer((req, res) => handleFakeWeather(req, res) || res.writeHead(404).end());
  await new Promise<void>((resolve) => weather.listen(0, '127.0.0.1', resolve));
  const fake = `http://127.0.0.1:${(weather.address() as AddressInfo).port}${FAKE_WEATHER_PREFIX}`;
  const portal = await startPortal({
    WEATHER_API_URL: `${fake}/forecast/current`,
    GEOCODING_API_URL: `${fake}/geocoding/ok`,
    IP_LOCATION_URL: `${fake}/ip/ok`,
    LOG_LEVEL: 'error',
    ...env,
  });
  return {
    ...portal,
    async cookieOf(user) {
      const res = await fetch(`${portal.url}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: portal.url },
        body: JSON.stringify({ user, password: 'Paroquia2026', remember: true }),
      });
      if (!res.ok) throw new Error(`login ${user}: ${res.status} ${await res.text()}`);
      return res.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');
    },
    async stop() {
      await portal.stop();
      await new Promise((resolve) => weather.close(resolve));
    },
  };
}
