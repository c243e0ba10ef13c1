import { useId } from 'react';
import { Form, FormModal } from '../../../core/form';
import { Banner } from '../../../core/ui';
import type { Notice } from '../../../shared/schemas/notices';
import { useCreateNotice } from '../useCreateNotice';
import { NoticeFields } from './NoticeFields';

/** 'Novo aviso': the form in a modal; `onCreated` on success (which closes it). */
export function CreateNoticeModal({ timeZone, onClose, onCreated }: { timeZone: string; onClose: () => void; onCreated: (notice: Notice) => void }) {
  const { notice, submit, busy, failure, dismissFailure } = useCreateNotice(timeZone, onCreated);
  const formId = useId();
  return (
    <FormModal title="Novo aviso" formId={formId} submit="Criar aviso" busy={busy} onClose={onClose}>
      <Form form={notice.form} onSubmit={submit} id={formId}>
        {failure && (
          <Banner kind="error" onClose={dismissFailure}>
            {failure}
          </Banner>
        )}
        <NoticeFields notice={notice} />
      </Form>
    </FormModal>
  );
}
