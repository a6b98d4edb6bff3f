import { Package, RefreshCw } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { OwnOrder } from '#core/schemas/orders';
import type { Payment } from '#core/schemas/payments';
import { EmptyState } from '~/components/empty-state';
import { Alert } from '~/components/ui/alert';
import { Button, buttonVariants } from '~/components/ui/button';
import { Skeleton } from '~/components/ui/skeleton';
import { api, errorMessage } from '~/lib/api';
import { OrderCard } from './order-card';
import { useT } from '~/lib/i18n/i18n';

/** A pending payment is asked about for at most this long (the prompt lives ~60–90 s). */
const POLL_LIMIT_MS = 120_000;

type State = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; orders: OwnOrder[] };

/** My Orders (GET /api/orders/mine), with live M-Pesa payment states. */
export function MyOrders() {
  const [state, setState] = useState<State>({ status: 'loading' });
  const [pollRound, setPollRound] = useState(0);
  const [pollGaveUp, setPollGaveUp] = useState(false);
  const t = useT();
  const unknown = t('error.unknown');

  const load = useCallback(
    async (signal?: AbortSignal) => {
      try {
        const orders = await api<OwnOrder[]>('/api/orders/mine', { signal });
        setState({ status: 'ready', orders });
      } catch (error) {
        if (signal?.aborted) return;
        console.error(error);
        // A failed refresh keeps the list on screen; only a failed first load shows the error.
        setState((s) => (s.status === 'ready' ? s : { status: 'error', message: errorMessage(error, unknown) }));
      }
    },
    [unknown],
  );

  useEffect(() => {
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [load]);

  const orders = state.status === 'ready' ? state.orders : [];
  const pendingKey = orders.flatMap((o) => (o.payment?.status === 'pending' ? [o.payment.id] : [])).join(',');

  // While a payment is pending, wait for M-Pesa's answer; when one settles, reload the orders (the
  // order's own status changes with it). Gives up after POLL_LIMIT_MS. The poller loads only then.
  useEffect(() => {
    if (!pendingKey) return;
    const controller = new AbortController();
    setPollGaveUp(false);
    void import('../checkout/payment-watch')
      .then((m) =>
        m.pollPayments(pendingKey.split(',').map(Number), {
          until: Date.now() + POLL_LIMIT_MS,
          signal: controller.signal,
        }),
      )
      // Settled: reload. Timed out, refused (signed out) or a poller that could not load (offline):
      // say so, and the Refresh button tries again.
      .then(
        (outcome) => (outcome.kind === 'settled' ? load() : setPollGaveUp(outcome.kind !== 'aborted')),
        () => setPollGaveUp(true),
      );
    return () => controller.abort();
  }, [pendingKey, pollRound, load]);

  const onPaymentStarted = useCallback((payment: Payment) => {
    setState((s) =>
      s.status === 'ready'
        ? { ...s, orders: s.orders.map((o) => (o.id === payment.orderId ? { ...o, payment } : o)) }
        : s,
    );
  }, []);

  const onChanged = useCallback((changed: OwnOrder) => {
    setState((s) =>
      s.status === 'ready' ? { ...s, orders: s.orders.map((o) => (o.id === changed.id ? changed : o)) } : s,
    );
  }, []);

  if (state.status === 'loading') {
    return (
      <div role="status" aria-label={t('orders.loading')} className="flex flex-col gap-4">
        <Skeleton className="h-48 w-full rounded-xl" />
        <Skeleton className="h-48 w-full rounded-xl" />
      </div>
    );
  }
  if (state.status === 'error') {
    return (
      <Alert role="alert" tone="danger" className="rounded-xl p-5">
        <p className="font-semibold">{t('orders.loadFailed')}</p>
        <p className="mt-1">{state.message}</p>
        <Button
          variant="outline"
          size="sm"
          className="mt-3"
          onClick={() => {
            setState({ status: 'loading' });
            void load();
          }}
        >
          <RefreshCw aria-hidden="true" /> {t('orders.tryAgain')}
        </Button>
      </Alert>
    );
  }
  if (orders.length === 0) {
    return (
      <EmptyState icon={Package} title={t('orders.empty')} text={t('orders.emptyText')}>
        <Link to="/category/all" className={buttonVariants({ size: 'lg' })}>
          {t('cart.browse')}
        </Link>
      </EmptyState>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      {pollGaveUp && pendingKey ? (
        <Alert role="status" tone="warning" className="flex flex-wrap items-center justify-between gap-3 p-3">
          <p>{t('orders.notConfirmed')}</p>
          <Button
            variant="outline"
            size="sm"
            onClick={() => {
              void load();
              setPollRound((n) => n + 1);
            }}
          >
            <RefreshCw aria-hidden="true" /> {t('orders.refresh')}
          </Button>
        </Alert>
      ) : null}
      <ul className="flex flex-col gap-4">
        {orders.map((order) => (
          <OrderCard key={order.id} order={order} onPaymentStarted={onPaymentStarted} onChanged={onChanged} />
        ))}
      </ul>
    </div>
  );
}
