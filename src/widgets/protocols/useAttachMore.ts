import { errorText } from '../../core/api/errors';
import { useState } from 'react';
import { toast } from '../../core/ui';
import { uploadProtocolFiles } from './api';
import { useInvalidateProtocols } from './queries';
import { useAttachments } from './useAttachments';

/** Sending more files to one's own pending protocol from its detail (e.g. after a failed first upload). */
export function useAttachMore(protocolId: number) {
  const attachments = useAttachments();
  const [progress, setProgress] = useState<number | null>(null);
  const invalidate = useInvalidateProtocols();

  async function send() {
    if (!attachments.files.length) return;
    setProgress(0);
    try {
      await uploadProtocolFiles(protocolId, attachments.files, setProgress);
      attachments.reset();
      toast.success('Arquivos anexados.');
    } catch (err) {
      toast.error(errorText(err));
    } finally {
      setProgress(null);
      void invalidate();
    }
  }

  return { attachments, progress, busy: progress !== null, send };
}
