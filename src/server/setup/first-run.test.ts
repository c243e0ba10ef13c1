import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, inject, it } from 'vitest';
import { createDatabase } from '../test/postgres';
import { spawnPortal } from '../test/spawn';

it('portals started at once with SEED=none on an empty database print one and the same set-up address', async () => {
  const database = await createDatabase(inject('testServerUrl'));
  const dataDir = await mkdtemp(join(tmpdir(), 'sacra-first-run-'));
  const env = { SEED: 'none', PUBLIC_URL: 'https://portal.paroquia.example' };
  const portals = await Promise.all([1, 2].map(() => spawnPortal({ dataDir, databaseUrl: database.url, env })));
  try {
    const addresses = await Promise.all(
      portals.map(async (p) => {
        await expect.poll(p.output, { timeout: 30_000 }).toMatch(/instalar\?token=/);
        return /Configuração inicial \(endereço de uso único\): (\S+)/.exec(p.output())?.[1];
      }),
    );
    expect(addresses[0]).toMatch(/^https:\/\/portal\.paroquia\.example\/instalar\?token=[A-Za-z0-9_-]{43}$/);
    expect(addresses[1]).toBe(addresses[0]);
    expect(`${(await readFile(join(dataDir, 'setup-token'), 'utf8')).trim()}`).toBe(new URL(addresses[0]!).searchParams.get('token'));
    for (const p of portals) expect((await fetch(`${p.url}/api/instalar`)).status).toBe(200);
  } finally {
    await Promise.all(portals.map((p) => p.stop()));
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}, 180_000);
