import { orderTotals, type DeliveryRules } from '#core/pricing/totals';
import { SkipError } from './catalog';
import { api } from './crash-client';
import { assertLocalUrl } from './local';

/** The admin the bench starts the shop with (ADMIN_EMAIL/ADMIN_PASSWORD): it restocks the products ordered. */
export interface Credentials {
  email: string;
  password: string;
}

export interface OrderRequests {
  path: string;
  headers: Record<string, string>;
  /** One order body per product: the load spreads over several rows, as real shoppers' orders do. */
  bodies: string[];
}

// The schema's upper bound: 12 s at 3,000 orders/s over 10 products take ~4,000 of each.
const STOCK = 1_000_000;

function call<T>(base: string, method: string, path: string, token?: string, body?: unknown) {
  assertLocalUrl(`${base}${path}`);
  return api<T>(base, method, path, token, body);
}

async function signIn(base: string, who: Credentials): Promise<string> {
  const res = await call<{ token: string }>(base, 'POST', '/api/auth/login', undefined, who);
  if (res.status !== 200)
    throw new Error(`sign-in of ${who.email} answered ${res.status}: ${JSON.stringify(res.json)}`);
  return res.json.token;
}

type ListedProduct = Record<string, unknown> & { id: number; name: string; price: number | string; image: string };

/**
 * Everything `POST /api/orders` needs: a signed-in session, `count` in-stock products restocked to
 * the maximum (so the run never ends in 409 "not enough stock"), and one body per product with the
 * figures the server recomputes (price, delivery fee, total).
 *
 * The orders are the admin's: a customer may place 10 orders per 15 minutes (then 429), staff
 * entering phone orders are exempt. Apart from that limit's check, the path is the customer's one:
 * session, validation, prices from the database, the stock transaction, the order read back.
 */
export async function orderRequests(base: string, admin: Credentials, count = 10): Promise<OrderRequests> {
  const adminToken = await signIn(base, admin);
  // Cheap ones: an order above KES 150,000 is refused (M-Pesa's limit).
  const list = await call<{ products: ListedProduct[] }>(
    base,
    'GET',
    `/api/products?pageSize=${count}&stock=in-stock&sort=price-low`,
  );
  if (list.status !== 200 || !list.json.products.length) throw new SkipError('no products in stock');
  const settings = (await call<DeliveryRules>(base, 'GET', '/api/settings')).json;
  const rules = { deliveryFee: settings.deliveryFee, freeDeliveryThreshold: settings.freeDeliveryThreshold };
  const bodies: string[] = [];
  for (const p of list.json.products) {
    const { name, description, price, category, brand, image, images, specifications } = p;
    const put = await call(base, 'PUT', `/api/products/${p.id}`, adminToken, {
      name,
      description,
      price: Number(price),
      category,
      brand,
      image,
      images,
      specifications,
      countInStock: STOCK,
    });
    if (put.status !== 200)
      throw new Error(`restocking product ${p.id} answered ${put.status}: ${JSON.stringify(put.json)}`);
    const totals = orderTotals(Number(price), rules);
    bodies.push(
      JSON.stringify({
        orderItems: [{ product: String(p.id), name, price: Number(price), image, quantity: 1 }],
        paymentMethod: 'M-Pesa',
        itemsPrice: totals.itemsPrice,
        totalPrice: totals.total,
      }),
    );
  }
  return {
    path: '/api/orders',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken}` },
    bodies,
  };
}
