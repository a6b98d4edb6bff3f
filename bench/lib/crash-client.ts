import { orderTotals, type DeliveryRules } from '#core/pricing/totals';

// bench:crash's side of the API: sign-in, restocking, the order load, and the checks after a restart.

export const STOCK = 100_000;

export interface Product {
  id: number;
  name: string;
  price: number;
  image: string;
  countInStock: number;
}
export interface Ack {
  id: number;
  items: { product: string; quantity: number; price: number }[];
  items_price: number;
  shipping_price: number;
  total_price: number;
}
export interface OrderJson extends Ack {
  user: { id: number } | null;
  order_items: { product: string | null; quantity: number; price: number }[];
}

export async function api<T>(
  base: string,
  method: string,
  path: string,
  token?: string,
  body?: unknown,
): Promise<{ status: number; json: T }> {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
    signal: AbortSignal.timeout(30_000),
  });
  const text = await res.text();
  return { status: res.status, json: (text ? JSON.parse(text) : undefined) as T };
}

export async function signIn(base: string, who: { email: string; password: string }) {
  const res = await api<{ token: string; user: { id: number } }>(base, 'POST', '/api/auth/login', undefined, who);
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${JSON.stringify(res.json)}`);
  return res.json;
}

export async function allOrders(base: string, token: string): Promise<OrderJson[]> {
  const res = await api<OrderJson[]>(base, 'GET', '/api/orders', token);
  if (res.status !== 200) throw new Error(`GET /api/orders: ${res.status}`);
  return res.json;
}

export async function stockOf(base: string, ids: number[]): Promise<Map<number, number>> {
  const out = new Map<number, number>();
  for (const id of ids) {
    const res = await api<Product>(base, 'GET', `/api/products/${id}`);
    if (res.status !== 200) throw new Error(`GET /api/products/${id}: ${res.status}`);
    out.set(id, res.json.countInStock);
  }
  return out;
}

/** The products the clients buy, each given a large stock so orders never run out. */
export async function prepareProducts(base: string, token: string, n: number): Promise<Product[]> {
  const list = await api<{ products: (Product & Record<string, unknown>)[] }>(
    base,
    'GET',
    `/api/products?pageSize=${n}&stock=in-stock&sort=price-low`,
  );
  const chosen: Product[] = [];
  for (const p of list.json.products) {
    const { id, name, description, price, category, brand, image, images, specifications } = p;
    const res = await api<Product>(base, 'PUT', `/api/products/${id}`, token, {
      name,
      description,
      price,
      category,
      brand,
      image,
      images,
      specifications,
      countInStock: STOCK,
    });
    if (res.status !== 200) throw new Error(`PUT /api/products/${id}: ${res.status} ${JSON.stringify(res.json)}`);
    chosen.push({ id: p.id, name: p.name, price: Number(p.price), image: p.image, countInStock: STOCK });
  }
  return chosen;
}

export interface LoadResult {
  acked: Ack[];
  refused: Record<string, number>;
  failed: number;
}

/** Clients in a loop, each placing orders with the correct figures, until the server stops answering. */
export async function load(
  base: string,
  token: string,
  products: Product[],
  rules: DeliveryRules,
  clients: number,
  onAck: () => void,
): Promise<LoadResult> {
  const result: LoadResult = { acked: [], refused: {}, failed: 0 };
  const client = async () => {
    for (;;) {
      const picked = [...products].sort(() => Math.random() - 0.5).slice(0, 1 + Math.floor(Math.random() * 3));
      const lines = picked.map((p) => ({
        product: String(p.id),
        name: p.name,
        price: p.price,
        image: p.image,
        quantity: 1 + Math.floor(Math.random() * 2),
      }));
      const subtotal = lines.reduce((s, l) => s + l.price * l.quantity, 0);
      const totals = orderTotals(subtotal, rules);
      try {
        const res = await api<OrderJson>(base, 'POST', '/api/orders', token, {
          orderItems: lines,
          paymentMethod: 'M-Pesa',
          itemsPrice: totals.itemsPrice,
          totalPrice: totals.total,
        });
        if (res.status === 201) {
          const o = res.json;
          result.acked.push({
            id: o.id,
            items: lines.map((l) => ({ product: l.product, quantity: l.quantity, price: l.price })),
            items_price: o.items_price,
            shipping_price: o.shipping_price,
            total_price: o.total_price,
          });
          onAck();
        } else result.refused[res.status] = (result.refused[res.status] ?? 0) + 1;
      } catch {
        // The server is gone (killed): this client stops. An order in flight may or may not be saved.
        result.failed++;
        return;
      }
    }
  };
  await Promise.all(Array.from({ length: clients }, client));
  return result;
}

/** Why the order found after the restart is not the one acknowledged, or undefined when it is. */
export function sameItems(ack: Ack, found: OrderJson): string | undefined {
  const want = [...ack.items].sort((a, b) => Number(a.product) - Number(b.product));
  const got = [...found.order_items].sort((a, b) => Number(a.product) - Number(b.product));
  if (want.length !== got.length) return `${got.length} items instead of ${want.length}`;
  for (let i = 0; i < want.length; i++) {
    if (
      want[i].product !== got[i].product ||
      want[i].quantity !== got[i].quantity ||
      Math.abs(want[i].price - got[i].price) > 0.001
    ) {
      return `item ${i}: ${JSON.stringify(got[i])} instead of ${JSON.stringify(want[i])}`;
    }
  }
  for (const key of ['items_price', 'shipping_price', 'total_price'] as const) {
    if (Math.abs(ack[key] - found[key]) > 0.001) return `${key} ${found[key]} instead of ${ack[key]}`;
  }
  return undefined;
}
