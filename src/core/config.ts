import * as z from 'zod/mini';
import { PublicConfig } from '../shared/schemas/public-config';

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
const slot = globalThis as typeof globalThis & { __sacraConfig?: { value: CoreConfig; loaded?: Promise<CoreConfig> } };
const state = (slot.__sacraConfig ??= { value: { ...defaults } });

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

/** Loads the server's public configuration once; keeps the defaults if the server cannot answer. */
export function loadConfig(): Promise<CoreConfig> {
  // No cookie: the configuration is the same for everyone, and any site embedding an element may read it.
  state.loaded ??= fetch(`${state.value.apiBase}/api/config`, { credentials: 'omit' })
    .then((r) => (r.ok ? r.json() : Promise.reject(new Error(`HTTP ${r.status}`))))
    .then((json) => {
      const parsed = z.partial(PublicConfig).safeParse(json);
      if (parsed.success) state.value = { ...state.value, ...parsed.data };
      return state.value;
    })
    .catch(() => state.value);
  return state.loaded;
}
