import type { PublicConfig } from '../shared/schemas/public-config';

/**
 * Runtime configuration: where the portal's API lives and the external services' base URLs.
 * The portal reads it from GET /api/config; an embedding page sets `api` on an element
 * (or calls `configure`) to point at the portal's host.
 */
export interface CoreConfig extends PublicConfig {
  /** Origin of the portal's server, '' for the same origin. */
  apiBase: string;
}

const defaults: CoreConfig = {
  apiBase: '',
  product: 'Sacratech',
  weatherApiUrl: 'https://api.open-meteo.com/v1/forecast',
  geocodingApiUrl: 'https://geocoding-api.open-meteo.com/v1/reverse',
  ipLocationUrl: 'https://ipapi.co/json/',
  cepApiUrl: 'https://viacep.com.br/ws',
};

// Shared through globalThis so separately built elements on one page see one configuration.
const slot = globalThis as typeof globalThis & { __sacraConfig?: ConfigState };
export interface ConfigState {
  value: CoreConfig;
  /** The server's configuration, once asked for (./config-load.ts). */
  loaded?: Promise<CoreConfig>;
}
/** Read and written only here and by ./config-load.ts. */
export const state: ConfigState = (slot.__sacraConfig ??= { value: { ...defaults } });

export function getConfig(): CoreConfig {
  return state.value;
}

export function configure(patch: Partial<CoreConfig>): void {
  const apiBase = patch.apiBase?.replace(/\/+$/, '');
  // Elements call this on every render with their `api`: only a new portal means loading its configuration again.
  if (apiBase !== undefined && apiBase !== state.value.apiBase) state.loaded = undefined;
  state.value = { ...state.value, ...patch, ...(apiBase !== undefined ? { apiBase } : {}) };
}

/** A portal path (an upload, a public image) as a URL the browser can load, also from an embedding site. */
export function portalUrl(path: string): string {
  return `${state.value.apiBase}${path}`;
}
