import { MessageCircle } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { cartSubtotal, type CartItem } from '#core/cart/cart';
import type { DeliveryAddress } from '#core/delivery/address';
import type { DeliveryMethod } from '#core/delivery/rules';
import { formatKES } from '#core/pricing/money';
import { orderProgress } from '#core/orders/layaway';
import { MPESA_MAX_AMOUNT } from '#core/payments/phone';
import type { Order } from '#core/schemas/orders';
import type { StoreSettings } from '#core/settings';
import { deliveryTotals } from '#core/pricing/totals';
import { Alert } from '~/components/ui/alert';
import { buttonVariants } from '~/components/ui/button';
import { toast } from '~/components/ui/toast';
import type { SessionUser } from '~/load-context';
import { api, refusalReason } from '~/lib/api';
import { useT } from '~/lib/i18n/i18n';
import { useRootData } from '~/lib/root-data';
import { VerifyEmailNotice } from '../auth/verify-notice';
import { cartStore } from '../cart/cart-store';
import { MpesaForm, PAY_BUTTON } from './mpesa-form';
import { orderNotPayable, paymentStarted, startMpesaPayment } from './pay';
import { setConfirmation } from './payment-watch-key';
import { whatsappOrderHref } from './whatsapp';
import { LayawayChoice, useLayawayQuote } from './layaway-choice';
import { BusinessBuyer } from './business-buyer';
import { isKraPin, normaliseKraPin } from '#core/etims/kra-pin';

export const ORDER_FAILED = {
  title: 'Order creation failed',
  description: 'There was an error creating your order. Please try again.',
} as const;

/** The delivery chosen at checkout: what the order carries, its fee, the WhatsApp lines, and the form's check. */
export interface CheckoutDelivery {
  input: { method: DeliveryMethod; address?: DeliveryAddress };
  fee: number;
  lines: string[];
  ready(): boolean;
}

export const NO_DELIVERY = 'Please choose how your order reaches you, and the county for a delivery.';

/**
 * Spec section 3's order creation payload, with the totals worked out as the server does; with a
 * delivery choice (issue 14) the total is the items, that option's fee and the VAT on both.
 */
export function orderPayload(
  items: CartItem[],
  settings: StoreSettings,
  delivery?: Pick<CheckoutDelivery, 'input' | 'fee'>,
) {
  // VAT on the goods and the chosen option's fee (decision 031), as the server works it out.
  const { itemsPrice, total } = deliveryTotals(cartSubtotal(items), settings, delivery?.fee, 'flat');
  return {
    orderItems: items.map((i) => ({
      product: i.product,
      name: i.name,
      price: i.price,
      image: i.image,
      quantity: i.quantity,
    })),
    paymentMethod: 'M-Pesa',
    itemsPrice,
    totalPrice: total,
    ...(delivery && { delivery: delivery.input }),
  };
}

/** What the cart holds and where it goes, so a retry after a failed prompt pays the same order instead of placing another. */
const cartKey = (items: CartItem[], delivery: CheckoutDelivery | null, layaway: boolean) =>
  items.map((i) => `${i.product}x${i.quantity}@${i.price}`).join(',') +
  JSON.stringify(delivery?.input ?? null) +
  (layaway ? '+layaway' : '');

