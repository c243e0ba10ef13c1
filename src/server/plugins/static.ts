import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../http-error';
import { globalPlugin } from './global-plugin';

const MISSING_BUILD_PAGE = `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><title>Portal não compilado</title></head>
<body><h1>Portal não compilado</h1><p>A pasta <code>dist/</code> não existe. Execute <code>npm run build</code> e reinicie o servidor (ou use <code>npm start</code>, que compila antes de iniciar).</p></body></html>`;

/** Portal routes are paths without a file extension outside /api and /uploads: the host page routes them itself. */
function isPortalRoute(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split('?')[0];
  if (path === '/api' || path.startsWith('/api/') || path === '/uploads' || path.startsWith('/uploads/')) return false;
  const last = path.slice(path.lastIndexOf('/') + 1);
  return !last.includes('.');
}

/**
 * Serves the built portal from dist/ with a history fallback: any portal route answers
 * dist/index.html. Hashed assets are cached for a year; index.html is revalidated every time.
 * Everything else nobody handles gets a 404: JSON under /api and /uploads, plain text elsewhere.
 */
export const staticPlugin = globalPlugin('static', async (app) => {
  const root = app.config.distDir;
  const built = existsSync(join(root, 'index.html'));

  if (built) {
    await app.register(fastifyStatic, {
      root,
      prefix: '/',
      wildcard: true,
      index: ['index.html'],
      // The build writes .br and .gz beside each file (vite/precompress.mjs): sent to browsers that accept them.
      preCompressed: true,
      setHeaders(reply, path) {
        const hashed = path.startsWith(join(root, 'assets'));
        reply.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
        // Standalone elements (dist/widgets) load on parish websites as module scripts, which browsers fetch in CORS mode.
        if (path.startsWith(join(root, 'widgets') + sep)) reply.header('Access-Control-Allow-Origin', '*');
      },
    });
  }

  const sendPortal = (reply: FastifyReply) =>
    built
      ? reply.header('Cache-Control', 'no-cache').sendFile('index.html')
      : reply.code(503).type('text/html; charset=utf-8').header('Cache-Control', 'no-store').send(MISSING_BUILD_PAGE);

  // Not async: returning the reply from an async handler makes Fastify await it, piling listeners on the response.
  app.setNotFoundHandler((request, reply) => {
    if (isPortalRoute(request)) {
      sendPortal(reply);
      return;
    }
    const path = request.url.split('?')[0];
    if (path === '/api' || path.startsWith('/api/') || path.startsWith('/uploads/')) {
      reply.send(notFound());
      return;
    }
    reply.code(404).type('text/plain; charset=utf-8').send('Não encontrado.');
  });
});
