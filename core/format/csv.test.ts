import { describe, expect, it } from 'vitest';
import { CsvSyntaxError, parseCsv, toCsv, unguardCell } from './csv';

const fields = (text: string) => parseCsv(text).map((r) => r.fields);

describe('CSV', () => {
  it('round-trips commas, quotes and line breaks', () => {
    const rows = [
      ['a,b', 'say "hi"', 'line\nbreak'],
      ['1', '', 'x'],
    ];
    expect(fields(toCsv(['h1', 'h2', 'h3'], rows))).toEqual([['h1', 'h2', 'h3'], ...rows]);
  });

  it('neutralises spreadsheet formulas but keeps negative numbers', () => {
    expect(toCsv(['x'], [['=SUM(A1)'], ['-5'], ['@cmd']])).toBe("x\r\n'=SUM(A1)\r\n-5\r\n'@cmd\r\n");
  });

  it('gives back exactly what was exported, formula guard removed', () => {
    const values = [
      '=SUM(A1)',
      '- Fast and quiet',
      '+254 712 345678',
      '@home',
      "'=already quoted",
      "''-two",
      "it's fine",
      "'",
      '-5',
      '',
    ];
    const [, ...rows] = fields(
      toCsv(
        ['v'],
        values.map((v) => [v]),
      ),
    );
    expect(rows.map(([v]) => unguardCell(v ?? ''))).toEqual(values.filter(Boolean));
  });

  it('leaves a leading quote alone when no formula character follows', () => {
    expect(unguardCell("'quoted'")).toBe("'quoted'");
    expect(unguardCell("'-1")).toBe('-1');
  });

  it('numbers each record by the file line it starts on', () => {
    const text = 'name,description\r\nMouse,"two\r\nlines"\r\n\r\nKeyboard,"three\nshort\nlines"\nCable,plain\n';
    expect(parseCsv(text).map((r) => [r.line, r.fields[0]])).toEqual([
      [1, 'name'],
      [2, 'Mouse'],
      [5, 'Keyboard'],
      [8, 'Cable'],
    ]);
  });

  it('reports an unclosed quote with the line it opens on', () => {
    expect(() => parseCsv('a,"b\n')).toThrow(/not closed/);
    const error = (() => {
      try {
        parseCsv('h\nok\n\n"never closed\nmore');
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(CsvSyntaxError);
    expect((error as CsvSyntaxError).line).toBe(4);
  });
});
