import { ModalForm, TextAreaField } from '../../../core/form';
import { TEXT } from '../text';
import { useCancelForm } from '../useFileActions';

/** 'Cancelar processo': the reason, asked before; the file stays, marked cancelled. */
export function CancelDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const cancel = useCancelForm(id, onClose);
  return (
    <ModalForm title={TEXT.cancel} submit={TEXT.cancelConfirm} controller={cancel} onClose={onClose} className="form">
      <p>{TEXT.cancelHint}</p>
      <TextAreaField name="motivo" label={TEXT.cancelReason} rows={3} maxLength={500} />
    </ModalForm>
  );
}
