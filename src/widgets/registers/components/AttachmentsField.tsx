import { DropZone, FileButton } from '../../../core/form';
import { formatSize } from '../../../core/format';
import { DataFrame, fromQuery } from '../../../core/data';
import { Banner, ConfirmDialog, UploadProgressBar } from '../../../core/ui';
import { ATTACHMENT_ACCEPT } from '../attachment-files';
import type { useAttachmentsField } from '../useAttachmentsField';
import { AttachmentList, NO_ATTACHMENTS } from './AttachmentList';

/**
 * The attachments area: a multi-file drop area, the new files, 'Enviar novos anexos' (editing),
 * and the stored attachments with their size, open and remove ('Remover este anexo?').
 */
export function AttachmentsField({ files, editing }: { files: ReturnType<typeof useAttachmentsField>; editing: boolean }) {
  return (
    <fieldset className="reg-attachments" part="attachments">
      <legend>Anexos</legend>
      {files.notice && (
        <Banner kind={files.notice.kind} onClose={files.closeNotice}>
          {files.notice.text}
        </Banner>
      )}
      <DropZone onFiles={files.add} data-testid="attachments-drop">
        <p className="muted">Arraste arquivos aqui (imagens, PDF, DOC, DOCX, XLS, XLSX), ou</p>
        <FileButton label="Escolher arquivos" multiple accept={ATTACHMENT_ACCEPT} onFiles={files.add} />
      </DropZone>
      {files.chosen.length > 0 && (
        <>
          <h2 className="reg-subtitle">{editing ? 'Novos anexos' : 'Anexos a enviar com o registro'}</h2>
          <ul className="reg-files">
            {files.chosen.map((f) => (
              <li key={`${f.name}-${f.size}`}>
                <span className="reg-file-name">{f.name}</span>
                <span className="muted">{formatSize(f.size)}</span>
                <button type="button" className="btn btn-small" onClick={() => files.unchoose(f)}>
                  Tirar<span className="sr-only"> {f.name}</span>
                </button>
              </li>
            ))}
          </ul>
          {editing && (
            <button type="button" className="btn btn-primary" onClick={() => void files.sendNow()} disabled={files.sending}>
              {files.sending ? 'Enviando...' : 'Enviar novos anexos'}
            </button>
          )}
          <UploadProgressBar value={files.progress} />
        </>
      )}
      {editing && (
        <>
          <h2 className="reg-subtitle">Anexos salvos</h2>
          <DataFrame state={fromQuery(files.stored)} loading="Carregando anexos..." failed="Falha ao carregar anexos" empty={NO_ATTACHMENTS}>
            {(stored) => (
              <AttachmentList
                items={stored}
                action={(a) => (
                  <button type="button" className="btn btn-small btn-danger-outline" onClick={() => files.askRemove(a)}>
                    Remover<span className="sr-only"> {a.original_name}</span>
                  </button>
                )}
              />
            )}
          </DataFrame>
        </>
      )}
      <ConfirmDialog
        open={files.toRemove !== null}
        title="Remover anexo"
        message={
          <>
            <p>Remover este anexo?</p>
            <p className="muted">{files.toRemove?.original_name}</p>
          </>
        }
        confirmLabel="Remover"
        danger
        busy={files.removing}
        onConfirm={() => void files.confirmRemove()}
        onCancel={files.cancelRemove}
      />
    </fieldset>
  );
}
