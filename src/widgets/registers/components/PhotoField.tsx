import { useFormState } from 'react-hook-form';
import { DropZone, FileButton } from '../../../core/form';
import type { usePhotoField } from '../usePhotoField';

/** The photo drop area: drop or choose an image, its preview, and removing it; the form's `photo` error from the server. */
export function PhotoField({ photo, name }: { photo: ReturnType<typeof usePhotoField>; name: string }) {
  const { errors } = useFormState({ name: 'photo' });
  const error = photo.error ?? (errors.photo?.message as string | undefined);
  return (
    <fieldset className="reg-photo-field" part="photo">
      <legend>Foto</legend>
      <DropZone onFiles={(files) => photo.choose(files[0])} data-testid="photo-drop">
        {photo.shown ? (
          <img className="reg-preview" src={photo.shown} alt={`Foto de ${name || 'nova pessoa'}`} />
        ) : (
          <p className="muted">Arraste uma foto aqui, ou</p>
        )}
        <div className="reg-photo-actions">
          <FileButton label={photo.shown ? 'Trocar foto' : 'Escolher foto'} accept="image/*" onFiles={(files) => photo.choose(files[0])} />
          {photo.shown && (
            <button type="button" className="btn" onClick={photo.remove}>
              Remover foto
            </button>
          )}
        </div>
      </DropZone>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
