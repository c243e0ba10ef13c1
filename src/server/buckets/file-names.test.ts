import { describe, expect, it } from 'vitest';
import { contentDisposition, displayName, storedExtension } from './file-names';

describe('bucket file names', () => {
  it('display names lose control, zero-width and bidi characters, never become empty, stay within 255 characters', () => {
    expect(displayName('relatório final.pdf')).toBe('relatório final.pdf');
    expect(displayName('a\u0000b\u001f\u007fc\u0085.txt')).toBe('abc.txt');
    expect(displayName('fatura\u202Efdp.exe')).toBe('faturafdp.exe');
    expect(displayName('zero\u200Bwidth\uFEFF.txt')).toBe('zerowidth.txt');
    expect(displayName('  linha\nnova\tcom   espaços  ')).toBe('linha nova com espaços');
    expect(displayName('\u0001\u0002')).toBe('arquivo');
    expect(displayName(undefined)).toBe('arquivo');
    expect(Array.from(displayName('😀'.repeat(300)))).toHaveLength(255);
  });

  it('stored extensions come from the last segment and are plain, else bin', () => {
    expect(storedExtension('foto.JPG')).toBe('jpg');
    expect(storedExtension('../../etc/passwd')).toBe('bin');
    expect(storedExtension('..\\..\\boot.ini')).toBe('ini');
    expect(storedExtension('.bashrc')).toBe('bin');
    expect(storedExtension('a.tar.gz')).toBe('gz');
    expect(storedExtension('x.<script>')).toBe('bin');
    expect(storedExtension('x.verylongext')).toBe('bin');
  });

  it('Content-Disposition carries an ASCII fallback and the exact UTF-8 name, with no way out of the quotes', () => {
    expect(contentDisposition('attachment', 'relatório "final".pdf')).toBe(
      `attachment; filename="relatorio _final_.pdf"; filename*=UTF-8''relat%C3%B3rio%20%22final%22.pdf`,
    );
    expect(contentDisposition('inline', '../a\\b.png')).toBe(`inline; filename=".._a_b.png"; filename*=UTF-8''.._a_b.png`);
    expect(contentDisposition('attachment', "o'brien (1).txt")).toBe(`attachment; filename="o'brien (1).txt"; filename*=UTF-8''o%27brien%20%281%29.txt`);
  });
});
