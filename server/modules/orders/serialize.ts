import type { orderItems, orders } from '#db/schema';
import type { Order } from '#core/schemas/orders';

type OrderRow = typeof orders.$inferSelect;
type ItemRow = typeof orderItems.$inferSelect;

/** The spec's order shape (snake_case fields of section 3), plus the status of the order's life. */
export function toOrder(order: OrderRow, items: ItemRow[], user: { id: number; name: string } | null): Order {
  return {
    id: order.id,
    _id: order.id,
    number: orderNumber(order.id),
    user,
    status: order.status,
    payment_method: order.paymentMethod,
    order_items: items.map((i) => ({
      product: i.productId == null ? null : String(i.productId),
      name: i.name,
      quantity: i.quantity,
      price: Number(i.price),
      image: i.image,
    })),
    items_price: Number(order.itemsPrice),
    shipping_price: Number(order.shippingPrice),
    total_price: Number(order.totalPrice),
    is_paid: order.paidAt != null,
    paid_at: order.paidAt?.toISOString() ?? null,
    is_delivered: order.status === 'delivered',
    delivered_at: order.deliveredAt?.toISOString() ?? null,
    expires_at: order.expiresAt?.toISOString() ?? null,
    created_at: order.createdAt.toISOString(),
    delivery: {
      method: order.deliveryMethod,
      zone: order.deliveryZone,
      address: order.deliveryAddress,
      fee: Number(order.shippingPrice),
      expected_from: order.deliveryExpectedFrom,
      expected_to: order.deliveryExpectedTo,
    },
  };
}

/** What the customer sees and M-Pesa shows as AccountReference (at most 12 characters). */
export const orderNumber = (id: number) => `KPC${String(id).padStart(6, '0')}`;
