import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  // BUILD_DIR lets two builds (e.g. parallel test runs) live side by side.
  buildDirectory: process.env.BUILD_DIR || 'build',
  ssr: true,
} satisfies Config;
