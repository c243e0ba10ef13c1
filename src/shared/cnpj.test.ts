import { describe, expect, it } from 'vitest';
import { formatCnpj, isValidCnpj } from './cnpj';

describe('CNPJ', () => {
  it('accepts issued numbers, typed with or without punctuation', () => {
    // The Receita Federal's own (00.394.460/0058-87) and the Banco do Brasil's (00.000.000/0001-91).
    expect(isValidCnpj('00.394.460/0058-87')).toBe(true);
    expect(isValidCnpj('00000000000191')).toBe(true);
  });

  it('refuses a wrong check digit, a wrong length and repeated digits', () => {
    expect(isValidCnpj('00.394.460/0058-88')).toBe(false);
    expect(isValidCnpj('0039446000588')).toBe(false);
    expect(isValidCnpj('11.111.111/1111-11')).toBe(false);
  });

  it('formats 14 digits and leaves anything else as it is', () => {
    expect(formatCnpj('00394460005887')).toBe('00.394.460/0058-87');
    expect(formatCnpj('123')).toBe('123');
  });
});
