import { eq } from 'drizzle-orm';
import type { DbOrTx } from '#db/client';
import { mailQueue, storeSettings, users } from '#db/schema';
import { formatKES } from '#core/pricing/money';
import { DEFAULT_SETTINGS } from '#core/settings';
import { mailTexts } from '../../mail/texts';
import { toInternational } from '../sms/at-client';
import { orderPhone } from '../sms/order-sms';
import { CLIP, clip, smsTexts, withStore } from '../sms/texts';
import { orderNumber } from './serialize';

/**
 * The shopper's note of money given back that leaves the order where it is (a part refund; a kept
 * layaway deposit's rest): how much and M-Pesa's reference, in their language, by e-mail, SMS or both
 * as they chose in Profile (issue 31). Queued in the refund's transaction, so it goes out if and only
 * if the refund is kept. A whole refund moves the order to refunded, whose stage mail and text say it.
 */
export async function queueRefundNotice(
  tx: DbOrTx,
  order: { id: number; userId: number | null },
  amount: number,
  reference: string,
) {
  if (order.userId == null) return;
  const [buyer] = await tx
    .select({ email: users.email, name: users.name, language: users.language, notifyBy: users.notifyBy })
    .from(users)
    .where(eq(users.id, order.userId));
  if (!buyer) return;
  const number = orderNumber(order.id);
  const kes = formatKES(amount);
  // A text only to a Kenyan mobile (decision 060 addendum); without one, the mail goes whatever the choice.
  const phone = buyer.notifyBy === 'email' ? null : await orderPhone(tx, order.id);
  const texted = phone != null && toInternational(phone) != null;
  if (texted) {
    const [settings] = await tx.select({ storeName: storeSettings.storeName }).from(storeSettings).limit(1);
    const storeName = settings?.storeName ?? DEFAULT_SETTINGS.storeName;
    const text = smsTexts(buyer.language).refunded(number, kes, clip(reference, CLIP.ref));
    await tx.insert(mailQueue).values({ kind: 'refund', channel: 'sms', to: phone, text: withStore(storeName, text) });
  }
  if (!buyer.email || (texted && buyer.notifyBy === 'sms')) return;
  const L = mailTexts(buyer.language);
  await tx.insert(mailQueue).values({
    kind: 'refund',
    to: buyer.email,
    subject: L.partRefund.subject(kes, number),
    text: [L.layaway.hello(buyer.name), '', L.partRefund.body(kes, number, reference), L.partRefund.see].join('\n'),
  });
}
