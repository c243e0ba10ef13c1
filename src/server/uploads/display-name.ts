/** Longest name shown or offered for download, extension included (in characters, not bytes). */
export const DISPLAY_NAME_MAX = 120;

// Control and format characters (C0, C1, zero-width marks, bidirectional overrides and isolates) are
// never shown: they hide or reorder a name's text ('fotos\u202Egpj.exe' reads as 'fotosexe.jpg').
const HIDDEN = /[\p{Cc}\p{Cf}]/gu;
const PLAIN_EXT = /^[a-z0-9]{1,8}$/;

/**
 * The name every uploaded file is shown and downloaded under: the base name the browser sent with no
 * folders (either slash), no '..', no hidden characters, no leading dots, at most 120 characters, and
 * ending in `ext`, the extension its content was detected as. With `ext` null (content no signature
 * tells, like plain text) a plain sent extension stays. A name with nothing left becomes `fallback`.
 */
export function uploadDisplayName(sent: string | null | undefined, ext: string | null, fallback = 'arquivo'): string {
  const base = (sent ?? '').normalize('NFC').split(/[\\/]/).pop() ?? '';
  const clean = base
    .replace(/\s+/g, ' ')
    .replace(HIDDEN, '')
    .replace(/\.{2,}/g, '.')
    .replace(/^[\s.]+/, '')
    .trim();
  const dot = clean.lastIndexOf('.');
  const sentExt = dot > 0 ? clean.slice(dot + 1).toLowerCase() : '';
  const finalExt = ext ?? (PLAIN_EXT.test(sentExt) ? sentExt : '');
  const suffix = finalExt ? `.${finalExt}` : '';
  const stem = Array.from(finalExt && dot > 0 ? clean.slice(0, dot) : clean)
    .slice(0, DISPLAY_NAME_MAX - suffix.length)
    .join('')
    .replace(/[\s.]+$/, '');
  return `${stem || fallback}${suffix}`;
}
