import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createTestApp, type TestApp } from '../test/app';
import { signIn } from '../test/http';
import { createMailer, outboxDir, type Mail, type Mailer } from './mailer';
import { insertReminder } from './repository';
import { createReminderScheduler, type ReminderScheduler } from './scheduler';

let t: TestApp;
let users: Record<string, { id: number; paroquia_id: number; email: string | null }>;

beforeAll(async () => {
  t = await createTestApp();
  // Each test drives its own schedulers; the app's would fire the same rows at its own moments.
  await t.app.reminderScheduler.stop();
  const { rows } = await t.db.query<{ username: string; id: number; paroquia_id: number; email: string | null }>(
    'SELECT username, id, paroquia_id, email FROM users',
  );
  users = Object.fromEntries(rows.map((r) => [r.username, r]));
});
afterAll(() => t?.close());
beforeEach(async () => {
  t.clock.reset();
  // Only each test's own reminders exist, so every firing counted is one the test made.
  await t.db.query('DELETE FROM reminders');
  await t.db.query('DELETE FROM mail_queue');
});

const MINUTE = 60_000;
const silent = { error: () => undefined, warn: () => undefined, info: () => undefined };

/** Moves the test clock to an exact instant (it keeps running from there). */
function setNow(iso: string): void {
  t.clock.advance(Date.parse(iso) - t.clock.now().getTime());
}

function scheduler(mailer: Mailer = recordingMailer().mailer): ReminderScheduler {
  return createReminderScheduler({ db: t.db, clock: t.clock.now, mailer, log: silent, productName: 'Sacratech', intervalMs: 30_000 });
}

function recordingMailer(fail = 0): { mailer: Mailer; sent: Mail[] } {
  const sent: Mail[] = [];
  let failures = fail;
  return {
    sent,
    mailer: {
      async send(mail) {
        if (failures-- > 0) throw new Error('servidor SMTP fora do ar');
        sent.push(mail);
      },
      close: () => undefined,
    },
  };
}

async function addReminder(
  user: string,
  o: { at: string; repeat?: 'none' | 'daily' | 'weekly' | 'monthly'; email?: boolean; descricao?: string; anchorDay?: number },
) {
  const u = users[user];
  const at = new Date(o.at);
  const offset = Number(/([+-]\d\d):\d\d$/.exec(o.at)?.[1] ?? 0) * 60;
  const body = {
    descricao: o.descricao ?? `Lembrete ${o.at}`,
    data_hora: { at, offsetMinutes: offset },
    repeat: o.repeat ?? 'none',
    pref_email: o.email ?? false,
  };
  return insertReminder(t.db, { userId: u.id, paroquiaId: u.paroquia_id }, body, o.anchorDay ?? Number(o.at.slice(8, 10)), t.clock.now());
}

/** The message as text: quoted-printable soft breaks joined and =XX bytes decoded (UTF-8). */
function quotedPrintable(raw: string): string {
  const flat = raw.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < flat.length; i++) {
    const hex = flat.slice(i + 1, i + 3);
    if (flat[i] === '=' && /^[0-9A-F]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(flat[i]));
  }
  return Buffer.from(bytes).toString('utf8');
}

async function row(id: number) {
  const { rows } = await t.db.query<{ data_hora: Date; next_fire_at: Date | null; last_fired_at: Date | null; status: string; utc_offset_minutes: number }>(
    'SELECT data_hora, next_fire_at, last_fired_at, status, utc_offset_minutes FROM reminders WHERE id = $1',
    [id],
  );
  return rows[0];
}

async function notificationsAbout(text: string): Promise<Array<{ user_id: number; title: string; body: string; type: string }>> {
  const { rows } = await t.db.query<{ user_id: number; title: string; body: string; type: string }>(
    'SELECT user_id, title, body, type FROM notifications WHERE body LIKE $1 ORDER BY id',
    [`%${text}%`],
  );
  return rows;
}

