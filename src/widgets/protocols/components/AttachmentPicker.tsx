import { useId } from 'react';
import { formatSize } from '../../../core/format';
import { PROTOCOL_FILE_ACCEPT } from '../../../shared/schemas/protocols';
import type { useAttachments } from '../useAttachments';

export interface AttachmentPickerProps {
  attachments: ReturnType<typeof useAttachments>;
  disabled?: boolean;
  label?: string;
}

/** The file picker with the chosen files (each removable) and the refusals of the first check. */
export function AttachmentPicker({ attachments, disabled, label = 'Anexos (opcional)' }: AttachmentPickerProps) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="file"
        multiple
        accept={PROTOCOL_FILE_ACCEPT}
        disabled={disabled}
        aria-describedby={`${id}-hint`}
        onChange={(e) => {
          attachments.add(e.target.files);
          e.target.value = '';
        }}
      />
      <p id={`${id}-hint`} className="field-hint muted">
        PDF, imagens, DOC/DOCX, XLS/XLSX, TXT ou CSV; até 10 MB cada. Vídeos não são aceitos.
      </p>
      {attachments.problems.length > 0 && (
        <ul className="field-error" role="alert">
          {attachments.problems.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      )}
      {attachments.files.length > 0 && (
        <ul className="chosen-files" aria-label="Arquivos escolhidos">
          {attachments.files.map((f) => (
            <li key={`${f.name}-${f.size}`}>
              <span className="chosen-name">{f.name}</span>
              <span className="muted">{formatSize(f.size)}</span>
              <button type="button" className="btn btn-small" onClick={() => attachments.remove(f)} disabled={disabled} aria-label={`Remover ${f.name}`}>
                Remover
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
