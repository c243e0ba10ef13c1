import { addDays, brDay, dayOf, hourText, timeOf, weekdayName } from '../../core/calendar/dates';
import { useParishToday } from '../../core/calendar/parish-clock';
import { useNow } from '../../core/hooks/useNow';
import { useOccurrences } from './queries';

/** How far ahead a Mass to receive intentions is offered (as far as 'próxima disponível' looks). */
const MASS_CHOICE_DAYS = 60;

/** A chosen Mass as one select value, 'celebracao_id|date', and back. */
const massValue = (celebracaoId: number, day: string) => `${celebracaoId}|${day}`;
/** The server names the chosen Mass's two fields; the forms show them as the one select `destino`. */
export const MASS_ALIASES = { destino_data: 'destino', destino_celebracao_id: 'destino' };
export function parseMassValue(value: string): { destino_celebracao_id?: number; destino_data?: string } {
  const [id, day] = value.split('|');
  return id && day ? { destino_celebracao_id: Number(id), destino_data: day } : {};
}

/**
 * The Masses of the next 60 days that can receive intentions (not cancelled, not begun), all but
 * `except`, as select choices: 'dom., 06/12/2026, 19h — Missa — Matriz São José'.
 */
export function useMassChoices(except: { celebracaoId: number; day: string }, enabled = true): Array<[string, string]> {
  const today = useParishToday();
  const masses = useOccurrences({ from: today, to: addDays(today, MASS_CHOICE_DAYS), kind: 'missa' }, { enabled });
  // A Mass that has begun leaves the choices within a minute.
  const now = useNow(60_000).getTime();
  return (masses.data ?? [])
    .filter((o) => o.celebracao_id !== undefined && !o.cancelada && Date.parse(o.inicio) > now)
    .filter((o) => !(o.celebracao_id === except.celebracaoId && dayOf(o.inicio) === except.day))
    .map((o) => [
      massValue(o.celebracao_id!, dayOf(o.inicio)),
      `${weekdayName(dayOf(o.inicio))}, ${brDay(dayOf(o.inicio))}, ${hourText(timeOf(o.inicio))} — ${o.titulo}${o.ent_name ? ` — ${o.ent_name}` : ''}`,
    ]);
}
