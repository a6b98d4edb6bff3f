import { describe, expect, it } from 'vitest';
import { ASCII_LOWER, ASCII_UPPER, compareNames, foldName } from './name-fold';

describe('name fold (issue 32 item 17)', () => {
  it('lowers A–Z only, as translate(name, A..Z, a..z) does', () => {
    expect(foldName('ASUS ROG Strix')).toBe('asus rog strix');
    expect(foldName('Écran ÄÖ 4K')).toBe('Écran ÄÖ 4k');
    expect(foldName(ASCII_UPPER)).toBe(ASCII_LOWER);
  });

  it('sorts Name A–Z without regard to case, then as written', () => {
    const names = ['Zotac z', 'msi w', 'ASUS y', 'acer x', 'Acer x', 'MSI w'];
    expect([...names].sort(compareNames)).toEqual(['Acer x', 'acer x', 'ASUS y', 'MSI w', 'msi w', 'Zotac z']);
  });

  it('agrees with comparing the folded names by code point, then the names', () => {
    const names = ['b', 'B', 'a_', 'A[', 'É', 'e', 'E', '\u{1F600}', '\uFF21', 'ab', 'AB', 'Ab'];
    const cp = (a: string, b: string) => {
      const x = [...a].map((c) => c.codePointAt(0)!);
      const y = [...b].map((c) => c.codePointAt(0)!);
      for (let i = 0; i < Math.min(x.length, y.length); i++) if (x[i] !== y[i]) return x[i] - y[i];
      return x.length - y.length;
    };
    const oracle = (a: string, b: string) => cp(foldName(a), foldName(b)) || cp(a, b);
    expect([...names].sort(compareNames)).toEqual([...names].sort(oracle));
  });
});