describe('firing due reminders', () => {
  it('fires a due reminder once: a notification for its owner; it stays active until completed', async () => {
    setNow('2030-03-10T12:00:00Z');
    const r = await addReminder('acolito', { at: '2030-03-10T11:59:00-03:00', descricao: 'Missa das crianças' });
    const future = await addReminder('acolito', { at: '2030-03-10T13:05:00-03:00', descricao: 'Ainda não' });
    const s = scheduler();
    expect(await s.tick()).toEqual([]);

    setNow('2030-03-10T15:00:30Z');
    expect(await s.tick()).toEqual([r.id]);
    const notes = await notificationsAbout('Missa das crianças');
    expect(notes).toEqual([{ user_id: users.acolito.id, type: 'alert', title: 'Lembrete', body: 'Missa das crianças — 10/03/2030 às 11:59' }]);
    expect(await row(r.id)).toMatchObject({ status: 'ativo', next_fire_at: null });
    expect((await row(r.id)).last_fired_at).not.toBeNull();
    expect(await s.tick()).toEqual([]);
    expect(await notificationsAbout('Missa das crianças')).toHaveLength(1);
    expect((await row(future.id)).last_fired_at).toBeNull();
  });

  it('a snoozed reminder fires at its new time, a completed one never', async () => {
    setNow('2030-03-10T12:00:00Z');
    const headers = { cookie: await signIn(t.app, 'acolito') };
    const snoozed = await addReminder('acolito', { at: '2030-03-10T09:00:00-03:00', descricao: 'Adiado' });
    const done = await addReminder('acolito', { at: '2030-03-10T09:00:00-03:00', descricao: 'Já feito' });
    await t.app.inject({ method: 'POST', url: `/api/reminders/${snoozed.id}/snooze`, headers, payload: { minutes: 30 } });
    await t.app.inject({ method: 'POST', url: `/api/reminders/${done.id}/concluir`, headers });
    const s = scheduler();
    expect(await s.tick()).toEqual([]);
    t.clock.advance(29 * MINUTE);
    expect(await s.tick()).toEqual([]);
    t.clock.advance(2 * MINUTE);
    expect(await s.tick()).toEqual([snoozed.id]);
  });

  it('a daily reminder moves to the same local time the next day; a weekly one seven days on', async () => {
    setNow('2030-03-10T12:00:30Z');
    const daily = await addReminder('secretaria', { at: '2030-03-10T09:00:00-03:00', repeat: 'daily' });
    const weekly = await addReminder('secretaria', { at: '2030-03-10T09:00:00-03:00', repeat: 'weekly' });
    expect((await scheduler().tick()).sort()).toEqual([daily.id, weekly.id].sort());
    expect((await row(daily.id)).data_hora.toISOString()).toBe('2030-03-11T12:00:00.000Z');
    expect((await row(daily.id)).next_fire_at?.toISOString()).toBe('2030-03-11T12:00:00.000Z');
    expect((await row(weekly.id)).data_hora.toISOString()).toBe('2030-03-17T12:00:00.000Z');
    expect((await row(weekly.id)).status).toBe('ativo');
  });

  it('a monthly reminder on the 31st goes to the last day of February, then back to the 31st', async () => {
    setNow('2030-01-31T12:00:30Z');
    const r = await addReminder('secretaria', { at: '2030-01-31T09:00:00-03:00', repeat: 'monthly' });
    const s = scheduler();
    expect(await s.tick()).toEqual([r.id]);
    expect((await row(r.id)).data_hora.toISOString()).toBe('2030-02-28T12:00:00.000Z');
    setNow('2030-02-28T12:00:30Z');
    expect(await s.tick()).toEqual([r.id]);
    expect((await row(r.id)).data_hora.toISOString()).toBe('2030-03-31T12:00:00.000Z');
    setNow('2030-03-31T12:00:30Z');
    await s.tick();
    expect((await row(r.id)).data_hora.toISOString()).toBe('2030-04-30T12:00:00.000Z');
    expect(await notificationsAbout(`Lembrete 2030-01-31T09:00:00-03:00`)).toHaveLength(3);
  });

  it("follows the owner's time zone across a daylight-saving change, and answers the new offset", async () => {
    await t.db.query("UPDATE users SET timezone = 'America/New_York' WHERE id = $1", [users.catequista.id]);
    try {
      setNow('2030-03-09T14:00:30Z');
      const r = await addReminder('catequista', { at: '2030-03-09T09:00:00-05:00', repeat: 'daily' });
      await scheduler().tick();
      expect(await row(r.id)).toMatchObject({ utc_offset_minutes: -240 });
      // Clocks went forward on 10 March 2030: 09:00 in New York is now 13:00 UTC.
      expect((await row(r.id)).data_hora.toISOString()).toBe('2030-03-10T13:00:00.000Z');
    } finally {
      await t.db.query("UPDATE users SET timezone = 'America/Sao_Paulo' WHERE id = $1", [users.catequista.id]);
    }
  });

  it('skips occurrences missed while nobody was running and fires once for them', async () => {
    setNow('2030-03-15T12:30:00Z');
    const r = await addReminder('secretaria', { at: '2030-03-10T09:00:00-03:00', repeat: 'daily', descricao: 'Perdido por dias' });
    expect(await scheduler().tick()).toEqual([r.id]);
    expect((await row(r.id)).data_hora.toISOString()).toBe('2030-03-16T12:00:00.000Z');
    expect(await notificationsAbout('Perdido por dias')).toHaveLength(1);
  });
});

