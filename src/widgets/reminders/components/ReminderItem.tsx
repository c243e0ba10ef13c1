import { formatDateTime } from '../../../core/format';
import { REPEAT_LABELS, type Reminder } from '../../../shared/schemas/reminders';

export interface ReminderActions {
  onComplete: (r: Reminder) => void;
  onSnooze: (r: Reminder) => void;
  onEdit: (r: Reminder) => void;
  onDelete: (r: Reminder) => void;
  busy: boolean;
}

/** One reminder: its text, when, how it repeats, and the actions of its tab. */
export function ReminderItem({ reminder, timeZone, now, actions }: { reminder: Reminder; timeZone: string; now: number; actions: ReminderActions }) {
  const active = reminder.status === 'ativo';
  const due = active && Date.parse(reminder.data_hora) <= now;
  return (
    <li className={`reminder${due ? ' reminder-due' : ''}`} part="reminder">
      <div className="reminder-body">
        <p className="reminder-text">{reminder.descricao}</p>
        <p className="reminder-meta">
          <time dateTime={reminder.data_hora}>{formatDateTime(reminder.data_hora, timeZone)}</time>
          {due && <span className="badge badge-danger">Vencido</span>}
          {reminder.repeat !== 'none' && <span className="badge">{REPEAT_LABELS[reminder.repeat]}</span>}
          {reminder.pref_email && <span className="badge">E-mail</span>}
        </p>
      </div>
      <div className="reminder-actions" role="group" aria-label={`Ações do lembrete ${reminder.descricao}`}>
        {active && (
          <>
            <button type="button" className="btn btn-small btn-primary" disabled={actions.busy} onClick={() => actions.onComplete(reminder)}>
              Concluir
            </button>
            <button type="button" className="btn btn-small" disabled={actions.busy} onClick={() => actions.onSnooze(reminder)}>
              Adiar
            </button>
          </>
        )}
        <button type="button" className="btn btn-small" onClick={() => actions.onEdit(reminder)}>
          Editar
        </button>
        <button type="button" className="btn btn-small btn-danger-outline" onClick={() => actions.onDelete(reminder)}>
          Excluir
        </button>
      </div>
    </li>
  );
}
