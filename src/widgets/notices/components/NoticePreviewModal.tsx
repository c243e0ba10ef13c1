import { formatDateTime } from '../../../core/format';
import { Modal } from '../../../core/ui';
import type { Notice } from '../../../shared/schemas/notices';
import { sentAt } from '../notice-rules';
import { AttachmentPreview } from './AttachmentPreview';
import { ImportanceBadge } from './ImportanceBadge';

/** The opened notice: importance, date, legend and its attachment. */
export function NoticePreviewModal({ notice, timeZone, onClose }: { notice: Notice | null; timeZone: string; onClose: () => void }) {
  if (!notice) return null;
  return (
    <Modal
      open
      title={notice.title}
      onClose={onClose}
      className="modal-preview"
      footer={
        <button type="button" className="btn" onClick={onClose}>
          Fechar
        </button>
      }
    >
      <p className="preview-meta">
        <ImportanceBadge level={notice.level_importance} />
        <time dateTime={sentAt(notice)}>{formatDateTime(sentAt(notice), timeZone)}</time>
      </p>
      {notice.legend && <p className="preview-legend">{notice.legend}</p>}
      <AttachmentPreview url={notice.anexo_url} name={notice.anexo} />
    </Modal>
  );
}
