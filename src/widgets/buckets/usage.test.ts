import { describe, expect, it } from 'vitest';
import { BUCKET_MAX_BYTES } from '../../shared/schemas/buckets';
import { formatLimit, remainingBytes, usageLevel, usageText } from './usage';

const at = (percent: number) => {
  const tamanho = Math.round((BUCKET_MAX_BYTES * percent) / 100);
  return { tamanho, tamanho_max: BUCKET_MAX_BYTES, used_percent: percent };
};

describe('bucket usage', () => {
  it('is red from 95% and full (uploads blocked) at 100%', () => {
    expect(usageLevel(at(0))).toBe('ok');
    expect(usageLevel(at(94.99))).toBe('ok');
    expect(usageLevel(at(95))).toBe('warn');
    expect(usageLevel(at(99.99))).toBe('warn');
    expect(usageLevel(at(100))).toBe('full');
    // Full by bytes even when the rounded percent says less.
    expect(usageLevel({ tamanho: BUCKET_MAX_BYTES, tamanho_max: BUCKET_MAX_BYTES, used_percent: 99.999 })).toBe('full');
  });

  it('reads used / max in pt-BR with the spec’s 1GB', () => {
    expect(usageText({ tamanho: 5 * 1024 * 1024 + 256 * 1024, tamanho_max: BUCKET_MAX_BYTES, used_percent: 0.51 })).toBe('5,25 MB de 1GB (0,51%)');
    expect(formatLimit(BUCKET_MAX_BYTES)).toBe('1GB');
    expect(formatLimit(1024 * 1024)).toBe('1,00 MB');
  });

  it('remaining space never goes below zero', () => {
    expect(remainingBytes({ tamanho: 100, tamanho_max: 1000 })).toBe(900);
    expect(remainingBytes({ tamanho: 1000, tamanho_max: 1000 })).toBe(0);
    expect(remainingBytes({ tamanho: 2000, tamanho_max: 1000 })).toBe(0);
  });
});
