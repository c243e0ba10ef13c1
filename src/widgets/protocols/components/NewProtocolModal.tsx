import { useId } from 'react';
import { Form, TextAreaField, SubmitButton } from '../../../core/form';
import { Banner, Modal, UploadProgressBar } from '../../../core/ui';
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
    <Modal
      open={open}
      title="Novo protocolo"
      onClose={form.busy ? undefined : close}
      footer={
        <>
          <button type="button" className="btn" onClick={close} disabled={form.busy}>
            Cancelar
          </button>
          <SubmitButton busy={form.busy} busyText="Enviando..." form={`${id}-form`}>Enviar protocolo</SubmitButton>
        </>
      }
    >
      <Form form={form.form} onSubmit={form.onSubmit} id={`${id}-form`}>
        {form.error && <Banner kind="error">{form.error}</Banner>}
        <TextAreaField name="description" label="Descrição" rows={5} required maxLength={PROTOCOL_DESCRIPTION_MAX} disabled={form.busy} placeholder="Descreva o seu pedido" />
        <AttachmentPicker attachments={form.attachments} disabled={form.busy} />
        <UploadProgressBar value={form.progress} />
      </Form>
    </Modal>
  );
}
