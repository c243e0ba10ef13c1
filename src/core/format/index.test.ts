import { describe, expect, it } from 'vitest';
import { displayTimeZone, formatDate, formatPhone, formatSize, formatTime, initials, truncate } from './index';

describe('formatting', () => {
  it('picks the user zone if valid, else the browser zone, UTC last', () => {
    expect(displayTimeZone('America/Sao_Paulo')).toBe('America/Sao_Paulo');
    expect(displayTimeZone('Marte/Olimpo')).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC');
  });
  it('formats dates and times in pt-BR', () => {
    expect(formatDate('2026-03-01')).toBe('01/03/2026');
    expect(formatDate('2026-03-01', { short: true })).toBe('01/03/26');
    expect(formatTime('2026-03-01T15:04:00Z', 'America/Sao_Paulo')).toBe('12:04');
    expect(formatDate('nope')).toBe('');
  });
  it('formats sizes, phones, truncation and initials', () => {
    expect(formatSize(1.5 * 1024 * 1024)).toBe('1,50 MB');
    expect(formatSize(1024 * 1024)).toBe('1,00 MB');
    expect(formatSize(1024 * 1024 - 1)).toBe('1.024 KB');
    expect(formatSize(4321)).toBe('4,2 KB');
    expect(formatSize(1024)).toBe('1 KB');
    expect(formatSize(50)).toBe('50 B');
    expect(formatPhone('11987654321')).toBe('(11) 98765-4321');
    expect(truncate('a'.repeat(30), 28)).toHaveLength(28);
    expect(initials('Maria da Silva')).toBe('MS');
  });
});