/** Checkout for a signed-in shopper: Order on WhatsApp, or pay now with M-Pesa (spec section 2), to the chosen delivery. */
export function CheckoutPanel({
  items,
  user,
  settings,
  delivery,
}: {
  items: CartItem[];
  user: SessionUser;
  settings: StoreSettings;
  delivery: CheckoutDelivery | null;
}) {
  const navigate = useNavigate();
  // Before an option is chosen the summary's Total is the goods and their VAT, no fee: the Pay button
  // says the same figure (it said the flat shipping's total, KES 8,468 beside 7,888; issue 32).
  const total = deliveryTotals(cartSubtotal(items), settings, delivery?.fee, 'none').total;
  // An order placed whose prompt failed: paying again uses it (its stock is already reserved).
  const [placed, setPlaced] = useState<{ key: string; order: Order } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // Layaway (issue 21, decision 039): offered when the server says it applies; the policy must be agreed to.
  const quote = useLayawayQuote(items, total);
  const [chosen, setChosen] = useState(false);
  const [agreed, setAgreed] = useState(false);
  const layaway = quote != null && chosen;
  const key = cartKey(items, delivery, layaway);
  const waitingOrder = placed?.key === key ? placed.order : null;
  // An order above KES 150,000 is paid in several prompts (decision 037), a layaway's deposit first (039).
  const paidSoFar = waitingOrder?.payments.filter((p) => p.status === 'paid').map((p) => p.amount) ?? [];
  const deposit = waitingOrder ? (waitingOrder.layaway?.deposit ?? null) : layaway ? quote.deposit : null;
  const next = orderProgress(waitingOrder?.total_price ?? total, deposit, paidSoFar).next;
  const { payments } = useRootData();
  const t = useT();
  // Issue 30: a business buyer's KRA PIN and name for the eTIMS invoice (optional).
  const [business, setBusiness] = useState({ kraPin: '', businessName: '' });
  const [pinError, setPinError] = useState<string | null>(null);
  const pin = business.kraPin.trim();

  async function pay(phone: string) {
    let order = waitingOrder;
    setFailure(null);
    if (!delivery) return setFailure(t('checkout.noDelivery'));
    if (!delivery.ready()) return;
    if (layaway && !agreed) return setFailure(t('layaway.agreeFirst'));
    if (pin && !isKraPin(pin)) return setPinError(t('checkout.kraPinInvalid'));
    setPinError(null);
    if (!order) {
      try {
        const body = {
          ...orderPayload(items, settings, delivery),
          ...(layaway && { layaway: true }),
          ...(pin && { buyer: { kraPin: normaliseKraPin(pin), businessName: business.businessName.trim() } }),
        };
        order = await api<Order>('/api/orders', { method: 'POST', body });
        setPlaced({ key, order });
      } catch (error) {
        console.error(error);
        toast({ title: t('checkout.orderFailed'), description: t('checkout.orderFailedText'), variant: 'destructive' });
        setFailure(refusalReason(error));
        return;
      }
    }
    const started = await startMpesaPayment(order.id, phone);
    if (!started.ok) {
      if (orderNotPayable(started.error)) setPlaced(null);
      return;
    }
    toast({ ...paymentStarted(), duration: 10_000 });
    // Loaded now, not with the cart: only a shopper who has just paid needs the watcher.
    void import('./payment-watch').then((m) => m.watchPayment(started.payment.id));
    cartStore.clear();
    // Every path (one prompt, a split, a layaway) lands on a page showing this order's live status.
    setConfirmation({ orderId: order.id, number: order.number });
    // Paid in parts: My Orders shows what is paid and what is left, and asks the rest there.
    await navigate((next && next.of > 1) || deposit != null ? '/profile?tab=orders' : '/');
  }

  return (
    <div className="mt-5 flex flex-col gap-4 border-t border-slate-200 pt-5">
      <a
        href={whatsappOrderHref(items, settings, user, delivery ?? undefined)}
        onClick={(e) => {
          // The message carries the option and the address: not before they are complete.
          if (!delivery || !delivery.ready()) {
            e.preventDefault();
            if (!delivery) setFailure(t('checkout.noDelivery'));
          }
        }}
        target="_blank"
        rel="noopener noreferrer"
        className={buttonVariants({ size: 'lg', className: `w-full ${PAY_BUTTON}` })}
      >
        <MessageCircle aria-hidden="true" /> {t('checkout.whatsapp')}
        <span className="sr-only">{t('checkout.newTab')}</span>
      </a>

      <div
        className="flex items-center gap-3 text-xs font-semibold tracking-wide text-slate-500 uppercase"
        aria-hidden="true"
      >
        <span className="h-px flex-1 bg-slate-200" /> {t('checkout.orPayNow')}{' '}
        <span className="h-px flex-1 bg-slate-200" />
      </div>

      <section aria-labelledby="mpesa-heading" className="flex flex-col gap-3">
        <h3 id="mpesa-heading" className="font-semibold text-slate-900">
          {t('checkout.payWithMpesa')}
        </h3>
        {quote ? (
          <LayawayChoice
            quote={quote}
            total={total}
            layaway={layaway}
            onLayaway={setChosen}
            agreed={agreed}
            onAgreed={setAgreed}
          />
        ) : null}
        {next && next.of > 1 && deposit == null ? (
          <div role="note" className="rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
            <p className="font-semibold">{t('checkout.partsTitle', { count: next.of })}</p>
            <p className="mt-1">
              {t('checkout.partsText', { max: formatKES(MPESA_MAX_AMOUNT), total: formatKES(total) })}
            </p>
          </div>
        ) : null}
        <BusinessBuyer value={business} onChange={setBusiness} error={pinError} />
        {!user.emailVerified ? <VerifyEmailNotice email={user.email} reason={t('checkout.verifyFirst')} /> : null}
        <p className="text-sm text-slate-600">{t('checkout.howItWorks')}</p>
        {waitingOrder ? (
          <p role="status" className="rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
            {t('checkout.waitingBefore')} <strong>{waitingOrder.number}</strong> {t('checkout.waitingAfter')}{' '}
            <Link to="/profile?tab=orders" className="font-semibold text-brand-700 underline underline-offset-4">
              {t('checkout.myOrders')}
            </Link>
            .
          </p>
        ) : null}
        {failure ? (
          <Alert role="alert" tone="danger" className="p-3">
            {failure}
          </Alert>
        ) : null}
        <MpesaForm amount={next?.amount ?? total} step={next} onPay={pay} testNotice={payments?.notice} />
      </section>
    </div>
  );
}
