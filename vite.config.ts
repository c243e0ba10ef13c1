import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The portal's dev server forwards API and upload calls to the Node server (npm run dev:server).
const serverOrigin = process.env.PORTAL_SERVER ?? 'http://127.0.0.1:8080';

/**
 * One application build for the whole portal: index.html -> src/host/main.ts. Every
 * element module is a dynamic import, so the bundler splits it into its own chunk and
 * puts what they share (React, core, shared) in common chunks: a page loads one copy of
 * core, and /login loads neither React nor any element.
 */
export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
  },
  server: {
    proxy: {
      '/api': serverOrigin,
      '/uploads': serverOrigin,
    },
  },
});
