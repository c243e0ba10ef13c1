import { BoolLike, Id, z } from './zod';

export const REPEAT = ['none', 'daily', 'weekly', 'monthly'] as const;
export type Repeat = (typeof REPEAT)[number];
export const REPEAT_LABELS: Record<Repeat, string> = {
  none: 'Não repetir',
  daily: 'Diariamente',
  weekly: 'Semanalmente',
  monthly: 'Mensalmente',
};

export const REMINDER_STATUS = ['ativo', 'concluido'] as const;
export type ReminderStatus = (typeof REMINDER_STATUS)[number];

export const DEFAULT_SNOOZE_MINUTES = 10;
/** One week: anything longer is an edit of the date, not a snooze. */
export const MAX_SNOOZE_MINUTES = 7 * 24 * 60;
export const REMINDER_DESCRIPTION_MAX = 500;

/** Texts of the reminders module shown by both sides (the spec's own strings are copied exactly). */
export const REMINDER_MSG = {
  listFailed: 'Falha ao buscar lembretes',
  createFailed: 'Falha ao criar lembrete',
  updateFailed: 'Falha ao atualizar lembrete',
  deleteFailed: 'Falha ao excluir lembrete',
  completeFailed: 'Falha ao concluir lembrete',
  snoozeFailed: 'Falha ao adiar lembrete',
  descriptionRequired: 'Informe a descrição do lembrete.',
  descriptionTooLong: `A descrição deve ter no máximo ${REMINDER_DESCRIPTION_MAX} caracteres.`,
  dateRequired: 'Informe a data e a hora do lembrete.',
  dateInvalid: 'Data e hora inválidas: use o formato 2026-03-01T09:00:00-03:00, com o fuso.',
  dateOutOfRange: 'A data deve estar entre os anos 2000 e 2100.',
  repeatInvalid: 'Repetição inválida: use none, daily, weekly ou monthly.',
  snoozeInvalid: `Informe de 1 a ${MAX_SNOOZE_MINUTES} minutos (uma semana) para adiar.`,
  snoozeCompleted: 'Um lembrete concluído não pode ser adiado.',
  created: 'Lembrete criado.',
  updated: 'Lembrete atualizado.',
  completed: 'Lembrete concluído.',
  snoozed: (minutes: number) => `Lembrete adiado por ${minutes} minutos.`,
  deleted: 'Lembrete excluído.',
} as const;

const OFFSET_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3})\d*)?)?(Z|([+-])(\d{2}):?(\d{2}))$/;

/** An instant and the UTC offset (minutes east of UTC) it was written with. */
export interface OffsetInstant {
  at: Date;
  offsetMinutes: number;
}

/**
 * '2026-03-01T09:00:00-03:00' (seconds and fraction optional, Z allowed) -> the instant and its offset.
 * Null for anything without an explicit offset or that is not a real calendar time (30 February, 24:00...).
 */
export function parseOffsetDateTime(text: string): OffsetInstant | null {
  const m = OFFSET_DATE_TIME.exec(text.trim());
  if (!m) return null;
  const [, y, mo, d, h, mi, s = '0', ms = '0', zone, sign, oh, om] = m;
  const offsetMinutes = zone === 'Z' ? 0 : (sign === '-' ? -1 : 1) * (Number(oh) * 60 + Number(om));
  if (Math.abs(offsetMinutes) > 14 * 60 || Number(om) >= 60) return null;
  const wall = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s), Number(ms.padEnd(3, '0')));
  const check = new Date(wall);
  // Date.UTC rolls 30 February over into March: a different read-back means the fields were not a real time.
  if (check.getUTCFullYear() !== Number(y) || check.getUTCMonth() !== Number(mo) - 1 || check.getUTCDate() !== Number(d)) return null;
  if (check.getUTCHours() !== Number(h) || check.getUTCMinutes() !== Number(mi) || check.getUTCSeconds() !== Number(s)) return null;
  return { at: new Date(wall - offsetMinutes * 60_000), offsetMinutes };
}

/** The instant written at the given offset, '2026-03-01T09:00:00-03:00' (the wire format of data_hora). */
export function formatOffsetDateTime(at: Date, offsetMinutes: number): string {
  const wall = new Date(at.getTime() + offsetMinutes * 60_000).toISOString().slice(0, 19);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  return `${wall}${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

const EARLIEST = Date.UTC(2000, 0, 1);
const LATEST = Date.UTC(2101, 0, 1);

export const ReminderDateTime = z
  .string({ error: REMINDER_MSG.dateRequired })
  .trim()
  .min(1, REMINDER_MSG.dateRequired)
  .max(40, REMINDER_MSG.dateInvalid)
  .transform((text, ctx): OffsetInstant => {
    const parsed = parseOffsetDateTime(text);
    if (!parsed) {
      ctx.addIssue({ code: 'custom', message: REMINDER_MSG.dateInvalid });
      return z.NEVER;
    }
    if (parsed.at.getTime() < EARLIEST || parsed.at.getTime() >= LATEST) {
      ctx.addIssue({ code: 'custom', message: REMINDER_MSG.dateOutOfRange });
      return z.NEVER;
    }
    return parsed;
  });

export const Reminder = z.object({
  id: z.number().int(),
  descricao: z.string(),
  /** The instant with the offset it was given, e.g. '2026-03-01T09:00:00-03:00'. */
  data_hora: z.string(),
  repeat: z.enum(REPEAT),
  pref_email: z.boolean(),
  status: z.enum(REMINDER_STATUS),
  /** When it last fired (a notification, and an e-mail if asked), or null. */
  last_fired_at: z.string().nullable(),
  completed_at: z.string().nullable(),
});
export type Reminder = z.infer<typeof Reminder>;

/** POST /api/reminders and PUT /api/reminders/{id}. */
export const ReminderBody = z.object({
  descricao: z
    .string({ error: REMINDER_MSG.descriptionRequired })
    .trim()
    .min(1, REMINDER_MSG.descriptionRequired)
    .max(REMINDER_DESCRIPTION_MAX, REMINDER_MSG.descriptionTooLong),
  data_hora: ReminderDateTime,
  repeat: z.enum(REPEAT, { error: REMINDER_MSG.repeatInvalid }).default('none'),
  pref_email: BoolLike.default(true),
});
export type ReminderBody = z.infer<typeof ReminderBody>;
/** What the client sends (data_hora as text). */
export type ReminderInput = z.input<typeof ReminderBody>;

/** POST /api/reminders/{id}/snooze: {minutes}, 10 when absent. */
export const SnoozeBody = z
  .object({
    minutes: z.coerce
      .number({ error: REMINDER_MSG.snoozeInvalid })
      .int(REMINDER_MSG.snoozeInvalid)
      .min(1, REMINDER_MSG.snoozeInvalid)
      .max(MAX_SNOOZE_MINUTES, REMINDER_MSG.snoozeInvalid)
      .default(DEFAULT_SNOOZE_MINUTES),
  })
  .default({ minutes: DEFAULT_SNOOZE_MINUTES });

export const ReminderListQuery = z.object({
  status: z.enum(REMINDER_STATUS, { error: 'Use status=ativo ou status=concluido.' }).default('ativo'),
});

export const ReminderParams = z.object({ id: Id });

export const ReminderItems = z.object({ items: z.array(Reminder) });
export const ReminderResponse = z.object({ item: Reminder, message: z.string().optional() });
