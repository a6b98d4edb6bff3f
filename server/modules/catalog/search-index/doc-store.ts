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
  name: string[] = [];
  brand: string[] = [];
  image: string[] = [];
  nameVec: (Int32Array | undefined)[] = [];
  fullVec: (Int32Array | undefined)[] = [];
  readonly categories = new Codes();
  readonly brandKeys = new Codes();
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
    this.capacity = size;
  }

  put(doc: SearchDoc, nameVec: Int32Array, fullVec: Int32Array) {
    const id = doc.id;
    if (!Number.isInteger(id) || id < 0 || id > 0x7fffffff) throw new Error(`search index: bad id ${id}`);
    this.grow(id);
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
    this.name[id] = doc.name;
    this.brand[id] = doc.brand;
    this.image[id] = doc.image;
    this.nameVec[id] = nameVec;
    this.fullVec[id] = fullVec;
    if (id + 1 > this.end) this.end = id + 1;
  }

  delete(id: number) {
    if (id >= this.capacity || !this.present[id]) return;
    if (this.active[id]) this.activeCount--;
    this.present[id] = 0;
    this.active[id] = 0;
    this.name[id] = this.brand[id] = this.image[id] = undefined as never;
    this.nameVec[id] = this.fullVec[id] = undefined;
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
