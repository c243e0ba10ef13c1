import { useId } from 'react';
import { TEXT } from '../messages';
import { useDropzone } from '../../../core/hooks/useDropzone';

/** Drop files here or pick them (several at once); disabled, with the reason, when the bucket is full. */
export function UploadArea({ blocked, onFiles }: { blocked: boolean; onFiles: (files: FileList) => void }) {
  const drop = useDropzone(onFiles, blocked);
  const hintId = useId();
  return (
    <div className={`dropzone${drop.dragging ? ' is-dragging' : ''}${blocked ? ' is-blocked' : ''}`} part="dropzone" {...drop.handlers}>
      <p id={hintId}>{blocked ? TEXT.blocked : 'Arraste e solte arquivos aqui, ou'}</p>
      <label className={`btn btn-primary file-button${blocked ? ' is-disabled' : ''}`}>
        Escolher arquivos
        <input
          type="file"
          multiple
          className="sr-only"
          disabled={blocked}
          aria-describedby={hintId}
          onChange={(e) => {
            if (e.target.files) onFiles(e.target.files);
            e.target.value = '';
          }}
        />
      </label>
    </div>
  );
}
