import { describe, expect, it } from 'vitest';
import { apiUrl, competence, competenceValue } from './format';

describe('dízimo formats', () => {
  it('writes and reads the reference month as MM/AAAA', () => {
    expect(competence('2026-03')).toBe('03/2026');
    expect(competence(null)).toBe('—');
    expect(competenceValue('3/2026')).toBe('2026-03');
    expect(competenceValue(' 11/2026 ')).toBe('2026-11');
    expect(competenceValue('2026-11')).toBe('2026-11');
    expect(competenceValue('13')).toBe('13');
  });
  it('builds download addresses without empty filters', () => {
    expect(apiUrl('/api/x', { q: 'ana', status: '', page: 2, none: undefined })).toBe('/api/x?q=ana&page=2');
    expect(apiUrl('/api/x')).toBe('/api/x');
  });
});
