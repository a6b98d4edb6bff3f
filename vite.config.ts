import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: {
    alias: {
      '~': fileURLToPath(new URL('./app', import.meta.url)),
    },
  },
  // Rollup's experimentalMinChunkSize was tried to merge the tiny icon chunks: it pulled other
  // routes' code into first loads (+4–8 KB gzip per page), so default splitting stays.
  build: { target: 'es2022' },
});
