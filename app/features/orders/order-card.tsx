import { LoaderCircle } from 'lucide-react';
import { lazy, Suspense, useId, useState } from 'react';
import { Link } from 'react-router';
import { imageAtWidth, PLACEHOLDER_IMAGE } from '#core/catalog/images';
import { formatKES } from '#core/pricing/money';
import { vatLabel } from '#core/pricing/vat';
import type { Order, OwnOrder } from '#core/schemas/orders';
import type { Payment } from '#core/schemas/payments';
import { DeliverySummary } from '~/components/delivery-summary';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { toast } from '~/components/ui/toast';
import { api, errorMessage } from '~/lib/api';
import { useRootData } from '~/lib/root-data';
import { cn } from '~/lib/utils';
import { MpesaForm, PAY_BUTTON } from '../checkout/mpesa-form';
import { paymentStarted, startMpesaPayment } from '../checkout/pay';
import { paybillAccount } from '#core/orders/account-number';
import { canMove } from '#core/orders/stages';
import { warrantyEnd } from '#core/orders/returns';
import { formatDate } from '#core/format/dates';
import { formatDateTime, formatTime, ORDER_STATUS, paymentText } from './status';
import { Timeline } from './timeline';
import { useT, type Translate } from '~/lib/i18n/i18n';

// Layaway's lines load with the first layaway order only: /profile is within a KiB of the 150 KB budget.
const layawayParts = () => import('./layaway-lines');
const LayawayLines = lazy(() => layawayParts().then((m) => ({ default: m.LayawayLines })));
const LayawayRestForm = lazy(() => layawayParts().then((m) => ({ default: m.LayawayRestForm })));
// Returns and warranty claims (issue 30) load with the first delivered order only.
const ReturnsPanel = lazy(() => import('./returns-panel').then((m) => ({ default: m.ReturnsPanel })));

