import { ReminderBody, type Reminder, type ReminderInput, type Repeat } from '../../shared/schemas/reminders';
import { z } from '../../shared/schemas/zod';
import { localInputToOffset, offsetToLocalInput } from './date-time';

/** The form's values, named as the API names them. */
export interface ReminderFormValues {
  descricao: string;
  /** datetime-local value on the browser's clock. */
  data_hora: string;
  repeat: Repeat;
  pref_email: boolean;
}

/** A new reminder's form: no repeat, e-mail on. */
export function emptyForm(): ReminderFormValues {
  return { descricao: '', data_hora: '', repeat: 'none', pref_email: true };
}

export function formFrom(r: Reminder): ReminderFormValues {
  return { descricao: r.descricao, data_hora: offsetToLocalInput(r.data_hora), repeat: r.repeat, pref_email: r.pref_email };
}

/** The wall time as the API's date-time with the browser's offset; a time that does not exist here stays as typed (refused). */
const withOffset = (v: ReminderFormValues): ReminderFormValues => ({
  ...v,
  data_hora: v.data_hora.trim() ? (localInputToOffset(v.data_hora) ?? v.data_hora) : '',
});

/** The form's check: the shared schema, on the date-time the form would send. */
export const ReminderForm = z.preprocess((v) => withOffset(v as ReminderFormValues), ReminderBody);

/** The API's body for checked values: trimmed text, the date-time with the offset. */
export function toRequest(values: ReminderFormValues): ReminderInput {
  const input = withOffset(values);
  return { ...input, descricao: ReminderBody.shape.descricao.parse(input.descricao) };
}
