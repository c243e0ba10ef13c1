import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import type { FastifyBaseLogger } from 'fastify';
import { acrossParishes } from '../db/scope';
import type { Db } from '../db/types';
import { notify } from '../notifications/notify';
import { globalPlugin } from '../plugins/global-plugin';
import type { Clock } from '../types';
import { createMailer, type Mailer } from './mailer';
import { offsetMinutesIn } from '../../shared/time-zone';
import { nextOccurrence, reminderZone } from './recurrence';
import { claimDue, claimMail, markFired, markMailFailed, markMailSent, queueMail, type DueReminder } from './repository';

const BATCH = 50;
const MAIL_LEASE_MS = 2 * 60_000;
const MAIL_RETRY_MS = 5 * 60_000;
const MAIL_MAX_ATTEMPTS = 5;

export interface ReminderScheduler {
  /**
   * Fires every reminder due at the clock's now, then sends the queued e-mails; resolves to the ids
   * fired by this call. Calls on one instance run one after the other.
   */
  tick(): Promise<number[]>;
  /** Ticks now (whatever fell due while the server was down fires at start), then every interval. */
  start(): void;
  /** Stops the interval and waits for a tick under way; later ticks do nothing. */
  stop(): Promise<void>;
  /**
   * Another module's timed messages (the rosters' reminders two days before), run on every tick after the
   * reminders and before the mail is sent, so what a job queues leaves in the same tick. A job claims its own
   * rows (FOR UPDATE SKIP LOCKED) and marks them done in the same transaction, as the reminders do.
   */
  addJob(job: TimedJob): void;
}

/** One of those jobs: does what is due at `now`. */
type TimedJob = (db: Db, now: Date) => Promise<unknown>;

export interface SchedulerDeps {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  log: Pick<FastifyBaseLogger, 'error' | 'warn' | 'info'>;
  productName: string;
  /** Between ticks: REMINDER_TICK_SECONDS. */
  intervalMs: number;
}

function when(at: Date, zone: string): string {
  return format(new TZDate(at, zone), "dd/MM/yyyy 'às' HH:mm");
}

/** Fires one claimed reminder inside the claiming transaction: the notification, the e-mail in the queue, the next time. */
async function fire(tx: Db, r: DueReminder, now: Date, productName: string, log: SchedulerDeps['log']): Promise<void> {
  const zone = reminderZone(r.timezone, r.parish_time_zone);
  const at = when(r.data_hora, zone);
  await notify(tx, { userId: r.user_id, paroquiaId: r.paroquia_id }, { type: 'alert', title: 'Lembrete', body: `${r.descricao} — ${at}` });
  if (r.pref_email && r.email) {
    const subject = `Lembrete: ${r.descricao.length > 60 ? `${r.descricao.slice(0, 59)}…` : r.descricao}`;
    const body = `Olá, ${r.name}.\n\nLembrete: ${r.descricao}\nData e hora: ${at} (${zone})\n\n${productName}\n`;
    await queueMail(tx, { paroquiaId: r.paroquia_id, to: r.email, subject, body }, now);
  } else if (r.pref_email) {
    log.warn({ reminderId: r.id, userId: r.user_id }, 'lembrete com e-mail, mas o usuário não tem endereço');
  }
  const next = r.repeat === 'none' ? null : nextOccurrence(r.data_hora, r.repeat, zone, r.anchor_day, now);
  await markFired(tx, r.id, now, next && { at: next, offsetMinutes: offsetMinutesIn(zone, next) });
}

/**
 * The reminders' scheduler. It reads time only from `clock` (tests move it), and keeps no state of
 * its own: due reminders are claimed in the database (FOR UPDATE SKIP LOCKED) and moved past now in
 * the same transaction, so any number of instances on one database fire each occurrence once, and
 * one started after a stop fires what fell due meanwhile.
 */
export function createReminderScheduler(deps: SchedulerDeps): ReminderScheduler {
  const { db, clock, mailer, log, productName, intervalMs } = deps;
  let queue: Promise<unknown> = Promise.resolve();
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;
  const jobs: TimedJob[] = [];

  async function fireDue(): Promise<number[]> {
    const fired: number[] = [];
    for (;;) {
      const batch = await db.transaction(async (tx) => {
        const now = clock();
        const due = await claimDue(tx, now, BATCH);
        for (const r of due) await fire(tx, r, now, productName, log);
        return due.map((r) => r.id);
      });
      fired.push(...batch);
      if (batch.length < BATCH) return fired;
    }
  }

  async function sendMail(): Promise<void> {
    const now = clock();
    const mails = await claimMail(db, now, new Date(now.getTime() + MAIL_LEASE_MS), BATCH, MAIL_MAX_ATTEMPTS);
    for (const m of mails) {
      try {
        await mailer.send({ to: m.to_address, subject: m.subject, text: m.body });
        await markMailSent(db, m.id, clock());
      } catch (error) {
        log.error({ err: error, mailId: m.id }, 'e-mail de lembrete não enviado');
        await markMailFailed(db, m.id, (error as Error).message ?? String(error), new Date(clock().getTime() + MAIL_RETRY_MS));
      }
    }
  }

  function tick(): Promise<number[]> {
    // Every parish's reminders and mail, also when a request asks for a tick (sendSoon): never under its parish's scope.
    const run = acrossParishes(() =>
      queue.then(async () => {
        if (stopped) return [];
        const fired = await fireDue();
        for (const job of jobs) await job(db, clock());
        await sendMail();
        return fired;
      }),
    );
    queue = run.catch(() => undefined);
    return run;
  }

  return {
    tick,
    start() {
      if (timer || stopped) return;
      const safeTick = () => void tick().catch((err) => log.error({ err }, 'falha ao disparar lembretes'));
      safeTick();
      timer = setInterval(safeTick, intervalMs);
      timer.unref();
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = null;
      await queue;
    },
    addJob(job) {
      jobs.push(job);
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The reminders' scheduler of this app: started when the app is ready, stopped when it closes. */
    reminderScheduler: ReminderScheduler;
  }
}

/** Runs the scheduler with the app: on the app's database and clock, e-mail by SMTP_URL or to DATA_DIR/outbox. */
export const reminderSchedulerPlugin = globalPlugin('reminder-scheduler', async (app) => {
  const mailer = createMailer(app.config);
  const { productName, reminderTickMs: intervalMs } = app.config;
  const scheduler = createReminderScheduler({ db: app.db, clock: app.clock, mailer, log: app.log, productName, intervalMs });
  app.decorate('reminderScheduler', scheduler);
  app.addHook('onReady', async () => scheduler.start());
  app.addHook('onClose', async () => {
    await scheduler.stop();
    mailer.close();
  });
});
