import { useId } from 'react';
import { Form, SubmitButton } from '../../../core/form';
import { Banner, Modal } from '../../../core/ui';
import type { Notice } from '../../../shared/schemas/notices';
import { useCreateNotice } from '../useCreateNotice';
import { NoticeFields } from './NoticeFields';

/** 'Novo aviso': the form in a modal; `onCreated` on success (which closes it). */
export function CreateNoticeModal({ timeZone, onClose, onCreated }: { timeZone: string; onClose: () => void; onCreated: (notice: Notice) => void }) {
  const { notice, submit, busy, failure, dismissFailure } = useCreateNotice(timeZone, onCreated);
  const formId = useId();
  return (
    <Modal
      open
      title="Novo aviso"
      onClose={busy ? undefined : onClose}
      footer={
        <>
          <button type="button" className="btn" onClick={onClose} disabled={busy}>
            Cancelar
          </button>
          <SubmitButton busy={busy} form={formId}>Criar aviso</SubmitButton>
        </>
      }
    >
      <Form form={notice.form} onSubmit={submit} id={formId}>
        {failure && (
          <Banner kind="error" onClose={dismissFailure}>
            {failure}
          </Banner>
        )}
        <NoticeFields notice={notice} />
      </Form>
    </Modal>
  );
}
