/**
 * Geometry of the square photo crop. The image starts covering the crop canvas (zoom 1)
 * and may be zoomed up to 3x; it must always cover the square selection, so the exported
 * photo never has empty corners. Rectangles are relative to the crop canvas.
 */

export const ZOOM = { min: 1, max: 3, step: 0.01 } as const;

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A CSS/canvas 2D matrix [a, b, c, d, e, f]; the crop only scales and translates (b = c = 0). */
export type Matrix = [number, number, number, number, number, number];

const EPSILON = 0.5; // px: rounding in layout must not block a move
const ZOOM_EPSILON = 0.005;

/** The zoom as the range input shows it: within 1..3, on the 0.01 grid. */
export function clampZoom(zoom: number): number {
  if (!Number.isFinite(zoom)) return ZOOM.min;
  const stepped = Math.round(zoom / ZOOM.step) * ZOOM.step;
  return Number(Math.min(ZOOM.max, Math.max(ZOOM.min, stepped)).toFixed(2));
}

export function covers(image: Rect, selection: Rect, epsilon = EPSILON): boolean {
  return (
    image.x <= selection.x + epsilon &&
    image.y <= selection.y + epsilon &&
    image.x + image.width >= selection.x + selection.width - epsilon &&
    image.y + image.height >= selection.y + selection.height - epsilon
  );
}

/** Whether a move or zoom of the image (its rect after the change) may happen. */
export function acceptsImageRect(image: Rect, selection: Rect, baseWidth: number): boolean {
  const zoom = image.width / baseWidth;
  return zoom >= ZOOM.min - ZOOM_EPSILON && zoom <= ZOOM.max + ZOOM_EPSILON && covers(image, selection);
}

function clamp(value: number, low: number, high: number): number {
  return Math.min(high, Math.max(low, value));
}

/**
 * The matrix that shows the image at `targetWidth` wide, zoomed around the selection's
 * centre and then nudged back so it still covers the selection.
 * `rect` is the image's current rect and `matrix` its current transform.
 */
export function zoomMatrix(rect: Rect, matrix: Matrix, selection: Rect, targetWidth: number): Matrix {
  const factor = targetWidth / rect.width;
  const [a, b, c, d, e, f] = matrix;
  const px = selection.x + selection.width / 2;
  const py = selection.y + selection.height / 2;
  const cx = rect.x + rect.width / 2;
  const cy = rect.y + rect.height / 2;
  const width = rect.width * factor;
  const height = rect.height * factor;
  const nx = clamp(px + (cx - px) * factor, selection.x + selection.width - width / 2, selection.x + width / 2);
  const ny = clamp(py + (cy - py) * factor, selection.y + selection.height - height / 2, selection.y + height / 2);
  return [a * factor, b, c, d * factor, e + (nx - cx), f + (ny - cy)];
}
