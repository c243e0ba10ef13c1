import { describe, expect, it } from 'vitest';
import { centsInWords, dateInWords, longDate, monthName } from './words';

describe('amounts and dates in words', () => {
  it.each([
    [123456, 'mil duzentos e trinta e quatro reais e cinquenta e seis centavos'],
    [100, 'um real'],
    [50, 'cinquenta centavos'],
    [101, 'um real e um centavo'],
    [100_000_000, 'um milhão de reais'],
    [2_000_00, 'dois mil reais'],
  ])('%i cents -> %s', (cents, words) => {
    expect(centsInWords(cents)).toBe(words);
  });

  it('refuses what is not an amount in cents', () => {
    expect(() => centsInWords(1.5)).toThrow(RangeError);
    expect(() => centsInWords(-1)).toThrow(RangeError);
  });

  it.each([
    ['2010-03-12', 'aos doze dias do mês de março de dois mil e dez'],
    ['2001-01-01', 'ao primeiro dia do mês de janeiro de dois mil e um'],
    ['1998-12-21', 'aos vinte e um dias do mês de dezembro de mil novecentos e noventa e oito'],
  ])('%s -> %s', (date, words) => {
    expect(dateInWords(date)).toBe(words);
  });

  it('writes a long date and a reference month', () => {
    expect(longDate('2026-11-24')).toBe('24 de novembro de 2026');
    expect(monthName('2026-03')).toBe('março de 2026');
    expect(() => longDate('24/11/2026')).toThrow(RangeError);
  });
});
