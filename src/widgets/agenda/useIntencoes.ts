import { addDays, dayOf } from '../../core/calendar/dates';
import { useParishToday } from '../../core/calendar/parish-clock';
import { useListParams } from '../../core/list/useListParams';
import { useIntencoesOf, useMasses, useOccurrences } from './queries';
import { useAgendaAccess } from './useAgendaAccess';

/** How far ahead the Masses to choose from reach ('próxima disponível' looks as far: AGENDA_MSG.noMassAvailable). */
const INTENCOES_AHEAD_DAYS = 60;

/** The Mass chosen in the address (celebracao_id and data, '' for the next available) and its dates ahead. */
const CHOICE = { key: 'intencoes', filter: { celebracao_id: '', data: '' }, perPage: 1, pageSizes: [1] };

/**
 * The intentions screen's state: the Masses (celebrations of kind Mass), the chosen one's dates in the next
 * 60 days that are not cancelled, the date shown (the one chosen, or the next available) and its intentions.
 */
export function useIntencoes() {
  const access = useAgendaAccess();
  const choice = useListParams(CHOICE);
  const { celebracao_id, data } = choice.state.filter;
  const today = useParishToday();
  const celebracoes = useMasses();
  const celebracaoId = /^\d+$/.test(celebracao_id) ? Number(celebracao_id) : null;
  const ahead = useOccurrences({ from: today, to: addDays(today, INTENCOES_AHEAD_DAYS), kind: 'missa' }, { enabled: celebracaoId !== null });
  const dates = [...new Set((ahead.data ?? []).filter((o) => o.celebracao_id === celebracaoId && !o.cancelada).map((o) => dayOf(o.inicio)))];
  // A date from a link (the calendar's 'Intenções desta missa') is shown even when it is not ahead.
  if (data && !dates.includes(data)) dates.unshift(data);
  const shown = data || (ahead.data ? (dates[0] ?? null) : null);
  const intencoes = useIntencoesOf({ celebracao_id: celebracaoId ?? 0, data: shown ?? '' }, celebracaoId !== null && shown !== null);
  return {
    ...access,
    choice,
    celebracaoId,
    celebracoes,
    dates,
    /** The date whose list is shown; null while the dates load or when there is none ahead. */
    shown,
    datesLoaded: ahead.isSuccess,
    intencoes,
    occurrenceOf: (day: string) => (ahead.data ?? []).find((o) => o.celebracao_id === celebracaoId && dayOf(o.inicio) === day),
  };
}
