import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '#db/client';
import { products } from '#db/schema';
import { roundToEnding } from '#core/pricing/price-ending';
import type { BulkEdit, BulkPriceChange, BulkUndo } from '#core/schemas/admin-products';
import { BULK_MESSAGES } from '#core/schemas/admin-products';
import { badRequest } from '../../errors';
import { changedFields, recordAudit } from '../audit/service';
import { auditedProduct, checkCompareAt } from './admin-service';
import { recordPriceChange } from './price-history';

/** A percentage change, rounded to the owner's ending (whole shillings by default: never cents). */
export const applyPercent = (price: number, percent: number, rounding: Parameters<typeof roundToEnding>[1] = 'none') =>
  roundToEnding(price * (1 + percent / 100), rounding);

const plural = (n: number) => `${n} product${n === 1 ? '' : 's'}`;

/**
 * One change to several products in one transaction: all or none (a price that would break a
 * compare-at price names the product and changes nothing). One audit row per product changed.
 * With `dryRun` the same work is done and checked, and nothing is written: the admin's preview
 * (issue 32, item 12). The answer lists every price moved, so the admin can undo it.
 */
export async function bulkEdit(db: Db, actorId: number, input: BulkEdit) {
  const dryRun = input.dryRun === true;
  const { updated, changes } = await db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(products)
      .where(inArray(products.id, input.ids))
      .orderBy(asc(products.id))
      .for('update');
    let n = 0;
    const moved: BulkPriceChange[] = [];
    for (const row of rows) {
      const changes: Partial<typeof products.$inferInsert> = {};
      if (input.status) changes.status = input.status;
      if (input.countInStock !== undefined) changes.countInStock = input.countInStock;
      if (input.price) {
        const p = input.price;
        const price = 'set' in p ? p.set : applyPercent(Number(row.price), p.percent, p.rounding);
        if (price < 0) throw badRequest(BULK_MESSAGES.negative);
        checkCompareAt(price, row.compareAtPrice == null ? null : Number(row.compareAtPrice), row.name);
        changes.price = price;
        if (price !== Number(row.price))
          moved.push({ id: row.id, name: row.name, before: Number(row.price), after: price });
      }
      const diff = changedFields(auditedProduct(row), auditedProduct({ ...row, ...changes } as typeof row));
      if (!diff.changed) continue;
      n++;
      if (dryRun) continue;
      await tx
        .update(products)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(products.id, row.id));
      if (changes.price !== undefined) await recordPriceChange(tx, row.id, Number(row.price), changes.price);
      await recordAudit(tx, {
        actorId,
        entity: 'product',
        entityId: row.id,
        action: 'bulk-edit',
        before: diff.before,
        after: diff.after,
      });
    }
    return { updated: n, changes: moved };
  });
  if (dryRun) return { updated: 0, dryRun: true, changes, message: `${plural(updated)} would change` };
  return { updated, changes, message: `${plural(updated)} updated` };
}

/**
 * Puts back the prices a bulk change replaced, in one transaction, one audit row each
 * ('bulk-undo'). A price changed again since the bulk change is left as it is, and counted.
 */
export async function undoBulkPrices(db: Db, actorId: number, input: BulkUndo) {
  const wanted = new Map(input.prices.map((p) => [p.id, p]));
  const { restored, skipped } = await db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(products)
      .where(inArray(products.id, [...wanted.keys()]))
      .orderBy(asc(products.id))
      .for('update');
    let restored = 0;
    for (const row of rows) {
      const want = wanted.get(row.id)!;
      if (Number(row.price) !== want.expected) continue;
      checkCompareAt(want.price, row.compareAtPrice == null ? null : Number(row.compareAtPrice), row.name);
      const diff = changedFields(auditedProduct(row), auditedProduct({ ...row, price: want.price } as typeof row));
      if (!diff.changed) continue;
      await tx.update(products).set({ price: want.price, updatedAt: new Date() }).where(eq(products.id, row.id));
      await recordPriceChange(tx, row.id, Number(row.price), want.price);
      await recordAudit(tx, {
        actorId,
        entity: 'product',
        entityId: row.id,
        action: 'bulk-undo',
        before: diff.before,
        after: diff.after,
      });
      restored++;
    }
    return { restored, skipped: input.prices.length - restored };
  });
  const message =
    `${plural(restored)} back to the old price` +
    (skipped ? `; ${plural(skipped)} left as they are (changed since, or gone)` : '');
  return { restored, skipped, message };
}
