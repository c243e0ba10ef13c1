import { describe, expect, it } from 'vitest';
import { DISPLAY_NAME_MAX, uploadDisplayName } from './display-name';

describe('uploadDisplayName', () => {
  const long = 'a'.repeat(300);
  it.each([
    // sent name, detected extension, shown name
    ['../../evil.txt', 'png', 'evil.png'],
    ['..\\..\\windows\\system32\\evil.exe', 'pdf', 'evil.pdf'],
    ['C:\\Users\\maria\\Desktop\\foto.jpeg', 'jpg', 'foto.jpg'],
    ['/etc/passwd', null, 'passwd'],
    ['..', 'png', 'arquivo.png'],
    ['../', 'pdf', 'arquivo.pdf'],
    ['....', null, 'arquivo'],
    ['.htaccess', null, 'htaccess'],
    ['...bashrc.png', 'png', 'bashrc.png'],
    ['relatorio..final...pdf', 'pdf', 'relatorio.final.pdf'],
    ['fotos\u202Egpj.exe', 'png', 'fotosgpj.png'],
    ['a\u2066b\u2069c\u200Bd\uFEFF.pdf', 'pdf', 'abcd.pdf'],
    ['linha\r\nnova\tcom\u0000nulo\u0085.txt', null, 'linha nova comnulo.txt'],
    ['  espaços   demais  .png ', 'png', 'espaços demais.png'],
    ['nome sem extensão', 'pdf', 'nome sem extensão.pdf'],
    ['planilha.CSV', null, 'planilha.csv'],
    ['estranho.ex e', null, 'estranho.ex e'],
    ['programa.html', 'png', 'programa.png'],
    ['cafe\u0301.png', 'png', 'café.png'],
    ['', 'gif', 'arquivo.gif'],
    [undefined, null, 'arquivo'],
    [`${long}.pdf`, 'pdf', `${'a'.repeat(DISPLAY_NAME_MAX - 4)}.pdf`],
    [`${'ã'.repeat(200)}.png`, 'png', `${'ã'.repeat(DISPLAY_NAME_MAX - 4)}.png`],
    [`${'b'.repeat(115)}...x.pdf`, 'pdf', `${'b'.repeat(115)}.pdf`],
  ])('%j (content %s) is shown as %j', (sent, ext, shown) => {
    expect(uploadDisplayName(sent, ext)).toBe(shown);
  });

  it('never gives a separator, a "..", a hidden character, a leading dot or more than 120 characters', () => {
    const hostile = ['../', '..\\', '\u202E', '\u0000', '.', ' ', 'ç', 'x', '/', '\u2067', '\n'];
    for (let i = 0; i < 2000; i++) {
      const sent = Array.from({ length: (i % 150) + 1 }, (_, j) => hostile[(i * 7 + j * 13) % hostile.length]).join('');
      const shown = uploadDisplayName(sent, i % 3 ? 'pdf' : null);
      expect(shown).not.toMatch(/[\\/]|\.\.|^\.|[\p{Cc}\p{Cf}]/u);
      expect(Array.from(shown).length).toBeLessThanOrEqual(DISPLAY_NAME_MAX);
      expect(shown.length).toBeGreaterThan(0);
    }
  });

  it('uses the fallback given for a file sent without a usable name', () => {
    expect(uploadDisplayName('../..', 'png', 'anexo')).toBe('anexo.png');
  });
});
