// Control characters (C0, DEL, C1), zero-width marks and bidirectional overrides: none of them is
// ever shown, as they can hide or reorder a name's text ('fotos\u202Egpj.exe').
const INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]/g;
const NAME_MAX = 255;
const SAFE_EXT = /^[a-z0-9]{1,8}$/;

/** The name a user sent, cleaned for display: never empty, at most 255 characters, no invisible characters. */
export function displayName(raw: string | undefined | null): string {
  const clean = (raw ?? '').normalize('NFC').replace(/[\t\n\v\f\r]/g, ' ').replace(INVISIBLE, '').replace(/\s+/g, ' ').trim();
  return Array.from(clean).slice(0, NAME_MAX).join('') || 'arquivo';
}

/** The stored file's extension, from the sent name's last segment; 'bin' when it has none worth keeping. */
export function storedExtension(name: string): string {
  const last = name.split(/[\\/]/).pop() ?? '';
  const dot = last.lastIndexOf('.');
  const ext = dot <= 0 ? '' : last.slice(dot + 1).toLowerCase();
  return SAFE_EXT.test(ext) ? ext : 'bin';
}

/** Content-Disposition with the display name: a plain ASCII fallback plus the exact name (RFC 6266 / 8187). */
export function contentDisposition(type: 'inline' | 'attachment', name: string): string {
  const flat = name.replace(/[\\/]/g, '_');
  const ascii = flat.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^\x20-\x7e]|["%]/g, '_');
  const encoded = encodeURIComponent(flat).replace(/['()*!]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
