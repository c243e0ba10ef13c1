import { addDays, isDay, monthTitle, shortDay, brDay, weekdayOf } from '../../core/calendar/dates';

/** The calendar's three ways of showing the agenda; `view` in the address. */
export const AGENDA_VIEWS = { mes: 'Mês', semana: 'Semana', lista: 'Lista' } as const;
export type AgendaView = keyof typeof AGENDA_VIEWS;
export const isAgendaView = (v: string): v is AgendaView => v in AGENDA_VIEWS;

export interface CalendarRange {
  /** The days drawn, in order (a month's grid: whole weeks, Sunday first). */
  days: string[];
  /** What GET /api/agenda is asked for (both included). */
  from: string;
  to: string;
  /** The heading: 'dezembro de 2026', 'Semana de 06/12 a 12/12/2026'. */
  title: string;
  /** The anchor date of the previous and next page. */
  previous: string;
  next: string;
}

const firstOfMonth = (day: string) => `${day.slice(0, 8)}01`;
const monthAdd = (day: string, months: number) => {
  const [y, m] = [Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1 + months];
  const year = y + Math.floor(m / 12);
  return `${year}-${String((((m % 12) + 12) % 12) + 1).padStart(2, '0')}-01`;
};
const lastOfMonth = (day: string) => addDays(monthAdd(day, 1), -1);
const span = (from: string, to: string) => {
  const days: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) days.push(d);
  return days;
};

/** What `view` shows around `anchor`: a month's grid (6 weeks at most), a week from Sunday, or a month's list. */
export function calendarRange(view: AgendaView, anchor: string): CalendarRange {
  const day = isDay(anchor) ? anchor : '1970-01-01';
  if (view === 'semana') {
    const from = addDays(day, -weekdayOf(day));
    const to = addDays(from, 6);
    return { days: span(from, to), from, to, title: `Semana de ${shortDay(from)} a ${brDay(to)}`, previous: addDays(from, -7), next: addDays(from, 7) };
  }
  const first = firstOfMonth(day);
  const last = lastOfMonth(day);
  const previous = monthAdd(first, -1);
  const next = monthAdd(first, 1);
  if (view === 'lista') return { days: span(first, last), from: first, to: last, title: monthTitle(first), previous, next };
  const from = addDays(first, -weekdayOf(first));
  const to = addDays(last, 6 - weekdayOf(last));
  return { days: span(from, to), from, to, title: monthTitle(first), previous, next };
}
