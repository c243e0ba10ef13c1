import { useId } from 'react';
import { Form, FormModal, TextAreaField } from '../../../core/form';
import { Banner, UploadProgressBar } from '../../../core/ui';
import { PROTOCOL_DESCRIPTION_MAX } from '../../../shared/schemas/protocols';
import { useNewProtocol } from '../useNewProtocol';
import { AttachmentPicker } from './AttachmentPicker';

/** 'Novo protocolo': the description and optional attachments, sent right after the protocol is created. */
export function NewProtocolModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const form = useNewProtocol(onClose);
  const id = useId();
  const close = () => {
    if (form.busy) return;
    form.reset();
    onClose();
  };
  return (
    <FormModal open={open} title="Novo protocolo" formId={`${id}-form`} submit="Enviar protocolo" busyText="Enviando..." busy={form.busy} onClose={close}>
      <Form form={form.form} onSubmit={form.onSubmit} id={`${id}-form`}>
        {form.error && <Banner kind="error">{form.error}</Banner>}
        <TextAreaField
          name="description"
          label="Descrição"
          rows={5}
          required
          maxLength={PROTOCOL_DESCRIPTION_MAX}
          disabled={form.busy}
          placeholder="Descreva o seu pedido"
        />
        <AttachmentPicker attachments={form.attachments} disabled={form.busy} />
        <UploadProgressBar value={form.progress} />
      </Form>
    </FormModal>
  );
}
