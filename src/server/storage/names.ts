import { randomBytes } from 'node:crypto';

// Names this storage generates: random hex, a dot, a short lower-case extension. Anything else,
// including any path separator or '..', is refused before touching the disk.
const SAFE_NAME = /^[a-f0-9]{32}\.[a-z0-9]{1,8}$/;
const SAFE_KIND = /^[a-z][a-z_]{0,31}$/;
const SAFE_EXT = /^[a-z0-9]{1,8}$/;

export function isSafeName(name: string): boolean {
  return SAFE_NAME.test(name);
}

export function isSafeKind(kind: string): boolean {
  return SAFE_KIND.test(kind);
}

export function randomName(ext: string): string {
  if (!SAFE_EXT.test(ext)) throw new Error(`invalid file extension: ${ext}`);
  return `${randomBytes(16).toString('hex')}.${ext}`;
}

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}
