import { TZDate } from '@date-fns/tz';
import { addDays, set } from 'date-fns';
import { DEFAULT_TIME_ZONE, offsetMinutesIn } from '../../../shared/time-zone';
import { dayOfMonthIn } from '../../reminders/recurrence';
import { completeReminder, insertReminder } from '../../reminders/repository';
import type { Repeat } from '../../../shared/schemas/reminders';
import type { Db } from '../types';
import type { CoreSeed } from './core';
import { DEMO_ACCOUNTS } from './demo-accounts';

const DEMO_REMINDERS: Array<{ user: string; inDays: number; hour: number; descricao: string; repeat: Repeat; pref_email: boolean; done?: boolean }> = [
  { user: 'admin', inDays: 1, hour: 9, descricao: 'Reunião do conselho paroquial', repeat: 'none', pref_email: true },
  { user: 'admin', inDays: 2, hour: 7, descricao: 'Rezar o breviário', repeat: 'daily', pref_email: false },
  { user: 'secretaria', inDays: 3, hour: 14, descricao: 'Conferir o livro de batismos', repeat: 'weekly', pref_email: true },
  { user: 'secretaria', inDays: 10, hour: 10, descricao: 'Enviar relatório do dízimo à diocese', repeat: 'monthly', pref_email: true },
  { user: 'secretaria', inDays: -2, hour: 16, descricao: 'Encomendar velas para a Páscoa', repeat: 'none', pref_email: true, done: true },
  { user: 'acolito', inDays: 4, hour: 18, descricao: 'Ensaio dos acólitos na Matriz', repeat: 'weekly', pref_email: true },
  { user: 'coordenador', inDays: 5, hour: 19, descricao: 'Encontro de pais dos crismandos', repeat: 'none', pref_email: true },
  { user: 'outra', inDays: 1, hour: 8, descricao: 'Visita às famílias da Capela São Francisco', repeat: 'none', pref_email: true },
];

/** The demo accounts' e-mail addresses (reserved .example domain) and a few reminders, in the future but one completed. */
export async function seedReminders(tx: Db, core: CoreSeed): Promise<void> {
  const names = DEMO_ACCOUNTS.map((a) => a.user);
  await tx.query("UPDATE users SET email = username || '@paroquia.example' WHERE username = ANY($1::text[])", [names]);
  const today = new TZDate(core.now, DEFAULT_TIME_ZONE);
  for (const demo of DEMO_REMINDERS) {
    const user = core.users[demo.user];
    if (!user) continue;
    const owner = { userId: user.id, paroquiaId: user.paroquiaId };
    const at = new Date(set(addDays(today, demo.inDays), { hours: demo.hour, minutes: 0, seconds: 0, milliseconds: 0 }).getTime());
    const body = {
      descricao: demo.descricao,
      data_hora: { at, offsetMinutes: offsetMinutesIn(DEFAULT_TIME_ZONE, at) },
      repeat: demo.repeat,
      pref_email: demo.pref_email,
    };
    const created = await insertReminder(tx, owner, body, dayOfMonthIn(at, DEFAULT_TIME_ZONE), core.now);
    if (demo.done) await completeReminder(tx, owner, created.id, core.now);
  }
}
