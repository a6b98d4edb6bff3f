// Type-only: app/ never loads server code at runtime, it only learns the shape of what
// the Fastify server hands to every loader.
import type { AppLoadContext as ServerLoadContext, ProductList, SessionUser } from '#server/load-context';

declare module 'react-router' {
  interface AppLoadContext extends ServerLoadContext {}
}

export type { ProductList, SessionUser };
