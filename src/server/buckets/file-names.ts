import { fileTypeFromBuffer } from 'file-type';
import type { PendingUpload } from '../storage/types';

const SAFE_EXT = /^[a-z0-9]{1,8}$/;
// Containers whose signature does not say what they hold (DOCX and XLSX are ZIPs, DOC and XLS compound
// files, SVG is XML): for those the sent name tells more than the bytes.
const CONTAINERS = new Set(['zip', 'cfb', 'xml']);

/** The extension a bucket file's first bytes show it to be; null when they do not tell (text, containers). */
export async function detectedExtension(upload: PendingUpload): Promise<string | null> {
  const type = await fileTypeFromBuffer(await upload.head(4100));
  return type && SAFE_EXT.test(type.ext) && !CONTAINERS.has(type.ext) ? type.ext : null;
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
  const ascii = flat
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]|["%]/g, '_');
  const encoded = encodeURIComponent(flat).replace(/['()*!]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
