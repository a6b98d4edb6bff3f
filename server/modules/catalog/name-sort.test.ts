/**
 * Issue 32 item 17: Name A–Z ignores the case of A–Z ('acer' before 'ASUS') in the shop's listing,
 * its search (the in-process index and its SQL oracle) and the admin's list; Z–A is its reverse.
 */
import { inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { PRODUCT_CATEGORIES } from '#core/catalog/categories';
import { products } from '#db/schema';
import { buildTestApp } from '../../../test/app';
import { createUser } from '../../../test/users';
import { sqlKeywordPage, sqlListing } from './sql-oracle';

const { app, database } = await buildTestApp({ CATALOG_CACHE: 'off' });
const staff = await createUser(database, { isStaff: true });
const BRAND = 'Sortcasebrand';
const WORD = 'sortcaseword';
const NAMES = ['acer x', 'ASUS y', 'Zotac z', 'msi w'];
const EXPECTED = ['acer x', 'ASUS y', 'msi w', 'Zotac z'].map((n) => `${n} ${WORD}`);
const inserted = await database.db
  .insert(products)
  .values(
    NAMES.map((name) => ({
      name: `${name} ${WORD}`,
      price: 1000,
      category: PRODUCT_CATEGORIES[0],
      brand: BRAND,
      image: '/images/sample.jpg',
      countInStock: 3,
    })),
  )
  .returning({ id: products.id, name: products.name, nameFolded: products.nameFolded });
const nameOf = new Map(inserted.map((p) => [p.id, p.name]));
afterAll(() =>
  database.db.delete(products).where(
    inArray(
      products.id,
      inserted.map((p) => p.id),
    ),
  ),
);

const get = async (url: string, headers?: Record<string, string>) => {
  const res = await app.inject({ method: 'GET', url, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const names = (list: { name: string }[]) => list.map((p) => p.name);

describe('Name A–Z without regard to case', () => {
  it('stores the folded name: A–Z lowered only', () => {
    expect(inserted.map((p) => p.nameFolded)).toEqual(inserted.map((p) => p.name.toLowerCase()));
  });

  it('orders the shop listing acer, ASUS, msi, Zotac', async () => {
    const body = await get(`/api/products?brand=${BRAND}&sort=name&pageSize=10`);
    expect(names(body.products)).toEqual(EXPECTED);
    const sql = await sqlListing(database.db, {
      brand: BRAND,
      sort: 'name',
      pageSize: 10,
      pageNumber: 1,
    } as never);
    expect(sql.ids.map((id) => nameOf.get(id))).toEqual(EXPECTED);
  });

  it('orders search results the same, from the index and from SQL', async () => {
    const body = await get(`/api/products?keyword=${WORD}&sort=name&pageSize=10`);
    expect(names(body.products)).toEqual(EXPECTED);
    const q = { keyword: WORD, sort: 'name', pageSize: 10, pageNumber: 1 } as never;
    const sqlPage = await sqlKeywordPage(database.db, q, 1000);
    expect(sqlPage.ids.map((id) => nameOf.get(id))).toEqual(EXPECTED);
    // The walk of the name index (more matches than counted exactly) gives the same order.
    const walked = await sqlKeywordPage(database.db, q, 2);
    expect(walked.ids.map((id) => nameOf.get(id))).toEqual(EXPECTED);
  });

  it('orders the admin list the same, and Z–A in reverse', async () => {
    const asc = await get(`/api/admin/products?brand=${BRAND}&sort=name&dir=asc`, staff.headers);
    expect(names(asc.products)).toEqual(EXPECTED);
    const desc = await get(`/api/admin/products?brand=${BRAND}&sort=name&dir=desc`, staff.headers);
    expect(names(desc.products)).toEqual([...EXPECTED].reverse());
    // A search of three letters or more sorts its matches (decision 041): the same order.
    const found = await get(`/api/admin/products?q=${WORD}&sort=name&dir=asc`, staff.headers);
    expect(names(found.products)).toEqual(EXPECTED);
  });
});
