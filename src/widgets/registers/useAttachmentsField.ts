import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorText } from '../../core/api/errors';
import { REGISTER_MSG, type RegisterAttachment } from '../../shared/schemas/registers';
import { deleteAttachment, uploadAttachments } from './api';
import { acceptedFiles } from './attachment-files';
import { attachmentsQuery, refreshAfterWrite } from './queries';

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
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState<File[]>([]);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [toRemove, setToRemove] = useState<RegisterAttachment | null>(null);
  /** Share of the files sent while an upload is under way, else null. */
  const [progress, setProgress] = useState<number | null>(null);
  const stored = useQuery({ ...attachmentsQuery(registerId ?? 0), enabled: registerId !== null });

  const add = (files: FileList | File[] | null | undefined) => {
    // Copied now: the input's FileList empties when the input is reset right after.
    const incoming = Array.from(files ?? []);
    if (incoming.length) setChosen((current) => [...current, ...acceptedFiles(current, incoming)]);
  };

  const send = useMutation({
    mutationFn: ({ id, files }: { id: number; files: File[] }) => uploadAttachments(id, files, setProgress),
    onMutate: () => setProgress(0),
    onSettled: (_items, _error, { id }) => {
      setProgress(null);
      return refreshAfterWrite(queryClient, id);
    },
  });

  /** Sends the chosen files to register `id`; returns how many were kept, or the failure's text. */
  async function sendTo(id: number): Promise<{ sent: number; error: string | null }> {
    if (!chosen.length) return { sent: 0, error: null };
    try {
      const items = await send.mutateAsync({ id, files: chosen });
      setChosen([]);
      return { sent: items.length, error: null };
    } catch (error) {
      return { sent: 0, error: `Falha ao enviar anexos: ${errorText(error)}` };
    }
  }

  async function sendNow() {
    if (registerId === null) return;
    const { sent, error } = await sendTo(registerId);
    setNotice(error ? { kind: 'error', text: error } : { kind: 'success', text: REGISTER_MSG.attachmentsSent(sent) });
  }

  const removal = useMutation({
    mutationFn: (a: RegisterAttachment) => deleteAttachment(registerId!, a.id),
    onSettled: () => refreshAfterWrite(queryClient, registerId ?? undefined),
  });
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
    storedError: stored.error ? errorText(stored.error, 'Falha ao carregar anexos') : null,
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