export function OrderCard({
  order,
  onPaymentStarted,
  onChanged,
}: {
  order: OwnOrder;
  onPaymentStarted(payment: Payment): void;
  /** The order as the server now has it (after a cancel). */
  onChanged(order: OwnOrder): void;
}) {
  const [paying, setPaying] = useState(false);
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const formId = useId();
  const t = useT();
  const status = ORDER_STATUS[order.status];
  const payment = order.payment ?? null;
  // What is left to pay, in prompts of at most KES 150,000 (decision 037); null once nothing is.
  const next = order.next_payment;
  const canPay = order.status === 'awaiting_payment' && next != null && payment?.status !== 'pending';
  // Until it leaves the shop (decision 021); a paid one is refunded by the shop.
  const canCancel = canMove(order.status, 'cancelled', 'customer') && payment?.status !== 'pending';
  const { payments } = useRootData();
  // The order's own VAT (decision 031), as it was charged: a later change of the setting does not rewrite it.
  const vat = vatLabel({ vatMode: order.vat_mode, vatRate: order.vat_rate }) !== null;
  const paybill = payments?.paybill;
  // The rest of a layaway whose deposit is in: in amounts the shopper chooses (decision 039).
  const chooseAmount = order.status === 'awaiting_payment' && order.layaway?.deposit_paid === true;

  // Unpaid orders hold their items (and count against the limit of open unpaid orders): the buyer may let one go.
  async function cancelOrder() {
    setCancelling(true);
    try {
      const updated = await api<Order>(`/api/orders/${order.id}/cancel`, { method: 'POST' });
      toast({
        title: t('orders.cancelledTitle'),
        description: t(order.is_paid ? 'orders.cancelledPaid' : 'orders.cancelledUnpaid', { number: order.number }),
      });
      onChanged({ ...updated, payment: order.payment });
    } catch (error) {
      console.error(error);
      toast({
        title: t('orders.cancelFailed'),
        description: errorMessage(error, t('error.unknown')),
        variant: 'destructive',
      });
    } finally {
      setCancelling(false);
      setConfirmingCancel(false);
    }
  }

  async function pay(phone: string, amount: number) {
    const started = await startMpesaPayment(order.id, phone, chooseAmount ? amount : undefined);
    if (!started.ok) return;
    toast(paymentStarted());
    setPaying(false);
    onPaymentStarted(started.payment);
  }

  return (
    <li>
      <article aria-labelledby={`${formId}-title`} className="rounded-xl border border-slate-200 bg-white">
        <header className="flex flex-wrap items-start justify-between gap-3 border-b border-slate-200 p-4">
          <div>
            <h3 id={`${formId}-title`} className="font-semibold text-slate-900">
              {t('orders.order', { number: order.number })}
            </h3>
            <p className="text-sm text-slate-600">
              {t('orders.placed')} <time dateTime={order.created_at}>{formatDateTime(order.created_at)}</time>
            </p>
          </div>
          <Badge className={status.className}>{t(`order.status.${order.status}`)}</Badge>
        </header>

        <ul className="divide-y divide-slate-100 px-4">
          {order.order_items.map((item, i) => (
            <li key={`${item.product}-${i}`} className="flex items-center gap-3 py-3">
              <img
                src={item.image ? imageAtWidth(item.image, 160) : PLACEHOLDER_IMAGE}
                alt=""
                width={48}
                height={48}
                loading="lazy"
                decoding="async"
                className="size-12 shrink-0 rounded-md border border-slate-100 object-contain"
              />
              <div className="min-w-0 flex-1">
                {item.product ? (
                  <Link
                    to={`/product/${item.product}`}
                    className="line-clamp-2 text-sm font-medium text-slate-900 hover:underline"
                  >
                    {item.name}
                  </Link>
                ) : (
                  <p className="line-clamp-2 text-sm font-medium text-slate-900">{item.name}</p>
                )}
                <p className="text-sm text-slate-600">
                  {item.quantity} × {formatKES(item.price)}
                </p>
                <WarrantyLine months={item.warranty_months} from={order.delivered_at ?? order.paid_at} />
              </div>
              <p className="shrink-0 text-sm font-medium">{formatKES(item.price * item.quantity)}</p>
            </li>
          ))}
        </ul>

        <DeliverySummary
          delivery={order.delivery}
          unpaid={order.status === 'awaiting_payment'}
          className="border-t border-slate-200 px-4 py-3"
        />
        <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 border-t border-slate-200 px-4 py-3 text-sm">
          <dt className="text-slate-600">{t('orders.delivery')}</dt>
          <dd className="text-right">
            {order.shipping_price === 0 ? t('cart.free') : formatKES(order.shipping_price)}
          </dd>
          {vat ? (
            <>
              <dt className="text-slate-600">
                {t(order.vat_mode === 'added' ? 'cart.vat' : 'cart.vatIncluded', {
                  rate: `${Number(order.vat_rate.toFixed(2))}%`,
                })}
              </dt>
              <dd className="text-right">{formatKES(order.vat_price)}</dd>
            </>
          ) : null}
          <dt className="font-semibold">{t('cart.total')}</dt>
          <dd className="text-right font-semibold">{formatKES(order.total_price)}</dd>
        </dl>

        <div className="flex flex-col gap-3 border-t border-slate-200 p-4 text-sm">
          <dl className="grid gap-1 sm:grid-cols-2">
            <div>
              <dt className="inline font-medium text-slate-600">{t('orders.payment')} </dt>
              <dd className="inline">
                {order.paid_at
                  ? t('orders.paidAt', { when: formatDateTime(order.paid_at) })
                  : order.amount_paid > 0
                    ? t('orders.paidOf', { paid: formatKES(order.amount_paid), total: formatKES(order.total_price) })
                    : t(order.status === 'awaiting_payment' ? 'orders.notPaidYet' : 'orders.notPaid')}
              </dd>
            </div>
            <div>
              <dt className="inline font-medium text-slate-600">{t('orders.deliveryLabel')} </dt>
              <dd className="inline">
                {order.delivered_at && order.is_delivered
                  ? t(order.status === 'collected' ? 'orders.collectedAt' : 'orders.deliveredAt', {
                      when: formatDateTime(order.delivered_at),
                    })
                  : order.status === 'dispatched'
                    ? order.courier_name
                      ? t('orders.withCourier', {
                          courier: order.courier_name,
                          tracking: order.tracking_reference ?? '',
                        })
                      : t('orders.withRider', { phone: order.rider_phone ?? '' })
                    : order.status === 'paid' || order.status === 'processing'
                      ? t('orders.preparing')
                      : t(order.status === 'awaiting_payment' ? 'orders.afterPayment' : 'orders.notDelivered')}
              </dd>
            </div>
          </dl>
          {/* Polite live region: the poller updates it when M-Pesa answers. */}
          <p
            aria-live="polite"
            className={cn(
              'flex items-center gap-2 empty:hidden',
              payment?.status === 'failed' && 'font-medium text-danger',
              payment?.status === 'paid' && 'text-success',
            )}
          >
            {payment ? (
              <>
                {payment.status === 'pending' ? (
                  <LoaderCircle
                    className="size-4 shrink-0 animate-spin motion-reduce:animate-none"
                    aria-hidden="true"
                  />
                ) : null}
                {/* A part of an order paid in several payments: what came in, not "Paid". */}
                {payment.status === 'paid' && !order.paid_at && order.amount_paid > 0
                  ? t(payment.receiptNumber ? 'orders.receivedReceipt' : 'orders.received', {
                      amount: formatKES(payment.amount),
                      receipt: payment.receiptNumber ?? '',
                    })
                  : paymentText(t, payment)}
              </>
            ) : null}
          </p>
          {order.status === 'awaiting_payment' && order.amount_paid > 0 ? (
            <p className="font-medium text-slate-900" data-testid="balance">
              {t('orders.balance', { paid: formatKES(order.amount_paid), left: formatKES(order.balance) })}
            </p>
          ) : null}
          {order.layaway ? (
            <Suspense fallback={null}>
              <LayawayLines order={order} />
            </Suspense>
          ) : null}
          {order.refund_due > 0 ? (
            <p className="text-slate-700">{t('orders.refundDue', { amount: formatKES(order.refund_due) })}</p>
          ) : null}
          {order.status === 'awaiting_payment' && paybill ? (
            <p className="text-slate-700">
              {t('orders.paybillBefore')} <strong className="tabular-nums">{paybill}</strong>,{' '}
              {t('orders.paybillAccount')} <strong>{order.paybill_account ?? paybillAccount(order.id)}</strong>,{' '}
              {t('orders.paybillAfter')}
            </p>
          ) : null}
          {order.status === 'awaiting_payment' && order.expires_at ? (
            <p className="text-slate-600">
              {t('orders.payBefore', {
                when: order.amount_paid > 0 ? formatDateTime(order.expires_at) : formatTime(order.expires_at),
              })}
            </p>
          ) : null}
          {order.cancel_reason ? (
            <p className="text-slate-700">{t('orders.cancelReason', { reason: reasonText(t, order) })}</p>
          ) : null}
          {order.status === 'cancelled' && order.is_paid ? (
            <p className="text-slate-700">{t('orders.willRefund')}</p>
          ) : null}
          {order.refunds?.length ? (
            // Every refund from the payments ledger (decision 052): part refunds too, each with M-Pesa's reference.
            order.refunds.map((r, i) => (
              <p key={i} className="text-slate-700" data-testid="refund">
                {t('orders.refundedAmount', { amount: formatKES(r.amount), reference: r.reference ?? '' })}
              </p>
            ))
          ) : order.refund_reference ? (
            <p className="text-slate-700">{t('orders.refunded', { reference: order.refund_reference })}</p>
          ) : null}
          <div>
            <h4 className="mb-2 font-medium text-slate-900">{t('orders.timeline')}</h4>
            <Timeline
              events={order.timeline}
              payments={order.payments}
              total={order.total_price}
              label={t('orders.timelineOf', { number: order.number })}
            />
          </div>
          {order.is_delivered && order.is_paid ? (
            <Suspense fallback={null}>
              <ReturnsPanel order={order} />
            </Suspense>
          ) : null}
          {order.receipt_number ? (
            <p>
              <Link to={`/orders/${order.id}/receipt`} className="font-medium text-brand-700 underline">
                {t('orders.receipt', { number: order.receipt_number })}
              </Link>
            </p>
          ) : null}
          {canCancel && !paying ? (
            confirmingCancel ? (
              <div
                role="group"
                aria-label={t('orders.cancelOrderN', { number: order.number })}
                className="flex flex-wrap items-center gap-2 rounded-lg bg-slate-50 p-3"
              >
                <p className="w-full">
                  {t(order.is_paid ? 'orders.confirmCancelPaid' : 'orders.confirmCancel', { number: order.number })}
                </p>
                <Button variant="destructive" size="sm" disabled={cancelling} onClick={cancelOrder}>
                  {cancelling ? t('orders.cancelling') : t('orders.yesCancel')}
                </Button>
                <Button variant="ghost" size="sm" disabled={cancelling} onClick={() => setConfirmingCancel(false)}>
                  {t('orders.keepIt')}
                </Button>
              </div>
            ) : null
          ) : null}
          {canPay ? (
            paying ? (
              <div className="flex flex-col gap-2 rounded-lg bg-slate-50 p-3">
                {chooseAmount ? (
                  <Suspense fallback={null}>
                    <LayawayRestForm
                      balance={order.balance}
                      first={next?.amount ?? order.balance}
                      onPay={pay}
                      testNotice={payments?.notice}
                      initialPhone={lastPhone(order)}
                    />
                  </Suspense>
                ) : (
                  <MpesaForm
                    amount={next?.amount ?? order.balance}
                    step={next}
                    onPay={pay}
                    testNotice={payments?.notice}
                    initialPhone={lastPhone(order)}
                  />
                )}
                <Button variant="ghost" size="sm" onClick={() => setPaying(false)}>
                  {t('orders.cancel')}
                </Button>
              </div>
            ) : (
              <div className="flex flex-wrap gap-2">
                <Button onClick={() => setPaying(true)} className={PAY_BUTTON}>
                  {t(order.amount_paid > 0 ? 'orders.payRest' : 'checkout.payWithMpesa')}
                </Button>
                {!confirmingCancel ? (
                  <Button variant="outline" onClick={() => setConfirmingCancel(true)}>
                    {t('orders.cancelOrder')}
                  </Button>
                ) : null}
              </div>
            )
          ) : canCancel && !confirmingCancel ? (
            <div>
              <Button variant="outline" onClick={() => setConfirmingCancel(true)}>
                {t('orders.cancelOrder')}
              </Button>
            </div>
          ) : null}
        </div>
      </article>
    </li>
  );
}

