import { describe, expect, it } from 'vitest';
import { maskPhone, phoneDigits } from './phone';

describe('phone input', () => {
  it('keeps digits only and caps them at 11', () => {
    expect(phoneDigits('(19) 98765-4321')).toBe('19987654321');
    expect(phoneDigits('19 9 8765 4321 99')).toBe('19987654321');
    expect(phoneDigits('abc')).toBe('');
  });

  it('drops the 55 of the shown +55 prefix and of a pasted international number', () => {
    expect(phoneDigits('+55 (19) 98765-4321')).toBe('19987654321');
    expect(phoneDigits('+55 (19) 98765-43210')).toBe('19987654321');
    expect(phoneDigits('+55 (1')).toBe('1');
    expect(phoneDigits('+55 (')).toBe('');
    expect(phoneDigits('5519987654321')).toBe('19987654321');
    expect(phoneDigits('+55 55 99123-4567')).toBe('55991234567');
  });

  it('keeps DDD 55 (Rio Grande do Sul) typed without the prefix', () => {
    expect(phoneDigits('55991234567')).toBe('55991234567');
    expect(maskPhone('55991234567')).toBe('+55 (55) 99123-4567');
  });

  it('shows +55 (DD) 9XXXX-XXXX as the digits arrive', () => {
    expect(maskPhone('')).toBe('');
    expect(maskPhone('1')).toBe('+55 (1');
    expect(maskPhone('19')).toBe('+55 (19');
    expect(maskPhone('199')).toBe('+55 (19) 9');
    expect(maskPhone('1998765')).toBe('+55 (19) 98765');
    expect(maskPhone('19987654')).toBe('+55 (19) 98765-4');
    expect(maskPhone('19987654321')).toBe('+55 (19) 98765-4321');
  });

  it('typed key by key into the shown text, 55 19 98765-4321 ends as the number without the country code', () => {
    const type = (keys: string) => [...keys].reduce((digits, key) => phoneDigits(maskPhone(digits) + key), '');
    expect(type('5519987654321')).toBe('19987654321');
    expect(type('55 19 98765-4321 77')).toBe('19987654321');
    expect(type('19987654321')).toBe('19987654321');
    expect(type('55991234567')).toBe('55991234567');
  });

  it('round-trips: the shown text gives back its digits', () => {
    for (const digits of ['1', '19', '199', '1998765', '19987654', '19987654321', '55991234567']) {
      expect(phoneDigits(maskPhone(digits))).toBe(digits);
    }
  });
});
