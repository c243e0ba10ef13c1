import { useState } from 'react';
import { errorText } from '../../core/api/errors';
import { toast } from '../../core/ui';
import { useUploadProtocolFiles } from './queries';
import { useAttachments } from './useAttachments';

/** Sending more files to one's own pending protocol from its detail (e.g. after a failed first upload). */
export function useAttachMore(protocolId: number) {
  const attachments = useAttachments();
  const [progress, setProgress] = useState<number | null>(null);
  const upload = useUploadProtocolFiles();

  async function send() {
    if (!attachments.files.length) return;
    setProgress(0);
    try {
      await upload.mutateAsync({ id: protocolId, files: attachments.files, onProgress: setProgress });
      attachments.reset();
      toast.success('Arquivos anexados.');
    } catch (err) {
      toast.error(errorText(err));
    } finally {
      setProgress(null);
    }
  }

  return { attachments, progress, busy: progress !== null, send };
}
