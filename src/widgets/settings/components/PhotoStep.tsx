import { useId, type ReactNode } from 'react';
import { SquareCropField, useSquareCrop } from '../../../core/crop';
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

const PHOTO_WORDS = {
  choose: 'Arraste e solte uma foto aqui (JPG, PNG ou WEBP), ou',
  change: 'Arraste outra foto para trocar, ou',
  area: 'Recorte da foto: arraste a imagem para ajustar',
};

/** The photo cropper shared by /welcome and /settings/foto: choose or drop, crop square, zoom, upload. */
export function PhotoStep({ title, intro, submitLabel, onUploaded, secondary }: PhotoStepProps) {
  const crop = useSquareCrop();
  const { submit, busy } = usePhotoSubmit(crop, onUploaded);
  const titleId = useId();
  return (
    <section className="card photo-step" aria-labelledby={titleId}>
      <h1 id={titleId}>{title}</h1>
      <p className="muted">{intro}</p>
      <SquareCropField crop={crop} what={PHOTO_WORDS} />
      <div className="form-actions">
        {secondary}
        <button type="button" className="btn btn-primary" onClick={submit} disabled={busy}>
          {busy ? 'Enviando...' : submitLabel}
        </button>
      </div>
    </section>
  );
}
