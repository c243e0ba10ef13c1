import * as z from 'zod/mini';

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
export type PublicConfig = z.infer<typeof PublicConfig>;
