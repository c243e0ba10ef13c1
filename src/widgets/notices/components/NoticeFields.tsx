import { useId } from 'react';
import { useFormState, useWatch } from 'react-hook-form';
import { DropZone, FileButton, SelectField, TextAreaField, TextField } from '../../../core/form';
import { truncate } from '../../../core/format';
import { ATTACHMENT_NAME_MAX, IMPORTANCE, LEGEND_MAX, TITLE_MAX, type Notice } from '../../../shared/schemas/notices';
import { portalUrl } from '../api';
import { ATTACHMENT_ACCEPT } from '../notice-rules';
import type { NoticeFormState } from '../useNoticeForm';

/**
 * The notice form's fields, for the 'Novo aviso' modal and the edit screen (inside their <Form>). With
 * `current`, the stored attachment is shown with 'Remover anexo', and choosing a file replaces it.
 */
export function NoticeFields({ notice, current }: { notice: NoticeFormState; current?: Notice }) {
  return (
    <>
      <TextField name="title" label="Título" maxLength={TITLE_MAX} required />
      <TextAreaField name="legend" label="Legenda" rows={4} maxLength={LEGEND_MAX} />
      <div className="field-row">
        <SelectField name="level_importance" label="Importância" options={IMPORTANCE} />
        <TextField name="send_at" label="Agendar envio" type="datetime-local" hint="Em branco: enviado agora." />
      </div>
      <AttachmentField notice={notice} current={current} />
    </>
  );
}

function AttachmentField({ notice, current }: { notice: NoticeFormState; current?: Notice }) {
  const { form } = notice;
  const [file, remove] = useWatch({ control: form.control, name: ['anexo', 'remove_anexo'] });
  const error = useFormState({ control: form.control, name: 'anexo' }).errors.anexo?.message;
  const errorId = useId();
  const stored = current?.anexo && current.anexo_url ? { name: current.anexo, url: current.anexo_url } : null;
  const choose = (files: File[]) => notice.chooseFile(files[0]);
  return (
    <fieldset className="attachment-field">
      <legend>Anexo</legend>
      {stored && (
        <div className="current-attachment">
          <span title={stored.name}>
            Atual:{' '}
            <a href={portalUrl(stored.url)} target="_blank" rel="noopener">
              {truncate(stored.name, ATTACHMENT_NAME_MAX)}
            </a>
          </span>
          <label className="check">
            <input type="checkbox" checked={remove} disabled={file !== null} onChange={(e) => form.setValue('remove_anexo', e.target.checked)} />
            Remover anexo
          </label>
        </div>
      )}
      <DropZone onFiles={choose} data-testid="notice-drop">
        <p className="muted">Arraste um arquivo aqui: imagens (JPG, PNG, GIF, WEBP, SVG) ou PDF, até 5MB. Ou</p>
        <FileButton
          label={stored ? 'Substituir anexo' : 'Escolher arquivo'}
          accept={ATTACHMENT_ACCEPT}
          onFiles={choose}
          aria-describedby={error ? errorId : undefined}
        />
      </DropZone>
      {file && (
        <p className="chosen-file">
          <span title={file.name}>{truncate(file.name, ATTACHMENT_NAME_MAX)}</span>{' '}
          <button type="button" className="btn btn-small" onClick={notice.clearFile}>
            Remover arquivo
          </button>
        </p>
      )}
      {error && (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
