import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchFold } from '../../shared/search-fold';
import { createTestApp, type TestApp } from '../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCharCode(from + i));
// Latin-1's letters, À to ÿ, but for its two signs (× and ÷); then ASCII's letters and digits.
const LATIN_1 = range(0xc0, 0xff).filter((c) => c !== '×' && c !== '÷');
const ASCII = [...range(0x41, 0x5a), ...range(0x61, 0x7a), ...range(0x30, 0x39)];
const PORTUGUESE = [...'áàâãéêíóôõúüçÁÀÂÃÉÊÍÓÔÕÚÜÇ'];
const NAMES = ['JOÃO DA CONCEIÇÃO', 'Maria Antônia Glória', 'Açaí e Pão-de-Ló', 'Ñandú Ÿves Øster Æsir Straße', '  São  José  '];

describe('searchFold (src/shared/search-fold.ts)', () => {
  it('folds every letter of Portuguese, of Latin-1 and of ASCII, and whole names, as SQL search_fold() does', async () => {
    const texts = [...PORTUGUESE, ...LATIN_1, ...ASCII, ...NAMES, [...PORTUGUESE, ...LATIN_1].join('')];
    const { rows } = await t.db.query<{ folded: string }>(
      'SELECT search_fold(text) AS folded FROM unnest($1::text[]) WITH ORDINALITY AS t(text, n) ORDER BY n',
      [texts],
    );
    expect(texts.map(searchFold)).toEqual(rows.map((r) => r.folded));
  });

  it('takes accents and case off the letters Portuguese writes', () => {
    expect(PORTUGUESE.map(searchFold).join('')).toBe('aaaaeeiooouucaaaaeeiooouuc');
    expect(searchFold('JOÃO DA CONCEIÇÃO')).toBe('joao da conceicao');
  });
});
