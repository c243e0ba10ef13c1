import { useState } from 'react';
import { errorText, failureText } from '../../core/api/errors';
import { useFormSubmit, useSchemaForm } from '../../core/form';
import { toast } from '../../core/ui';
import { CreateProtocol, PROTOCOL_MSG, type Protocol } from '../../shared/schemas/protocols';
import { useCreateProtocol, useUploadProtocolFiles } from './queries';
import { useAttachments } from './useAttachments';

type Values = { description: string };

/**
 * The new-protocol form: the description (required), the attachments, and the two calls in a row:
 * create, then send the files right after. A protocol created whose files failed stays created
 * (the detail modal can attach again); the user is told both facts.
 */
export function useNewProtocol(onDone: () => void) {
  const form = useSchemaForm<Values>(CreateProtocol, { description: '' });
  const [progress, setProgress] = useState<number | null>(null);
  const attachments = useAttachments();
  const create = useCreateProtocol();
  const upload = useUploadProtocolFiles();

  function reset() {
    form.reset();
    setProgress(null);
    attachments.reset();
  }

  /** Creates the protocol (its refusal is the form's), then sends the files (their failure is told, the protocol stays). */
  async function save(values: Values): Promise<Protocol> {
    const created = await create.mutateAsync(CreateProtocol.parse(values).description);
    if (attachments.files.length) {
      setProgress(0);
      try {
        await upload.mutateAsync({ id: created.id, files: attachments.files, onProgress: setProgress });
      } catch (err) {
        // Every upload failure carries its own text (upload.ts): 'Falha ao anexar arquivos (HTTP n) - ...', 'Erro de rede durante upload'.
        toast.error(errorText(err));
      } finally {
        setProgress(null);
      }
    }
    return created;
  }

  const submit = useFormSubmit(form, save, {
    failed: PROTOCOL_MSG.createFailed,
    failureText: (error) => failureText(PROTOCOL_MSG.createFailed, error),
    onSaved: (created) => {
      toast.success(`${PROTOCOL_MSG.created} Código: ${created.code}`);
      reset();
      onDone();
    },
  });

  return {
    form,
    error: submit.failure,
    // From the press of 'Enviar protocolo' until the files are sent too.
    busy: form.formState.isSubmitting,
    progress,
    attachments,
    onSubmit: submit.onSubmit,
    reset: () => {
      reset();
      submit.dismissFailure();
    },
  };
}
