import { REMINDER_MSG, ReminderBody, type Reminder, type ReminderInput, type Repeat } from '../../shared/schemas/reminders';
import { localInputToOffset, offsetToLocalInput } from './date-time';

export interface ReminderFormValues {
  descricao: string;
  /** datetime-local value on the browser's clock. */
  dataHora: string;
  repeat: Repeat;
  prefEmail: boolean;
}

export type FormErrors = Partial<Record<'descricao' | 'dataHora' | 'repeat', string>>;

/** A new reminder's form: no repeat, e-mail on (the server's defaults too). */
export function emptyForm(): ReminderFormValues {
  return { descricao: '', dataHora: '', repeat: 'none', prefEmail: true };
}

export function formFrom(r: Reminder): ReminderFormValues {
  return { descricao: r.descricao, dataHora: offsetToLocalInput(r.data_hora), repeat: r.repeat, prefEmail: r.pref_email };
}

/** The form as the API's body (date-time with the browser's offset), or the field errors to show. */
export function toRequest(values: ReminderFormValues): { input: ReminderInput } | { errors: FormErrors } {
  const dataHora = values.dataHora.trim() ? localInputToOffset(values.dataHora) : '';
  if (dataHora === null) return { errors: { dataHora: REMINDER_MSG.dateInvalid } };
  const input: ReminderInput = { descricao: values.descricao, data_hora: dataHora, repeat: values.repeat, pref_email: values.prefEmail };
  const parsed = ReminderBody.safeParse(input);
  if (parsed.success) return { input: { ...input, descricao: parsed.data.descricao } };
  const errors: FormErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] === 'data_hora' ? 'dataHora' : (issue.path[0] as 'descricao' | 'repeat');
    errors[field] ??= issue.message;
  }
  return { errors };
}
