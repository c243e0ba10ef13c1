import { PARISHES_MSG } from '../../shared/schemas/parishes';
import type { ImageRule } from '../uploads/image';
import { LOGO_KIND } from './profile';

/**
 * The parish's logo: JPEG or PNG by content, the formats its documents print (letterhead.ts). An SVG
 * from a user is refused: it may carry scripts, and logos are served publicly (the seed's own SVG stays).
 */
export const LOGO: ImageRule = {
  field: 'logo',
  kind: LOGO_KIND,
  maxBytes: 2 * 1024 * 1024,
  types: new Map([
    ['image/jpeg', 'jpg'],
    ['image/png', 'png'],
  ]),
  text: { missing: PARISHES_MSG.logoMissing, tooLarge: PARISHES_MSG.logoTooLarge, format: PARISHES_MSG.logoFormat },
};
