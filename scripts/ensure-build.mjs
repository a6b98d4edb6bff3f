// Builds the client and server bundles when they are missing or older than their sources, then
// writes .br and .gz beside every text asset so the server never compresses a static file per request.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

// The same BUILD_DIR the server reads (server/config.ts), .env included; react-router build inherits it.
if (existsSync('.env')) process.loadEnvFile('.env');
const BUILD = resolve(process.env.BUILD_DIR || 'build');
const STAMP = `${BUILD}/.stamp`;
const SOURCES = [
  'app',
  'core',
  'public',
  'vite.config.ts',
  'scripts/shell-chunk.ts',
  'scripts/service-worker.ts',
  'scripts/sw',
  'react-router.config.ts',
  'package-lock.json',
];

function newest(path) {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newest(join(path, name))), st.mtimeMs);
}

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else yield path;
  }
}

const built = existsSync(STAMP) ? statSync(STAMP).mtimeMs : 0;
// A build made by `react-router build` alone has no stamp (and no .br files): it is redone.
if (built && SOURCES.every((s) => newest(s) <= built) && existsSync(`${BUILD}/server/index.js`)) process.exit(0);

console.log('Building the shop (client and server bundles)...');
execSync('npx react-router build', { stdio: 'inherit' });
let count = 0;
for (const file of files(`${BUILD}/client`)) {
  if (!/\.(js|css|svg|json|txt|xml|html|webmanifest)$/.test(file)) continue;
  const data = readFileSync(file);
  if (data.length < 256) continue;
  writeFileSync(`${file}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
  count++;
}
writeFileSync(STAMP, new Date().toISOString());
console.log(`Build ready (${count} assets precompressed).`);
