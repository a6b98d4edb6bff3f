import { z } from 'zod';

/*
 * The shop's CSP allows no eval. Zod's compiled fast path probes `new Function` when its first object
 * schema is built, and the browser reports that probe as a CSP violation although zod catches it, so
 * in the browser zod runs without it. This module must run before any schema is built: the admin
 * reaches the schemas only through ./schemas, which imports it first. Not on the server, where the
 * same zod validates the API and keeps its fast path.
 */
if (typeof document !== 'undefined') z.config({ jitless: true });
