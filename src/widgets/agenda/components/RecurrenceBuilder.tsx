import { useId } from 'react';
import {
  FREQ_NAMES,
  MONTHS,
  ORDINALS,
  WEEKDAY_NAMES,
  WEEKDAYS,
  describeRecurrence,
  defaultRecurrence,
  type Recurrence,
  type RecurrenceFreq,
  type Weekday,
} from '../recurrence';

/**
 * The friendly recurrence: weekly with weekday checkboxes, monthly on the nth weekday or a day, yearly on a
 * date, or 'avançada' (the RRULE typed in the field below it). Changes go to `onChange`; the form writes the rule.
 */
export function RecurrenceBuilder({ value, start, onChange }: { value: Recurrence; start: string; onChange: (r: Recurrence) => void }) {
  const id = useId();
  return (
    <fieldset className="recurrence">
      <legend>Recorrência</legend>
      <div className="field-row">
        <div className="field">
          <label htmlFor={`${id}-freq`}>Repetição</label>
          <select id={`${id}-freq`} value={value.freq} onChange={(e) => onChange(defaultRecurrence(e.target.value as RecurrenceFreq, start))}>
            {Object.entries(FREQ_NAMES).map(([freq, name]) => (
              <option key={freq} value={freq}>
                {name}
              </option>
            ))}
          </select>
        </div>
        {value.freq === 'monthly-weekday' && (
          <>
            <div className="field">
              <label htmlFor={`${id}-ord`}>Semana do mês</label>
              <select id={`${id}-ord`} value={value.ordinal} onChange={(e) => onChange({ ...value, ordinal: e.target.value })}>
                {Object.entries(ORDINALS).map(([n, name]) => (
                  <option key={n} value={n}>
                    {name}
                  </option>
                ))}
              </select>
            </div>
            <div className="field">
              <label htmlFor={`${id}-wd`}>Dia da semana</label>
              <select id={`${id}-wd`} value={value.day} onChange={(e) => onChange({ ...value, day: e.target.value as Weekday })}>
                {WEEKDAYS.map((d) => (
                  <option key={d} value={d}>
                    {WEEKDAY_NAMES[d]}
                  </option>
                ))}
              </select>
            </div>
          </>
        )}
        {value.freq === 'yearly' && (
          <div className="field">
            <label htmlFor={`${id}-month`}>Mês</label>
            <select id={`${id}-month`} value={value.month} onChange={(e) => onChange({ ...value, month: Number(e.target.value) })}>
              {MONTHS.map((name, i) => (
                <option key={name} value={i + 1}>
                  {name}
                </option>
              ))}
            </select>
          </div>
        )}
        {(value.freq === 'monthly-day' || value.freq === 'yearly') && (
          <div className="field">
            <label htmlFor={`${id}-day`}>Dia do mês</label>
            <input
              id={`${id}-day`}
              type="number"
              min={1}
              max={31}
              value={value.monthDay}
              onChange={(e) => onChange({ ...value, monthDay: Math.min(31, Math.max(1, Number(e.target.value) || 1)) })}
            />
          </div>
        )}
      </div>
      {value.freq === 'weekly' && (
        <fieldset className="weekday-boxes">
          <legend>Dias da semana</legend>
          {WEEKDAYS.map((d) => (
            <label key={d} className="check">
              <input
                type="checkbox"
                checked={value.days.includes(d)}
                onChange={(e) => onChange({ ...value, days: e.target.checked ? [...value.days, d] : value.days.filter((x) => x !== d) })}
              />
              {WEEKDAY_NAMES[d]}
            </label>
          ))}
        </fieldset>
      )}
      <p className="muted recurrence-text" aria-live="polite">
        {describeRecurrence(value)}
      </p>
    </fieldset>
  );
}
