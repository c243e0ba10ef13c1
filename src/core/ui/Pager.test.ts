import { describe, expect, it } from 'vitest';
import { pageLabel } from './Pager';

describe('pageLabel', () => {
  it('reads as the spec writes it, with Brazilian thousands', () => {
    expect(pageLabel(2, 5, 57)).toBe('Página 2 de 5 — Total 57');
    expect(pageLabel(2, 8359, 100_300)).toBe('Página 2 de 8359 — Total 100.300');
  });
  it('an empty list is still page 1 of 1', () => {
    expect(pageLabel(1, 0, 0)).toBe('Página 1 de 1 — Total 0');
  });
  it('a total counted only up to a cap claims neither a last page nor an exact total', () => {
    expect(pageLabel(3, 4, 1000, false)).toBe('Página 3 — mais de 1.000 registros');
    expect(pageLabel(60, 61, 1000, false)).not.toMatch(/Página 60 de|Total/);
  });
});
