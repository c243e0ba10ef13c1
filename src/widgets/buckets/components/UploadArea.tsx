import { useId } from 'react';
import { DropZone, FileButton } from '../../../core/form';
import { TEXT } from '../text';

/** Drop files here or pick them (several at once); disabled, with the reason, when the bucket is full. */
export function UploadArea({ blocked, onFiles }: { blocked: boolean; onFiles: (files: File[]) => void }) {
  const hintId = useId();
  return (
    <DropZone onFiles={onFiles} disabled={blocked} className={blocked ? 'is-blocked' : undefined} part="dropzone">
      <p id={hintId}>{blocked ? TEXT.blocked : 'Arraste e solte arquivos aqui, ou'}</p>
      <FileButton
        label="Escolher arquivos"
        multiple
        disabled={blocked}
        className={blocked ? 'btn-primary is-disabled' : 'btn-primary'}
        aria-describedby={hintId}
        onFiles={onFiles}
      />
    </DropZone>
  );
}
