import * as z from 'zod/mini';
import { PublicConfig } from '../shared/schemas/public-config';
import { state, type CoreConfig } from './config';

// Apart from ./config.ts: reading the answer takes zod, which an element that never asks (a sign-in gate) need not download.
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
