import { describe, expect, it } from 'vitest';
import { parseTsVector, positionOf, weightOf } from './tsvector';

const read = (text: string) => {
  const v = parseTsVector(text);
  return v.lexemes.map((l, i) => [l, v.positions[i].map((p) => `${positionOf(p)}${'DCBA'[weightOf(p)]}`)]);
};

describe('the tsvector text form', () => {
  it('reads lexemes with positions and weights, D written without a letter', () => {
    expect(read("'4060':3A 'msi':1A,7 'graphics':5B 'quiet':12C 'fan':14")).toEqual([
      ['4060', ['3A']],
      ['msi', ['1A', '7D']],
      ['graphics', ['5B']],
      ['quiet', ['12C']],
      ['fan', ['14D']],
    ]);
  });

  it('reads lexemes without positions, and an empty vector', () => {
    expect(read("'bare' 'other':2")).toEqual([
      ['bare', []],
      ['other', ['2D']],
    ]);
    expect(read('')).toEqual([]);
  });

  it("undoes the quoting: '' and backslash escapes, spaces and colons inside quotes", () => {
    expect(read("'it''s':1A 'a\\\\b':2 'c:d e':3B")).toEqual([
      ["it's", ['1A']],
      ['a\\b', ['2D']],
      ['c:d e', ['3B']],
    ]);
  });

  it('keeps positions up to 16,383 (PostgreSQL caps them there)', () => {
    expect(read("'w':16383A")).toEqual([['w', ['16383A']]]);
  });

  it('refuses text that is not a tsvector', () => {
    expect(() => parseTsVector('word')).toThrow(/quote/);
    expect(() => parseTsVector("'open")).toThrow(/unterminated/);
  });
});
