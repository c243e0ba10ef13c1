import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * Standalone elements for parish websites: one ES module per element under dist/widgets/ with a stable
 * name (<script type="module" src="https://portal/widgets/sacra-notices.js">), plus the chunks they share.
 * The same React sources run on preact/compat here, which keeps an element around a sixth of React's size.
 * `npm run build` runs this after the portal's build; `--outDir` overrides the folder.
 */
const ELEMENTS: Record<string, string> = {
  'sacra-notices': 'src/widgets/notices/index.ts',
};

export default defineConfig({
  plugins: [react()],
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
