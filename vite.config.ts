import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { shellChunk } from './scripts/shell-chunk';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter()],
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
