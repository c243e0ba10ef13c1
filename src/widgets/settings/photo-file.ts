import { TEXT } from './messages';

/** What the photo step accepts (the server checks again by content). */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const PHOTO_ACCEPT = PHOTO_TYPES.join(',');
const PHOTO_EXTENSIONS = /\.(jpe?g|png|webp)$/i;

/** The exported crop: a square JPEG at quality 0.92 (small, and no visible loss for an avatar). */
export const CROP_OUTPUT = { size: 512, type: 'image/jpeg', quality: 0.92 } as const;

/**
 * Why a chosen file cannot be used, or null. Some systems report no type for WEBP,
 * so an empty type falls back to the extension.
 */
export function photoFileError(file: { type: string; name: string }): string | null {
  if ((PHOTO_TYPES as readonly string[]).includes(file.type)) return null;
  if (!file.type && PHOTO_EXTENSIONS.test(file.name)) return null;
  return TEXT.photoFormat;
}
