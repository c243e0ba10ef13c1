import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../shared/messages';
import { LINK_MSG } from '../../shared/schemas/password-links';
import { createTestApp, type TestApp } from '../test/app';
import { postLogin, sessionCookieOf, signIn } from '../test/http';
import { FORGOT_ANSWER_MS } from './link-routes';
import { linkOf } from './test-mail';
import { issueAccountToken, TOKEN_LIFETIME_MS } from './tokens';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const forgot = (usuario: string, address = '10.9.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/senha/esqueci', payload: { usuario }, remoteAddress: address });
const reset = (token: string, senha: string, address = '10.9.0.1', cookie?: string) =>
  t.app.inject({ method: 'POST', url: '/api/senha/redefinir', payload: { token, senha }, remoteAddress: address, headers: cookie ? { cookie } : {} });
const mailsTo = async (to: string) => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM mail_queue WHERE to_address = $1', [to])).rows[0].n;
const idOf = async (username: string) => (await t.db.query<{ id: number }>('SELECT id FROM users WHERE username = $1', [username])).rows[0].id;

describe("'Esqueci minha senha'", () => {
  it('answers the same, no sooner than the same floor, whether or not the user exists; mails only an existing account with an e-mail', async () => {
    const timed = async (usuario: string) => {
      const started = performance.now();
      const res = await forgot(usuario, '10.9.1.1');
      return { status: res.statusCode, body: res.json(), ms: performance.now() - started };
    };
    const known = await timed('Coordenador');
    const unknown = await timed('ninguem.aqui');
    expect(known.status).toBe(200);
    expect(unknown).toMatchObject({ status: known.status, body: known.body });
    expect(known.body).toEqual({ message: LINK_MSG.forgotSent });
    for (const answer of [known, unknown]) expect(answer.ms).toBeGreaterThanOrEqual(FORGOT_ANSWER_MS - 5);

    const link = await linkOf(t.db, 'coordenador@paroquia.example');
    expect(link.subject).toBe('Redefinição de senha — Paróquia São José');
    expect(link.path).toBe('/redefinir-senha');
    expect(link.body).toContain('válido por 1 hora');
    expect(await mailsTo('bloqueado@paroquia.example')).toBe(0);
    await forgot('bloqueado', '10.9.1.1');
    expect(await mailsTo('bloqueado@paroquia.example')).toBe(0);
  });

  it('a new password by the link: the weak one refused, then set; other sessions end, the person is signed in, audited; the link opens once', async () => {
    const before = await signIn(t.app, 'catequista');
    await forgot('catequista');
    const { token } = await linkOf(t.db, 'catequista@paroquia.example');
    const weak = await reset(token, 'semnumero');
    expect(weak.statusCode).toBe(422);
    expect(weak.json().errors).toEqual({ senha: [MSG.passwordRule] });

    const done = await reset(token, 'Lembrei2026x');
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ message: LINK_MSG.passwordReset });
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: sessionCookieOf(done)! } });
    expect(me.json()).toMatchObject({ user: 'catequista', require_password_change: false });
    expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: before } })).statusCode).toBe(401);
    expect((await postLogin(t.app, 'catequista', { password: 'Lembrei2026x' })).statusCode).toBe(200);
    expect((await reset(token, 'Outra2026xyz')).json()).toEqual({ message: LINK_MSG.linkInvalid });

    const { rows } = await t.db.query('SELECT action, actor_name, detail FROM account_audit WHERE user_id = $1', [await idOf('catequista')]);
    expect(rows).toEqual([{ action: 'senha_redefinida', actor_name: 'Ana Paula Ferreira', detail: { por: 'link' } }]);
  });

  it('an expired, an invented, or an invitation token does not reset a password', async () => {
    const id = await idOf('acolito');
    const hash = async () => (await t.db.query('SELECT password_hash FROM users WHERE id = $1', [id])).rows[0];
    const before = await hash();
    const expired = await t.db.transaction((tx) => issueAccountToken(tx, id, 'senha', new Date(t.clock.now().getTime() - TOKEN_LIFETIME_MS.senha - 1000)));
    const invitation = await t.db.transaction((tx) => issueAccountToken(tx, id, 'convite', t.clock.now()));
    for (const token of [expired, invitation, 'inventado-inventado-inventado-inventado-123', '']) {
      const res = await reset(token, 'Nunca2026xyz', '10.9.2.1');
      expect([404, 422], token).toContain(res.statusCode);
      expect(JSON.stringify(res.json())).toContain(LINK_MSG.linkInvalid);
    }
    expect(await hash()).toEqual(before);
    expect((await t.app.inject({ method: 'GET', url: '/api/convites/inventado' })).statusCode).toBe(404);
  });

  it('ten requests a minute from one address, then 429 there; an account gets three e-mails an hour at most, with the same answer', async () => {
    for (let i = 0; i < 10; i++) expect((await forgot('acolito', '10.9.3.1')).statusCode).toBe(200);
    const throttled = await forgot('acolito', '10.9.3.1');
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json()).toEqual({ message: MSG.tooManyAttempts });
    expect((await forgot('acolito', '10.9.4.1')).json()).toEqual({ message: LINK_MSG.forgotSent });
    expect(await mailsTo('acolito@paroquia.example')).toBe(3);
    t.clock.advance(61 * 60_000);
    expect((await forgot('acolito', '10.9.3.1')).statusCode).toBe(200);
    expect(await mailsTo('acolito@paroquia.example')).toBe(4);
  });

  it('links that open nothing: ten a minute from one address, then 429 there even for a good one', async () => {
    await forgot('coordenador', '10.9.5.1');
    const { token } = await linkOf(t.db, 'coordenador@paroquia.example');
    for (let i = 0; i < 10; i++) expect((await reset(`inventado-${i}`.padEnd(43, 'x'), 'Valida2026x', '10.9.6.1')).statusCode).toBe(404);
    expect((await reset(token, 'Valida2026x', '10.9.6.1')).statusCode).toBe(429);
    expect((await t.app.inject({ method: 'GET', url: '/api/convites/abc', remoteAddress: '10.9.6.1' })).statusCode).toBe(429);
    expect((await reset(token, 'Valida2026x', '10.9.7.1')).statusCode).toBe(200);
  });
});

