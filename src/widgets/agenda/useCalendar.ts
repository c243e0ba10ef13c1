import { groupByDay } from '../../core/calendar/occurrences';
import { useParishToday } from '../../core/calendar/parish-clock';
import { useListParams } from '../../core/list/useListParams';
import { calendarRange, isAgendaView } from './calendar-range';
import { useCommunities, useOccurrences } from './queries';
import { useAgendaAccess } from './useAgendaAccess';

/** The calendar in the address: its view, the date it is on ('' for today), and its filters. */
const CALENDAR = { key: 'agenda', filter: { view: 'mes', date: '', community: '', kind: '' }, perPage: 1, pageSizes: [1] };

/** The calendar screen's state and data: the view and filters (kept in the address), the days drawn and their occurrences. */
export function useCalendar() {
  const access = useAgendaAccess();
  const params = useListParams(CALENDAR);
  const { view: rawView, date, community, kind } = params.state.filter;
  const view = isAgendaView(rawView) ? rawView : 'mes';
  const today = useParishToday();
  const range = calendarRange(view, date || today);
  const occurrences = useOccurrences({ from: range.from, to: range.to, community, kind }, { keepPrevious: true });
  const communities = useCommunities();
  return {
    ...access,
    view,
    today,
    range,
    filters: params,
    communities: communities.data ?? [],
    occurrences,
    byDay: groupByDay(occurrences.data ?? []),
    setView: (v: string) => params.setFilter('view', v),
    goTo: (day: string) => params.setFilter('date', day === today ? '' : day),
  };
}
