import { describe, expect, it } from 'vitest';
import { CEP_MASK, CPF_CNPJ_MASK, CPF_MASK, masked, MONEY_MASK, PHONE_MASK, phoneDigits, typedCents, type DigitsMask } from './masks';
import IMask from 'imask/esm/imask';

/** Keys typed one by one at the end, as imask receives them from the input. */
function typed(keys: string, mask: DigitsMask = PHONE_MASK): string {
  const m = IMask.createMask(mask.options);
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

describe('CPF or CNPJ mask', () => {
  it('punctuates a CPF up to 11 digits and a CNPJ from the 12th', () => {
    expect(typed('52998224725', CPF_CNPJ_MASK)).toBe('529.982.247-25');
    expect(typed('00394460005887', CPF_CNPJ_MASK)).toBe('00.394.460/0058-87');
    expect(masked(CPF_CNPJ_MASK, '00394460005887')).toBe('00.394.460/0058-87');
    expect(CPF_CNPJ_MASK.digits('00.394.460/0058-87')).toBe('00394460005887');
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

describe('money mask', () => {
  it.each([
    ['50.00', 5000],
    ['50,00', 5000],
    ['1.234,56', 123456],
    ['1234.56', 123456],
    ['1.234.56', 123456],
    ['1.000', 100000],
    ['1.000.000', 100_000_000],
    ['0.07', 7],
    ['25', 2500],
    ['R$ 12.34', 1234],
  ])("typed %j is %i centavos: a '.' with exactly two digits after it and no ',' is the decimal mark", (text, cents) => {
    expect(typedCents(text)).toBe(cents);
  });

  it.each(['50.5', '50.000,5,5', '1.23,45', 'abc', '', '12,345'])('%j is no amount: refused, never multiplied', (text) => {
    expect(typedCents(text)).toBeNull();
  });

  it('keeps what is typed, gives the form the centavos, and tidies it when the field is left', () => {
    const shown = typed('50.00', MONEY_MASK);
    expect(shown).toBe('R$ 50.00');
    expect(MONEY_MASK.digits(shown)).toBe('5000');
    expect(masked(MONEY_MASK, MONEY_MASK.tidy!(shown))).toBe('R$ 50,00');
    expect(MONEY_MASK.digits(typed('1234,56', MONEY_MASK))).toBe('123456');
    expect(masked(MONEY_MASK, '123456')).toBe('R$ 1.234,56');
    // Letters never enter; an empty field is no value; text that is no amount goes to the server as typed, to be refused by name.
    expect(typed('a1b2', MONEY_MASK)).toBe('R$ 12');
    expect(MONEY_MASK.digits('R$ ')).toBe('');
    expect(MONEY_MASK.digits('R$ 50.5')).toBe('50.5');
    expect(MONEY_MASK.tidy!('R$ 50.5')).toBe('R$ 50.5');
  });
});
