import { describe, expect, it } from 'vitest';
import { parseReais } from '../../shared/money';
import { donorsText, formatBrl, parseAmount, percentOf, readAmount } from './donate-view';

describe('parseAmount', () => {
  it('reads the amounts parseReais reads, and refuses the same', () => {
    for (const text of [
      '25',
      '25,00',
      '25,5',
      'R$ 1.234,56',
      'R$\u00a010,00',
      ' 7 ',
      '1234',
      '0,01',
      '1.000.000,00',
      '',
      'abc',
      '25.00',
      '1,234',
      '-5',
      '1.23,00',
      '25,',
    ]) {
      expect(parseAmount(text), text).toBe(parseReais(text));
    }
    expect(parseAmount('25,00')).toBe(2500);
    expect(parseAmount('R$ 1.234,5')).toBe(123450);
  });
});

describe('readAmount', () => {
  it('is none when empty, cents when valid, invalid otherwise', () => {
    expect(readAmount('  ')).toEqual({ kind: 'none' });
    expect(readAmount('25,00')).toEqual({ kind: 'cents', cents: 2500 });
    expect(readAmount('0,00')).toEqual({ kind: 'invalid' });
    expect(readAmount('25,0x')).toEqual({ kind: 'invalid' });
    expect(readAmount('1.000.000,01')).toEqual({ kind: 'invalid' });
    expect(readAmount('1.000.000,00')).toEqual({ kind: 'cents', cents: 100_000_000 });
  });
});

describe('progress and texts', () => {
  it('floors the percent of the goal, and has none without a goal', () => {
    expect(percentOf(1656000, 3600000)).toBe(46);
    expect(percentOf(3599999, 3600000)).toBe(99);
    expect(percentOf(5000000, 3600000)).toBe(138);
    expect(percentOf(0, 3600000)).toBe(0);
    expect(percentOf(100, null)).toBeNull();
    expect(percentOf(100, 0)).toBeNull();
  });

  it('counts donors and formats reais', () => {
    expect(donorsText(1)).toBe('1 doador');
    expect(donorsText(23)).toBe('23 doadores');
    expect(donorsText(1200)).toBe('1.200 doadores');
    expect(donorsText(0)).toBe('0 doadores');
    expect(formatBrl(123456).replace(/\s/g, ' ')).toBe('R$ 1.234,56');
  });
});
