import { describe, expect, it } from 'vitest';
import { cpfDigits, cpfFromBase, formatCpf, isValidCpf } from './cpf';

describe('CPF', () => {
  it('accepts valid CPFs with or without punctuation', () => {
    for (const cpf of ['529.982.247-25', '52998224725', '111.444.777-35', '000.000.001-91']) expect(isValidCpf(cpf), cpf).toBe(true);
  });

  it('refuses wrong check digits, repeated digits and wrong lengths', () => {
    for (const cpf of ['529.982.247-24', '52998224735', '111.111.111-11', '00000000000', '5299822472', '529982247250', '', 'abc'])
      expect(isValidCpf(cpf), cpf).toBe(false);
  });

  it('formats 11 digits and leaves other text alone', () => {
    expect(formatCpf('52998224725')).toBe('529.982.247-25');
    expect(formatCpf('123')).toBe('123');
    expect(formatCpf(null)).toBe('');
    expect(cpfDigits('529.982.247-25')).toBe('52998224725');
  });

  it('builds valid CPFs from nine digits', () => {
    expect(cpfFromBase('529982247')).toBe('52998224725');
    for (let base = 100_000_000; base < 100_000_050; base++) expect(isValidCpf(cpfFromBase(String(base)))).toBe(true);
  });
});
