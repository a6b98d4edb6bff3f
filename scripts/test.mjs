// `npm test`: the unit and API suites (Vitest: PGlite always, PostgreSQL too when TEST_DATABASE_URL
// is set), then the browser journeys in Chromium (Playwright). Prints one closing line with the totals.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';

mkdirSync('test-results', { recursive: true });
const run = (cmd, args, env = {}) =>
  spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;
const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined);

const totals = { passed: 0, failed: 0, skipped: 0 };
let exitCode = 0;

const vitestStatus = run('npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  '--outputFile.json=test-results/vitest.json',
]);
const vitest = readJson('test-results/vitest.json');
if (vitest) {
  totals.passed += vitest.numPassedTests;
  totals.failed += vitest.numFailedTests;
  totals.skipped += vitest.numPendingTests + (vitest.numTodoTests ?? 0);
}
if (vitestStatus !== 0) exitCode = 1;
if (vitestStatus !== 0 && !vitest?.numFailedTests) {
  // A file that failed before any test ran (its setup threw), or an error outside every test: say which,
  // since such a failure has no test name in the closing line.
  totals.failed += 1;
  const files = (vitest?.testResults ?? []).filter((f) => f.status === 'failed');
  console.log(`\nVitest failed outside any test (exit ${vitestStatus}):`);
  for (const f of files) console.log(`  ${f.name}: ${String(f.message ?? '').split('\n')[0]}`);
}

if (process.env.SKIP_E2E !== '1') {
  const e2eStatus = run('npm', ['run', 'test:e2e', '--', '--reporter=list,json'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: 'test-results/playwright.json',
  });
  const e2e = readJson('test-results/playwright.json');
  if (e2e) {
    totals.passed += e2e.stats.expected + e2e.stats.flaky;
    totals.failed += e2e.stats.unexpected;
    totals.skipped += e2e.stats.skipped;
  }
  if (e2eStatus !== 0) {
    exitCode = 1;
    if (!e2e?.stats.unexpected) {
      totals.failed += 1;
      console.log(`\nPlaywright failed outside any test (exit ${e2eStatus}):`);
      for (const e of e2e?.errors ?? []) console.log(`  ${String(e.message ?? e).split('\n')[0]}`);
    }
  }
}

console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(exitCode);
