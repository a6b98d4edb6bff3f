import type { Config } from '@react-router/dev/config';
import { join } from 'node:path';
import { writeServiceWorker } from './scripts/service-worker';

const buildDirectory = process.env.BUILD_DIR || 'build';

export default {
  appDirectory: 'app',
  // BUILD_DIR lets two builds (e.g. parallel test runs) live side by side.
  buildDirectory,
  ssr: true,
  // The service worker lists this release's files, so it is written once both bundles exist (decision 044).
  async buildEnd({ reactRouterConfig }) {
    const { release, precache } = writeServiceWorker(join(reactRouterConfig.buildDirectory, 'client'));
    console.log(`Service worker: release ${release}, ${precache.length} files precached.`);
  },
} satisfies Config;
