import { describe, expect, it } from 'vitest';
import { contentDisposition, storedExtension } from './file-names';

describe('bucket file names', () => {
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
