#!/usr/bin/env node
/**
 * The sample parish website (demo/), served on its own port so the portal's elements load cross-origin,
 * as they would on a real parish site. Plain Node, no dependencies.
 *
 *   npm run demo                      http://127.0.0.1:8081, portal at http://127.0.0.1:8080
 *   PORT=9000 PORTAL_URL=http://127.0.0.1:3000 node demo/serve.mjs
 *
 * The pages name the portal as http://127.0.0.1:8080; when PORTAL_URL differs, HTML is served with it instead.
 */
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('.', import.meta.url));
const DEFAULT_PORTAL = 'http://127.0.0.1:8080';
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
};

const port = Number(process.env.PORT ?? 8081);
const host = process.env.HOST ?? '127.0.0.1';
const portal = (process.env.PORTAL_URL ?? DEFAULT_PORTAL).replace(/\/+$/, '');

/** A file inside demo/ for a URL path, or null (no traversal, no dotfiles, no server script). */
function fileFor(urlPath) {
  let path;
  try {
    path = decodeURIComponent(urlPath.split('?')[0]);
  } catch {
    return null;
  }
  if (path.endsWith('/')) path += 'index.html';
  const file = normalize(join(ROOT, path));
  if (!file.startsWith(ROOT) || file.split(sep).some((part) => part.startsWith('.')) || !TYPES[extname(file)]) return null;
  return file;
}

const server = createServer(async (request, response) => {
  const file = fileFor(request.url ?? '/');
  const info = file && (await stat(file).catch(() => null));
  if (!file || !info?.isFile() || (request.method !== 'GET' && request.method !== 'HEAD')) {
    response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Página não encontrada.');
    return;
  }
  const type = TYPES[extname(file)];
  response.setHeader('content-type', type);
  response.setHeader('cache-control', 'no-cache');
  if (extname(file) === '.html') {
    const html = (await readFile(file, 'utf8')).replaceAll(DEFAULT_PORTAL, portal);
    response.end(request.method === 'HEAD' ? undefined : html);
    return;
  }
  response.setHeader('content-length', info.size);
  if (request.method === 'HEAD') response.end();
  else createReadStream(file).pipe(response);
});

server.listen(port, host, () => {
  console.log(`Site de demonstração da paróquia em http://${host}:${port}/ (portal: ${portal})`);
});

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
