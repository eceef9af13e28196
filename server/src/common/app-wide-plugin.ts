import type { FastifyPluginCallback } from 'fastify';

/**
 * Marks a plugin as fastify-plugin does: its hooks apply to the whole application, not to a child
 * context of its own (the package itself is not needed for one symbol).
 */
export function appWidePlugin(plugin: FastifyPluginCallback): FastifyPluginCallback {
  return Object.assign(plugin, { [Symbol.for('skip-override')]: true });
}