/** 'Under warranty until 27 Nov 2027' on a paid line with a warranty, from delivery (or payment). */
function WarrantyLine({ months, from }: { months?: number | null; from: string | null }) {
  const t = useT();
  if (!months || !from) return null;
  const end = warrantyEnd(new Date(from), months);
  return (
    <p className="text-xs text-slate-600" data-testid="warranty-until">
      {t(end > new Date() ? 'warranty.until' : 'warranty.ended', { date: formatDate(end) })}
    </p>
  );
}

/** A layaway expiry's reason in the page's language, said from its code (decision 072); others as written. */
function reasonText(t: Translate, order: Order): string {
  const note = order.cancel_note;
  if (!note) return order.cancel_reason ?? '';
  const key = note.code === 'layaway.expiredKept' ? 'orders.expiredKept' : 'orders.expiredRefund';
  return t(key, { date: formatDate(new Date(note.values.due)), amount: formatKES(note.values.amount) });
}

/** The number of the order's latest prompt, when the API gives it whole: 'Pay the rest' starts with it. */
function lastPhone(order: Order): string | undefined {
  const phone = order.payments.filter((p) => p.source === 'stk').at(-1)?.phoneNumber;
  return phone && /^2547\d{8}$|^2541\d{8}$/.test(phone) ? phone : undefined;
}
