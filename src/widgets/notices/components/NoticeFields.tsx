import { useId } from 'react';
import { truncate } from '../../../core/format';
import { ATTACHMENT_NAME_MAX, IMPORTANCE, LEGEND_MAX, TITLE_MAX, type Notice } from '../../../shared/schemas/notices';
import { portalUrl } from '../api';
import { ATTACHMENT_ACCEPT } from '../notice-rules';
import type { NoticeFormState } from '../useNoticeForm';

function FieldError({ id, text }: { id: string; text?: string }) {
  return text ? (
    <p id={id} className="field-error" role="alert">
      {text}
    </p>
  ) : null;
}

/**
 * The notice form's fields, for the 'Novo aviso' modal and the edit screen. With `current`, the stored
 * attachment is shown with 'Remover anexo', and choosing a file replaces it.
 */
export function NoticeFields({ form, current }: { form: NoticeFormState; current?: Notice }) {
  const id = useId();
  const { values, errors, set } = form;
  const invalid = (field: keyof typeof errors) => (errors[field] ? { 'aria-invalid': true, 'aria-describedby': `${id}-${field}-error` } : {});
  return (
    <>
      <div className="field">
        <label htmlFor={`${id}-title`}>Título</label>
        <input id={`${id}-title`} value={values.title} maxLength={TITLE_MAX} required onChange={(e) => set('title', e.target.value)} {...invalid('title')} />
        <FieldError id={`${id}-title-error`} text={errors.title} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-legend`}>Legenda</label>
        <textarea id={`${id}-legend`} rows={4} value={values.legend} maxLength={LEGEND_MAX} onChange={(e) => set('legend', e.target.value)} {...invalid('legend')} />
        <FieldError id={`${id}-legend-error`} text={errors.legend} />
      </div>
      <div className="field-row">
        <div className="field">
          <label htmlFor={`${id}-level`}>Importância</label>
          <select id={`${id}-level`} value={values.level} onChange={(e) => set('level', Number(e.target.value))} {...invalid('level_importance')}>
            {Object.entries(IMPORTANCE).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
          <FieldError id={`${id}-level_importance-error`} text={errors.level_importance} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-send`}>Agendar envio</label>
          <input id={`${id}-send`} type="datetime-local" value={values.sendAt} onChange={(e) => set('sendAt', e.target.value)} aria-describedby={`${id}-send-hint`} {...invalid('send_at')} />
          <p id={`${id}-send-hint`} className="field-hint muted">
            Em branco: enviado agora.
          </p>
          <FieldError id={`${id}-send_at-error`} text={errors.send_at} />
        </div>
      </div>
      <AttachmentField form={form} current={current} id={id} />
    </>
  );
}

function AttachmentField({ form, current, id }: { form: NoticeFormState; current?: Notice; id: string }) {
  const { values, errors } = form;
  const stored = current?.anexo && current.anexo_url ? { name: current.anexo, url: current.anexo_url } : null;
  return (
    <fieldset className="field attachment-field">
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
            <input type="checkbox" checked={values.removeAttachment} disabled={values.file !== null} onChange={(e) => form.set('removeAttachment', e.target.checked)} />
            Remover anexo
          </label>
        </div>
      )}
      <label htmlFor={`${id}-file`}>{stored ? 'Substituir anexo' : 'Arquivo'}</label>
      <input
        key={form.fileInputKey}
        id={`${id}-file`}
        type="file"
        accept={ATTACHMENT_ACCEPT}
        onChange={(e) => form.chooseFile(e.target.files?.[0] ?? null)}
        aria-describedby={`${id}-file-hint`}
        {...(errors.anexo ? { 'aria-invalid': true } : {})}
      />
      <p id={`${id}-file-hint`} className="field-hint muted">
        Imagens (JPG, PNG, GIF, WEBP, SVG) ou PDF, até 5MB.
      </p>
      {values.file && (
        <p className="chosen-file">
          <span title={values.file.name}>{truncate(values.file.name, ATTACHMENT_NAME_MAX)}</span>{' '}
          <button type="button" className="btn btn-small" onClick={form.clearFile}>
            Remover arquivo
          </button>
        </p>
      )}
      <FieldError id={`${id}-anexo-error`} text={errors.anexo} />
    </fieldset>
  );
}
