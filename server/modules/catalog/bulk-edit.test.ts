/**
 * Issue 32, item 12: a bulk price change is previewed first (dryRun), rounds to the owner's ending,
 * and can be undone in one action, audited. The old request shape keeps working.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, products } from '#db/schema';
import { buildTestApp } from '../../../test/app';
import { pickProduct } from '../../../test/shop';
import { createUser } from '../../../test/users';

const { app, database } = await buildTestApp();
const staff = await createUser(database, { isStaff: true });
const post = (url: string, payload: object) => app.inject({ method: 'POST', url, payload, headers: staff.headers });
const priceOf = async (id: number) =>
  Number((await database.db.select().from(products).where(eq(products.id, id)))[0].price);
const auditOf = (id: number) =>
  database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'product'), eq(auditLog.entityId, String(id))))
    .orderBy(auditLog.id);

describe('bulk price change: preview, rounding, undo', () => {
  it('previews without saving, applies the same prices, and undoes them', async () => {
    const ps = await Promise.all([20, 21].map((offset) => pickProduct(database, { offset })));
    await database.db.update(products).set({ price: 46_500, compareAtPrice: null }).where(eq(products.id, ps[0].id));
    await database.db.update(products).set({ price: 12_345, compareAtPrice: null }).where(eq(products.id, ps[1].id));
    const ids = ps.map((p) => p.id).sort((a, b) => a - b);
    const body = { ids, price: { percent: 5, rounding: 'end-99' } };

    const preview = await post('/api/admin/products/bulk', { ...body, dryRun: true });
    expect(preview.statusCode, preview.body).toBe(200);
    const expected = new Map([
      [ps[0].id, { before: 46_500, after: 48_799 }],
      [ps[1].id, { before: 12_345, after: 12_999 }],
    ]);
    expect(preview.json()).toMatchObject({ updated: 0, dryRun: true, message: '2 products would change' });
    expect(preview.json().changes).toEqual(ids.map((id) => ({ id, name: expect.any(String), ...expected.get(id) })));
    // Nothing saved, nothing audited.
    expect(await priceOf(ps[0].id)).toBe(46_500);
    const auditBefore = (await auditOf(ps[0].id)).length;

    const applied = await post('/api/admin/products/bulk', body);
    expect(applied.json()).toMatchObject({ updated: 2, message: '2 products updated' });
    expect(applied.json().changes).toEqual(preview.json().changes);
    expect(await priceOf(ps[0].id)).toBe(48_799);
    expect(await priceOf(ps[1].id)).toBe(12_999);

    // Someone edits one price meanwhile: the undo leaves that one alone.
    await database.db.update(products).set({ price: 13_500 }).where(eq(products.id, ps[1].id));
    const prices = (applied.json().changes as { id: number; before: number; after: number }[]).map((c) => ({
      id: c.id,
      price: c.before,
      expected: c.after,
    }));
    const undo = await post('/api/admin/products/bulk/undo', { prices });
    expect(undo.statusCode, undo.body).toBe(200);
    expect(undo.json()).toEqual({
      restored: 1,
      skipped: 1,
      message: '1 product back to the old price; 1 product left as they are (changed since, or gone)',
    });
    expect(await priceOf(ps[0].id)).toBe(46_500);
    expect(await priceOf(ps[1].id)).toBe(13_500);
    const rows = await auditOf(ps[0].id);
    expect(rows.length).toBe(auditBefore + 2);
    expect(rows.at(-1)).toMatchObject({
      action: 'bulk-undo',
      actorId: staff.user.id,
      before: { price: 48_799 },
      after: { price: 46_500 },
    });
  });

  it('keeps the old shape: a percentage without rounding gives whole shillings', async () => {
    const p = await pickProduct(database, { offset: 22 });
    await database.db.update(products).set({ price: 46_500, compareAtPrice: null }).where(eq(products.id, p.id));
    const res = await post('/api/admin/products/bulk', { ids: [p.id], price: { percent: 5 } });
    expect(res.json()).toMatchObject({ updated: 1, message: '1 product updated' });
    expect(await priceOf(p.id)).toBe(48_825);
  });

  it('refuses a bad rounding or undo body with a clear 400', async () => {
    const p = await pickProduct(database, { offset: 23 });
    const bad = await post('/api/admin/products/bulk', { ids: [p.id], price: { percent: 5, rounding: 'end-42' } });
    expect(bad.statusCode).toBe(400);
    const empty = await post('/api/admin/products/bulk/undo', { prices: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBeTruthy();
  });
});
