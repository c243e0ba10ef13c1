import { useAttachMore } from '../useAttachMore';
import { UploadProgressBar } from '../../../core/ui';
import { AttachmentPicker } from './AttachmentPicker';

/** More files for one's own pending protocol. */
export function AttachMore({ protocolId }: { protocolId: number }) {
  const { attachments, progress, busy, send } = useAttachMore(protocolId);
  return (
    <div className="attach-more">
      <AttachmentPicker attachments={attachments} disabled={busy} label="Anexar mais arquivos" />
      <UploadProgressBar value={progress} />
      {attachments.files.length > 0 && (
        <button type="button" className="btn" onClick={() => void send()} disabled={busy}>
          {busy ? 'Enviando...' : 'Enviar arquivos'}
        </button>
      )}
    </div>
  );
}
