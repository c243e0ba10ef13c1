import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../shared/messages';
import { ACCOUNT_MSG } from '../../shared/schemas/accounts';
import { LINK_MSG } from '../../shared/schemas/password-links';
import { USERS_MSG } from '../../shared/schemas/users';
import { createTestApp, type TestApp } from '../test/app';
import { postLogin, sessionCookieOf, signIn } from '../test/http';
import { changeAccount } from './changes';
import { linkOf } from './test-mail';

let t: TestApp;
const as: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const user of ['admin', 'secretaria', 'outra', 'tesoureiro']) as[user] = await signIn(t.app, user);
});
afterAll(() => t?.close());

type Method = 'GET' | 'POST' | 'PUT';
const call = (user: string, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie: as[user] ?? user }, ...(payload ? { payload } : {}) });
const idOf = async (username: string) => (await t.db.query<{ id: number }>('SELECT id FROM users WHERE username = $1', [username])).rows[0].id;
const auditOf = async (id: number) => (await call('secretaria', 'GET', `/api/usuarios/${id}/auditoria`)).json().data as Array<{ acao: string; autor: string }>;
const newAccount = (usuario: string, extra: object = {}) => ({
  nome: `Conta ${usuario}`,
  usuario,
  email: `${usuario}@paroquia.example`,
  regras: [14],
  ...extra,
});

describe('the list of the parish accounts', () => {
  it("lists São José's accounts only, with roles, status and last sign-in; searches, filters by role and status", async () => {
    const res = await call('secretaria', 'GET', '/api/usuarios?limit=100');
    expect(res.statusCode).toBe(200);
    const rows = res.json().data as Array<{ usuario: string; status: string; regras: number[]; ultimo_acesso: string | null; email: string }>;
    const by = Object.fromEntries(rows.map((r) => [r.usuario, r]));
    expect(by.outra).toBeUndefined();
    expect(by.bloqueado.status).toBe('bloqueado');
    expect(by.novato.status).toBe('troca_senha');
    expect(by.secretaria).toMatchObject({ status: 'ativo', regras: [1], email: 'secretaria@paroquia.example' });
    expect(by.secretaria.ultimo_acesso).not.toBeNull();
    // The folded search text stays in the database.
    expect(Object.keys(by.secretaria)).not.toContain('account_search');
    expect(res.json().meta.total).toBe(rows.length);

    const search = (await call('secretaria', 'GET', '/api/usuarios?q=APARECIDA%20SOUZA')).json().data.map((r: { usuario: string }) => r.usuario);
    expect(search).toEqual(['secretaria']);
    expect((await call('secretaria', 'GET', '/api/usuarios?regra=11')).json().data.map((r: { usuario: string }) => r.usuario)).toEqual(['tesoureiro']);
    expect((await call('secretaria', 'GET', '/api/usuarios?status=bloqueado')).json().data.map((r: { usuario: string }) => r.usuario)).toEqual(['bloqueado']);
    expect((await call('secretaria', 'GET', '/api/usuarios?status=qualquer')).statusCode).toBe(422);
  });

  it('exports the filtered list as CSV (roles by name), into the access log', async () => {
    const res = await call('secretaria', 'GET', '/api/usuarios/export?regra=11');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Nome;Usuário;E-mail;Funções;Situação;Último acesso');
    expect(lines.slice(1)).toEqual([
      expect.stringMatching(/^Sebastião Ramos Pinto;tesoureiro;tesoureiro@paroquia\.example;Tesoureiro;Ativo;\d\d\/\d\d\/\d{4} \d\d:\d\d$/),
    ]);
    const { rows } = await t.db.query("SELECT user_name, details FROM register_access_log WHERE action = 'account_csv'");
    expect(rows).toEqual([{ user_name: 'Maria Aparecida Souza', details: { contas: { regra: 11 } } }]);
  });

  it('says whether a user name is free in the whole instance, in any case', async () => {
    const free = (q: string) => call('secretaria', 'GET', `/api/usuarios/disponivel?${q}`).then((r) => r.json());
    expect(await free('usuario=OUTRA')).toEqual({ disponivel: false });
    expect(await free('usuario=nome.livre')).toEqual({ disponivel: true });
    expect(await free(`usuario=Secretaria&exceto=${await idOf('secretaria')}`)).toEqual({ disponivel: true });
    expect((await call('secretaria', 'GET', '/api/usuarios/disponivel?usuario=a')).statusCode).toBe(422);
  });

  it('is for roles 1 and 111 only', async () => {
    expect((await call('tesoureiro', 'GET', '/api/usuarios')).statusCode).toBe(403);
    expect((await call('admin', 'GET', '/api/usuarios')).statusCode).toBe(200);
  });
});

