/** Builds the server into `out` (main.mjs, and the migrations it reads beside it); resolves with main.mjs's path. */
export function buildServer(out?: string): Promise<string>;
