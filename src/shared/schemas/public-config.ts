import * as z from 'zod/mini';
import type { PUBLIC_CONFIG_KEYS } from '../public-config-keys';

/**
 * Public runtime configuration the server hands to the page (GET /api/config).
 * zod/mini, not the full zod of the other schemas: every element parses this, including the ones a
 * parish website embeds alone, where full zod would be most of the download.
 */
export const PublicConfig = z.object({
  product: z.string(),
  weatherApiUrl: z.string(),
  geocodingApiUrl: z.string(),
  ipLocationUrl: z.string(),
  cepApiUrl: z.string(),
});
// The same fields by name (../public-config-keys.ts, read without zod by the elements): the types keep both lists equal.
type Keys = (typeof PUBLIC_CONFIG_KEYS)[number];
type Unlisted = Exclude<keyof PublicConfig, Keys> | Exclude<Keys, keyof PublicConfig>;
const _configKeysListed: [Unlisted] extends [never] ? true : Unlisted = true;
export type PublicConfig = z.infer<typeof PublicConfig>;
