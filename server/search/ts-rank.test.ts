import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/database';
import { rowsOf } from '../modules/catalog/listing-sql';
import { keywordQuery } from './context';
import { encodeVector, Lexicon } from './lexicon';
import { tsRank } from './ts-rank';
import { parseTsVector } from './tsvector';

const database = await openTestDatabase();
afterAll(() => database.close());

/** PostgreSQL's ts_rank and the port's, for a vector and a query's words (as the search builds them). */
async function ranks(vector: string, words: string[], english: (string | null)[] = []) {
  const lexicon = new Lexicon();
  const vec = encodeVector(parseTsVector(vector), lexicon);
  const kq = keywordQuery(lexicon, words, english);
  const tsq = (ws: (string | null)[]) =>
    ws
      .map((w, i) => (w === null ? null : i === words.length - 1 && words[i].length > 1 ? `${w}:*` : w))
      .filter((w) => w !== null)
      .join(' & ');
  const simple = tsq(words);
  const eng = tsq(english);
  const query = eng
    ? sql`to_tsquery('simple', ${simple}) || to_tsquery('simple', ${eng})`
    : sql`to_tsquery('simple', ${simple})`;
  const [row] = await rowsOf(database.db, sql`select ts_rank(${vector}::tsvector, ${query})::float8 as r`);
  const mine = english.some((e) => e !== null)
    ? tsRank(vec, 0, kq.fullRank.ops, kq.fullRank.and, lexicon.ranks)
    : tsRank(vec, 0, kq.nameRank.ops, kq.nameRank.and, lexicon.ranks);
  return { theirs: Number(row.r), mine };
}

const CASES: [string, string, string[], (string | null)[]?][] = [
  ['one word, one position', "'rtx':2A 'msi':1A", ['rtx']],
  ['one word, several positions and weights', "'ddr5':1A,4B,9C,12 'ram':2A", ['ddr5']],
  ['a prefix finding several lexemes', "'ryzen':1A 'ryzen7':3B 'rye':5 'ryz':7C", ['ryz']],
  ['two words near each other', "'corsair':1A 'vengeance':2A 'ddr5':3A", ['corsair', 'vengeance']],
  ['two words far apart', "'a1':1A 'b2':150A", ['a1', 'b2']],
  ['two words at the same position', "'x1':3A 'y1':3B", ['x1', 'y1']],
  ['a word without positions', "'bare' 'word':2A", ['bare', 'word']],
  ['both without positions', "'bare' 'word'", ['bare', 'word']],
  ['a missing word (the OR of a full-text query)', "'gaming':1A 'card':4C", ['gaming', 'cards'], ['game', 'card']],
  ['a word and its duplicate prefix', "'amd':1A 'amdx':2B", ['amd', 'amd']],
  ['a prefix and several other words', "'msi':1A 'geforce':2A 'gaming':3A 'gddr6':5B 'gpu':9C", ['msi', 'gaming', 'g']],
  ['three words with prefixes matched in turn', "'nvme':1A 'ssd':2A 'samsung':4B 'sata':8C,12", ['ssd', 'nvme', 'sa']],
  ['an empty vector', '', ['rtx']],
];

describe('ts_rank, ported', () => {
  for (const [label, vector, words, english] of CASES) {
    it(`${label}: exactly PostgreSQL's float4`, async () => {
      const { theirs, mine } = await ranks(vector, words, english);
      expect(mine).toBe(theirs);
    });
  }

  it('ranks a name with the word twice above one with it once', async () => {
    const twice = await ranks("'rtx':1A,3A 'super':2A", ['rtx']);
    const once = await ranks("'rtx':1A 'super':2A", ['rtx']);
    expect(twice.mine).toBeGreaterThan(once.mine);
  });
});
