import { useId } from 'react';
import { Banner } from '../../../core/ui';
import { Form, FormModal, SelectField, TextAreaField, TextField } from '../../../core/form';
import { REMINDER_DESCRIPTION_MAX, REPEAT_LABELS, type Reminder } from '../../../shared/schemas/reminders';
import { useReminderForm } from '../useReminderForm';

/** Create or edit: description, date and time (sent with the browser's offset), repeat, e-mail preference. */
export function ReminderFormModal({ editing, onClose }: { editing: Reminder | null; onClose: () => void }) {
  const form = useReminderForm(editing, onClose);
  const id = useId();
  return (
    <FormModal title={editing ? 'Editar lembrete' : 'Novo lembrete'} formId={`${id}-form`} submit="Salvar" busy={form.busy} onClose={onClose}>
      <Form form={form.form} onSubmit={form.onSubmit} id={`${id}-form`}>
        {form.alert && <Banner kind="error">{form.alert}</Banner>}
        <TextAreaField name="descricao" label="Descrição" rows={3} maxLength={REMINDER_DESCRIPTION_MAX} />
        <TextField name="data_hora" label="Data e hora" type="datetime-local" required />
        <SelectField name="repeat" label="Repetição" options={REPEAT_LABELS} />
        <label className="check">
          <input type="checkbox" {...form.form.register('pref_email')} />
          Enviar também por e-mail
        </label>
      </Form>
    </FormModal>
  );
}
