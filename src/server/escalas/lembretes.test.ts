import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { linkAccount, nextSunday, signedInCaller, testMinisterio } from './test-helpers';

let t: TestApp;
let smtp: SMTPServer;
/** Every message the portal handed to the SMTP server: its recipients. */
const received: Array<{ to: string[] }> = [];

beforeAll(async () => {
  smtp = new SMTPServer({
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      stream.resume();
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  t = await createTestApp({ smtpUrl: `smtp://127.0.0.1:${(smtp.server.address() as { port: number }).port}` });
});
afterAll(async () => {
  await t?.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

const DAY = 86_400_000;
const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T12:00:00Z`) + n * DAY).toISOString().slice(0, 10);

/** The roster reminders queued to `to`, as (subject, whether sent). */
async function reminders(to: string) {
  const { rows } = await t.db.query<{ subject: string; sent: boolean }>(
    "SELECT subject, sent_at IS NOT NULL AS sent FROM mail_queue WHERE to_address = $1 AND subject LIKE 'Lembrete: %' ORDER BY id",
    [to],
  );
  return rows;
}

describe('the reminder two days before', () => {
  it('reaches each published, pending or accepted assignment once, two days before, by notification and e-mail; not a declined one', async () => {
    const admin = await signedInCaller(t.app, 'secretaria');
    const m = await testMinisterio(admin, t.db, 'Lembretes', ['Ana Lembretes', 'Bruno Lembretes', 'Carla Lembretes']);
    const [ana, bruno, carla] = m.membros;
    await linkAccount(admin, t.db, m.id, ana, 'dizimista');
    await linkAccount(admin, t.db, m.id, carla, 'tesoureiro');
    await t.db.query("UPDATE users SET email = 'ana.lembretes@exemplo.org' WHERE username = 'dizimista'");
    await t.db.query("UPDATE users SET email = 'carla.lembretes@exemplo.org' WHERE username = 'tesoureiro'");
    // Bruno has no account: his register's address is used.
    await t.db.query("UPDATE registers SET email = 'bruno.lembretes@exemplo.org' WHERE id = $1", [bruno.register_id]);

    // Two Sundays at least two days away: Ana and Bruno on the first, Ana and Carla (who declines) on the second.
    const first = addDays(nextSunday(t.clock.now()), 7);
    const second = addDays(first, 7);
    const cell = (data: string, funcao: number, membro: number) =>
      admin.put('/api/escalas/designacoes', { celebracao_id: m.celebracao, data, funcao_id: m.funcoes[funcao].id, membro_id: membro });
    for (const [data, funcao, membro] of [
      [first, 0, ana.id],
      [first, 1, bruno.id],
      [second, 0, carla.id],
      [second, 1, ana.id],
    ] as const) {
      expect((await cell(data, funcao, membro)).statusCode).toBe(200);
    }
    for (const mes of new Set([first.slice(0, 7), second.slice(0, 7)])) await admin.post('/api/escalas/publicar', { ministerio_id: m.id, mes });
    const tesoureiro = await signedInCaller(t.app, 'tesoureiro');
    const carlaCell = (await tesoureiro.get('/api/minha-escala')).json().data.designacoes.find((d: { data: string }) => d.data === second);
    expect((await tesoureiro.post(`/api/designacoes/${carlaCell.id}/recusar`, {})).statusCode).toBe(200);
    const { rows } = await t.db.query<{ inicio: Date }>('SELECT min(inicio) AS inicio FROM escala_designacoes WHERE ministerio_id = $1 AND data = $2', [
      m.id,
      first,
    ]);
    const mass = rows[0].inicio.getTime();
    const at = (ms: number) => t.clock.advance(ms - t.clock.now().getTime());
    const tick = () => t.app.reminderScheduler.tick();

    try {
      at(mass - 3 * DAY);
      await tick();
      expect(await reminders('ana.lembretes@exemplo.org')).toEqual([]);

      at(mass - 2 * DAY + 60_000);
      await tick();
      const subject = `Lembrete: Lembretes — ${first.split('-').reverse().join('/')} às 09:00`;
      expect(await reminders('ana.lembretes@exemplo.org')).toEqual([{ subject, sent: true }]);
      expect(await reminders('bruno.lembretes@exemplo.org')).toEqual([{ subject, sent: true }]);
      // Handed to the SMTP server: every mail sent to her (the publication's request and this reminder) arrived.
      const { rows: sent } = await t.db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM mail_queue WHERE to_address = 'ana.lembretes@exemplo.org' AND sent_at IS NOT NULL",
      );
      expect(received.filter((r) => r.to.includes('ana.lembretes@exemplo.org'))).toHaveLength(sent[0].n);
      expect(sent[0].n).toBe(2);
      const { rows: told } = await t.db.query<{ body: string }>(
        "SELECT body FROM notifications WHERE user_id = (SELECT id FROM users WHERE username = 'dizimista') AND title = 'Lembrete da escala: Lembretes'",
      );
      expect(told.map((n) => n.body)).toEqual([
        expect.stringMatching(
          /^Você está na escala de Lembretes \(Primeira\): Missa.*, \d\d\/\d\d\/\d{4} às 09:00\. Confirme ou recuse em 'Minha escala' no portal\.$/,
        ),
      ]);

      // Once: later ticks send nothing more for it.
      at(mass - DAY);
      await tick();
      expect(await reminders('ana.lembretes@exemplo.org')).toHaveLength(1);

      // The second Sunday: Ana is reminded; Carla, who declined, is not.
      at(mass + 5 * DAY + 60_000);
      await tick();
      expect((await reminders('ana.lembretes@exemplo.org')).map((r) => r.subject)).toEqual([
        subject,
        `Lembrete: Lembretes — ${second.split('-').reverse().join('/')} às 09:00`,
      ]);
      expect(await reminders('carla.lembretes@exemplo.org')).toEqual([]);
      expect(await reminders('bruno.lembretes@exemplo.org')).toHaveLength(1);
    } finally {
      t.clock.reset();
    }
  });

  it('is not sent again for an assignment published less than two days before: its request was the reminder', async () => {
    const sunday = addDays(nextSunday(t.clock.now()), 21);
    const { rows } = await t.db.query<{ at: Date }>("SELECT ($1::date + time '09:00') AT TIME ZONE 'America/Sao_Paulo' AS at", [sunday]);
    t.clock.advance(rows[0].at.getTime() - DAY - t.clock.now().getTime());
    try {
      const admin = await signedInCaller(t.app, 'secretaria');
      const m = await testMinisterio(admin, t.db, 'Lembretes tardios', ['Davi Lembretes']);
      await t.db.query("UPDATE registers SET email = 'davi.lembretes@exemplo.org' WHERE id = $1", [m.membros[0].register_id]);
      const set = await admin.put('/api/escalas/designacoes', {
        celebracao_id: m.celebracao,
        data: sunday,
        funcao_id: m.funcoes[0].id,
        membro_id: m.membros[0].id,
      });
      expect(set.statusCode, set.body).toBe(200);
      expect((await admin.post('/api/escalas/publicar', { ministerio_id: m.id, mes: sunday.slice(0, 7) })).json().data.pedidos).toBe(1);
      await t.app.reminderScheduler.tick();
      const { rows: mails } = await t.db.query<{ subject: string; sent: boolean }>(
        "SELECT subject, sent_at IS NOT NULL AS sent FROM mail_queue WHERE to_address = 'davi.lembretes@exemplo.org'",
      );
      expect(mails).toEqual([{ subject: 'Escala de Lembretes tardios — confirme sua presença', sent: true }]);
    } finally {
      t.clock.reset();
    }
  });
});
