import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { lucideDeepImports } from './scripts/lucide-deep-imports';
import { shellChunk } from './scripts/shell-chunk';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter(), lucideDeepImports()],
  resolve: {
    alias: {
      '~': fileURLToPath(new URL('./app', import.meta.url)),
    },
  },
  // Rollup's experimentalMinChunkSize was tried to merge the tiny icon chunks: it pulled other
  // routes' code into first loads (+4–8 KB gzip per page). shellChunk merges only the code every
  // page loads anyway (docs/decisions/007-one-shell-chunk.md).
  build: {
    target: 'es2022',
    // BUILD_SOURCEMAP=1 npm run build: maps to read a profile of the shell by module (decision 057).
    sourcemap: !isSsrBuild && process.env.BUILD_SOURCEMAP === '1',
    // terser ships ~4 KB (gzip) less JavaScript on every page than esbuild's minifier, for ~8 s more
    // build (docs/decisions/011-terser-for-the-client-build.md). The server bundle stays unminified.
    minify: isSsrBuild ? false : 'terser',
    // A second compress pass: ~0.5 KB (gzip) less on every page, for a few seconds of build (decision 045).
    terserOptions: { compress: { passes: 2 } },
    rollupOptions: isSsrBuild
      ? {}
      : { output: { manualChunks: shellChunk(fileURLToPath(new URL('./app', import.meta.url))) } },
  },
}));
