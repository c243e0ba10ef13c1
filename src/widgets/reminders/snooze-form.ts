import { SnoozeBody } from '../../shared/schemas/reminders';
import { z } from '../../shared/schemas/zod';

/** The snooze form's value: the minutes as typed. */
export interface SnoozeValues {
  minutes: string;
}

/** An empty box snoozes by the default (10 minutes), as the API does when no minutes are sent. */
const sent = (v: SnoozeValues) => ({ minutes: v.minutes.trim() === '' ? undefined : v.minutes });

/** The snooze form's check: the shared schema, on what the form would send. */
export const SnoozeForm = z.preprocess((v) => sent(v as SnoozeValues), SnoozeBody);

/** The minutes to send for checked values. */
export function snoozeMinutes(values: SnoozeValues): number {
  return SnoozeBody.parse(sent(values)).minutes;
}
