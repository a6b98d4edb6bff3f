import type { FastifyPluginAsync, FastifyPluginOptions } from 'fastify';

export interface PluginMeta {
  /** The name other plugins list in their `dependencies` (and Fastify prints in its errors). */
  name: string;
  /** Plugins that must be registered before this one: `app.register` refuses to go on otherwise. */
  dependencies?: string[];
  /** What must already be decorated on the app, the request or the reply (checked the same way). */
  decorators?: { fastify?: string[]; request?: string[]; reply?: string[] };
}

/**
 * What fastify-plugin's `fp(fn, { name, dependencies })` does, with the symbols Fastify itself reads on
 * `register` (fastify/lib/plugin-utils.js): fastify-plugin is not one of our dependencies and these few
 * lines are all of it we use (decision 073). `plugin-meta` has `register` check the dependencies and
 * decorators and record the name; `skip-override` hands the plugin the app itself rather than a child
 * scope, so its hooks, decorators and handlers reach every route registered after it, as the plain
 * `registerX(app)` calls did; `fastify.display-name` names it in `printPlugins()` and errors.
 */
export function sharedPlugin<Options extends FastifyPluginOptions = Record<never, never>>(
  fn: FastifyPluginAsync<Options>,
  meta: PluginMeta,
): FastifyPluginAsync<Options> {
  return Object.assign(fn, {
    [Symbol.for('skip-override')]: true,
    [Symbol.for('fastify.display-name')]: meta.name,
    [Symbol.for('plugin-meta')]: meta,
  });
}
