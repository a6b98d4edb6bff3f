/**
 * PostgreSQL's tsvector text form ("'lexeme':1A,5 'other':3B 'bare'") read into lexemes and their
 * positions. A position is kept as PostgreSQL keeps a WordEntryPos: the weight in the top two bits
 * (A = 3, B = 2, C = 1, D = 0) and the position in the low fourteen.
 */
export interface ParsedVector {
  lexemes: string[];
  /** Per lexeme, its packed positions (empty when the vector has none for it). */
  positions: number[][];
}

const WEIGHTS: Record<string, number> = { A: 3, a: 3, B: 2, b: 2, C: 1, c: 1, D: 0, d: 0 };

export const packPosition = (pos: number, weight: number) => (weight << 14) | (pos & 0x3fff);
export const positionOf = (packed: number) => packed & 0x3fff;
export const weightOf = (packed: number) => packed >> 14;

export function parseTsVector(text: string): ParsedVector {
  const lexemes: string[] = [];
  const positions: number[][] = [];
  let i = 0;
  const n = text.length;
  while (i < n) {
    while (i < n && text[i] === ' ') i++;
    if (i >= n) break;
    if (text[i] !== "'") throw new Error(`tsvector: a quote expected at ${i} in ${text.slice(0, 80)}`);
    i++;
    let lexeme = '';
    for (;;) {
      if (i >= n) throw new Error('tsvector: an unterminated lexeme');
      const c = text[i];
      if (c === '\\') {
        lexeme += text[i + 1];
        i += 2;
      } else if (c === "'") {
        // '' inside quotes is one quote; a lone one ends the lexeme.
        if (text[i + 1] === "'") {
          lexeme += "'";
          i += 2;
        } else {
          i++;
          break;
        }
      } else {
        lexeme += c;
        i++;
      }
    }
    const own: number[] = [];
    if (text[i] === ':') {
      i++;
      for (;;) {
        let pos = 0;
        const start = i;
        while (i < n && text.charCodeAt(i) >= 48 && text.charCodeAt(i) <= 57)
          pos = pos * 10 + text.charCodeAt(i++) - 48;
        if (i === start) throw new Error('tsvector: a position expected');
        let weight = 0;
        if (i < n && text[i] in WEIGHTS) weight = WEIGHTS[text[i++]];
        own.push(packPosition(pos, weight));
        if (text[i] !== ',') break;
        i++;
      }
    }
    lexemes.push(lexeme);
    positions.push(own);
  }
  return { lexemes, positions };
}
