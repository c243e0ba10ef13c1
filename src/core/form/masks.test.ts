import { describe, expect, it } from 'vitest';
import { CEP_MASK, CPF_MASK, masked, PHONE_MASK, phoneDigits } from './masks';
import IMask from 'imask/esm/imask';

/** Keys typed one by one at the end, as imask receives them from the input. */
function typed(keys: string): string {
  const m = IMask.createMask(PHONE_MASK.options);
  for (const key of keys) m.splice(m.value.length, 0, key, 0 as never, { input: true, raw: true });
  return m.value;
}

describe('phone mask', () => {
  it('shows mobiles and landlines as they are typed, +55 written by the mask', () => {
    expect(typed('19987654321')).toBe('+55 (19) 98765-4321');
    expect(typed('1932345678')).toBe('+55 (19) 3234-5678');
    expect(typed('199')).toBe('+55 (19) 9');
  });

  it('keeps DDD 55, and drops a typed or pasted country code', () => {
    expect(typed('55991234567')).toBe('+55 (55) 99123-4567');
    expect(typed('55 19 98765-4321 77')).toBe('+55 (19) 98765-4321');
    expect(masked(PHONE_MASK, '+55 (19) 98765-4321')).toBe('+55 (19) 98765-4321');
    expect(masked(PHONE_MASK, '5519987654321')).toBe('+55 (19) 98765-4321');
    expect(masked(PHONE_MASK, '55991234567')).toBe('+55 (55) 99123-4567');
  });

  it('gives the form the national digits, at most 11', () => {
    expect(phoneDigits('+55 (19) 98765-4321')).toBe('19987654321');
    expect(phoneDigits('+55 (55) 99123-4567')).toBe('55991234567');
    expect(phoneDigits('19 9 8765 4321 99')).toBe('19987654321');
    expect(phoneDigits('+55 (')).toBe('');
  });
});

describe('CPF and CEP masks', () => {
  it('punctuate the digits', () => {
    expect(masked(CPF_MASK, '52998224725')).toBe('529.982.247-25');
    expect(CPF_MASK.digits('529.982.247-25')).toBe('52998224725');
    expect(masked(CEP_MASK, '13010100')).toBe('13010-100');
    expect(masked(CEP_MASK, '1301')).toBe('1301');
  });
});
