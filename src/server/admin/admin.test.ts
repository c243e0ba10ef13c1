/**
 * `npm run admin -- ...` run as a person runs it (the package's script, a real process) against a test
 * database on DATABASE_URL, and on the embedded database of a portal that is running.
 */
import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { postLogin, signIn } from '../test/http';
import { spawnPortal, type PortalProcess } from '../test/spawn';

const run = promisify(execFile);

async function admin(args: string[], env: { DATA_DIR: string; DATABASE_URL: string }): Promise<{ code: number; out: string }> {
  try {
    const { stdout, stderr } = await run('npm', ['run', '--silent', 'admin', '--', ...args], { env: { ...process.env, ...env, LOG_LEVEL: 'silent' } });
    return { code: 0, out: stdout + stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, out: e.stdout + e.stderr };
  }
}

const passwordIn = (out: string) => /Senha temporária(?: de [\w.-]+)?: (\S+)/.exec(out)?.[1] ?? '';
const PARISH = [
  '--nome',
  'Paróquia São Pedro Apóstolo',
  '--cnpj',
  '11.222.333/0001-81',
  '--diocese',
  'Diocese de Campinas',
  '--endereco',
  'Rua Dois, 20 - Centro',
  '--uf',
  'sp',
  '--paroco',
  'Pe. Paulo Lima',
];

describe('npm run admin on DATABASE_URL', () => {
  let t: TestApp;
  let env: { DATA_DIR: string; DATABASE_URL: string };
  beforeAll(async () => {
    t = await createTestApp();
    env = { DATA_DIR: t.config.dataDir, DATABASE_URL: t.databaseUrl };
  });
  afterAll(() => t?.close());

  it('prints its usage in Portuguese with --help, and refuses an unknown command', async () => {
    const help = await admin(['--help'], env);
    expect(help.code).toBe(0);
    expect(help.out).toContain('Uso: npm run admin -- <comando> [opções]');
    for (const command of ['create-parish', 'create-user', 'reset-password USUARIO', 'list-users']) expect(help.out).toContain(command);
    const unknown = await admin(['apagar-tudo'], env);
    expect(unknown.code).toBe(2);
    expect(unknown.out).toContain('Comando desconhecido: apagar-tudo');
  });

  it('create-parish checks the profile with the same rules as the forms, then creates it with its Matriz', async () => {
    const bad = await admin(['create-parish', '--nome', 'X', '--cnpj', '11.222.333/0001-82', '--endereco', 'Rua'], env);
    expect(bad.code).toBe(2);
    expect(bad.out).toContain('--cnpj: CNPJ inválido. Informe os 14 dígitos de um CNPJ válido.');
    expect(bad.out).toContain('--diocese: Informe a diocese.');
    const made = await admin(['create-parish', ...PARISH], env);
    expect(made.code, made.out).toBe(0);
    const { rows } = await t.db.query<{ id: number; state: string; paroco_nome: string; community: string }>(
      "SELECT p.id, p.state, p.paroco_nome, c.ent_name AS community FROM paroquias p JOIN communities c ON c.paroquia_id = p.id WHERE p.name = 'Paróquia São Pedro Apóstolo'",
    );
    expect(rows).toEqual([{ id: expect.any(Number), state: 'SP', paroco_nome: 'Pe. Paulo Lima', community: 'Matriz' }]);
    expect(made.out).toContain(`Paróquia criada: Paróquia São Pedro Apóstolo (id ${rows[0].id}).`);
  });

  it('create-user prints a one-time password that must be changed at first sign-in; refuses a taken name and a missing parish', async () => {
    const parish = (await t.db.query<{ id: number }>("SELECT id FROM paroquias WHERE name = 'Paróquia São Pedro Apóstolo'")).rows[0].id;
    const user = ['create-user', '--nome', 'Pedro Secretário', '--usuario', 'pedro.sec', '--email', 'pedro@paroquia.example', '--regras', '1,11'];
    const which = await admin(user, env);
    expect(which.code).toBe(2);
    expect(which.out).toMatch(/Informe --paroquia \(ids: .*Paróquia São Pedro Apóstolo/);
    const made = await admin([...user, '--paroquia', String(parish)], env);
    expect(made.code, made.out).toBe(0);
    const password = passwordIn(made.out);
    expect(password).toMatch(/^(?=.*[A-Z])(?=.*[a-z])(?=.*\d).{14}$/);
    expect((await postLogin(t.app, 'pedro.sec', { password })).json()).toEqual({ ok: true, require_password_change: true });
    const { rows } = await t.db.query('SELECT u.roles, a.action, a.actor_name FROM users u JOIN account_audit a ON a.user_id = u.id WHERE u.username = $1', [
      'pedro.sec',
    ]);
    expect(rows).toEqual([{ roles: [1, 11], action: 'criada', actor_name: 'Terminal (npm run admin)' }]);

    const taken = await admin(
      ['create-user', '--paroquia', String(parish), '--nome', 'Outro', '--usuario', 'ADMIN', '--email', 'o@paroquia.example', '--regras', '2'],
      env,
    );
    expect(taken.code).toBe(2);
    expect(taken.out).toContain('--usuario: Este nome de usuário já está em uso.');
  });

  it('reset-password prints a one-time password, ends the sessions of the account and audits it', async () => {
    const session = await signIn(t.app, 'coordenador');
    const res = await admin(['reset-password', 'Coordenador'], env);
    expect(res.code, res.out).toBe(0);
    const password = passwordIn(res.out);
    expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: session } })).statusCode).toBe(401);
    expect((await postLogin(t.app, 'coordenador', { password })).json()).toEqual({ ok: true, require_password_change: true });
    const { rows } = await t.db.query("SELECT a.action, a.actor_name FROM account_audit a JOIN users u ON u.id = a.user_id WHERE u.username = 'coordenador'");
    expect(rows).toEqual([{ action: 'senha_redefinida', actor_name: 'Terminal (npm run admin)' }]);
    const nobody = await admin(['reset-password', 'ninguem'], env);
    expect(nobody.code).toBe(2);
    expect(nobody.out).toContain('Usuário não encontrado: ninguem');
  });

  it('list-users lists each parish with roles, status and last sign-in', async () => {
    const res = await admin(['list-users'], env);
    expect(res.code).toBe(0);
    expect(res.out).toMatch(/Paróquia São Pedro Apóstolo \(id \d+\): 1 conta\(s\)/);
    expect(res.out).toContain('pedro.sec | Pedro Secretário | pedro@paroquia.example | Administrador Geral (1), Tesoureiro (11) | Troca de senha pendente |');
    expect(res.out).toMatch(/bloqueado \| Roberto Nunes Barbosa \| .* \| Bloqueado \| nunca/);
  });
});

