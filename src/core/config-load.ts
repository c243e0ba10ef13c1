import { PUBLIC_CONFIG_KEYS } from '../shared/public-config-keys';
import { state, type CoreConfig } from './config';

/** Loads the server's public configuration once; keeps the defaults if the server cannot answer. */
export function loadConfig(): Promise<CoreConfig> {
  // No cookie: the configuration is the same for everyone, and any site embedding an element may read it.
  state.loaded ??= fetch(`${state.value.apiBase}/api/config`, { credentials: 'omit' })
    .then((r) => (r.ok ? r.json() : Promise.reject(new Error(`HTTP ${r.status}`))))
    .then((json: unknown) => {
      // Each known field that is a text (see PUBLIC_CONFIG_KEYS for why not zod).
      const answer = (typeof json === 'object' && json !== null ? json : {}) as Record<string, unknown>;
      const known = PUBLIC_CONFIG_KEYS.filter((key) => typeof answer[key] === 'string').map((key) => [key, answer[key]]);
      state.value = { ...state.value, ...Object.fromEntries(known) };
      return state.value;
    })
    .catch(() => state.value);
  return state.loaded;
}
