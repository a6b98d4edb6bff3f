import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    logDir: string;
  }
}

// A whole Kenyan mobile number in any spelling (2547XXXXXXXX, +2541XXXXXXXX, 07XXXXXXXX); the masked
// form the logger writes (2547*****149) is fine. Letters around it mean an id or a hash, not a phone.
export const WHOLE_PHONE = /(?<![\dA-Za-z])(?:\+?254[17]\d{8}|0[17]\d{8})(?![\dA-Za-z])/;

/** The lines that hold a secret (or its first 32 characters) or a whole phone number. */
export function leaks(lines: readonly string[], secrets: readonly string[]): string[] {
  // A test's made-up secret of one repeated character ('x' × 32) is also what the fuzz sends as long input:
  // it proves nothing and is no secret, so only secrets of more than one character are looked for.
  const real = secrets.filter((s) => new Set(s).size > 1);
  return lines.filter(
    (line) => WHOLE_PHONE.test(line) || real.some((s) => line.includes(s) || line.includes(s.slice(0, 32))),
  );
}

/**
 * Issue 33: after the whole run, every log line every test app wrote (test/log-sink.ts) is read, and
 * the run fails if one holds a callback secret or a whole phone number.
 */
export default function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'shop-test-logs-'));
  project.provide('logDir', dir);
  return () => {
    const files = readdirSync(dir);
    const read = (ext: string) =>
      files
        .filter((f) => f.endsWith(ext))
        .flatMap((f) => readFileSync(join(dir, f), 'utf8').split('\n').filter(Boolean));
    const secrets = [...new Set(read('.secrets'))].filter((s) => s.length >= 16);
    const lines = read('.log');
    rmSync(dir, { recursive: true, force: true });
    const found = leaks(lines, secrets);
    if (found.length) {
      // Vitest reports a teardown's error but keeps the run's exit code: the run fails by this.
      process.exitCode = 1;
      throw new Error(
        `${found.length} of ${lines.length} log lines of the test apps hold a callback secret or a whole phone number:\n` +
          found
            .slice(0, 5)
            .map((l) => l.slice(0, 400))
            .join('\n'),
      );
    }
    console.log(`log scan: ${lines.length} lines, ${secrets.length} secrets, no secret and no whole phone number`);
  };
}
