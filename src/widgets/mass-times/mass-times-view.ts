/** The Mass times element's pure rules: which days to draw, the 'Próxima missa' line and the feed's address. */
import { dayOf, hourText, longDay, timeOf } from '../../core/calendar/dates';
import { groupByDay, nextOccurrence } from '../../core/calendar/occurrences';
import type { MassTime, MassTimes } from './api';

/** 'Missa', or the celebration's own title when it has one ('Missa de Natal'); a kind that is not a Mass says so. */
export const KIND_NAMES: Record<string, string> = {
  missa: 'Missa',
  confissao: 'Confissão',
  adoracao: 'Adoração',
  novena: 'Novena',
  outro: 'Celebração',
  evento: 'Evento',
};

/** A community's week: its days in order, each one's times in order, today marked. */
export function communityDays(items: MassTime[], today: string): Array<{ day: string; label: string; today: boolean; items: MassTime[] }> {
  return [...groupByDay(items)].map(([day, list]) => ({ day, label: longDay(day), today: day === today, items: list }));
}

/** 'Próxima missa: hoje, 19h30 — Matriz São José' (the time it will really be, when moved). */
export function nextLine(data: MassTimes, now: Date, today: string): string | null {
  const next = nextOccurrence(
    data.communities.flatMap((c) => c.ocorrencias),
    now,
  );
  if (!next) return null;
  const day = dayOf(next.inicio);
  const when = day === today ? 'hoje' : longDay(day);
  const what = next.tipo === 'missa' ? 'Próxima missa' : `Próxima celebração (${KIND_NAMES[next.tipo] ?? next.tipo})`;
  return `${what}: ${when}, ${hourText(timeOf(next.inicio))}${next.ent_name ? ` — ${next.ent_name}` : ''}`;
}

/** The feed as a calendar app subscribes to it (webcal://), and as a plain download (https://). */
export function feedLinks(apiBase: string, path: string, pageOrigin: string): { subscribe: string; download: string } {
  const download = `${apiBase || pageOrigin}${path}`;
  return { subscribe: download.replace(/^https?:/, 'webcal:'), download };
}
