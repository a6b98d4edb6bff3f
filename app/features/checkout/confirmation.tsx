import { CircleCheck, CircleX, LoaderCircle, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { formatKES } from '#core/pricing/money';
import type { Order } from '#core/schemas/orders';
import { api, ApiError } from '~/lib/api';
import { useT } from '~/lib/i18n/i18n';
import { mpesaReason } from '~/lib/i18n/mpesa-reason';
import { setConfirmation, type Confirmation } from './payment-watch-key';

/*
 * The confirmation after paying (issue 32, item 3), loaded by the root layout only when an order has
 * just been paid for: its number, the payment's live status (asked of GET /api/orders/:id every few
 * seconds while M-Pesa has not answered) and links to My Orders and the receipt.
 */
const POLL_MS = 3000;
const POLL_FOR_MS = 3 * 60_000;

type State = 'loading' | 'waiting' | 'paid' | 'part' | 'failed' | 'unpaid';

function stateOf(order: Order | null): State {
  if (!order) return 'loading';
  if (order.is_paid) return 'paid';
  const last = order.payments.at(-1);
  if (last?.status === 'pending') return 'waiting';
  if (order.amount_paid > 0 && last?.status === 'paid') return 'part';
  if (last && last.status !== 'paid') return 'failed';
  return 'unpaid';
}

export default function PaymentConfirmation({ confirmation }: { confirmation: Confirmation }) {
  const t = useT();
  const navigate = useNavigate();
  const [order, setOrder] = useState<Order | null>(null);
  const state = stateOf(order);

  useEffect(() => {
    const controller = new AbortController();
    const until = Date.now() + POLL_FOR_MS;
    let timer: ReturnType<typeof setTimeout> | undefined;
    async function ask() {
      try {
        const fresh = await api<Order>(`/api/orders/${confirmation.orderId}`, { signal: controller.signal });
        setOrder(fresh);
        if (stateOf(fresh) !== 'waiting') return;
      } catch (error) {
        if (controller.signal.aborted) return;
        // Not this shopper's order any more (signed out): nothing to confirm.
        if (error instanceof ApiError && error.status >= 400 && error.status < 500) return setConfirmation(null);
      }
      if (Date.now() < until) timer = setTimeout(ask, POLL_MS);
    }
    void ask();
    return () => (controller.abort(), clearTimeout(timer));
  }, [confirmation.orderId]);

  const last = order?.payments.at(-1);
  const link = 'font-semibold text-brand-700 underline underline-offset-4';
  return (
    <section
      aria-labelledby="confirmation-title"
      data-testid="order-confirmation"
      className="mx-auto mt-3 w-full max-w-7xl px-4"
    >
      <div className="relative rounded-xl border border-slate-200 bg-white p-4 pr-12 shadow-sm">
        <h2 id="confirmation-title" className="font-semibold text-slate-900">
          {t('confirm.title', { number: confirmation.number })}
        </h2>
        <p aria-live="polite" className="mt-1 flex items-start gap-2 text-sm" data-testid="confirmation-status">
          {state === 'waiting' || state === 'loading' ? (
            <LoaderCircle
              className="mt-0.5 size-4 shrink-0 animate-spin motion-reduce:animate-none"
              aria-hidden="true"
            />
          ) : state === 'paid' || state === 'part' ? (
            <CircleCheck className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
          ) : state === 'failed' ? (
            <CircleX className="mt-0.5 size-4 shrink-0 text-danger" aria-hidden="true" />
          ) : null}
          <span className={state === 'failed' ? 'font-medium text-danger' : 'text-slate-700'}>
            {state === 'loading'
              ? t('confirm.loading')
              : state === 'waiting'
                ? t('confirm.waiting', { amount: formatKES(last?.amount ?? 0) })
                : state === 'paid'
                  ? t('confirm.paid')
                  : state === 'part'
                    ? t('pay.receivedText', { paid: formatKES(order!.amount_paid), balance: formatKES(order!.balance) })
                    : state === 'failed'
                      ? t('confirm.failed', { reason: (last && mpesaReason(t, last)) || t('pay.noAnswer') })
                      : t('confirm.unpaid')}
          </span>
        </p>
        <p className="mt-3 flex flex-wrap gap-x-4 gap-y-2 text-sm">
          {state === 'failed' || state === 'unpaid' ? (
            <button
              type="button"
              className={link}
              onClick={() => {
                setConfirmation(null);
                void navigate('/profile?tab=orders');
              }}
            >
              {t('confirm.retry')}
            </button>
          ) : null}
          <Link to="/profile?tab=orders" className={link}>
            {t('checkout.myOrders')}
          </Link>
          {order?.receipt_number ? (
            <Link to={`/orders/${order.id}/receipt`} className={link}>
              {t('confirm.receipt')}
            </Link>
          ) : null}
        </p>
        <button
          type="button"
          onClick={() => setConfirmation(null)}
          className="absolute top-2 right-2 grid size-10 place-items-center rounded-lg text-slate-500 hover:bg-slate-100"
        >
          <X className="size-4" aria-hidden="true" />
          <span className="sr-only">{t('confirm.close')}</span>
        </button>
      </div>
    </section>
  );
}
