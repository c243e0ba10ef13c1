/**
 * The parishes of an instance (/paroquias, role 111 only): the list, a new parish created with its first
 * administrator in one transaction (a temporary password, or an invitation e-mail with a one-time
 * link), and acting as another parish for one session, written in that parish's access log.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MSG } from '../../shared/schemas/accounts';
import { PARISH_MSG } from '../../shared/schemas/parish';
import { actingText, PARISHES_MSG, type ParishSummary } from '../../shared/schemas/parishes';
import { MSG } from '../../shared/messages';
import { accountOfToken } from '../accounts/tokens';
import { apiCalls } from '../test/api-calls';
import { createTestApp, type TestApp } from '../test/app';
import { postLogin, signIn } from '../test/http';

let t: TestApp;
const cookies: Record<string, string> = {};
const { get, post, ok, errorsOf } = apiCalls(() => t, cookies, 'admin');
const parish = { saoJose: 0, aparecida: 0 };

beforeAll(async () => {
  t = await createTestApp();
  for (const user of ['admin', 'secretaria', 'outra']) cookies[user] = await signIn(t.app, user);
  const { rows } = await t.db.query<{ username: string; paroquia_id: number }>("SELECT username, paroquia_id FROM users WHERE username IN ('admin', 'outra')");
  parish.saoJose = rows.find((r) => r.username === 'admin')!.paroquia_id;
  parish.aparecida = rows.find((r) => r.username === 'outra')!.paroquia_id;
}, 60_000);
afterAll(() => t?.close());

const NEW_PARISH = {
  nome: 'Paróquia Santa Rita',
  cnpj: '00.000.000/0001-91',
  diocese: 'Diocese de Limeira',
  endereco: 'Rua Um, 10 - Centro',
  cidade: 'Limeira',
  uf: 'SP',
  paroco: 'Pe. Carlos Nogueira',
};
const counts = async () =>
  (
    await t.db.query<{ parishes: number; users: number; mails: number; tokens: number }>(
      `SELECT (SELECT count(*)::int FROM paroquias) AS parishes, (SELECT count(*)::int FROM users) AS users,
              (SELECT count(*)::int FROM mail_queue) AS mails, (SELECT count(*)::int FROM account_tokens) AS tokens`,
    )
  ).rows[0];
const me = async (as = 'admin') => ok(await get('/api/me', as)) as { id: number; paroquia: { id: number; name: string; atuando?: boolean } };

describe('GET /api/paroquias', () => {
  it('lists the parishes of the instance with their accounts, by name, and finds by name, diocese or city', async () => {
    const list = ok(await get('/api/paroquias')) as { data: ParishSummary[]; meta: { total: number } };
    expect(list.data.map((p) => p.nome)).toEqual(['Paróquia Nossa Senhora Aparecida', 'Paróquia São José']);
    const { rows } = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM users WHERE paroquia_id = $1', [parish.saoJose]);
    expect(list.data[1]).toEqual({
      id: parish.saoJose,
      nome: 'Paróquia São José',
      diocese: 'Arquidiocese de Campinas',
      cidade: 'Campinas',
      uf: 'SP',
      contas: rows[0].n,
      criada_em: expect.any(String),
    });
    expect(list.meta.total).toBe(2);
    expect((ok(await get('/api/paroquias?q=ribeirao')) as { data: ParishSummary[] }).data.map((p) => p.id)).toEqual([parish.aparecida]);
    expect((ok(await get('/api/paroquias?q=100%25')) as { data: ParishSummary[] }).data).toEqual([]);
  });

  it('is refused to an Administrador Geral (role 1), of either parish', async () => {
    for (const user of ['secretaria', 'outra']) expect(await get('/api/paroquias', user)).toMatchObject({ statusCode: 403 });
  });
});

describe('POST /api/paroquias', () => {
  it('creates the parish, its main church and its administrator with a temporary password, changed at first sign-in', async () => {
    const admin = { nome: 'Rita Souza', usuario: 'rita.santarita', email: 'rita@santarita.example.org', senha_temporaria: 'Provisoria2026' };
    const before = await counts();
    const created = ok(await post('/api/paroquias', { paroquia: NEW_PARISH, admin }), 201);
    expect(created).toEqual({
      message: PARISHES_MSG.createdWithPassword,
      data: {
        id: expect.any(Number),
        nome: 'Paróquia Santa Rita',
        diocese: 'Diocese de Limeira',
        cidade: 'Limeira',
        uf: 'SP',
        contas: 1,
        criada_em: expect.any(String),
      },
      admin: { id: expect.any(Number), usuario: 'rita.santarita', convite: false },
    });
    expect(await counts()).toEqual({ ...before, parishes: before.parishes + 1, users: before.users + 1 });
    const { rows } = await t.db.query(
      'SELECT u.paroquia_id, u.roles, u.email, c.ent_name FROM users u JOIN communities c ON c.ent_id = u.community_id WHERE u.id = $1',
      [created.admin.id],
    );
    expect(rows).toEqual([{ paroquia_id: created.data.id, roles: [1], email: admin.email, ent_name: 'Matriz' }]);
    const login = await postLogin(t.app, 'rita.santarita', { password: 'Provisoria2026' });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ require_password_change: true });
    // Her parish is the new one, isolated from São José.
    const rita = await signIn(t.app, 'rita.santarita', { password: 'Provisoria2026' });
    expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: rita } })).json().paroquia).toEqual({
      id: created.data.id,
      name: 'Paróquia Santa Rita',
      logo: null,
      time_zone: 'America/Sao_Paulo',
    });
  });

  it('without a temporary password, queues an invitation e-mail whose one-time link opens the account', async () => {
    const admin = { nome: 'Jonas Prado', usuario: 'jonas.prado', email: 'jonas@saobento.example.org' };
    const created = ok(await post('/api/paroquias', { paroquia: { ...NEW_PARISH, nome: 'Paróquia São Bento' }, admin }), 201);
    expect(created).toMatchObject({ message: PARISHES_MSG.createdInvited, admin: { usuario: 'jonas.prado', convite: true } });
    const { rows } = await t.db.query<{ paroquia_id: number; to_address: string; subject: string; body: string }>(
      'SELECT paroquia_id, to_address, subject, body FROM mail_queue WHERE to_address = $1',
      [admin.email],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ paroquia_id: created.data.id, subject: 'Convite para o portal da Paróquia São Bento' });
    expect(rows[0].body).toContain('Olá, Jonas Prado.');
    expect(rows[0].body).toContain('Seu usuário é: jonas.prado');
    const token = /http:\/\/[^/\s]+\/convite\?token=([\w-]+)/.exec(rows[0].body)?.[1];
    expect(token).toBeDefined();
    expect(await accountOfToken(t.db, token!, 'convite', t.clock.now())).toBe(created.admin.id);
  });

  it.each([
    ['a user name already taken (any case)', { admin: { usuario: 'SECRETARIA' } }, 'admin.usuario', ACCOUNT_MSG.usernameTaken],
    ['an invalid CNPJ', { paroquia: { cnpj: '00.000.000/0001-92' } }, 'paroquia.cnpj', PARISH_MSG.cnpjInvalid],
    ['a bad CEP', { paroquia: { cep: '130101' } }, 'paroquia.cep', PARISH_MSG.cepInvalid],
    ['a weak temporary password', { admin: { senha_temporaria: 'fraca' } }, 'admin.senha_temporaria', MSG.passwordRule],
    ['a bad e-mail', { admin: { email: 'jonas@' } }, 'admin.email', ACCOUNT_MSG.emailInvalid],
  ])('refuses %s on its field and creates nothing', async (_what, change, field, text) => {
    const body = {
      paroquia: { ...NEW_PARISH, nome: 'Paróquia Recusada', ...(change as { paroquia?: object }).paroquia },
      admin: { nome: 'Recusado', usuario: 'recusado.1', email: 'recusado@example.org', ...(change as { admin?: object }).admin },
    };
    const before = await counts();
    expect(errorsOf(await post('/api/paroquias', body))[field]).toEqual([text]);
    expect(await counts()).toEqual(before);
  });

  it('is refused to role 1, and creates nothing', async () => {
    const before = await counts();
    const res = await post('/api/paroquias', { paroquia: NEW_PARISH, admin: { nome: 'Intrusa', usuario: 'intrusa', email: 'i@example.org' } }, 'secretaria');
    expect(res.statusCode).toBe(403);
    expect(await counts()).toEqual(before);
  });
});

describe('acting as a parish', () => {
  const logOf = async (paroquiaId: number, action: string) =>
    (await t.db.query('SELECT user_name, details FROM register_access_log WHERE paroquia_id = $1 AND action = $2 ORDER BY id', [paroquiaId, action])).rows;

  it('moves the session (and only it) to the parish everywhere, logs it there, and comes back', async () => {
    const other = await signIn(t.app, 'admin');
    const res = ok(await post(`/api/paroquias/${parish.aparecida}/atuar`, {}));
    expect(res).toEqual({
      message: actingText('Paróquia Nossa Senhora Aparecida'),
      paroquia: { id: parish.aparecida, name: 'Paróquia Nossa Senhora Aparecida' },
    });
    expect((await me()).paroquia).toEqual({
      id: parish.aparecida,
      name: 'Paróquia Nossa Senhora Aparecida',
      logo: null,
      time_zone: 'America/Sao_Paulo',
      atuando: true,
    });
    // Every parish-scoped call answers for Aparecida: its profile, its registers.
    expect(ok(await get('/api/paroquia')).id).toBe(parish.aparecida);
    const { rows: theirs } = await t.db.query<{ id: number }>('SELECT id FROM registers WHERE paroquia_id = $1', [parish.aparecida]);
    const registers = ok(await get('/api/registers?limit=50')).data.data as Array<{ id: number }>;
    expect(registers.length).toBeGreaterThan(0);
    expect(registers.every((r) => theirs.some((x) => x.id === r.id))).toBe(true);
    // Aparecida's office sees who came in; the admin's other session stays in São José.
    expect(await logOf(parish.aparecida, 'parish_act')).toEqual([{ user_name: 'Pe. Antônio Ribeiro', details: { paroquia_origem: parish.saoJose } }]);
    expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: other } })).json().paroquia.id).toBe(parish.saoJose);

    expect(ok(await post('/api/paroquias/voltar', {}))).toEqual({
      message: PARISHES_MSG.returned,
      paroquia: { id: parish.saoJose, name: 'Paróquia São José' },
    });
    expect((await me()).paroquia).toEqual({ id: parish.saoJose, name: 'Paróquia São José', logo: expect.any(String), time_zone: 'America/Sao_Paulo' });
    expect(await logOf(parish.aparecida, 'parish_leave')).toHaveLength(1);
    expect(ok(await get('/api/paroquia')).id).toBe(parish.saoJose);
  });

  it('ends when the user is no longer a system administrator', async () => {
    ok(await post(`/api/paroquias/${parish.aparecida}/atuar`, {}));
    await t.db.query("UPDATE users SET roles = '{1}' WHERE username = 'admin'");
    try {
      expect((await me()).paroquia).toMatchObject({ id: parish.saoJose, name: 'Paróquia São José' });
      expect((await me()).paroquia.atuando).toBeUndefined();
    } finally {
      await t.db.query("UPDATE users SET roles = '{111}' WHERE username = 'admin'");
    }
    // Given back the role, the session is where it was left.
    expect((await me()).paroquia.id).toBe(parish.aparecida);
    ok(await post('/api/paroquias/voltar', {}));
  });

  it('is refused to role 1 (the session stays home) and answers 404 for a parish that does not exist', async () => {
    const res = await post(`/api/paroquias/${parish.saoJose}/atuar`, {}, 'outra');
    expect(res.statusCode).toBe(403);
    expect((await post('/api/paroquias/voltar', {}, 'outra')).statusCode).toBe(403);
    expect((await me('outra')).paroquia.id).toBe(parish.aparecida);
    expect(await post('/api/paroquias/999999/atuar', {})).toMatchObject({ statusCode: 404 });
    expect((await post('/api/paroquias/999999/atuar', {})).json()).toEqual({ message: PARISHES_MSG.notFound });
    expect((await me()).paroquia.id).toBe(parish.saoJose);
  });
});
