import { PARISH_TIME_ZONE } from '../dashboard/repository';

/** Today's date in the parish's time zone, 'YYYY-MM-DD' (a new class starts today unless told otherwise). */
export function parishToday(now: Date): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: PARISH_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
}
