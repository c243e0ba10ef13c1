import { z } from './zod';

/**
 * The one rule for dates typed into filters and forms (contributions, their export, reports, Mass
 * intentions): a calendar day from 1900 on (PostgreSQL has no year 0000, and nothing of a parish is
 * older), and a report period of at most 36 months.
 */
const FIRST_DAY = '1900-01-01';
export const MAX_PERIOD_MONTHS = 36;

export const DATE_MSG = {
  tooEarly: 'Informe uma data a partir de 01/01/1900.',
  periodTooLong: `O período pode ter no máximo ${MAX_PERIOD_MONTHS} meses.`,
} as const;

/** 'YYYY-MM-DD', a real day from 1900 on; `invalid` is the module's text for anything that is not a date. */
export const DayFrom1900 = (invalid: string) => z.iso.date({ error: invalid }).refine((day) => day >= FIRST_DAY, { error: DATE_MSG.tooEarly });

/** How many calendar months [de, ate] touches ('2026-01-31' to '2026-02-01' is 2). */
export const monthsTouched = (de: string, ate: string) =>
  Number(ate.slice(0, 4)) * 12 + Number(ate.slice(5, 7)) - (Number(de.slice(0, 4)) * 12 + Number(de.slice(5, 7))) + 1;

/** Whether a report period is longer than MAX_PERIOD_MONTHS. */
export const periodTooLong = (de: string, ate: string) => monthsTouched(de, ate) > MAX_PERIOD_MONTHS;
