import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { elementCss, precompress } from './vite/plugins.mjs';

// The portal's dev server forwards API and upload calls to the Node server (npm run dev:server).
const serverOrigin = process.env.PORTAL_SERVER ?? 'http://127.0.0.1:8080';

/**
 * One application build for the whole portal: index.html -> src/host/main.ts. Every
 * element module is a dynamic import, so the bundler splits it into its own chunk and
 * puts what they share (React, core, shared) in common chunks: a page loads one copy of
 * core, and /login loads neither React nor any element.
 */
export default defineConfig({
  plugins: [react(), elementCss(), precompress()],
  build: {
    // index.html keeps its modulepreload links. The element modules' imports are not preloaded: the
    // browser finds them in the module it fetches, a little later, and the page is spared the links'
    // bookkeeping in one long task right after its first paint (Lighthouse's blocking time).
    modulePreload: { resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []) },
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    rolldownOptions: {
      output: {
        // Libraries in named chunks of their own: they change less often than the portal's code (one download
        // across deploys), and `npm run bench` can tell the shared runtime from the route chunks.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|@r2wc)[\\/]|rolldown[\\/]runtime/ },
            // What every signed-in element runs on besides React: the query cache, the element definition, the
            // shared UI and hooks. One chunk rather than ten small ones: each is a request and a module to link.
            {
              name: 'elements',
              test: /node_modules[\\/](@tanstack[\\/](query-core|react-query)|zustand[\\/]esm[\\/]react)|src[\\/]core[\\/](elements[\\/]define|query[\\/]|ui[\\/]|hooks[\\/]|session[\\/]useSession)/,
              // Only those: their dependencies shared with the host page (session store, formats) stay out, so
              // that /login does not load this chunk and React with it.
              includeDependenciesRecursively: false,
            },
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
            // The form kit and its libraries (forms, schema resolver, masks): one download for every module's forms.
            {
              name: 'forms',
              test: /node_modules[\\/](react-hook-form|@hookform|imask|react-imask)[\\/]|src[\\/]core[\\/]form[\\/]/,
              // Their shared dependencies (the API errors) stay where the other pages find them.
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': serverOrigin,
      '/uploads': serverOrigin,
    },
  },
});
