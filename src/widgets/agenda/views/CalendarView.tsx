import { communityChoices } from '../../../core/communities';
import { useEffect, useRef, useState } from 'react';
import { DataFrame, fromQuery } from '../../../core/data';
import { ListFilters, SelectFilter } from '../../../core/list';
import { EmptyState } from '../../../core/ui';
import { ElementLink } from '../../../core/ui/ElementLink';
import { AGENDA_MSG, OCORRENCIA_TIPOS, type Ocorrencia } from '../../../shared/schemas/agenda';
import { AGENDA_VIEWS } from '../calendar-range';
import { DayList, DaysGrid } from '../components/Days';
import { OccurrenceDialog } from '../components/OccurrenceDialog';
import { useCalendar } from '../useCalendar';
import type { ViewProps } from './types';
import { pathTo } from '../../../core/paths';

/** /agenda: the month, the week or a list of the parish's celebrations and events, filtered by community and kind. */
export function CalendarView({ container }: ViewProps) {
  const cal = useCalendar();
  const [open, setOpen] = useState<Ocorrencia | null>(null);
  // A phone's list opens at today; the days before it are shown on request, until the period changes.
  const [showPast, setShowPast] = useState(false);
  const calendar = useRef<HTMLDivElement>(null);
  const { data, isPlaceholderData } = cal.occurrences;
  const goTo = (day: string) => (setShowPast(false), cal.goTo(day));
  // 'Hoje': today's period, then today scrolled into view once it is drawn (a phone's list is long). Each
  // press is a new request; the last one scrolled is remembered, so other redraws do not scroll.
  const [seekToday, setSeekToday] = useState(0);
  const scrolledFor = useRef(0);
  useEffect(() => {
    const cell = seekToday !== scrolledFor.current && !isPlaceholderData ? calendar.current?.querySelector('[data-today]') : null;
    if (!cell) return;
    cell.scrollIntoView({ block: 'start' });
    scrolledFor.current = seekToday;
  }, [seekToday, isPlaceholderData, data]);
  const toToday = () => (goTo(cal.today), setSeekToday((n) => n + 1));
  return (
    <section className="page agenda-calendar" aria-labelledby="agenda-title">
      <header className="page-head">
        <h1 id="agenda-title">Agenda</h1>
        <div className="head-actions">
          <ElementLink to={pathTo('/agenda/intencoes')} container={container} className="btn">
            Intenções de missa
          </ElementLink>
          {cal.canWrite && (
            <>
              <ElementLink to={pathTo('/agenda/eventos/novo')} container={container} className="btn">
                Novo evento
              </ElementLink>
              <ElementLink to={pathTo('/agenda/celebracoes/nova')} container={container} className="btn btn-primary">
                Nova celebração
              </ElementLink>
            </>
          )}
        </div>
      </header>
      <ListFilters
        label="Filtros da agenda"
        clear={{
          filtered: cal.filters.state.filter.community !== '' || cal.filters.state.filter.kind !== '',
          clearFilters: () => (cal.filters.setFilter('community', ''), cal.filters.setFilter('kind', '')),
        }}
      >
        <SelectFilter list={cal.filters} name="community" label="Comunidade" all="Todas as comunidades" options={communityChoices(cal.communities)} />
        <SelectFilter list={cal.filters} name="kind" label="Tipo" all="Todos os tipos" options={OCORRENCIA_TIPOS} />
      </ListFilters>
      <div className="agenda-toolbar">
        <div className="agenda-views" role="group" aria-label="Visualização">
          {Object.entries(AGENDA_VIEWS).map(([value, label]) => (
            <button
              key={value}
              type="button"
              className={`btn btn-small${cal.view === value ? ' btn-primary' : ''}`}
              aria-pressed={cal.view === value}
              onClick={() => cal.setView(value)}
            >
              {label}
            </button>
          ))}
        </div>
        <div className="agenda-nav" role="group" aria-label="Período">
          <button
            type="button"
            className="btn btn-small"
            onClick={() => goTo(cal.range.previous)}
            aria-label={cal.view === 'semana' ? 'Semana anterior' : 'Mês anterior'}
          >
            ‹ Anterior
          </button>
          <button type="button" className="btn btn-small" onClick={toToday}>
            Hoje
          </button>
          <button
            type="button"
            className="btn btn-small"
            onClick={() => goTo(cal.range.next)}
            aria-label={cal.view === 'semana' ? 'Próxima semana' : 'Próximo mês'}
          >
            Próximo ›
          </button>
        </div>
      </div>
      <h2 className="agenda-period" aria-live="polite">
        {cal.range.title}
      </h2>
      <DataFrame state={fromQuery(cal.occurrences)} loading="Carregando agenda..." failed="Falha ao carregar a agenda">
        {() => (
          <div part="calendar" ref={calendar} aria-busy={isPlaceholderData || undefined}>
            {cal.view === 'lista' ? (
              cal.byDay.size === 0 ? (
                <EmptyState title={AGENDA_MSG.empty} />
              ) : (
                <DayList byDay={cal.byDay} today={cal.today} onOpen={setOpen} />
              )
            ) : (
              <>
                <DaysGrid
                  days={cal.range.days}
                  byDay={cal.byDay}
                  today={cal.today}
                  week={cal.view === 'semana'}
                  month={cal.view === 'mes' ? cal.range.days[7].slice(0, 7) : ''}
                  showPast={showPast}
                  onShowPast={() => setShowPast(true)}
                  onOpen={setOpen}
                />
                {cal.byDay.size === 0 && <EmptyState title={AGENDA_MSG.empty} />}
              </>
            )}
          </div>
        )}
      </DataFrame>
      <OccurrenceDialog occurrence={open} onClose={() => setOpen(null)} container={container} canWrite={cal.canWrite} />
    </section>
  );
}
