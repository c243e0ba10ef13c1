import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { ELEMENTS, TAGS, type SacraTag } from './src/core/elements/tags.ts';
import { elementCss, ownZodMini, precompress } from './vite/plugins.mjs';

/**
 * Standalone elements for parish websites and the suite's pages: one ES module per element under
 * dist/widgets/ with a stable name (<script type="module" src="https://portal/widgets/sacra-notices.js">),
 * plus the chunks they share, so a page with several elements loads one copy of core and has one session.
 * The same React sources run on preact/compat here, which keeps an element around a sixth of React's size.
 * A signed-in element's file holds only its sign-in gate (src/core/elements/gate.tsx): its module comes
 * when someone is signed in, so a visitor of another site downloads just enough to read 'Entre no portal...'.
 * `npm run build` runs this after the portal's build; `--outDir` overrides the folder.
 */
const GATE = 'sacra-gate:';

// Tag -> entry; a module still being written (no index.ts yet) is left out, as the host does.
const ELEMENT_ENTRIES = Object.fromEntries(
  TAGS.filter((tag) => existsSync(moduleEntry(tag))).map((tag) => [tag, 'signedOut' in ELEMENTS[tag] ? GATE + tag : moduleEntry(tag)]),
);

function moduleEntry(tag: SacraTag): string {
  return `src/widgets/${ELEMENTS[tag].module}/index.ts`;
}

/** The gate entries: each defines its tag with the gate, which imports the module when someone is signed in. */
function elementGates(): Plugin {
  return {
    name: 'sacra-element-gates',
    // Library mode hands the entries over as paths under the project's root.
    resolveId: (id) => (id.includes(GATE) ? `\0${id.slice(id.indexOf(GATE))}` : null),
    load(id) {
      if (!id.startsWith(`\0${GATE}`)) return null;
      const tag = id.slice(GATE.length + 1) as SacraTag;
      return `import { defineGatedElement } from ${JSON.stringify(resolve('src/core/elements/gate.tsx'))};
defineGatedElement(${JSON.stringify(tag)}, () => import(${JSON.stringify(resolve(moduleEntry(tag)))}));`;
    },
  };
}

export default defineConfig({
  // ownZodMini: the public elements' zod/mini stays apart from the signed-in modules' full zod (see there).
  plugins: [react(), elementCss(), ownZodMini(), precompress(), elementGates()],
  publicDir: false,
  resolve: {
    alias: [
      { find: /^react$/, replacement: 'preact/compat' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/compat/jsx-runtime' },
    ],
  },
  // Library builds leave process.env.NODE_ENV in place: without this the element would throw on load.
  define: { 'process.env.NODE_ENV': '"production"' },
  build: {
    outDir: 'dist/widgets',
    emptyOutDir: true,
    target: 'es2022',
    minify: true,
    lib: { entry: ELEMENT_ENTRIES, formats: ['es'], fileName: (_format, name) => `${name}.js` },
    rollupOptions: {
      output: {
        // Whitespace goes too: a library build keeps it (and the pure annotations) for a bundler that would read the
        // files again, but a parish website's browser loads these as they are.
        minify: { codegen: true },
        chunkFileNames: 'chunks/[name]-[hash].js',
        // The public elements' zod/mini in a chunk of its own: left to itself the bundler merges it with the
        // small modules every element shares (formatters), and an element that parses nothing (weather) downloads it.
        codeSplitting: { groups: [{ name: 'zod-mini', test: /[\\/]zod[\\/].*\?sacra-public/ }] },
      },
    },
  },
});
