import { ShoppingCart } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import type { Route } from './+types/cart';
import { EmptyState } from '~/components/empty-state';
import { Page } from '~/components/page';
import { Alert } from '~/components/ui/alert';
import { Button, buttonVariants } from '~/components/ui/button';
import { Skeleton } from '~/components/ui/skeleton';
import { signInHref } from '~/features/auth/redirect';
import { CartLines } from '~/features/cart/cart-lines';
import { CartSummary } from '~/features/cart/cart-summary';
import { cartActions, useCartItems, useCartSubtotal } from '~/features/cart/use-cart';
import { useCartRefresh } from '~/features/cart/use-cart-refresh';
import { pageMeta } from '~/lib/meta';
import { useRootData } from '~/lib/root-data';
import { useHydrated } from '~/lib/use-hydrated';
import { tFrom, useT } from '~/lib/i18n/i18n';
// Registers the service worker after load (issue 18, decision 044): catalogue pages only, not the shell.
import '~/lib/after-load';

// The delivery form and the payment code load with the checkout of a signed-in shopper, not with the cart.
const Checkout = lazy(() => import('~/features/checkout/checkout'));

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, tFrom(matches)('cart.title'), tFrom(matches)('cart.description'));

export default function Cart() {
  const hydrated = useHydrated();
  const items = useCartItems();
  const subtotal = useCartSubtotal();
  const { user, settings } = useRootData();
  const notice = useCartRefresh();
  const t = useT();

  // The cart lives in this browser only: the server cannot know whether it is empty. The
  // placeholder takes the empty state's size (a first visit's cart), so nothing below it shifts.
  if (!hydrated) {
    return (
      <Page title={t('cart.title')}>
        <div className="relative" aria-busy="true">
          <div className="invisible" aria-hidden="true">
            <EmptyCart />
          </div>
          <Skeleton className="absolute inset-0" />
        </div>
      </Page>
    );
  }
  if (items.length === 0) {
    return (
      <Page title={t('cart.title')}>
        <CartNotice text={notice} className="mb-4" />
        <EmptyCart />
      </Page>
    );
  }
  return (
    <Page title={t('cart.title')}>
      <div className="grid gap-6 lg:grid-cols-[1fr_22rem]">
        <div className="flex flex-col gap-4">
          <CartNotice text={notice} />
          <CartLines items={items} />
          <div className="flex flex-wrap justify-between gap-3">
            <Link to="/category/monitors" className={buttonVariants({ variant: 'outline' })}>
              {t('cart.continue')}
            </Link>
            <Button variant="ghost" className="text-danger hover:bg-danger-soft" onClick={cartActions.clear}>
              {t('cart.clear')}
            </Button>
          </div>
        </div>
        {user ? (
          <Suspense
            fallback={
              <CartSummary subtotal={subtotal} rules={settings}>
                <Skeleton className="mt-5 h-72" />
              </CartSummary>
            }
          >
            <Checkout items={items} user={user} settings={settings} />
          </Suspense>
        ) : (
          <CartSummary subtotal={subtotal} rules={settings}>
            <div className="mt-5 rounded-lg bg-slate-50 p-4 text-sm">
              <p className="text-slate-700">{t('cart.signInToCheckout')}</p>
              <div className="mt-3 flex gap-2">
                <Link to={signInHref('/cart')} className={buttonVariants({ size: 'sm' })}>
                  {t('nav.signIn')}
                </Link>
                <Link
                  to={`/signup?redirectTo=${encodeURIComponent('/cart')}`}
                  className={buttonVariants({ variant: 'outline', size: 'sm' })}
                >
                  {t('cart.createAccount')}
                </Link>
              </div>
            </div>
          </CartSummary>
        )}
      </div>
    </Page>
  );
}

/** What the refresh changed (prices, removed or reduced lines), over the cart. */
function CartNotice({ text, className }: { text: string | null; className?: string }) {
  if (!text) return null;
  return (
    <Alert role="status" tone="warning" size="sm" className={className}>
      {text}
    </Alert>
  );
}

function EmptyCart() {
  const t = useT();
  return (
    <EmptyState icon={ShoppingCart} title={t('cart.empty')} text={t('cart.emptyText')}>
      <Link to="/category/all" className={buttonVariants({ size: 'lg' })}>
        {t('cart.browse')}
      </Link>
    </EmptyState>
  );
}
