import type { FastifyPluginAsync } from 'fastify';
import { notFound } from '../http-error';
import { isSafeKind, isSafeName } from '../storage/names';
import { UPLOAD_RULES } from './access';
import { contentTypeOf } from './content-types';

// An SVG opened directly is a document that could run script: sandboxed, it can only be displayed.
const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/** GET /uploads/:kind/:file: stored files, each kind by its rule in access.ts. */
export const uploadsRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { kind: string; file: string } }>('/uploads/:kind/:file', { config: { access: 'public' } }, async (request, reply) => {
    const { kind, file } = request.params;
    const rule = Object.hasOwn(UPLOAD_RULES, kind) ? UPLOAD_RULES[kind] : undefined;
    if (!rule || !isSafeKind(kind) || !isSafeName(file)) throw notFound();
    if (!(await rule.allowed(request, file))) throw notFound();
    const stored = await app.storage.open(kind, file);
    if (!stored) throw notFound();
    await rule.served?.(request, file).catch((error: unknown) => {
      stored.stream.destroy();
      throw error;
    });

    const { type, inline } = contentTypeOf(file);
    reply.type(type).header('Content-Length', stored.size);
    reply.header('Cache-Control', rule.cache === 'no-store' ? 'no-store' : `${rule.cache}, max-age=86400`);
    if (!inline) reply.header('Content-Disposition', `attachment; filename="${file}"`);
    if (type === 'image/svg+xml') reply.header('Content-Security-Policy', SVG_POLICY);
    if (rule.cache !== 'public') reply.header('Vary', 'Cookie');
    return reply.send(stored.stream);
  });
};
