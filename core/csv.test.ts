import { describe, expect, it } from 'vitest';
import { parseCsv, toCsv } from './csv';

describe('CSV', () => {
  it('round-trips commas, quotes and line breaks', () => {
    const rows = [['a,b', 'say "hi"', 'line\nbreak'], ['1', '', 'x']];
    expect(parseCsv(toCsv(['h1', 'h2', 'h3'], rows))).toEqual([['h1', 'h2', 'h3'], ...rows]);
  });

  it('neutralises spreadsheet formulas but keeps negative numbers', () => {
    expect(toCsv(['x'], [['=SUM(A1)'], ['-5'], ['@cmd']])).toBe("x\r\n'=SUM(A1)\r\n-5\r\n'@cmd\r\n");
  });

  it('reports an unclosed quote', () => {
    expect(() => parseCsv('a,"b\n')).toThrow(/not closed/);
  });
});
