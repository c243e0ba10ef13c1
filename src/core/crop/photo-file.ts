import { MSG } from '../../shared/messages';

/** What the square crop takes (the server checks again by content). */
const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const PHOTO_ACCEPT = PHOTO_TYPES.join(',');
const PHOTO_EXTENSIONS = /\.(jpe?g|png|webp)$/i;

export const PHOTO_READ_ERROR = 'Erro ao ler arquivo';

/** What the crop exports: a square `size` px wide of `type`; `background` fills what the image leaves transparent. */
export interface CropOutput {
  size: number;
  type: 'image/jpeg' | 'image/png';
  quality?: number;
  background?: string;
}

/** The profile photo's crop: a square JPEG at quality 0.92 (small, and no visible loss for an avatar), on white. */
export const CROP_OUTPUT: CropOutput = { size: 512, type: 'image/jpeg', quality: 0.92, background: '#ffffff' };

/**
 * Why a chosen file cannot be used, or null. Some systems report no type for WEBP,
 * so an empty type falls back to the extension.
 */
export function photoFileError(file: { type: string; name: string }): string | null {
  if ((PHOTO_TYPES as readonly string[]).includes(file.type)) return null;
  if (!file.type && PHOTO_EXTENSIONS.test(file.name)) return null;
  return MSG.photoFormat;
}
