import { productSpecRaw, productSpecValue, SPEC_FILTERS } from '#core/catalog/spec-filters';
import type { SearchDoc } from './types';

/**
 * The documents' columns, indexed by product id (ids are a serial: dense, so an array beats a map).
 * Typed arrays for what filters and orders read in loops; strings only for what a page returns.
 */
export class DocStore {
  capacity = 0;
  /** The highest id held + 1: scans run over [1, end). */
  end = 1;
  present = new Uint8Array(0);
  active = new Uint8Array(0);
  price = new Float64Array(0);
  stock = new Int32Array(0);
  rating = new Float64Array(0);
  numReviews = new Int32Array(0);
  category = new Int32Array(0);
  /** lower(brand)'s code in `brandKeys`. */
  brandKey = new Int32Array(0);
  /** The brand as written: its code in `spellings`. */
  spelling = new Int32Array(0);
  name: string[] = [];
  brand: string[] = [];
  image: string[] = [];
  /**
   * By id: the spec filters' values (issue 29 point 6) as pairs of codes, `specValues` ('vram:8gb')
   * then `specRaws` (the value as written, for a text filter's label); undefined when none.
   */
  specs: (Int32Array | undefined)[] = [];
  /**
   * Every vector in one array (lexicon.ts's encoding), laid out in id order by a full load: one
   * allocation instead of two per document, and neighbours in memory as they are in the postings.
   */
  pool = new Int32Array(1 << 16);
  private used = 0;
  private garbage = 0;
  /** By id: where its name vector and full vector start in `pool`. */
  nameAt = new Int32Array(0);
  fullAt = new Int32Array(0);
  readonly categories = new Codes();
  readonly brandKeys = new Codes();
  readonly spellings = new Codes();
  readonly specValues = new Codes();
  readonly specRaws = new Codes();
  activeCount = 0;

  private grow(id: number) {
    if (id < this.capacity) return;
    const size = Math.max(1024, id + 1, this.capacity * 2);
    const grown = <T extends Uint8Array | Int32Array | Float64Array>(a: T, make: (n: number) => T): T => {
      const b = make(size);
      b.set(a as never);
      return b;
    };
    this.present = grown(this.present, (n) => new Uint8Array(n));
    this.active = grown(this.active, (n) => new Uint8Array(n));
    this.price = grown(this.price, (n) => new Float64Array(n));
    this.stock = grown(this.stock, (n) => new Int32Array(n));
    this.rating = grown(this.rating, (n) => new Float64Array(n));
    this.numReviews = grown(this.numReviews, (n) => new Int32Array(n));
    this.category = grown(this.category, (n) => new Int32Array(n));
    this.brandKey = grown(this.brandKey, (n) => new Int32Array(n));
    this.spelling = grown(this.spelling, (n) => new Int32Array(n));
    this.nameAt = grown(this.nameAt, (n) => new Int32Array(n));
    this.fullAt = grown(this.fullAt, (n) => new Int32Array(n));
    this.capacity = size;
  }

  /** A vector's length in the pool: its last offset (lexicon.ts's encoding). */
  private lengthAt(b: number) {
    return this.pool[b + 1 + 2 * this.pool[b]];
  }

  /** Whether the vector at `b` is `vec`, word for word. */
  same(b: number, vec: Int32Array): boolean {
    if (this.lengthAt(b) !== vec.length) return false;
    for (let i = 0; i < vec.length; i++) if (this.pool[b + i] !== vec[i]) return false;
    return true;
  }

  private add(vec: Int32Array): number {
    if (this.used + vec.length > this.pool.length) {
      const grown = new Int32Array(Math.max(2 * this.pool.length, this.used + vec.length));
      grown.set(this.pool.subarray(0, this.used));
      this.pool = grown;
    }
    this.pool.set(vec, this.used);
    this.used += vec.length;
    return this.used - vec.length;
  }

  /** Lexeme ids of the vector at `b`. */
  lexemesAt(b: number): Int32Array {
    return this.pool.subarray(b + 1, b + 1 + this.pool[b]);
  }

