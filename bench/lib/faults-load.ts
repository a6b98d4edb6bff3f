import { request as httpRequest } from 'node:http';
import { orderTotals, type DeliveryRules } from '#core/pricing/totals';
import type { Product } from './crash-client';

// bench:faults' clients: orders and their Paybill confirmations, every request on a connection of
// its own (node:cluster hands each new connection to the next worker), every answer timed and counted.

export interface Answer {
  status: number; // 0: no answer (connection refused or reset, timeout)
  json: any; // eslint-disable-line @typescript-eslint/no-explicit-any
  headers: Record<string, string | string[] | undefined>;
}

/** One request on a fresh connection (no keep-alive). */
export function call(base: string, method: string, path: string, token?: string, body?: unknown): Promise<Answer> {
  const url = new URL(path, base);
  const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
  const headers: Record<string, string> = { connection: 'close' };
  if (payload) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  return new Promise((resolve) => {
    const req = httpRequest(
      { host: url.hostname, port: url.port, method, path: url.pathname + url.search, headers, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString();
          let json: unknown;
          try {
            json = text ? JSON.parse(text) : undefined;
          } catch {
            json = text;
          }
          resolve({ status: res.statusCode ?? 0, json, headers: res.headers });
        });
        res.on('error', () => resolve({ status: 0, json: undefined, headers: {} }));
      },
    );
    req.setTimeout(20_000, () => req.destroy(new Error('timeout')));
    req.on('error', () => resolve({ status: 0, json: undefined, headers: {} }));
    req.end(payload);
  });
}

export interface PhaseStats {
  name: string;
  startedAt: number;
  ordersAcked: number[];
  paymentsAcked: Map<string, { orderId: number; amount: number }>;
  status5xx: number;
  noAnswer: number;
  lastFailureAt: number;
  workerExits: number;
}

export const newPhase = (name: string): PhaseStats => ({
  name,
  startedAt: Date.now(),
  ordersAcked: [],
  paymentsAcked: new Map(),
  status5xx: 0,
  noAnswer: 0,
  lastFailureAt: 0,
  workerExits: 0,
});

let receipts = 0;
/** A receipt as M-Pesa writes one: ten capitals and digits, unique in this run. */
export const nextReceipt = (run: string) => `F${run}${(++receipts).toString(36).toUpperCase().padStart(6, '0')}`;

export function confirmation(orderId: number, amount: number, transId: string) {
  return {
    TransactionType: 'Pay Bill',
    TransID: transId,
    TransTime: new Date().toISOString().replace(/\D/g, '').slice(0, 14),
    TransAmount: `${amount}.00`,
    BusinessShortCode: '174379',
    BillRefNumber: `KPC${String(orderId).padStart(6, '0')}`,
    InvoiceNumber: '',
    OrgAccountBalance: '',
    ThirdPartyTransID: '',
    MSISDN: '2547 ***** 126',
    FirstName: 'Bench',
    MiddleName: '',
    LastName: '',
  };
}

export interface LoadOptions {
  base: string;
  token: string;
  products: Product[];
  rules: DeliveryRules;
  confirmPath: string;
  run: string;
  phase: () => PhaseStats;
  stopped: () => boolean;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function count(o: LoadOptions, a: Answer) {
  const phase = o.phase();
  if (a.status === 0) phase.noAnswer++;
  else if (a.status >= 500) phase.status5xx++;
  else return;
  phase.lastFailureAt = Date.now();
}

/**
 * One client: places an order, then pays it with a Paybill confirmation as Daraja would post it. A
 * confirmation answered 503 is sent again after its Retry-After (a failure the shop asked to be
 * retried); only a 200 counts as acknowledged, and only a 201 as an order acknowledged.
 */
export async function client(o: LoadOptions) {
  while (!o.stopped()) {
    const picked = [...o.products].sort(() => Math.random() - 0.5).slice(0, 1 + Math.floor(Math.random() * 2));
    const lines = picked.map((p) => ({
      product: String(p.id),
      name: p.name,
      price: p.price,
      image: p.image,
      quantity: 1,
    }));
    const totals = orderTotals(
      lines.reduce((s, l) => s + l.price, 0),
      o.rules,
    );
    const placed = await call(o.base, 'POST', '/api/orders', o.token, {
      orderItems: lines,
      paymentMethod: 'M-Pesa',
      itemsPrice: totals.itemsPrice,
      totalPrice: totals.total,
    });
    count(o, placed);
    if (placed.status !== 201) {
      await sleep(200);
      continue;
    }
    o.phase().ordersAcked.push(placed.json.id);
    const amount = Math.ceil(placed.json.total_price);
    const receipt = nextReceipt(o.run);
    for (let attempt = 0; attempt < 20 && !o.stopped(); attempt++) {
      const res = await call(o.base, 'POST', o.confirmPath, undefined, confirmation(placed.json.id, amount, receipt));
      count(o, res);
      if (res.status === 200) {
        o.phase().paymentsAcked.set(receipt, { orderId: placed.json.id, amount });
        break;
      }
      const retryAfter = Number(res.headers['retry-after'] ?? 1);
      await sleep(Math.min(2000, retryAfter * 1000));
    }
  }
}