describe('npm run admin on the embedded database of a running portal', () => {
  let dataDir: string;
  let portal: PortalProcess;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'sacra-admin-'));
    portal = await spawnPortal({ dataDir, env: { SEED: 'none' } });
  }, 180_000);
  afterAll(async () => {
    await portal?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('works beside the portal, leaving its lock and its database alone: a server without a browser starts this way', async () => {
    await expect.poll(() => portal.output(), { timeout: 30_000 }).toMatch(/\/instalar\?token=/);
    const lock = readFileSync(join(dataDir, 'portal.lock'), 'utf8');
    const env = { DATA_DIR: dataDir, DATABASE_URL: '' };
    const parish = await admin(['create-parish', ...PARISH], env);
    expect(parish.code, parish.out).toBe(0);
    // The parish exists: the set-up address is closed and its file gone.
    expect((await fetch(`${portal.url}/api/instalar`)).status).toBe(404);
    expect(existsSync(join(dataDir, 'setup-token'))).toBe(false);
    const user = await admin(['create-user', '--nome', 'Primeira Admin', '--usuario', 'primeira', '--email', 'p@paroquia.example', '--regras', '1,111'], env);
    expect(user.code, user.out).toBe(0);

    const login = await fetch(`${portal.url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ user: 'primeira', password: passwordIn(user.out), remember: '1' }),
    });
    expect(await login.json()).toEqual({ ok: true, require_password_change: true });
    expect((await admin(['list-users'], env)).out).toContain('primeira | Primeira Admin');
    expect(readFileSync(join(dataDir, 'portal.lock'), 'utf8')).toBe(lock);
    expect((await fetch(`${portal.url}/api/health`)).status).toBe(200);
    expect(await portal.stop()).toBe(0);
  });
});
