import { useState } from 'react';
import { addDays, brDay, dayOf, hourText, timeOf, todayIn, weekdayName } from '../../core/calendar/dates';
import { useOccurrences } from './queries';
import { useAgendaAccess } from './useAgendaAccess';

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
  const { timeZone } = useAgendaAccess();
  const today = todayIn(timeZone);
  const masses = useOccurrences({ from: today, to: addDays(today, MASS_CHOICE_DAYS), kind: 'missa' }, { enabled });
  // When the form opened: a Mass that begins while it is open is still offered, and the server refuses it.
  const [now] = useState(Date.now);
  return (masses.data ?? [])
    .filter((o) => o.celebracao_id !== undefined && !o.cancelada && Date.parse(o.inicio) > now)
    .filter((o) => !(o.celebracao_id === except.celebracaoId && dayOf(o.inicio) === except.day))
    .map((o) => [
      massValue(o.celebracao_id!, dayOf(o.inicio)),
      `${weekdayName(dayOf(o.inicio))}, ${brDay(dayOf(o.inicio))}, ${hourText(timeOf(o.inicio))} — ${o.titulo}${o.ent_name ? ` — ${o.ent_name}` : ''}`,
    ]);
}
