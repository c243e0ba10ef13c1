import { MONTHS_LATE } from '../../shared/schemas/dizimo';

/** 'YYYY-MM-01' of the month `n` months from `day`'s ('YYYY-MM-DD'). */
export function monthStart(day: string, n = 0): string {
  const index = Number(day.slice(0, 4)) * 12 + Number(day.slice(5, 7)) - 1 + n;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}

/** The first month that still counts as 'em dia' on `today`: this month and the MONTHS_LATE - 1 before it. */
export const upToDateSince = (today: string) => monthStart(today, -(MONTHS_LATE - 1));

/** The first day of the 12-month window that ends in `today`'s month (the reports' default period). */
export const yearAgo = (today: string) => monthStart(today, -11);
