import { useFormState } from 'react-hook-form';
import type { usePhotoField } from '../usePhotoField';

/** The photo drop area: drop or choose an image, its preview, and removing it; the form's `photo` error from the server. */
export function PhotoField({ photo, name }: { photo: ReturnType<typeof usePhotoField>; name: string }) {
  const { errors } = useFormState({ name: 'photo' });
  const error = photo.error ?? (errors.photo?.message as string | undefined);
  return (
    <fieldset className="reg-photo-field" part="photo">
      <legend>Foto</legend>
      <div className={`dropzone${photo.dragging ? ' is-dragging' : ''}`} {...photo.dropHandlers} data-testid="photo-drop">
        {photo.shown ? (
          <img className="reg-preview" src={photo.shown} alt={`Foto de ${name || 'nova pessoa'}`} />
        ) : (
          <p className="muted">Arraste uma foto aqui, ou</p>
        )}
        <div className="reg-photo-actions">
          <label className="btn file-button">
            {photo.shown ? 'Trocar foto' : 'Escolher foto'}
            <input
              type="file"
              className="sr-only"
              accept="image/*"
              onChange={(e) => {
                photo.choose(e.target.files?.[0]);
                e.target.value = '';
              }}
            />
          </label>
          {photo.shown && (
            <button type="button" className="btn" onClick={photo.remove}>
              Remover foto
            </button>
          )}
        </div>
      </div>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
