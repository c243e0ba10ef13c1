import type { FastifyPluginAsync } from 'fastify';

/**
 * Marks a plugin as not encapsulated (what the fastify-plugin package does), so its decorators
 * and hooks apply to the whole app. Fastify reads these symbols; see its "Plugins" guide.
 */
export function globalPlugin<T extends FastifyPluginAsync>(name: string, plugin: T): T {
  const marked = plugin as unknown as Record<symbol, unknown>;
  marked[Symbol.for('skip-override')] = true;
  marked[Symbol.for('fastify.display-name')] = name;
  return plugin;
}
