import { describe, expect, it } from 'vitest';
import { Cents, FormCents, formatCents, MONEY_MSG, OptionalFormCents, parseReais } from './money';

describe('money in centavos', () => {
  it('formats at the edge as Brazilian reais', () => {
    expect(formatCents(123456)).toBe('R$\u00a01.234,56');
    expect(formatCents(5)).toBe('R$\u00a00,05');
  });

  it.each([
    ['R$ 1.234,56', 123456],
    ['R$\u00a01.234,56', 123456],
    ['1234,5', 123450],
    ['1.000.000', 100_000_000],
    ['0,01', 1],
  ])('parses %s', (text, cents) => {
    expect(parseReais(text)).toBe(cents);
  });

  it.each(['', 'abc', '1,234', '12.34', '1.23,45', '-5'])('refuses %j', (text) => {
    expect(parseReais(text)).toBeNull();
  });

  it('accepts positive whole centavos up to R$ 1.000.000,00, with Portuguese messages', () => {
    expect(Cents.parse(100_000_000)).toBe(100_000_000);
    const message = (value: unknown) => Cents.safeParse(value).error?.issues[0]?.message;
    expect(message(0)).toBe(MONEY_MSG.positive);
    expect(message(12.5)).toBe(MONEY_MSG.invalid);
    expect(message(100_000_001)).toBe(MONEY_MSG.max);
    expect(message('100')).toBe(MONEY_MSG.invalid);
  });
});

describe('cents from a form', () => {
  it('takes digits as a form-encoded body or the money mask sends them, a JSON number as it is', () => {
    expect(FormCents.parse('100')).toBe(100);
    expect(FormCents.parse(100)).toBe(100);
    expect(OptionalFormCents.parse('')).toBeNull();
    expect(OptionalFormCents.parse('2500')).toBe(2500);
  });

  it('names a missing value and refuses anything else in the form’s words', () => {
    const message = (value: unknown) => FormCents.safeParse(value).error?.issues[0]?.message;
    expect(message('')).toBe(MONEY_MSG.required);
    expect(message(undefined)).toBe(MONEY_MSG.required);
    expect(message('1,00')).toBe(MONEY_MSG.invalid);
    expect(message('50.00')).toBe(MONEY_MSG.invalid);
    expect(message('0')).toBe(MONEY_MSG.positive);
    expect(MONEY_MSG.invalid).not.toMatch(/centavos/);
  });
});
