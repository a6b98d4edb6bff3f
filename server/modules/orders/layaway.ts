import { and, inArray } from 'drizzle-orm';
import type { DbOrTx } from '#db/client';
import { products } from '#db/schema';
import { depositFor, layawayApplies, layawayDueAt, policyText, type LayawayRules } from '#core/orders/layaway';
import { ORDER_MESSAGES, type LayawayQuote } from '#core/schemas/orders';
import { badRequest } from '../../errors';
import { shopVisible } from '../catalog/visibility';

/** Layaway (issue 21 point 3, decision 039): the terms fixed on an order when it is placed, and the cart's quote. */

/** The columns a layaway order is placed with; 400 when the shop's layaway does not apply to it. */
export function layawayTerms(rules: LayawayRules, total: number, items: readonly { layaway: boolean }[], now: Date) {
  if (!layawayApplies(rules, { total, hasLayawayProduct: items.some((p) => p.layaway) })) {
    throw badRequest(ORDER_MESSAGES.layawayNotAvailable);
  }
  return {
    layaway: true,
    depositAmount: depositFor(total, rules.layawayDepositPercent),
    layawayDueAt: layawayDueAt(now, rules.layawayDays),
    layawayPolicy: rules.layawayExpiryPolicy,
  };
}

/** Whether layaway applies to a cart and its terms, for the cart's two choices (the server's figures). */
export async function layawayQuote(
  db: DbOrTx,
  rules: LayawayRules,
  input: { items: { product: string | number }[]; totalPrice: number },
): Promise<LayawayQuote> {
  const ids = input.items
    .map((i) => Number(i.product))
    .filter((id) => Number.isInteger(id) && id > 0 && id <= 2_147_483_647);
  const rows = ids.length
    ? await db
        .select({ layaway: products.layaway })
        .from(products)
        .where(and(inArray(products.id, ids), shopVisible))
    : [];
  const applies = layawayApplies(rules, { total: input.totalPrice, hasLayawayProduct: rows.some((r) => r.layaway) });
  return {
    applies,
    deposit: applies ? depositFor(input.totalPrice, rules.layawayDepositPercent) : 0,
    depositPercent: rules.layawayDepositPercent,
    days: rules.layawayDays,
    policy: rules.layawayExpiryPolicy,
    policyText: policyText(rules.layawayExpiryPolicy, rules.layawayDays),
  };
}
