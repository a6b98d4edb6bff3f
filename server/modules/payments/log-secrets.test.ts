/**
 * Issue 33, finding 1: one log line with a Paybill URL was enough to post a confirmation and mark any
 * order paid. Every kind of callback now has its own secret, and no log line (request log, warnings,
 * errors, the refund notice) holds any of them, nor a whole phone number. The log is read at info level
 * as the shop writes it, after real traffic: STK pushes and their results, Paybill payments through
 * the simulator, forged and crossed posts, an over-payment.
 */
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { appSecrets, mpesaPayments } from '#db/schema';
import { eq } from 'drizzle-orm';
import { openTestDatabase } from '../../../test/database';
import { buildHarnessApp } from '../../../test/hardening/harness';
import { pickProduct, placeOrder } from '../../../test/shop';
import { createUser } from '../../../test/users';
import { orderNumber } from '../orders/serialize';
import { callbacksSettled } from './routes';

const SECRETS = {
  MPESA_STK_CALLBACK_SECRET: 'stk-result-secret-'.padEnd(44, 'a'),
  MPESA_PAYBILL_CONFIRM_SECRET: 'paybill-confirm-secret-'.padEnd(44, 'b'),
  MPESA_PAYBILL_VALIDATE_SECRET: 'paybill-validate-secret-'.padEnd(44, 'c'),
  MPESA_STATUS_RESULT_SECRET: 'status-result-secret-'.padEnd(44, 'd'),
  MPESA_CALLBACK_SECRET: 'old-single-secret-'.padEnd(44, 'e'),
};
// Whole Kenyan mobile numbers in any of their spellings; a masked one (2547*****149) is fine.
const PHONE = /(?<!\d)(?:\+?254[17]\d{8}|0[17]\d{8})(?!\d)/;

const database = await openTestDatabase();
const log: string[] = [];
const { app } = await buildHarnessApp(database, {
  dataDir: join(inject('uploadsDir'), '..'),
  env: SECRETS,
  errorLog: log,
  logLevel: 'info',
});
const settle = async () => {
  await app.darajaSimulator!.flush();
  await callbacksSettled();
};
const c2b = (account: string, amount: number, transId: string) => ({
  TransactionType: 'Pay Bill',
  TransID: transId,
  TransTime: '20261127120000',
  TransAmount: `${amount}.00`,
  BusinessShortCode: '174379',
  BillRefNumber: account,
  MSISDN: '254712345678',
  FirstName: 'Wanjiku',
});

describe('no callback secret and no whole phone number in any log line', () => {
  it('after STK, Paybill, forged, crossed and over-paid traffic', async () => {
    const buyer = await createUser(database);
    const p = await pickProduct(database, { stock: 5, offset: 3 });
    const order = (await placeOrder(app, buyer.headers, [{ ...p, price: Number(p.price), quantity: 1 }])).json();
    const total = order.total_price as number;
    // An STK push, spelled 07…, whose result the simulator posts to the STK path.
    const push = await app.inject({
      method: 'POST',
      url: '/api/payments/mpesa/stk-push',
      headers: buyer.headers,
      payload: { orderId: order.id, phoneNumber: '0708374149' },
    });
    expect(push.statusCode).toBe(201);
    await settle();
    // A Paybill payment on top: the order is already paid, so the shop logs a refund notice (it held the phone).
    await app.inject({
      method: 'POST',
      url: '/api/payments/paybill/simulate',
      headers: buyer.headers,
      payload: { amount: total, account: orderNumber(order.id), phoneNumber: '0712345678' },
    });
    await settle();
    const s = SECRETS;
    const posts: [string, unknown][] = [
      [`/api/payments/paybill/confirm/${s.MPESA_PAYBILL_CONFIRM_SECRET}`, c2b(orderNumber(order.id), 5, 'LOGTEST001')],
      [`/api/payments/paybill/validate/${s.MPESA_PAYBILL_VALIDATE_SECRET}?x=1`, c2b('KPC1', 5, 'LOGTEST002')],
      // Crossed: a secret of one kind on another kind's path is refused (and not logged either).
      [`/api/payments/paybill/confirm/${s.MPESA_STK_CALLBACK_SECRET}`, c2b(orderNumber(order.id), 7, 'CROSSED001')],
      [`/api/payments/mpesa/callback/${s.MPESA_PAYBILL_CONFIRM_SECRET}`, { Body: { stkCallback: {} } }],
      [`/api/payments/paybill/c%6Fnfirm/${s.MPESA_PAYBILL_CONFIRM_SECRET}`, c2b('KPC1', 5, 'LOGTEST003')],
      [`/api/payments/paybill/confirm/${s.MPESA_CALLBACK_SECRET}`, { nonsense: '254711223344' }],
    ];
    for (const [url, payload] of posts) {
      const res = await app.inject({ method: 'POST', url, payload: payload as object });
      expect(res.statusCode, url).toBeLessThan(500);
    }
    await settle();

    // The log did see this traffic: the request lines and the refund notice are there, redacted.
    expect(log.some((l) => l.includes('/api/payments/paybill/confirm/[redacted]'))).toBe(true);
    expect(log.some((l) => l.includes('/api/payments/paybill/validate/[redacted]'))).toBe(true);
    expect(log.some((l) => l.includes('/api/payments/mpesa/callback/[redacted]'))).toBe(true);
    expect(log.some((l) => l.includes('refund'))).toBe(true);
    const stored = await database.db.select({ value: appSecrets.value }).from(appSecrets);
    for (const secret of [...Object.values(SECRETS), ...stored.map((r) => r.value)]) {
      expect(
        log.filter((l) => l.includes(secret) || l.includes(secret.slice(0, 32))),
        secret,
      ).toEqual([]);
    }
    expect(log.filter((l) => PHONE.test(l))).toEqual([]);
    // And the secrets are separate: the crossed post recorded nothing; the right one did.
    const [crossed] = await database.db
      .select()
      .from(mpesaPayments)
      .where(eq(mpesaPayments.receiptNumber, 'CROSSED001'));
    expect(crossed).toBeUndefined();
    const [overpaid] = await database.db
      .select()
      .from(mpesaPayments)
      .where(eq(mpesaPayments.receiptNumber, 'LOGTEST001'));
    expect(overpaid).toMatchObject({ orderId: order.id, amount: 5 });

    await app.darajaSimulator!.flush();
    await app.close();
    await database.close();
  });
});
