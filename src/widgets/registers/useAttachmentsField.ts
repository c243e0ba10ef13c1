import { useState } from 'react';
import { errorText } from '../../core/api/errors';
import { REGISTER_MSG, type RegisterAttachment } from '../../shared/schemas/registers';
import { acceptedFiles } from './attachment-files';
import { useAttachments, useDeleteAttachment, useUploadAttachments } from './queries';

export interface Notice {
  kind: 'success' | 'error';
  text: string;
}

/**
 * The attachments area: files chosen or dropped (others ignored silently), the register's stored
 * attachments, sending the new ones ('Enviar novos anexos') and removing a stored one after
 * 'Remover este anexo?'. Without a register yet (create), the chosen files wait for the save.
 */
export function useAttachmentsField(registerId: number | null) {
  const [chosen, setChosen] = useState<File[]>([]);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [toRemove, setToRemove] = useState<RegisterAttachment | null>(null);
  /** Share of the files sent while an upload is under way, else null. */
  const [progress, setProgress] = useState<number | null>(null);
  const stored = useAttachments(registerId);

  const add = (files: FileList | File[] | null | undefined) => {
    // Copied now: the input's FileList empties when the input is reset right after.
    const incoming = Array.from(files ?? []);
    if (incoming.length) setChosen((current) => [...current, ...acceptedFiles(current, incoming)]);
  };

  const send = useUploadAttachments();

  /** Sends the chosen files to register `id`; returns how many were kept, or the failure's text. */
  async function sendTo(id: number): Promise<{ sent: number; error: string | null }> {
    if (!chosen.length) return { sent: 0, error: null };
    setProgress(0);
    try {
      const items = await send.mutateAsync({ id, files: chosen, onProgress: setProgress });
      setChosen([]);
      return { sent: items.length, error: null };
    } catch (error) {
      return { sent: 0, error: `Falha ao enviar anexos: ${errorText(error)}` };
    } finally {
      setProgress(null);
    }
  }

  async function sendNow() {
    if (registerId === null) return;
    const { sent, error } = await sendTo(registerId);
    setNotice(error ? { kind: 'error', text: error } : { kind: 'success', text: REGISTER_MSG.attachmentsSent(sent) });
  }

  const removal = useDeleteAttachment(registerId);
  async function confirmRemove() {
    if (!toRemove) return;
    try {
      await removal.mutateAsync(toRemove);
      setNotice({ kind: 'success', text: REGISTER_MSG.attachmentRemoved });
    } catch (error) {
      setNotice({ kind: 'error', text: `Falha ao remover anexo: ${errorText(error)}` });
    }
    setToRemove(null);
  }

  return {
    chosen,
    add,
    unchoose: (file: File) => setChosen((current) => current.filter((f) => f !== file)),
    stored,
    sendTo,
    sendNow,
    sending: send.isPending,
    progress,
    notice,
    closeNotice: () => setNotice(null),
    toRemove,
    askRemove: setToRemove,
    cancelRemove: () => setToRemove(null),
    confirmRemove,
    removing: removal.isPending,
  };
}
