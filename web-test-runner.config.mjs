// Element tests (src/**/*.element.test.tsx) in Debian's Chromium.
// React 19 ships CommonJS only, so each test file is bundled with esbuild when the page asks for it;
// `?inline` CSS imports (src/core/elements/define.tsx) load as text, as Vite does.
// The elements call the real portal: started once per run and proxied on the page's origin (tests/elements/portal.mjs).
// The weather widget's external services are faked by a middleware under /fake-weather/ (no test reaches the internet).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';
import { playwrightLauncher } from '@web/test-runner-playwright';
import { fakeWeatherMiddleware } from './src/widgets/weather/fake-services.mjs';
import { realPortal } from './tests/elements/portal.mjs';
import { inlineCssImports } from './vite/plugins.mjs';

const rootDir = path.dirname(new URL(import.meta.url).pathname);

/** esbuild plugin: `import css from './x.css?inline'` gives the file's text. */
const inlineCss = {
  name: 'inline-css',
  setup(b) {
    b.onResolve({ filter: /\?inline$/ }, (args) => ({
      path: path.resolve(args.resolveDir, args.path.replace(/\?inline$/, '')),
      namespace: 'inline-css',
    }));
    b.onLoad({ filter: /.*/, namespace: 'inline-css' }, async (args) => ({
      contents: inlineCssImports(await readFile(args.path, 'utf8'), args.path),
      loader: 'text',
    }));
  },
};

/** Serves each element test file as one ES module bundle. */
const bundleTests = {
  name: 'esbuild-bundle-tests',
  async serve(context) {
    if (!/\.element\.test\.tsx?$/.test(context.path)) return undefined;
    const file = path.join(rootDir, decodeURIComponent(context.path));
    const result = await build({
      entryPoints: [file],
      // Not written; it makes the source map's paths relative to the test file's URL.
      outfile: file.replace(/\.tsx?$/, '.bundle.js'),
      bundle: true,
      write: false,
      format: 'esm',
      platform: 'browser',
      target: 'chrome120',
      jsx: 'automatic',
      // Stack traces map to the files and lines; the sources themselves are on disk (half the bundle's size, a second less each).
      sourcemap: 'inline',
      sourcesContent: false,
      logLevel: 'silent',
      define: { 'process.env.NODE_ENV': '"development"' },
      plugins: [inlineCss],
    });
    return { body: result.outputFiles[0].text, type: 'js' };
  },
};

/**
 * The portal's public configuration names the external services (weather, CEP) we do not own: the tests
 * point them at fakes with configure(), and an answer from the portal's GET /api/config would put them back.
 */
async function noPortalConfig(ctx, next) {
  if (ctx.path !== '/api/config') return next();
  ctx.body = {};
}

const portal = realPortal();

export default {
  rootDir,
  files: ['src/**/*.element.test.tsx'],
  nodeResolve: false,
  concurrency: 2,
  browsers: [
    playwrightLauncher({
      product: 'chromium',
      // As a Brazilian user has the browser (tests/e2e/harness.ts BRAZIL): forms read typed times in its zone.
      createBrowserContext: ({ browser }) => browser.newContext({ locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' }),
      launchOptions: {
        executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
        args: [
          '--headless',
          '--no-sandbox',
          '--disable-gpu',
          '--disable-quic',
          '--no-first-run',
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
        ],
      },
    }),
  ],
  plugins: [bundleTests, portal.plugin],
  middleware: [noPortalConfig, fakeWeatherMiddleware(), portal.middleware],
  testFramework: { config: { timeout: 10_000 } },
  browserStartTimeout: 30_000,
  // A file of several flows against the real portal on a busy 2-core machine.
  testsFinishTimeout: 120_000,
};