describe('several server processes on one database', () => {
  it('two scheduler instances ticking together fire each due reminder exactly once', async () => {
    setNow('2030-06-01T12:00:00Z');
    const ids: number[] = [];
    for (let i = 0; i < 60; i++) {
      ids.push((await addReminder(i % 2 ? 'acolito' : 'coordenador', { at: '2030-06-01T08:00:00-03:00', descricao: `Concorrente ${i}`, email: true })).id);
    }
    const a = recordingMailer();
    const b = recordingMailer();
    const [firedA, firedB] = await Promise.all([scheduler(a.mailer).tick(), scheduler(b.mailer).tick()]);
    expect([...firedA, ...firedB].sort((x, y) => x - y)).toEqual(ids);
    expect(firedA.filter((id) => firedB.includes(id))).toEqual([]);
    expect(await notificationsAbout('Concorrente')).toHaveLength(60);
    expect(a.sent.length + b.sent.length).toBe(60);
    expect(new Set([...a.sent, ...b.sent].map((m) => m.text)).size).toBe(60);
    const again = await Promise.all([scheduler(a.mailer).tick(), scheduler(b.mailer).tick()]);
    expect(again.flat()).toEqual([]);
    expect(a.sent.length + b.sent.length).toBe(60);
  });

  it('a reminder that fell due while the server was down fires when the server starts', async () => {
    setNow('2030-07-01T12:00:00Z');
    const r = await addReminder('acolito', { at: '2030-07-01T10:00:00-03:00', descricao: 'Durante a parada' });
    // The server was down at 10:00 (13:00 UTC); it starts again at 14:00 UTC.
    setNow('2030-07-01T14:00:00Z');
    const restarted = buildApp({ config: t.config, db: t.db, clock: t.clock.now });
    try {
      await restarted.ready();
      await expect.poll(async () => (await notificationsAbout('Durante a parada')).length).toBe(1);
      expect((await row(r.id)).next_fire_at).toBeNull();
    } finally {
      await restarted.close();
    }
  });
});

describe('e-mail', () => {
  it('queues nothing for reminders without the e-mail preference', async () => {
    setNow('2030-08-01T12:00:00Z');
    await addReminder('acolito', { at: '2030-08-01T08:00:00-03:00', email: false });
    const m = recordingMailer();
    await scheduler(m.mailer).tick();
    expect(m.sent).toEqual([]);
  });

  it('retries a failed send on a later tick, and sends it once', async () => {
    setNow('2030-08-01T12:00:00Z');
    await addReminder('acolito', { at: '2030-08-01T08:00:00-03:00', email: true, descricao: 'Levar as chaves' });
    const m = recordingMailer(1);
    const s = scheduler(m.mailer);
    await s.tick();
    expect(m.sent).toEqual([]);
    const { rows } = await t.db.query<{ last_error: string; sent_at: Date | null }>('SELECT last_error, sent_at FROM mail_queue');
    expect(rows).toEqual([{ last_error: 'servidor SMTP fora do ar', sent_at: null }]);
    await s.tick();
    expect(m.sent).toEqual([]);
    t.clock.advance(6 * MINUTE);
    await s.tick();
    expect(m.sent).toHaveLength(1);
    expect(m.sent[0]).toMatchObject({ to: users.acolito.email, subject: 'Lembrete: Levar as chaves' });
    await s.tick();
    expect(m.sent).toHaveLength(1);
  });

  it('without SMTP_URL writes the message as an .eml file in DATA_DIR/outbox', async () => {
    setNow('2030-08-02T12:00:00Z');
    await addReminder('acolito', { at: '2030-08-02T08:00:00-03:00', email: true, descricao: 'Ensaio do coral' });
    await scheduler(createMailer({ smtpUrl: undefined, mailFrom: 'Sacratech <nao-responda@sacratech.local>', dataDir: t.config.dataDir })).tick();
    const files = (await readdir(outboxDir(t.config.dataDir))).filter((f) => f.endsWith('.eml'));
    expect(files).toHaveLength(1);
    const eml = await readFile(join(outboxDir(t.config.dataDir), files[0]), 'utf8');
    expect(eml).toContain('To: acolito@paroquia.example');
    expect(eml).toContain('Subject: Lembrete: Ensaio do coral');
    expect(eml).toContain('Ensaio do coral');
  });
});

describe('e-mail through a real SMTP server on 127.0.0.1', () => {
  let smtp: SMTPServer;
  let port: number;
  const received: Array<{ from: string; to: string[]; raw: string }> = [];

  beforeAll(async () => {
    smtp = new SMTPServer({
      disabledCommands: ['AUTH', 'STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    port = (smtp.server.address() as { port: number }).port;
  });
  afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

  it('the app configured with SMTP_URL delivers a due reminder with pref_email to the owner', async () => {
    const app = await createTestApp({ smtpUrl: `smtp://127.0.0.1:${port}`, mailFrom: 'Paróquia <lembretes@paroquia.example>' });
    try {
      const admin = (await app.db.query<{ id: number; paroquia_id: number }>("SELECT id, paroquia_id FROM users WHERE username = 'admin'")).rows[0];
      const at = new Date(app.clock.now().getTime() - MINUTE);
      await insertReminder(
        app.db,
        { userId: admin.id, paroquiaId: admin.paroquia_id },
        { descricao: 'Benzer as alianças dos noivos', data_hora: { at, offsetMinutes: -180 }, repeat: 'none', pref_email: true },
        1,
        app.clock.now(),
      );
      await app.app.reminderScheduler.tick();
      await expect.poll(() => received.length).toBe(1);
      expect(received[0].from).toBe('lembretes@paroquia.example');
      expect(received[0].to).toEqual(['admin@paroquia.example']);
      expect(received[0].raw).toMatch(/^Subject: .*Lembrete/m);
      expect(quotedPrintable(received[0].raw)).toContain('Lembrete: Benzer as alianças dos noivos');
    } finally {
      await app.close();
    }
  });
});
