import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root (bench/lib/../..), whatever the current folder is. */
export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
/** Git-ignored. */
export const RESULTS_DIR = join(ROOT, 'bench', 'results');

/** A timestamp usable in a file name: 2025-01-31T14-05-09. */
export function fileTimestamp(date = new Date()): string {
  return date.toISOString().slice(0, 19).replace(/:/g, '-');
}

export function writeResult(name: string, content: string): string {
  mkdirSync(RESULTS_DIR, { recursive: true });
  const path = join(RESULTS_DIR, name);
  writeFileSync(path, content);
  return path;
}

/** What the figures depend on: written into every results file. */
export function machineInfo() {
  const cpus = os.cpus();
  return {
    node: process.version,
    platform: `${os.platform()} ${os.release()}`,
    cpus: cpus.length,
    cpuModel: cpus[0]?.model ?? 'unknown',
    memoryGB: Math.round((os.totalmem() / 1024 ** 3) * 10) / 10,
    loadAverage: os.loadavg().map((n) => Math.round(n * 100) / 100),
  };
}

/**
 * Left-aligns the first column and right-aligns the others. A row with fewer cells than the header
 * (e.g. `[name, 'skipped (not available)']`) prints its other cells as a free note after the name.
 */
export function table(header: string[], rows: string[][]): string {
  const full = rows.filter((r) => r.length >= header.length);
  const widths = header.map((h, i) => Math.max(h.length, ...(i === 0 ? rows : full).map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells.length < header.length
      ? [cells[0].padEnd(widths[0]), ...cells.slice(1)].join('  ').trimEnd()
      : cells
          .map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i])))
          .join('  ')
          .trimEnd();
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}