  /** Stores a document; a vector given as undefined keeps the one it has (the same words). */
  put(doc: SearchDoc, nameVec: Int32Array | undefined, fullVec: Int32Array | undefined) {
    const id = doc.id;
    if (!Number.isInteger(id) || id < 0 || id > 0x7fffffff) throw new Error(`search index: bad id ${id}`);
    this.grow(id);
    const had = this.present[id] === 1;
    if (nameVec) {
      if (had) this.garbage += this.lengthAt(this.nameAt[id]);
      this.nameAt[id] = this.add(nameVec);
    }
    if (fullVec) {
      if (had) this.garbage += this.lengthAt(this.fullAt[id]);
      this.fullAt[id] = this.add(fullVec);
    }
    if (this.present[id] && this.active[id]) this.activeCount--;
    this.present[id] = 1;
    this.active[id] = doc.active ? 1 : 0;
    if (doc.active) this.activeCount++;
    this.price[id] = doc.price;
    this.stock[id] = doc.countInStock;
    this.rating[id] = doc.rating;
    this.numReviews[id] = doc.numReviews;
    this.category[id] = this.categories.code(doc.category);
    this.brandKey[id] = this.brandKeys.code(doc.brand.toLowerCase());
    this.spelling[id] = this.spellings.code(doc.brand);
    this.name[id] = doc.name;
    this.brand[id] = doc.brand;
    this.image[id] = doc.image;
    this.specs[id] = this.specCodes(doc.specifications);
    if (id + 1 > this.end) this.end = id + 1;
    this.compactIfWasteful();
  }

  private specCodes(specs: Record<string, string> | undefined): Int32Array | undefined {
    if (!specs) return undefined;
    const codes: number[] = [];
    for (const f of SPEC_FILTERS) {
      const value = productSpecValue(f, specs);
      if (value === null) continue;
      codes.push(this.specValues.code(`${f.id}:${value}`), this.specRaws.code(productSpecRaw(f, specs)!));
    }
    return codes.length ? Int32Array.from(codes) : undefined;
  }

  /** Whether the document has the spec filter value of this code. */
  hasSpec(id: number, code: number): boolean {
    const s = this.specs[id];
    if (s === undefined) return false;
    for (let i = 0; i < s.length; i += 2) if (s[i] === code) return true;
    return false;
  }

  /** Gives back the room a bulk load grew ahead of need. */
  trim() {
    if (this.pool.length > this.used + (1 << 16)) this.pool = this.pool.slice(0, this.used + (1 << 16));
  }

  /** Rewrites the pool in id order once half of it is vectors replaced or removed. */
  private compactIfWasteful() {
    if (this.garbage < 1 << 20 || this.garbage * 2 < this.used) return;
    const old = this.pool;
    this.pool = new Int32Array(Math.max(1 << 16, this.used - this.garbage + (1 << 16)));
    this.used = 0;
    this.garbage = 0;
    const copy = (b: number) => this.add(old.subarray(b, b + old[b + 1 + 2 * old[b]]));
    for (let id = 0; id < this.end; id++) {
      if (!this.present[id]) continue;
      this.nameAt[id] = copy(this.nameAt[id]);
      this.fullAt[id] = copy(this.fullAt[id]);
    }
  }

  delete(id: number) {
    if (id >= this.capacity || !this.present[id]) return;
    if (this.active[id]) this.activeCount--;
    this.present[id] = 0;
    this.active[id] = 0;
    this.name[id] = this.brand[id] = this.image[id] = undefined as never;
    this.specs[id] = undefined;
    this.garbage += this.lengthAt(this.nameAt[id]) + this.lengthAt(this.fullAt[id]);
  }

  has(id: number) {
    return id < this.capacity && this.present[id] === 1;
  }
}

/** Small dictionaries: a category or a lowercased brand as an integer. */
export class Codes {
  private map = new Map<string, number>();
  readonly values: string[] = [];
  code(value: string): number {
    let c = this.map.get(value);
    if (c === undefined) {
      c = this.values.length;
      this.values.push(value);
      this.map.set(value, c);
    }
    return c;
  }
  /** -1 for a value no document has had: it matches nothing. */
  find(value: string): number {
    return this.map.get(value) ?? -1;
  }
}
