import { longDay, weekdayName } from '../../../core/calendar/dates';
import type { Ocorrencia } from '../../../shared/schemas/agenda';
import { WEEKDAY_SHORT, WEEKDAYS } from '../recurrence';
import { OccurrenceButton } from './Occurrence';

interface DaysProps {
  byDay: Map<string, Ocorrencia[]>;
  today: string;
  onOpen: (o: Ocorrencia) => void;
}

/**
 * A month's or a week's days in a grid of seven columns, Sunday first; each day says its full date to a
 * screen reader. In a narrow box (a phone) it becomes a list of the days that have something, opening at
 * today when the period holds it: the days before are behind 'Mostrar dias anteriores', today is shown
 * even when empty (agenda.css).
 */
export function DaysGrid({
  days,
  byDay,
  today,
  week,
  month,
  showPast,
  onShowPast,
  onOpen,
}: DaysProps & { days: string[]; week: boolean; month: string; showPast: boolean; onShowPast: () => void }) {
  const holdsToday = days.includes(today) && days.some((day) => day < today && (!month || day.startsWith(month)));
  return (
    <div className={`days-grid${week ? ' is-week' : ''}${showPast ? ' show-past' : ''}`}>
      {holdsToday && !showPast && (
        <button type="button" className="btn btn-small phone-only" onClick={onShowPast}>
          Mostrar dias anteriores
        </button>
      )}
      <div className="weekdays" aria-hidden="true">
        {WEEKDAYS.map((d) => (
          <span key={d}>{WEEKDAY_SHORT[d]}</span>
        ))}
      </div>
      <ol className="days">
        {days.map((day) => {
          const items = byDay.get(day) ?? [];
          return (
            <li
              key={day}
              className="day"
              data-day={day}
              data-empty={items.length === 0 || undefined}
              data-outside={(month && !day.startsWith(month)) || undefined}
              data-past={(holdsToday && day < today) || undefined}
              data-today={day === today || undefined}
            >
              <h3 className="day-head">
                <span className="day-num" aria-hidden="true">
                  {week ? `${weekdayName(day).slice(0, 3)} ${Number(day.slice(8))}` : Number(day.slice(8))}
                </span>
                <span className="day-label sr-only">
                  {longDay(day)}
                  {day === today ? ' (hoje)' : ''}
                </span>
              </h3>
              {items.length > 0 ? <DayItems items={items} onOpen={onOpen} /> : day === today && <p className="day-none muted">Nada na agenda.</p>}
            </li>
          );
        })}
      </ol>
    </div>
  );
}

/** The days that have something, each under its date. */
export function DayList({ byDay, today, onOpen }: DaysProps) {
  return (
    <div className="day-list">
      {[...byDay].map(([day, items]) => (
        <section key={day} className="list-day" data-today={day === today || undefined} aria-label={longDay(day)}>
          <h3>
            {longDay(day)}
            {day === today ? ' (hoje)' : ''}
          </h3>
          <DayItems items={items} onOpen={onOpen} />
        </section>
      ))}
    </div>
  );
}

/** One day's occurrences, each a button that opens it. */
function DayItems({ items, onOpen }: { items: Ocorrencia[]; onOpen: DaysProps['onOpen'] }) {
  return (
    <ul className="day-items">
      {items.map((o, i) => (
        <li key={`${o.inicio}-${o.celebracao_id ?? o.evento_id}-${i}`}>
          <OccurrenceButton occurrence={o} onOpen={onOpen} />
        </li>
      ))}
    </ul>
  );
}
