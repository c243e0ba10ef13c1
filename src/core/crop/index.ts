/** The square crop: the profile photo (/welcome, /settings/foto) and the parish's logo (/paroquia). */
export type { CropOutput } from './photo-file';
export { SquareCropField } from './SquareCropField';
export { useSquareCrop, type SquareCrop } from './useSquareCrop';
