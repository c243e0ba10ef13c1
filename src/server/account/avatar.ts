import { MSG } from '../../shared/messages';
import type { ImageRule } from '../uploads/image';

/** The profile photo: JPEG, PNG or WEBP by content, up to 5 MB, with the spec's texts. */
export const AVATAR: ImageRule = {
  field: 'avatar',
  kind: 'avatars',
  maxBytes: 5 * 1024 * 1024,
  types: new Map([
    ['image/jpeg', 'jpg'],
    ['image/png', 'png'],
    ['image/webp', 'webp'],
  ]),
  text: { missing: MSG.photoMissing, tooLarge: MSG.photoTooLarge, format: MSG.photoFormat },
};
