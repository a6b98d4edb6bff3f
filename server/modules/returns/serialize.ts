import type { orderItems, orderReturns } from '#db/schema';
import type { OrderReturn } from '#core/schemas/returns';
import { orderNumber } from '../orders/serialize';

type ReturnRow = typeof orderReturns.$inferSelect;
type ItemRow = Pick<typeof orderItems.$inferSelect, 'id' | 'name' | 'price'>;

/** How a request is named to the shopper and the owner: RMA and six digits. */
export const returnNumber = (id: number) => `RMA-${String(id).padStart(6, '0')}`;

export function toReturn(row: ReturnRow, items: ItemRow[], customer: string | null): OrderReturn {
  const byId = new Map(items.map((i) => [i.id, i]));
  return {
    id: row.id,
    number: returnNumber(row.id),
    orderId: row.orderId,
    orderNumber: orderNumber(row.orderId),
    customer,
    kind: row.kind,
    status: row.status,
    outcome: row.outcome,
    reason: row.reason,
    lines: row.lines.map((l) => ({
      itemId: l.itemId,
      name: byId.get(l.itemId)?.name ?? '',
      quantity: l.quantity,
      price: Number(byId.get(l.itemId)?.price ?? 0),
    })),
    photos: row.photos,
    note: row.note,
    refundAmount: row.refundAmount == null ? null : Number(row.refundAmount),
    refundReference: row.refundReference,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
