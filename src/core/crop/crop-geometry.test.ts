import { describe, expect, it } from 'vitest';
import { acceptsImageRect, clampZoom, covers, type Matrix, type Rect, zoomMatrix, ZOOM } from './crop-geometry';

const selection: Rect = { x: 16, y: 16, width: 288, height: 288 }; // 90% of a 320 px canvas
const base: Rect = { x: -80, y: 0, width: 480, height: 320 }; // a 3:2 photo covering the canvas

/** The rect a matrix change produces (scale/translate only, origin at the centre). */
function apply(rect: Rect, from: Matrix, to: Matrix): Rect {
  const k = to[0] / from[0];
  const cx = rect.x + rect.width / 2 + (to[4] - from[4]);
  const cy = rect.y + rect.height / 2 + (to[5] - from[5]);
  const width = rect.width * k;
  const height = rect.height * k;
  return { x: cx - width / 2, y: cy - height / 2, width, height };
}

describe('clampZoom', () => {
  it('keeps the range 1..3 on the 0.01 grid', () => {
    expect(ZOOM).toEqual({ min: 1, max: 3, step: 0.01 });
    expect(clampZoom(0.5)).toBe(1);
    expect(clampZoom(3.7)).toBe(3);
    expect(clampZoom(1.23456)).toBe(1.23);
    expect(clampZoom(1.4999999)).toBe(1.5);
    expect(clampZoom(Number.NaN)).toBe(1);
  });
});

describe('covers and acceptsImageRect', () => {
  it('accepts an image that covers the selection within zoom 1..3', () => {
    expect(covers(base, selection)).toBe(true);
    expect(acceptsImageRect(base, selection, 480)).toBe(true);
  });
  it('refuses a move that uncovers the selection', () => {
    expect(acceptsImageRect({ ...base, x: 40 }, selection, 480)).toBe(false);
    expect(acceptsImageRect({ ...base, y: 30 }, selection, 480)).toBe(false);
  });
  it('refuses zooming out below 1 or in beyond 3', () => {
    expect(acceptsImageRect({ x: 0, y: 0, width: 470, height: 313 }, selection, 480)).toBe(false);
    expect(acceptsImageRect({ x: -600, y: -400, width: 1500, height: 1000 }, selection, 480)).toBe(false);
    expect(acceptsImageRect({ x: -500, y: -300, width: 1440, height: 960 }, selection, 480)).toBe(true);
  });
  it('tolerates half a pixel of layout rounding', () => {
    expect(covers({ ...base, x: 16.4 - 0 }, { ...selection, x: 16 })).toBe(true);
  });
});

describe('zoomMatrix', () => {
  const identity: Matrix = [1, 0, 0, 1, 0, 0];
  it('zooms around the selection centre', () => {
    const m = zoomMatrix(base, identity, selection, 960);
    expect(m[0]).toBeCloseTo(2);
    expect(m[3]).toBeCloseTo(2);
    const after = apply(base, identity, m);
    expect(after.width).toBeCloseTo(960);
    // the selection centre (160,160) stays on the same image point: here the image centre
    expect(after.x + after.width / 2).toBeCloseTo(160);
    expect(after.y + after.height / 2).toBeCloseTo(160);
  });
  it('nudges the image back so it still covers the selection when zooming out', () => {
    const zoomed: Rect = { x: 0, y: -200, width: 960, height: 640 }; // zoom 2, panned to the left edge
    const from: Matrix = [2, 0, 0, 2, 240, 0];
    const m = zoomMatrix(zoomed, from, selection, 480);
    const after = apply(zoomed, from, m);
    expect(after.width).toBeCloseTo(480);
    expect(covers(after, selection)).toBe(true);
    expect(acceptsImageRect(after, selection, 480)).toBe(true);
  });
  it('keeps rotation-free matrices free of skew', () => {
    const m = zoomMatrix(base, identity, selection, 600);
    expect(m[1]).toBe(0);
    expect(m[2]).toBe(0);
  });
});