describe("'Esqueci minha senha' through a real SMTP server on 127.0.0.1", () => {
  let smtp: SMTPServer;
  let app: TestApp;
  const received: Array<{ to: string[]; raw: string }> = [];
  beforeAll(async () => {
    smtp = new SMTPServer({
      disabledCommands: ['AUTH', 'STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const port = (smtp.server.address() as { port: number }).port;
    app = await createTestApp({ smtpUrl: `smtp://127.0.0.1:${port}`, publicUrl: 'https://portal.paroquia.example' });
  });
  afterAll(async () => {
    await app?.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it('delivers the e-mail at once (not at the next scheduler turn) with a link that resets the password', async () => {
    const res = await app.app.inject({ method: 'POST', url: '/api/senha/esqueci', payload: { usuario: 'secretaria' } });
    expect(res.statusCode).toBe(200);
    await expect.poll(() => received.length, { timeout: 5_000 }).toBe(1);
    expect(received[0].to).toEqual(['secretaria@paroquia.example']);
    // Quoted-printable joins long lines with '=' at the end: undo it before reading the link.
    const text = received[0].raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    const token = /https:\/\/portal\.paroquia\.example\/redefinir-senha\?token=([A-Za-z0-9_-]{43})/.exec(text)?.[1];
    expect(token).toBeDefined();
    const done = await app.app.inject({ method: 'POST', url: '/api/senha/redefinir', payload: { token, senha: 'PeloSmtp2026' } });
    expect(done.statusCode).toBe(200);
    expect((await postLogin(app.app, 'secretaria', { password: 'PeloSmtp2026' })).statusCode).toBe(200);
  });
});
