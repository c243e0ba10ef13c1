/**
 * The fields of GET /api/config (schemas/public-config.ts), by name: the elements read the answer with
 * this list instead of zod, which the weather element, embedded alone on a website, would download for five texts.
 */
export const PUBLIC_CONFIG_KEYS = ['product', 'weatherApiUrl', 'geocodingApiUrl', 'ipLocationUrl', 'cepApiUrl'] as const;
