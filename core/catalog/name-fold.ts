/**
 * Name A–Z compares names with A–Z folded to a–z (issue 32 item 17: "Acer" before "ASUS"), then as
 * written, then by id. Only ASCII is folded, the same in SQL (the `name_folded` column, migration
 * 0041: translate(name, UPPER, LOWER)) and here: lower() is not one function on every database
 * (C folds ASCII only, C.UTF-8 all of Unicode), and the index and the in-process order must agree.
 */
export const ASCII_UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
export const ASCII_LOWER = 'abcdefghijklmnopqrstuvwxyz';

const foldUnit = (c: number) => (c >= 65 && c <= 90 ? c + 32 : c);

/** The name as `name_folded` stores it: A–Z lowered, everything else as written. */
export const foldName = (name: string) => name.replace(/[A-Z]/g, (c) => String.fromCharCode(foldUnit(c.charCodeAt(0))));

/**
 * Code-point order (PostgreSQL's C and C.UTF-8 collations) of the two texts, with A–Z folded when
 * `fold`. JavaScript's `<` compares UTF-16 units, which differs where a surrogate pair (U+10000 and up)
 * meets a character from U+E000 to U+FFFF: those two ranges are swapped back here.
 */
function compare(a: string, b: string, fold: boolean): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    let x = a.charCodeAt(i);
    let y = b.charCodeAt(i);
    if (fold) {
      x = foldUnit(x);
      y = foldUnit(y);
    }
    if (x === y) continue;
    if (x >= 0xd800 && y >= 0xd800) {
      x = x >= 0xe000 ? x - 0x800 : x + 0x2000;
      y = y >= 0xe000 ? y - 0x800 : y + 0x2000;
    }
    return x - y;
  }
  return a.length - b.length;
}

/**
 * Text order by code point, as PostgreSQL's C.UTF-8 collation and the tsvector's byte order compare
 * (the search index's lexicons and vocabulary are sorted by it).
 */
export const compareCodePoints = (a: string, b: string) => compare(a, b, false);

/** Name A–Z without allocating: as `order by name_folded, name` (ties then go by id). */
export const compareNames = (a: string, b: string) => compare(a, b, true) || compare(a, b, false);
