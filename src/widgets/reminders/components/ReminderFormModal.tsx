import { useId } from 'react';
import { Banner, Modal } from '../../../core/ui';
import { REMINDER_DESCRIPTION_MAX, REPEAT, REPEAT_LABELS, type Reminder, type Repeat } from '../../../shared/schemas/reminders';
import { useReminderForm } from '../useReminderForm';

/** Create or edit: description, date and time (sent with the browser's offset), repeat, e-mail preference. */
export function ReminderFormModal({ editing, onClose }: { editing: Reminder | null; onClose: () => void }) {
  const form = useReminderForm(editing, onClose);
  const id = useId();
  const error = (field: 'descricao' | 'dataHora' | 'repeat') =>
    form.errors[field] && (
      <p id={`${id}-${field}-error`} className="field-error" role="alert">
        {form.errors[field]}
      </p>
    );
  const describedBy = (field: 'descricao' | 'dataHora' | 'repeat') => (form.errors[field] ? `${id}-${field}-error` : undefined);
  return (
    <Modal
      open
      title={editing ? 'Editar lembrete' : 'Novo lembrete'}
      onClose={form.busy ? undefined : onClose}
      footer={
        <>
          <button type="button" className="btn" onClick={onClose} disabled={form.busy}>
            Cancelar
          </button>
          <button type="submit" form={`${id}-form`} className="btn btn-primary" disabled={form.busy}>
            {form.busy ? 'Salvando...' : 'Salvar'}
          </button>
        </>
      }
    >
      <form id={`${id}-form`} onSubmit={form.onSubmit} noValidate>
        {form.alert && <Banner kind="error">{form.alert}</Banner>}
        <div className="field">
          <label htmlFor={`${id}-descricao`}>Descrição</label>
          <textarea
            id={`${id}-descricao`}
            rows={3}
            maxLength={REMINDER_DESCRIPTION_MAX}
            value={form.values.descricao}
            aria-invalid={form.errors.descricao ? true : undefined}
            aria-describedby={describedBy('descricao')}
            onChange={(e) => form.set('descricao', e.target.value)}
          />
          {error('descricao')}
        </div>
        <div className="field">
          <label htmlFor={`${id}-data`}>Data e hora</label>
          <input
            id={`${id}-data`}
            type="datetime-local"
            required
            value={form.values.dataHora}
            aria-invalid={form.errors.dataHora ? true : undefined}
            aria-describedby={describedBy('dataHora')}
            onChange={(e) => form.set('dataHora', e.target.value)}
          />
          {error('dataHora')}
        </div>
        <div className="field">
          <label htmlFor={`${id}-repeat`}>Repetição</label>
          <select id={`${id}-repeat`} value={form.values.repeat} onChange={(e) => form.set('repeat', e.target.value as Repeat)}>
            {REPEAT.map((r) => (
              <option key={r} value={r}>
                {REPEAT_LABELS[r]}
              </option>
            ))}
          </select>
          {error('repeat')}
        </div>
        <label className="check">
          <input type="checkbox" checked={form.values.prefEmail} onChange={(e) => form.set('prefEmail', e.target.checked)} />
          Enviar também por e-mail
        </label>
      </form>
    </Modal>
  );
}
