import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// Decision records are read on a fresh clone, without the notes they were written from: each says when
// it was taken and whether it holds, and points only at files the repository has.
const DIR = 'docs/decisions';
const records = readdirSync(DIR).filter((f) => /^\d{3}-[a-z0-9-]+\.md$/.test(f));

describe('decision records', () => {
  it('are numbered once each', () => {
    const numbers = records.map((f) => f.slice(0, 3));
    expect(new Set(numbers).size).toBe(numbers.length);
    expect(readdirSync(DIR).filter((f) => !records.includes(f))).toEqual([]);
  });

  it.each(records)('%s has its title, a Date and a Status line first', (file) => {
    const [title, blank, date, status] = readFileSync(join(DIR, file), 'utf8').split('\n');
    expect(title).toMatch(new RegExp(`^# ${file.slice(0, 3)} — \\S`));
    expect(blank).toBe('');
    expect(date).toMatch(/^Date: \d{4}-\d{2}-\d{2}$/);
    expect(status).toMatch(/^Status: (accepted|rejected|superseded by \d{3}|deprecated)$/);
  });

  it.each(records)('%s links only to files inside the repository', (file) => {
    const text = readFileSync(join(DIR, file), 'utf8');
    expect(text).not.toMatch(/\.\.\/shared|https?:\/\//);
    for (const [, target] of text.matchAll(/\]\(([^)#\s]+)[^)]*\)/g)) {
      const path = resolve(dirname(join(DIR, file)), target);
      expect(relative(process.cwd(), path).startsWith('..'), target).toBe(false);
      expect(existsSync(path), target).toBe(true);
    }
  });
});
