import { stat, readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../shared/messages';
import { SETUP_MSG } from '../../shared/schemas/setup';
import { openPostgres } from '../db/postgres';
import { sessionIdOf } from '../session/tokens';
import { createTestApp, type TestApp } from '../test/app';
import { sessionCookieOf } from '../test/http';
import { pendingSetupToken, setupTokenFile } from './token';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({}, { seeded: false });
});
afterAll(() => t?.close());

const paroquia = {
  nome: 'Paróquia Santa Rita de Cássia',
  cnpj: '11.222.333/0001-81',
  diocese: 'Diocese de Limeira',
  cep: '13480-000',
  endereco: 'Rua Um, 10 - Centro',
  cidade: 'Limeira',
  uf: 'SP',
  fuso_horario: 'America/Sao_Paulo',
  paroco: 'Pe. Carlos Nogueira',
};
const admin = { nome: 'Rita Souza', usuario: 'rita.souza', email: 'rita@paroquia.example', senha: 'Primeira2026' };

const post = (payload: object, address = '10.1.0.1') => t.app.inject({ method: 'POST', url: '/api/instalar', payload, remoteAddress: address });
const counts = async () =>
  (await t.db.query<{ p: number; u: number }>('SELECT (SELECT count(*)::int FROM paroquias) AS p, (SELECT count(*)::int FROM users) AS u')).rows[0];

describe('the first run of an empty install', () => {
  it('has no set-up address before the portal makes one', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/instalar' })).statusCode).toBe(404);
  });

  it('makes one token (256 random bits, hashed in the database, in DATA_DIR/setup-token with mode 0600) that every process agrees on', async () => {
    const other = await openPostgres(t.databaseUrl);
    try {
      const now = t.clock.now();
      const tokens = await Promise.all([t.db, other, t.db, other].map((db) => pendingSetupToken(db, t.config.dataDir, now)));
      expect(new Set(tokens).size).toBe(1);
      token = tokens[0]!;
    } finally {
      await other.close();
    }
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await readFile(setupTokenFile(t.config.dataDir), 'utf8')).trim()).toBe(token);
    expect((await stat(setupTokenFile(t.config.dataDir))).mode & 0o777).toBe(0o600);
    const { rows } = await t.db.query<{ token_hash: string }>('SELECT token_hash FROM instance_setup');
    expect(rows).toEqual([{ token_hash: sessionIdOf(token) }]);
    // A restart on the same folder prints the same address.
    expect(await pendingSetupToken(t.db, t.config.dataDir, t.clock.now())).toBe(token);
    const res = await t.app.inject({ method: 'GET', url: '/api/instalar' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ pendente: true });
  });

  it('refuses bad input field by field and creates nothing', async () => {
    const res = await post({
      token,
      paroquia: { ...paroquia, cnpj: '11.222.333/0001-82', nome: '' },
      admin: { ...admin, senha: 'fraca', usuario: 'a b', email: 'rita' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toMatchObject({
      'paroquia.cnpj': ['CNPJ inválido. Informe os 14 dígitos de um CNPJ válido.'],
      'paroquia.nome': ['Informe o nome da paróquia.'],
      'admin.senha': [MSG.passwordRule],
      'admin.usuario': ['O usuário deve ter de 3 a 40 caracteres: letras sem acento, números, ponto, hífen ou sublinhado.'],
      'admin.email': ['Informe um e-mail válido.'],
    });
    expect(await counts()).toEqual({ p: 0, u: 0 });
  });

  it('answers 403 to a wrong token and creates nothing; ten wrong tries a minute from one address, then 429 there only', async () => {
    for (let i = 0; i < 10; i++) {
      const res = await post({ token: `${token.slice(0, -2)}xx`, paroquia, admin });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: SETUP_MSG.tokenInvalid });
    }
    const throttled = await post({ token, paroquia, admin });
    expect(throttled.statusCode).toBe(429);
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);
    expect(await counts()).toEqual({ p: 0, u: 0 });
    t.clock.advance(61_000);
    expect((await post({ token: 'outro', paroquia, admin })).statusCode).toBe(403);
  });

  it('with the token creates the parish and its administrator (111 and 1) in one go, signs them in, and closes for good', async () => {
    const res = await post({ token, paroquia, admin }, '10.2.0.1');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ message: SETUP_MSG.done });
    const cookie = sessionCookieOf(res);
    expect(cookie).toBeDefined();
    const me = (await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: cookie! } })).json();
    expect(me).toMatchObject({
      user: 'rita.souza',
      name: 'Rita Souza',
      roles: [1, 111],
      require_password_change: false,
      paroquia: { name: 'Paróquia Santa Rita de Cássia' },
    });

    const { rows } = await t.db.query('SELECT cnpj, diocese, cep, address, city, state, time_zone, paroco_nome, paroco_titulo FROM paroquias');
    expect(rows).toEqual([
      {
        cnpj: '11222333000181',
        diocese: 'Diocese de Limeira',
        cep: '13480000',
        address: 'Rua Um, 10 - Centro',
        city: 'Limeira',
        state: 'SP',
        time_zone: 'America/Sao_Paulo',
        paroco_nome: 'Pe. Carlos Nogueira',
        paroco_titulo: 'Pároco',
      },
    ]);
    const audit = await t.db.query('SELECT action, actor_name FROM account_audit');
    expect(audit.rows).toEqual([{ action: 'criada', actor_name: 'Instalação' }]);

    expect((await t.db.query('SELECT 1 FROM instance_setup')).rows).toEqual([]);
    await expect(stat(setupTokenFile(t.config.dataDir))).rejects.toMatchObject({ code: 'ENOENT' });
    expect((await t.app.inject({ method: 'GET', url: '/api/instalar' })).statusCode).toBe(404);
    expect(await pendingSetupToken(t.db, t.config.dataDir, t.clock.now())).toBeNull();
  });

  it('a second set-up (the same token, or another) answers 404 and changes nothing', async () => {
    const again = await post({ token, paroquia: { ...paroquia, nome: 'Outra' }, admin: { ...admin, usuario: 'outro.admin' } }, '10.3.0.1');
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: SETUP_MSG.notPending });
    expect(sessionCookieOf(again)).toBeUndefined();
    expect(await counts()).toEqual({ p: 1, u: 1 });
  });
});
