import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { mergeClasses } from './class-merge';

// Every word of every string in app/ that tailwind-merge takes for a Tailwind class (it drops the second of
// two equal ones): the class names the shop can pass to cn(), whether written in a component or a caller.
function appClasses(): string[] {
  const files = execSync("git ls-files 'app/**/*.ts' 'app/**/*.tsx'", { encoding: 'utf8' })
    .split('\n')
    // class-merge.ts itself names its groups ('font-family', 'divide-'), which are no classes.
    .filter((f) => f && !f.includes('.test.') && !f.endsWith('lib/class-merge.ts'));
  const words = new Set<string>();
  for (const f of files)
    for (const [, , text] of readFileSync(f, 'utf8').matchAll(/(['"`])((?:(?!\1)[^\\\n]|\\.)*)\1/g))
      for (const w of text.split(/\s+/)) if (/^[!-]?[a-z[]/i.test(w) && !/[{}$]/.test(w)) words.add(w);
  return [...words].filter((w) => twMerge(`${w} ${w}`) === w);
}

describe('mergeClasses (decision 074)', () => {
  const classes = appClasses();

  it('finds the app’s class names', () => {
    expect(classes.length).toBeGreaterThan(500);
    expect(classes).toEqual(expect.arrayContaining(['px-4', 'text-sm', 'hover:bg-brand-700', 'h-10']));
  });

  it('merges every ordered pair of the app’s classes as tailwind-merge does', () => {
    const wrong: string[] = [];
    for (const a of classes)
      for (const b of classes) {
        const both = `${a} ${b}`;
        if (mergeClasses(both) !== twMerge(both)) wrong.push(both);
      }
    expect(wrong.slice(0, 20)).toEqual([]);
  }, 300_000);

  it('merges longer lists as tailwind-merge does (seeded sample)', () => {
    let seed = 74;
    const next = () => (seed = (seed * 16807) % 2147483647) % classes.length;
    for (let i = 0; i < 5_000; i++) {
      const list = Array.from({ length: 2 + (i % 5) }, () => classes[next()]).join(' ');
      expect(mergeClasses(list), list).toBe(twMerge(list));
    }
  }, 60_000);

  it('lets the caller’s class win over a variant’s, and keeps what does not conflict', () => {
    expect(mergeClasses('h-10 px-4 text-sm h-12 w-full')).toBe('px-4 text-sm h-12 w-full');
    expect(mergeClasses('p-4 px-2')).toBe('p-4 px-2');
    expect(mergeClasses('px-2 p-4')).toBe('p-4');
    expect(mergeClasses('hover:bg-brand-700 bg-white hover:bg-muted')).toBe('bg-white hover:bg-muted');
    expect(mergeClasses('my-widget  other-thing')).toBe('my-widget other-thing');
    expect(mergeClasses('')).toBe('');
  });

  it('answers a list it has merged before the same way, also after more lists than it keeps', () => {
    const list = 'rounded-md bg-white px-4 text-sm hover:bg-muted rounded-full px-2';
    const first = mergeClasses(list);
    expect(first).toBe(twMerge(list));
    // Class names built from data (widths, ids) fill the remembered lists and classes past their limit.
    for (let i = 0; i < 9000; i++)
      expect(mergeClasses(`w-[${i}px] user-${i} w-${i % 97}`)).toBe(`user-${i} w-${i % 97}`);
    expect(mergeClasses(list)).toBe(first);
    expect(mergeClasses('px-2 p-4')).toBe('p-4');
  });
});
