import { useId, type ReactNode } from 'react';
import { DropZone, FileButton } from '../../../core/form';
import { Banner } from '../../../core/ui';
import { PHOTO_ACCEPT } from '../photo-file';
import { ZOOM } from '../crop-geometry';
import { usePhotoCrop } from '../usePhotoCrop';
import { usePhotoSubmit } from '../usePhotoSubmit';

export interface PhotoStepProps {
  title: string;
  intro: string;
  submitLabel: string;
  /** Called after the upload and the session refresh. */
  onUploaded: () => void;
  /** Extra actions next to the submit button (e.g. 'Cancelar'). */
  secondary?: ReactNode;
}

/** The photo cropper shared by /welcome and /settings/foto: choose or drop, crop square, zoom, upload. */
export function PhotoStep({ title, intro, submitLabel, onUploaded, secondary }: PhotoStepProps) {
  const crop = usePhotoCrop();
  const { submit, busy } = usePhotoSubmit(crop, onUploaded);
  const zoomId = useId();
  return (
    <section className="card photo-step" aria-labelledby={`${zoomId}-title`}>
      <h1 id={`${zoomId}-title`}>{title}</h1>
      <p className="muted">{intro}</p>
      <DropZone onFiles={(files) => crop.selectFile(files[0])}>
        <p>{crop.hasPhoto ? 'Arraste outra foto para trocar, ou' : 'Arraste e solte uma foto aqui (JPG, PNG ou WEBP), ou'}</p>
        <FileButton label="Escolher arquivo" accept={PHOTO_ACCEPT} onFiles={(files) => crop.selectFile(files[0])} />
      </DropZone>
      <div ref={crop.areaRef} className="crop-area" hidden={!crop.hasPhoto} role="group" aria-label="Recorte da foto: arraste a imagem para ajustar" />
      <div className="field zoom-field">
        <label htmlFor={zoomId}>Zoom</label>
        <input
          id={zoomId}
          type="range"
          min={ZOOM.min}
          max={ZOOM.max}
          step={ZOOM.step}
          value={crop.zoom}
          disabled={!crop.ready}
          aria-valuetext={`${crop.zoom.toFixed(2)}x`}
          onChange={(e) => crop.setZoom(Number(e.target.value))}
        />
        <span className="muted zoom-value" aria-hidden="true">
          {crop.zoom.toFixed(2)}x
        </span>
      </div>
      {crop.error && <Banner kind="error">{crop.error}</Banner>}
      <div className="actions">
        {secondary}
        <button type="button" className="btn btn-primary" onClick={submit} disabled={busy}>
          {busy ? 'Enviando...' : submitLabel}
        </button>
      </div>
    </section>
  );
}
