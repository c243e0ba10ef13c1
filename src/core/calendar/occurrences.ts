import { dayOf } from './dates';

/** What the calendar's pure rules read of an occurrence (shared/schemas/agenda.ts `Ocorrencia`, without zod). */
export interface OccurrenceLike {
  inicio: string;
  cancelada: boolean;
  ent_id: number | null;
  ent_name: string | null;
}

/** Occurrences by day ('YYYY-MM-DD'), each day's in order of time; days in order. */
export function groupByDay<T extends OccurrenceLike>(items: readonly T[]): Map<string, T[]> {
  const days = new Map<string, T[]>();
  for (const item of [...items].sort(byStart)) {
    const day = dayOf(item.inicio);
    days.set(day, [...(days.get(day) ?? []), item]);
  }
  return days;
}

/** Occurrences by community, in order of name ('Sem comunidade' last), each one's in order of time. */
export function groupByCommunity<T extends OccurrenceLike>(items: readonly T[]): Array<{ ent_id: number | null; ent_name: string; items: T[] }> {
  const groups = new Map<number | null, { ent_id: number | null; ent_name: string; items: T[] }>();
  for (const item of [...items].sort(byStart)) {
    const group = groups.get(item.ent_id) ?? { ent_id: item.ent_id, ent_name: item.ent_name ?? 'Sem comunidade', items: [] };
    group.items.push(item);
    groups.set(item.ent_id, group);
  }
  return [...groups.values()].sort((a, b) => (a.ent_id === null ? 1 : b.ent_id === null ? -1 : a.ent_name.localeCompare(b.ent_name, 'pt-BR')));
}

/** The first occurrence not cancelled that has not started by `now` (the 'Próxima missa'); null when none. */
export function nextOccurrence<T extends OccurrenceLike>(items: readonly T[], now: Date): T | null {
  const at = now.getTime();
  return [...items].sort(byStart).find((item) => !item.cancelada && Date.parse(item.inicio) >= at) ?? null;
}

function byStart(a: OccurrenceLike, b: OccurrenceLike): number {
  return Date.parse(a.inicio) - Date.parse(b.inicio);
}
