/**
 * Issue 33, finding 9: the Paybill account carries a check digit. A payment to the account My Orders
 * shows (KPC0000117 for order 11) pays that order; the same account with one digit mistyped names no
 * order and waits for the admin, never paying someone else's. Paid through the simulator, so the
 * confirmation travels the real callback path whatever its secret.
 */
import { describe, expect, it } from 'vitest';
import { paybillAccount } from '#core/orders/account-number';
import { buildTestApp } from '../../../test/app';
import { pickProduct, placeOrder } from '../../../test/shop';
import { createUser } from '../../../test/users';

const { app, database } = await buildTestApp();
const shopper = await createUser(database);
const admin = await createUser(database, { isAdmin: true });

const pay = (account: string, amount: number) =>
  app.inject({
    method: 'POST',
    url: '/api/payments/paybill/simulate',
    headers: shopper.headers,
    payload: { amount, account, phoneNumber: '0708374149' },
  });

async function eventually<T>(what: () => Promise<T>, ok: (v: T) => boolean): Promise<T> {
  for (let i = 0; ; i++) {
    const v = await what();
    if (ok(v) || i > 200) return v;
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('Paybill account numbers with a check digit', () => {
  it('pays the order its account names, and a mistyped digit pays no order', async () => {
    const p = await pickProduct(database, { offset: 2 });
    const placed = await placeOrder(app, shopper.headers, [{ ...p, quantity: 1 }]);
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json();
    const account = paybillAccount(order.id);
    expect(order.paybill_account).toBe(account);
    const mine = () => app.inject({ url: `/api/orders/${order.id}`, headers: shopper.headers }).then((r) => r.json());

    expect((await pay(account, 100)).statusCode).toBe(202);
    expect((await eventually(mine, (o) => o.amount_paid === 100)).amount_paid).toBe(100);

    // One digit wrong (the check digit itself here): kept unmatched for the admin.
    const typo = account.slice(0, -1) + ((Number(account.at(-1)) + 1) % 10);
    expect((await pay(typo, 150)).statusCode).toBe(202);
    const unmatched = await eventually(
      () => app.inject({ url: '/api/admin/payments/unmatched', headers: admin.headers }).then((r) => r.json()),
      (list: { accountReference: string }[]) => list.some((u) => u.accountReference === typo),
    );
    expect(unmatched.find((u: { accountReference: string }) => u.accountReference === typo)).toMatchObject({
      orderId: null,
      amount: 150,
    });
    expect((await mine()).amount_paid).toBe(100);
  });
});
