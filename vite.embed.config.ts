import { existsSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { elementCss, ownZodMini, precompress } from './vite/plugins.mjs';

/**
 * Standalone elements for parish websites and the suite's pages: one ES module per element under
 * dist/widgets/ with a stable name (<script type="module" src="https://portal/widgets/sacra-notices.js">),
 * plus the chunks they share, so a page with several elements loads one copy of core and has one session.
 * The same React sources run on preact/compat here, which keeps an element around a sixth of React's size.
 * `npm run build` runs this after the portal's build; `--outDir` overrides the folder.
 */
const MODULES: Record<string, string> = {
  'sacra-weather': 'weather',
  'sacra-notices': 'notices',
  'sacra-notifications': 'notifications',
  'sacra-settings': 'settings',
  'sacra-timezone-prompt': 'settings',
  'sacra-dashboard': 'dashboard',
  'sacra-chat': 'chat',
  'sacra-registers': 'registers',
  'sacra-inventory': 'inventory',
  'sacra-buckets': 'buckets',
  'sacra-protocols': 'protocols',
  'sacra-reminders': 'reminders',
  'sacra-crisma-classes': 'crisma',
  'sacra-crisma-catechists': 'crisma',
};

// Tag -> module entry; a module still being written (no index.ts yet) is left out, as the host does.
const ELEMENTS = Object.fromEntries(
  Object.entries(MODULES)
    .map(([tag, module]) => [tag, `src/widgets/${module}/index.ts`])
    .filter(([, entry]) => existsSync(entry)),
);

export default defineConfig({
  // ownZodMini: the public elements' zod/mini stays apart from the signed-in modules' full zod (see there).
  plugins: [react(), elementCss(), ownZodMini(), precompress()],
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
    lib: { entry: ELEMENTS, formats: ['es'], fileName: (_format, name) => `${name}.js` },
    rollupOptions: { output: { chunkFileNames: 'chunks/[name]-[hash].js' } },
  },
});
