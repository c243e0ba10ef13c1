import { useId } from 'react';
import { DropZone, FileButton } from '../form/DropZone';
import { Banner } from '../ui/Banner';
import { ZOOM } from './crop-geometry';
import { PHOTO_ACCEPT } from './photo-file';
import type { SquareCrop } from './useSquareCrop';

interface SquareCropFieldProps {
  crop: SquareCrop;
  /** What is cropped, in the words around the area: 'uma foto', 'o logotipo'. */
  what: { choose: string; change: string; area: string };
}

/** Choose or drop an image, drag and zoom it (1 to 3) under the square: the photo step's and the logo's crop. */
export function SquareCropField({ crop, what }: SquareCropFieldProps) {
  const zoomId = useId();
  const { areaRef, hasPhoto, ready, zoom, setZoom, error, selectFile } = crop;
  return (
    <>
      <DropZone onFiles={(files) => selectFile(files[0])}>
        <p>{hasPhoto ? what.change : what.choose}</p>
        <FileButton label="Escolher arquivo" accept={PHOTO_ACCEPT} onFiles={(files) => selectFile(files[0])} />
      </DropZone>
      <div ref={areaRef} className="crop-area" hidden={!hasPhoto} role="group" aria-label={what.area} />
      <div className="field zoom-field">
        <label htmlFor={zoomId}>Zoom</label>
        <input
          id={zoomId}
          type="range"
          min={ZOOM.min}
          max={ZOOM.max}
          step={ZOOM.step}
          value={zoom}
          disabled={!ready}
          aria-valuetext={`${zoom.toFixed(2)}x`}
          onChange={(e) => setZoom(Number(e.target.value))}
        />
        <span className="muted zoom-value" aria-hidden="true">
          {zoom.toFixed(2)}x
        </span>
      </div>
      {error && <Banner kind="error">{error}</Banner>}
    </>
  );
}
