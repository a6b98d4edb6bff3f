import { LoaderCircle } from 'lucide-react';
import { MSG } from '#core/messages';
import { lazy, Suspense, useId, useState } from 'react';
import { Link } from 'react-router';
import { imageAtWidth, PLACEHOLDER_IMAGE } from '#core/images';
import { formatKES } from '#core/money';
import { vatLabel } from '#core/vat';
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
import { PAYMENT_STARTED, startMpesaPayment } from '../checkout/pay';
import { canMove } from '#core/order-stages';
import { formatDateTime, formatTime, ORDER_STATUS, paymentText } from './status';
import { Timeline } from './timeline';

// Layaway's lines load with the first layaway order only: /profile is within a KiB of the 150 KB budget.
const layawayParts = () => import('./layaway-lines');
const LayawayLines = lazy(() => layawayParts().then((m) => ({ default: m.LayawayLines })));
const LayawayRestForm = lazy(() => layawayParts().then((m) => ({ default: m.LayawayRestForm })));

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
  const status = ORDER_STATUS[order.status];
  const payment = order.payment ?? null;
  // What is left to pay, in prompts of at most KES 150,000 (decision 037); null once nothing is.
  const next = order.next_payment;
  const canPay = order.status === 'awaiting_payment' && next != null && payment?.status !== 'pending';
  // Until it leaves the shop (decision 021); a paid one is refunded by the shop.
  const canCancel = canMove(order.status, 'cancelled', 'customer') && payment?.status !== 'pending';
  const { payments } = useRootData();
  // The order's own VAT (decision 031), as it was charged: a later change of the setting does not rewrite it.
  const vat = vatLabel({ vatMode: order.vat_mode, vatRate: order.vat_rate });
  const paybill = payments?.paybill;
  // The rest of a layaway whose deposit is in: in amounts the shopper chooses (decision 039).
  const chooseAmount = order.status === 'awaiting_payment' && order.layaway?.deposit_paid === true;

  // Unpaid orders hold their items (and count against the limit of open unpaid orders): the buyer may let one go.
  async function cancelOrder() {
    setCancelling(true);
    try {
      const updated = await api<Order>(`/api/orders/${order.id}/cancel`, { method: 'POST' });
      toast({
        title: 'Order cancelled',
        description: order.is_paid
          ? `Order ${order.number} is cancelled. The shop will refund your M-Pesa payment.`
          : `Order ${order.number} is cancelled and its items are back on sale.`,
      });
      onChanged({ ...updated, payment: order.payment });
    } catch (error) {
      console.error(error);
      toast({ title: 'Cancel failed', description: errorMessage(error, MSG.unknownError), variant: 'destructive' });
    } finally {
      setCancelling(false);
      setConfirmingCancel(false);
    }
  }

  async function pay(phone: string, amount: number) {
    const started = await startMpesaPayment(order.id, phone, chooseAmount ? amount : undefined);
    if (!started.ok) return;
    toast(PAYMENT_STARTED);
    setPaying(false);
    onPaymentStarted(started.payment);
  }

  return (
    <li>
      <article aria-labelledby={`${formId}-title`} className="rounded-xl border border-slate-200 bg-white">
        <header className="flex flex-wrap items-start justify-between gap-3 border-b border-slate-200 p-4">
          <div>
            <h3 id={`${formId}-title`} className="font-semibold text-slate-900">
              Order {order.number}
            </h3>
            <p className="text-sm text-slate-600">
              Placed <time dateTime={order.created_at}>{formatDateTime(order.created_at)}</time>
            </p>
          </div>
          <Badge className={status.className}>{status.label}</Badge>
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
                  <Link to={`/product/${item.product}`} className="line-clamp-2 text-sm font-medium text-slate-900 hover:underline">
                    {item.name}
                  </Link>
                ) : (
                  <p className="line-clamp-2 text-sm font-medium text-slate-900">{item.name}</p>
                )}
                <p className="text-sm text-slate-600">
                  {item.quantity} × {formatKES(item.price)}
                </p>
              </div>
              <p className="shrink-0 text-sm font-medium">{formatKES(item.price * item.quantity)}</p>
            </li>
          ))}
        </ul>

        <DeliverySummary delivery={order.delivery} className="border-t border-slate-200 px-4 py-3" />
        <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 border-t border-slate-200 px-4 py-3 text-sm">
          <dt className="text-slate-600">Delivery</dt>
          <dd className="text-right">{order.shipping_price === 0 ? 'Free' : formatKES(order.shipping_price)}</dd>
          {vat ? (
            <>
              <dt className="text-slate-600">{vat}</dt>
              <dd className="text-right">{formatKES(order.vat_price)}</dd>
            </>
          ) : null}
          <dt className="font-semibold">Total</dt>
          <dd className="text-right font-semibold">{formatKES(order.total_price)}</dd>
        </dl>

        <div className="flex flex-col gap-3 border-t border-slate-200 p-4 text-sm">
          <dl className="grid gap-1 sm:grid-cols-2">
            <div>
              <dt className="inline font-medium text-slate-600">Payment: </dt>
              <dd className="inline">
                {order.paid_at
                  ? `Paid ${formatDateTime(order.paid_at)}`
                  : order.amount_paid > 0
                    ? `Paid ${formatKES(order.amount_paid)} of ${formatKES(order.total_price)}`
                    : order.status === 'awaiting_payment'
                      ? 'Not paid yet'
                      : 'Not paid'}
              </dd>
            </div>
            <div>
              <dt className="inline font-medium text-slate-600">Delivery: </dt>
              <dd className="inline">
                {order.delivered_at && order.is_delivered
                  ? `${order.status === 'collected' ? 'Collected' : 'Delivered'} ${formatDateTime(order.delivered_at)}`
                  : order.status === 'dispatched'
                    ? order.courier_name
                      ? `On its way with ${order.courier_name}, tracking ${order.tracking_reference}`
                      : `On its way with our rider (${order.rider_phone})`
                    : order.status === 'paid' || order.status === 'processing'
                      ? 'Being prepared'
                      : order.status === 'awaiting_payment'
                        ? 'After payment'
                        : 'Not delivered'}
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
                  <LoaderCircle className="size-4 shrink-0 animate-spin motion-reduce:animate-none" aria-hidden="true" />
                ) : null}
                {/* A part of an order paid in several payments: what came in, not "Paid". */}
                {payment.status === 'paid' && !order.paid_at && order.amount_paid > 0
                  ? `Received ${formatKES(payment.amount)} by M-Pesa${payment.receiptNumber ? `, receipt ${payment.receiptNumber}` : ''}`
                  : paymentText(payment)}
              </>
            ) : null}
          </p>
          {order.status === 'awaiting_payment' && order.amount_paid > 0 ? (
            <p className="font-medium text-slate-900" data-testid="balance">
              {formatKES(order.amount_paid)} paid, {formatKES(order.balance)} left to pay
            </p>
          ) : null}
          {order.layaway ? (
            <Suspense fallback={null}>
              <LayawayLines order={order} />
            </Suspense>
          ) : null}
          {order.refund_due > 0 ? (
            <p className="text-slate-700">{formatKES(order.refund_due)} of your M-Pesa payments will be refunded by the shop.</p>
          ) : null}
          {order.status === 'awaiting_payment' && paybill ? (
            <p className="text-slate-700">
              Or pay by M-Pesa Paybill: business number <strong className="tabular-nums">{paybill}</strong>, account number{' '}
              <strong>{order.number}</strong>, any amount up to what is left.
            </p>
          ) : null}
          {order.status === 'awaiting_payment' && order.expires_at ? (
            <p className="text-slate-600">
              Pay before {order.amount_paid > 0 ? formatDateTime(order.expires_at) : formatTime(order.expires_at)}; after that the order is cancelled and its items go back on sale.
            </p>
          ) : null}
          {order.cancel_reason ? <p className="text-slate-700">Reason for cancelling: {order.cancel_reason}</p> : null}
          {order.status === 'cancelled' && order.is_paid ? <p className="text-slate-700">The shop will refund your M-Pesa payment.</p> : null}
          {order.refund_reference ? <p className="text-slate-700">Refunded by M-Pesa, reference {order.refund_reference}.</p> : null}
          <div>
            <h4 className="mb-2 font-medium text-slate-900">Timeline</h4>
            <Timeline events={order.timeline} label={`Timeline of order ${order.number}`} />
          </div>
          {order.receipt_number ? (
            <p>
              <Link to={`/orders/${order.id}/receipt`} className="font-medium text-brand-700 underline">
                Receipt {order.receipt_number}
              </Link>
            </p>
          ) : null}
          {canCancel && !paying ? (
            confirmingCancel ? (
              <div role="group" aria-label={`Cancel order ${order.number}`} className="flex flex-wrap items-center gap-2 rounded-lg bg-slate-50 p-3">
                <p className="w-full">
                  Cancel order {order.number}? Its items go back on sale{order.is_paid ? ' and the shop refunds your M-Pesa payment' : ''}.
                </p>
                <Button variant="destructive" size="sm" disabled={cancelling} onClick={cancelOrder}>
                  {cancelling ? 'Cancelling...' : 'Yes, cancel the order'}
                </Button>
                <Button variant="ghost" size="sm" disabled={cancelling} onClick={() => setConfirmingCancel(false)}>
                  Keep it
                </Button>
              </div>
            ) : null
          ) : null}
          {canPay ? (
            paying ? (
              <div className="flex flex-col gap-2 rounded-lg bg-slate-50 p-3">
                {chooseAmount ? (
                  <Suspense fallback={null}>
                    <LayawayRestForm balance={order.balance} first={next?.amount ?? order.balance} onPay={pay} testNotice={payments?.notice} />
                  </Suspense>
                ) : (
                  <MpesaForm amount={next?.amount ?? order.balance} step={next} onPay={pay} testNotice={payments?.notice} />
                )}
                <Button variant="ghost" size="sm" onClick={() => setPaying(false)}>
                  Cancel
                </Button>
              </div>
            ) : (
              <div className="flex flex-wrap gap-2">
                <Button onClick={() => setPaying(true)} className={PAY_BUTTON}>
                  {order.amount_paid > 0 ? 'Pay the rest with M-Pesa' : 'Pay with M-Pesa'}
                </Button>
                {!confirmingCancel ? (
                  <Button variant="outline" onClick={() => setConfirmingCancel(true)}>
                    Cancel order
                  </Button>
                ) : null}
              </div>
            )
          ) : canCancel && !confirmingCancel ? (
            <div>
              <Button variant="outline" onClick={() => setConfirmingCancel(true)}>
                Cancel order
              </Button>
            </div>
          ) : null}
        </div>
      </article>
    </li>
  );
}
