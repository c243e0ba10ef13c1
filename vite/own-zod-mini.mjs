import { readFileSync } from 'node:fs';

const COPY = '?sacra-public';

/**
 * Gives `zod/mini` (and the zod core files it imports) module ids of their own, so the bundler keeps a
 * separate, tree-shaken copy for the code that imports zod/mini: the public elements (weather, the
 * notices feed) and core's configuration.
 *
 * Why: a bundler splits chunks by whole modules. zod/mini and full zod share zod's core files, and the
 * signed-in modules use nearly all of them, so one shared copy would put all of zod's core (about 15 KB
 * gzip) into the chunk every public element loads. With the copy, a public element pays about 7 KB for
 * its few schemas, and only a page that also opens a signed-in screen downloads the core twice.
 *
 * @returns {import('vite').Plugin}
 */
export function ownZodMini() {
  return {
    name: 'sacra-own-zod-mini',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      const fromCopy = importer?.endsWith(COPY);
      if (source !== 'zod/mini' && !fromCopy) return null;
      const resolved = await this.resolve(source, fromCopy ? importer.slice(0, -COPY.length) : importer, { ...options, skipSelf: true });
      if (!resolved || resolved.external) return resolved;
      return { id: resolved.id + COPY, moduleSideEffects: false };
    },
    load(id) {
      return id.endsWith(COPY) ? readFileSync(id.slice(0, -COPY.length), 'utf8') : null;
    },
  };
}
