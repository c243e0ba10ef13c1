import { errorText } from '../../core/api/errors';
import { useState } from 'react';
import { placeServerErrors, useSchemaForm } from '../../core/form';
import { toast } from '../../core/ui';
import { CreateProtocol, PROTOCOL_MSG } from '../../shared/schemas/protocols';
import { createProtocol, uploadProtocolFiles } from './api';
import { failureText } from '../../core/api/errors';
import { useInvalidateProtocols } from './queries';
import { useAttachments } from './useAttachments';

/**
 * The new-protocol form: the description (required), the attachments, and the two calls in a row:
 * create, then send the files right after. A protocol created whose files failed stays created
 * (the detail modal can attach again); the user is told both facts.
 */
export function useNewProtocol(onDone: () => void) {
  const form = useSchemaForm<{ description: string }>(CreateProtocol, { description: '' });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const attachments = useAttachments();
  const invalidate = useInvalidateProtocols();

  function reset() {
    form.reset();
    setError(null);
    setProgress(null);
    attachments.reset();
  }

  async function onSubmit(values: { description: string }) {
    setError(null);
    setBusy(true);
    try {
      let created;
      try {
        created = await createProtocol(CreateProtocol.parse(values).description);
      } catch (err) {
        placeServerErrors(form, err);
        setError(failureText(PROTOCOL_MSG.createFailed, err));
        return;
      }
      if (attachments.files.length) {
        setProgress(0);
        try {
          await uploadProtocolFiles(created.id, attachments.files, setProgress);
        } catch (err) {
          toast.error(errorText(err, PROTOCOL_MSG.uploadNetworkError));
        }
      }
      toast.success(`${PROTOCOL_MSG.created} Código: ${created.code}`);
      reset();
      onDone();
    } finally {
      setBusy(false);
      setProgress(null);
      void invalidate();
    }
  }

  return { form, error, busy, progress, attachments, onSubmit, reset };
}
