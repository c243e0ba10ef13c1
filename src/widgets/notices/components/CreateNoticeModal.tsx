import { useId } from 'react';
import { Form } from '../../../core/form';
import { Banner, Modal } from '../../../core/ui';
import { useCreateNotice } from '../useCreateNotice';
import { NoticeFields } from './NoticeFields';

/** 'Novo aviso': the form in a modal; closes on success. */
export function CreateNoticeModal({ timeZone, onClose }: { timeZone: string; onClose: () => void }) {
  const { notice, submit, busy, failure, dismissFailure } = useCreateNotice(timeZone, onClose);
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
          <button type="submit" form={formId} className="btn btn-primary" disabled={busy}>
            {busy ? 'Salvando...' : 'Criar aviso'}
          </button>
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