describe('creating an account', () => {
  it('with a temporary password: it must be changed at first sign-in; audited', async () => {
    const res = await call('secretaria', 'POST', '/api/usuarios', newAccount('temp.um', { senha_temporaria: 'Temporaria2026', regras: [11, 2] }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ message: USERS_MSG.created, data: { usuario: 'temp.um', regras: [2, 11], status: 'troca_senha', ultimo_acesso: null } });
    const login = await postLogin(t.app, 'temp.um', { password: 'Temporaria2026' });
    expect(login.json()).toEqual({ ok: true, require_password_change: true });
    expect(await auditOf(res.json().data.id)).toMatchObject([{ acao: 'criada', autor: 'Maria Aparecida Souza' }]);
    // No e-mail for an account with a temporary password.
    expect((await t.db.query("SELECT 1 FROM mail_queue WHERE to_address = 'temp.um@paroquia.example'")).rows).toEqual([]);
  });

  it('by invitation: one e-mail with a 72 h link; the person chooses a password and is signed in; the link then opens nothing', async () => {
    const res = await call('secretaria', 'POST', '/api/usuarios', newAccount('convidada', { nome: 'Joana Convidada', regras: [11] }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ message: USERS_MSG.createdInvited, data: { status: 'convite' } });
    const id = res.json().data.id;
    // No password yet: nothing signs in.
    expect((await postLogin(t.app, 'convidada', { password: '' + 'x'.repeat(8) })).statusCode).toBe(401);
    const link = await linkOf(t.db, 'convidada@paroquia.example');
    expect(link.subject).toBe('Convite para o portal da Paróquia São José');
    expect(link.path).toBe('/convite');
    expect(link.body).toContain('Seu usuário é: convidada');
    expect(link.body).toContain('válido por 72 horas');

    expect((await t.app.inject({ method: 'GET', url: `/api/convites/${link.token}` })).json()).toEqual({ nome: 'Joana Convidada', usuario: 'convidada' });
    const weak = await t.app.inject({ method: 'POST', url: `/api/convites/${link.token}`, payload: { senha: 'fraca' } });
    expect(weak.statusCode).toBe(422);
    expect(weak.json().errors).toEqual({ senha: [MSG.passwordRule] });
    const accepted = await t.app.inject({ method: 'POST', url: `/api/convites/${link.token}`, payload: { senha: 'Escolhida2026' } });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toEqual({ message: LINK_MSG.passwordSet });
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: sessionCookieOf(accepted)! } });
    expect(me.json()).toMatchObject({ user: 'convidada', roles: [11], require_password_change: false });
    expect((await postLogin(t.app, 'convidada', { password: 'Escolhida2026' })).statusCode).toBe(200);

    expect((await t.app.inject({ method: 'GET', url: `/api/convites/${link.token}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: `/api/convites/${link.token}`, payload: { senha: 'Outra2026xx' } })).json()).toEqual({
      message: LINK_MSG.linkInvalid,
    });
    expect((await call('secretaria', 'GET', `/api/usuarios/${id}`)).json().status).toBe('ativo');
    expect((await auditOf(id)).map((a) => [a.acao, a.autor])).toEqual([
      ['senha_definida', 'Joana Convidada'],
      ['convite', 'Maria Aparecida Souza'],
      ['criada', 'Maria Aparecida Souza'],
    ]);
  });

  it('refuses a user name taken in another parish in another case, and bad input, creating nothing', async () => {
    const taken = await call('secretaria', 'POST', '/api/usuarios', newAccount('OUTRA'));
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ usuario: [ACCOUNT_MSG.usernameTaken] });
    const bad = await call('secretaria', 'POST', '/api/usuarios', {
      nome: '',
      usuario: 'ok.nome',
      email: 'sem-arroba',
      regras: [99],
      senha_temporaria: 'fraca',
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toMatchObject({
      nome: [ACCOUNT_MSG.nameRequired],
      email: [ACCOUNT_MSG.emailInvalid],
      'regras.0': [ACCOUNT_MSG.roleUnknown],
      senha_temporaria: [MSG.passwordRule],
    });
    expect(
      (
        await t.db.query(
          "SELECT 1 FROM users WHERE username IN ('ok.nome') OR username ILIKE 'outra' AND paroquia_id = (SELECT paroquia_id FROM users WHERE username = 'secretaria')",
        )
      ).rows,
    ).toEqual([]);
  });

  it('a role-1 administrator cannot grant 111; a 111 can; a register of another parish is refused', async () => {
    const grant = await call('secretaria', 'POST', '/api/usuarios', newAccount('quer.111', { regras: [111] }));
    expect(grant.statusCode).toBe(422);
    expect(grant.json().errors).toEqual({ regras: [USERS_MSG.systemAdminOnly] });
    expect((await call('admin', 'POST', '/api/usuarios', newAccount('vice.sistema', { regras: [111], senha_temporaria: 'Temporaria2026' }))).statusCode).toBe(
      201,
    );
    const { rows } = await t.db.query<{ id: number }>(
      "SELECT id FROM registers WHERE paroquia_id = (SELECT paroquia_id FROM users WHERE username = 'outra') LIMIT 1",
    );
    const foreign = await call('secretaria', 'POST', '/api/usuarios', newAccount('registro.alheio', { register_id: rows[0].id }));
    expect(foreign.json().errors).toEqual({ register_id: ['Registro não encontrado nesta paróquia.'] });
  });
});

describe('changing an account', () => {
  it('edits name, e-mail, roles and the register link, each audited; the linked register gets an access-log entry', async () => {
    const id = (await call('secretaria', 'POST', '/api/usuarios', newAccount('editavel', { senha_temporaria: 'Temporaria2026' }))).json().data.id;
    const { rows } = await t.db.query<{ id: number; name: string }>(
      "SELECT id, name FROM registers WHERE paroquia_id = (SELECT paroquia_id FROM users WHERE username = 'secretaria') ORDER BY id LIMIT 1",
    );
    const res = await call('secretaria', 'PUT', `/api/usuarios/${id}`, {
      nome: 'Conta Editada',
      usuario: 'editavel',
      email: 'editada@paroquia.example',
      regras: [14, 11],
      register_id: rows[0].id,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      nome: 'Conta Editada',
      email: 'editada@paroquia.example',
      regras: [11, 14],
      register_id: rows[0].id,
      register_nome: rows[0].name,
    });
    expect((await auditOf(id)).map((a) => a.acao)).toEqual(['regras', 'dados', 'criada']);
    const log = await t.db.query('SELECT register_id, details FROM register_access_log WHERE action = $1 AND details @> $2::jsonb', [
      'account_change',
      JSON.stringify({ conta: id }),
    ]);
    expect(log.rows).toEqual([{ register_id: rows[0].id, details: { conta: id, acoes: ['dados', 'regras'] } }]);
  });

  it('a role-1 administrator may not change a 111 account at all, nor take 111 away', async () => {
    const adminId = await idOf('admin');
    const before = (await t.db.query('SELECT name, roles, status, password_hash FROM users WHERE id = $1', [adminId])).rows;
    const edit = await call('secretaria', 'PUT', `/api/usuarios/${adminId}`, { nome: 'X', usuario: 'admin', email: 'x@paroquia.example', regras: [1] });
    expect(edit.statusCode).toBe(403);
    expect(edit.json()).toEqual({ message: USERS_MSG.manageSystemAdmin });
    for (const action of ['bloquear', 'convite']) expect((await call('secretaria', 'POST', `/api/usuarios/${adminId}/${action}`)).statusCode).toBe(403);
    expect((await t.db.query('SELECT name, roles, status, password_hash FROM users WHERE id = $1', [adminId])).rows).toEqual(before);
  });

  it('the last active administrator of a parish keeps the role; nobody blocks themselves', async () => {
    const outraId = await idOf('outra');
    const demote = await call('outra', 'PUT', `/api/usuarios/${outraId}`, {
      nome: 'Francisca Lopes Cardoso',
      usuario: 'outra',
      email: 'outra@paroquia.example',
      regras: [2],
    });
    expect(demote.statusCode).toBe(422);
    expect(demote.json()).toEqual({ message: USERS_MSG.lastAdmin, errors: { regras: [USERS_MSG.lastAdmin] } });
    const self = await call('outra', 'POST', `/api/usuarios/${outraId}/bloquear`);
    expect(self.statusCode).toBe(422);
    expect(self.json().message).toBe(USERS_MSG.blockSelf);
    expect((await t.db.query('SELECT roles, status FROM users WHERE id = $1', [outraId])).rows).toEqual([{ roles: [1], status: 0 }]);

    // A second administrator there: she may then be blocked by it, and it may not leave the parish without one.
    const second = (await call('outra', 'POST', '/api/usuarios', newAccount('segunda.admin', { regras: [1], senha_temporaria: 'Temporaria2026' }))).json().data
      .id;
    const cookie = await signIn(t.app, 'segunda.admin', { password: 'Temporaria2026' });
    await t.db.query('UPDATE users SET require_password_change = false WHERE id = $1', [second]);
    expect((await call(cookie, 'POST', `/api/usuarios/${outraId}/bloquear`)).statusCode).toBe(200);
    const last = await call(cookie, 'PUT', `/api/usuarios/${second}`, { ...newAccount('segunda.admin'), regras: [14] });
    expect(last.json().message).toBe(USERS_MSG.lastAdmin);
    expect((await call(cookie, 'POST', `/api/usuarios/${outraId}/desbloquear`)).statusCode).toBe(200);
    as.outra = await signIn(t.app, 'outra');
  });

  it('the last active administrator cannot be blocked, even by a system administrator acting for the parish', async () => {
    const outraId = await idOf('outra');
    const aparecida = (await t.db.query<{ paroquia_id: number }>('SELECT paroquia_id FROM users WHERE id = $1', [outraId])).rows[0].paroquia_id;
    const systemAdmin = { id: await idOf('admin'), name: 'Pe. Antônio Ribeiro', roles: [111], paroquiaId: aparecida };
    // Her parish's other administrator (made above) is blocked first: she is the last one.
    expect((await call('outra', 'POST', `/api/usuarios/${await idOf('segunda.admin')}/bloquear`)).statusCode).toBe(200);
    await expect(t.db.transaction((tx) => changeAccount(tx, systemAdmin, outraId, { status: 'bloqueado' }, t.clock.now()))).rejects.toMatchObject({
      statusCode: 422,
      message: USERS_MSG.lastAdmin,
      errors: { status: [USERS_MSG.lastAdmin] },
    });
    expect((await t.db.query('SELECT status FROM users WHERE id = $1', [outraId])).rows).toEqual([{ status: 0 }]);
    expect((await call('outra', 'GET', '/api/me')).statusCode).toBe(200);
  });

  it("another parish's account answers 404 to every call, and nothing changes", async () => {
    const id = await idOf('tesoureiro');
    const before = (await t.db.query('SELECT to_jsonb(u) - $2::text AS row FROM users u WHERE id = $1', [id, 'last_seen_at'])).rows;
    const calls: Array<[Method, string, object?]> = [
      ['GET', `/api/usuarios/${id}`],
      ['PUT', `/api/usuarios/${id}`, { ...newAccount('tesoureiro'), regras: [1] }],
      ['POST', `/api/usuarios/${id}/bloquear`],
      ['POST', `/api/usuarios/${id}/desbloquear`],
      ['POST', `/api/usuarios/${id}/convite`],
      ['GET', `/api/usuarios/${id}/auditoria`],
    ];
    for (const [method, url, payload] of calls) {
      const res = await call('outra', method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json()).toEqual({ message: USERS_MSG.notFound });
    }
    expect((await t.db.query('SELECT to_jsonb(u) - $2::text AS row FROM users u WHERE id = $1', [id, 'last_seen_at'])).rows).toEqual(before);
    expect((await call('outra', 'GET', '/api/usuarios?limit=1000')).json().data.map((a: { usuario: string }) => a.usuario)).not.toContain('tesoureiro');
  });

  it('a temporary password set by an administrator ends the sessions and must be changed', async () => {
    const id = (await call('secretaria', 'POST', '/api/usuarios', newAccount('esqueceu', { senha_temporaria: 'Temporaria2026' }))).json().data.id;
    await t.db.query('UPDATE users SET require_password_change = false WHERE id = $1', [id]);
    const session = await signIn(t.app, 'esqueceu', { password: 'Temporaria2026' });
    const res = await call('secretaria', 'PUT', `/api/usuarios/${id}`, { ...newAccount('esqueceu'), senha_temporaria: 'NovaTemporaria1' });
    expect(res.json().data.status).toBe('troca_senha');
    expect((await call(session, 'GET', '/api/me')).statusCode).toBe(401);
    expect((await postLogin(t.app, 'esqueceu', { password: 'NovaTemporaria1' })).json()).toEqual({ ok: true, require_password_change: true });
    expect((await auditOf(id))[0]).toMatchObject({ acao: 'senha_redefinida', autor: 'Maria Aparecida Souza' });
  });

  it("the account's page lists its last ten sign-ins, newest first; the list shows the last one", async () => {
    const id = (await call('secretaria', 'POST', '/api/usuarios', newAccount('entra.sempre', { senha_temporaria: 'Temporaria2026' }))).json().data.id;
    expect((await call('secretaria', 'GET', `/api/usuarios/${id}`)).json()).toMatchObject({ acessos: [], ultimo_acesso: null });
    const times: string[] = [];
    for (let i = 0; i < 11; i++) {
      t.clock.advance(60_000);
      times.push(t.clock.now().toISOString());
      await signIn(t.app, 'entra.sempre', { password: 'Temporaria2026', address: `10.8.0.${i + 1}` });
    }
    const detail = (await call('secretaria', 'GET', `/api/usuarios/${id}`)).json();
    // Each sign-in at the clock's minute it was made (the clock also runs between reading it and signing in).
    const near = (iso: string) => expect.closeTo(Date.parse(iso), -3);
    expect((detail.acessos as string[]).map(Date.parse)).toEqual(times.slice(1).reverse().map(near));
    const row = (await call('secretaria', 'GET', '/api/usuarios?q=entra.sempre')).json().data;
    expect(row).toMatchObject([{ usuario: 'entra.sempre', ultimo_acesso: detail.acessos[0] }]);
  });

  it('PUT with status blocks and unblocks as the block calls do: sessions end, audited; a bad status is refused', async () => {
    const id = (await call('secretaria', 'POST', '/api/usuarios', newAccount('bloqueio.put', { senha_temporaria: 'Temporaria2026' }))).json().data.id;
    const session = await signIn(t.app, 'bloqueio.put', { password: 'Temporaria2026' });
    const bad = await call('secretaria', 'PUT', `/api/usuarios/${id}`, { ...newAccount('bloqueio.put'), status: 'suspenso' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ status: [USERS_MSG.statusInvalid] });
    expect((await call(session, 'GET', '/api/me')).statusCode).toBe(200);

    const blocked = await call('secretaria', 'PUT', `/api/usuarios/${id}`, { ...newAccount('bloqueio.put'), status: 'bloqueado' });
    expect(blocked.statusCode, blocked.body).toBe(200);
    expect(blocked.json().data.status).toBe('bloqueado');
    expect((await call(session, 'GET', '/api/me')).statusCode).toBe(401);
    const unblocked = await call('secretaria', 'PUT', `/api/usuarios/${id}`, { ...newAccount('bloqueio.put'), status: 'ativo' });
    expect(unblocked.json().data.status).toBe('troca_senha');
    expect((await auditOf(id)).map((a) => a.acao)).toEqual(['desbloqueada', 'bloqueada', 'criada']);
  });

  it('sends a new link to choose a password: an invitation again, or a new password for an account that has one; not to a blocked account', async () => {
    const id = await idOf('acolito');
    const res = await call('secretaria', 'POST', `/api/usuarios/${id}/convite`);
    expect(res.json()).toEqual({ message: USERS_MSG.inviteSent });
    const link = await linkOf(t.db, 'acolito@paroquia.example');
    expect(link.subject).toBe('Escolha sua nova senha — Paróquia São José');
    expect(link.path).toBe('/convite');
    expect((await auditOf(id))[0]).toMatchObject({ acao: 'convite', autor: 'Maria Aparecida Souza' });
    const blocked = await call('secretaria', 'POST', `/api/usuarios/${await idOf('bloqueado')}/convite`);
    expect(blocked.statusCode).toBe(422);
    expect(blocked.json().message).toBe(USERS_MSG.blockedNoInvite);
  });
});

describe('blocking', () => {
  it("ends the account's sessions at once and spends its links; unblocking lets it sign in again; both audited", async () => {
    const id = await idOf('tesoureiro');
    expect((await call('tesoureiro', 'GET', '/api/me')).statusCode).toBe(200);
    await call('secretaria', 'POST', `/api/usuarios/${id}/convite`);
    const link = await linkOf(t.db, 'tesoureiro@paroquia.example');
    const res = await call('secretaria', 'POST', `/api/usuarios/${id}/bloquear`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: USERS_MSG.blocked, data: { status: 'bloqueado' } });
    expect((await call('tesoureiro', 'GET', '/api/me')).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: `/api/convites/${link.token}` })).statusCode).toBe(404);
    expect((await call('secretaria', 'GET', '/api/usuarios?status=bloqueado')).json().data.map((a: { usuario: string }) => a.usuario)).toContain('tesoureiro');

    expect((await call('secretaria', 'POST', `/api/usuarios/${id}/desbloquear`)).json().data.status).toBe('ativo');
    as.tesoureiro = await signIn(t.app, 'tesoureiro');
    expect((await call('tesoureiro', 'GET', '/api/dizimo/dizimistas')).statusCode).toBe(200);
    expect((await auditOf(id)).slice(0, 3).map((a) => a.acao)).toEqual(['desbloqueada', 'bloqueada', 'convite']);
  });
});
