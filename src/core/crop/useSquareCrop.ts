import type { CropperCanvas, CropperImage, CropperSelection } from 'cropperjs';
import { useCallback, useEffect, useRef, useState } from 'react';
import { acceptsImageRect, clampZoom, type Matrix, type Rect, ZOOM, zoomMatrix } from './crop-geometry';
import { CROP_OUTPUT, type CropOutput, PHOTO_READ_ERROR, photoFileError } from './photo-file';

// A fixed square selection over an image that covers the canvas; the image is dragged and zoomed under it.
const TEMPLATE =
  '<cropper-canvas background>' +
  '<cropper-image initial-fit="cover" scalable translatable></cropper-image>' +
  '<cropper-shade></cropper-shade>' +
  '<cropper-handle action="move" plain></cropper-handle>' +
  '<cropper-selection initial-coverage="0.9" aspect-ratio="1" outlined>' +
  '<cropper-grid role="grid" covered></cropper-grid>' +
  '<cropper-crosshair centered></cropper-crosshair>' +
  '<cropper-handle action="move" theme-color="rgba(255, 255, 255, 0.15)"></cropper-handle>' +
  '</cropper-selection>' +
  '</cropper-canvas>';

interface Parts {
  canvas: CropperCanvas;
  image: CropperImage;
  selection: CropperSelection;
  /** The image's width at zoom 1 (covering the canvas). */
  baseWidth: number;
}

function rectIn(canvas: Element, element: Element): Rect {
  const c = canvas.getBoundingClientRect();
  const r = element.getBoundingClientRect();
  return { x: r.x - c.x, y: r.y - c.y, width: r.width, height: r.height };
}

function selectionRect(selection: CropperSelection): Rect {
  return { x: selection.x, y: selection.y, width: selection.width, height: selection.height };
}

/**
 * A square crop's state (the profile photo, the parish's logo): choosing a file (picker or drop),
 * reading it, the cropperjs square crop with zoom 1..3, and the export as `output` says (the photo's:
 * a 512 px JPEG, quality 0.92). `areaRef` goes on an empty element that the cropper fills.
 */
export function useSquareCrop(output: CropOutput = CROP_OUTPUT) {
  const areaRef = useRef<HTMLDivElement>(null);
  const parts = useRef<Parts | null>(null);
  const [src, setSrc] = useState<string | null>(null);
  const [ready, setReady] = useState(false);
  const [zoom, setZoomState] = useState<number>(ZOOM.min);
  const [error, setError] = useState<string | null>(null);

  const selectFile = useCallback((file: File | null | undefined) => {
    if (!file) return;
    const invalid = photoFileError(file);
    if (invalid) {
      setError(invalid);
      return;
    }
    setError(null);
    const reader = new FileReader();
    reader.onload = () => (typeof reader.result === 'string' ? setSrc(reader.result) : setError(PHOTO_READ_ERROR));
    reader.onerror = () => setError(PHOTO_READ_ERROR);
    reader.readAsDataURL(file);
  }, []);

  useEffect(() => {
    const area = areaRef.current;
    if (!src || !area) return;
    let cancelled = false;
    let detach = () => {};
    setReady(false);
    setZoomState(ZOOM.min);
    // Loaded on demand: the other settings screens do not pay for the cropper.
    import('cropperjs')
      .then(async () => {
        if (cancelled) return;
        area.innerHTML = TEMPLATE;
        const canvas = area.querySelector('cropper-canvas') as CropperCanvas;
        const image = area.querySelector('cropper-image') as CropperImage;
        const selection = area.querySelector('cropper-selection') as CropperSelection;
        image.setAttribute('alt', 'Imagem selecionada');
        image.setAttribute('src', src);
        await image.$ready();
        await new Promise((r) => requestAnimationFrame(r));
        if (cancelled) return;
        const baseWidth = rectIn(canvas, image).width;
        parts.current = { canvas, image, selection, baseWidth };
        // Every move or zoom (drag, wheel, the range) passes here: refuse what would leave the
        // selection uncovered or go beyond zoom 1..3, and keep the range in step with the image.
        const onChange = (event: Event) => {
          const rect = (event as CustomEvent<Rect>).detail;
          if (!acceptsImageRect(rect, selectionRect(selection), baseWidth)) event.preventDefault();
          else setZoomState(clampZoom(rect.width / baseWidth));
        };
        image.addEventListener('change', onChange);
        detach = () => image.removeEventListener('change', onChange);
        setReady(true);
      })
      .catch(() => {
        if (cancelled) return;
        setError(PHOTO_READ_ERROR);
        setSrc(null);
      });
    return () => {
      cancelled = true;
      detach();
      parts.current = null;
      area.replaceChildren();
    };
  }, [src]);

  const setZoom = useCallback((value: number) => {
    const p = parts.current;
    if (!p) return;
    const target = clampZoom(value) * p.baseWidth;
    const matrix = p.image.$getTransform() as Matrix;
    p.image.$setTransform(zoomMatrix(rectIn(p.canvas, p.image), matrix, selectionRect(p.selection), target));
  }, []);

  /** The cropped square as `output` says, or null when no image is ready. */
  const exportPhoto = useCallback(async (): Promise<Blob | null> => {
    const p = parts.current;
    if (!p || !ready) return null;
    const { size, type, quality, background } = output;
    const canvas = await p.selection.$toCanvas({
      width: size,
      height: size,
      beforeDraw: (context, target) => {
        if (!background) return;
        context.fillStyle = background;
        context.fillRect(0, 0, target.width, target.height);
      },
    });
    return new Promise((resolve) => canvas.toBlob(resolve, type, quality));
  }, [ready, output]);

  return { areaRef, hasPhoto: src !== null, ready, zoom, setZoom, error, setError, selectFile, exportPhoto };
}

export type SquareCrop = ReturnType<typeof useSquareCrop>;
