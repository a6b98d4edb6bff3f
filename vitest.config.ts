import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Server and database suites run on PGlite always, and again on a real PostgreSQL server when
// TEST_DATABASE_URL is set (CI sets it). Each test file gets its own database cloned from a
// migrated, seeded template (test/global-setup.ts).
const dbProject = (kind: 'pglite' | 'postgres') => ({
  extends: true as const,
  test: {
    name: `api-${kind}`,
    // The seed's own test opens an in-memory PGlite whatever the project: once is enough.
    include:
      kind === 'pglite'
        ? ['server/**/*.test.ts', 'test/**/*.test.ts', 'db/**/*.test.ts']
        : ['server/**/*.test.ts', 'test/**/*.test.ts'],
    env: { TEST_DB: kind },
    globalSetup: ['test/global-setup.ts', 'test/log-scan.ts'],
    setupFiles: ['test/setup-passwords.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  resolve: { alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) } },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['core/**/*.test.ts', 'app/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
          setupFiles: ['app/lib/i18n/test-setup.ts'],
        },
      },
      dbProject('pglite'),
      ...(process.env.TEST_DATABASE_URL ? [dbProject('postgres')] : []),
    ],
  },
});
