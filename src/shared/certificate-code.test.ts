import { describe, expect, it } from 'vitest';
import { normalizeCertificateCode } from './certificate-code';

describe('a certificate code as typed from the paper', () => {
  it('comes back in its printed form with or without dashes, spaces or capitals', () => {
    for (const typed of ['K7Q2-M9XD-4HTA-P0WE', 'k7q2m9xd4htap0we', 'K7Q2 M9XD 4HTA P0WE', ' k7q2-m9xd 4hta–p0we ', 'K7Q2M9XD4HTAPOWE'])
      expect(normalizeCertificateCode(typed), typed).toBe('K7Q2-M9XD-4HTA-P0WE');
    // I and L read as 1 (Crockford's base 32 has neither).
    expect(normalizeCertificateCode('ilil-0000-0000-0000')).toBe('1111-0000-0000-0000');
  });

  it('is null for anything that cannot be a code', () => {
    for (const typed of ['', 'ABCD', 'K7Q2-M9XD-4HTA-P0WE-X', 'K7Q2-M9XD-4HTA-P0WU', '<script>']) expect(normalizeCertificateCode(typed), typed).toBeNull();
  });
});
