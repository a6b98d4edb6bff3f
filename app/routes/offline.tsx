import { WifiOff } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { formatKES } from '#core/pricing/money';
import type { Route } from './+types/offline';
import { Page } from '~/components/page';
import { buttonVariants } from '~/components/ui/button';
import { useCartItems } from '~/features/cart/use-cart';
import { useFavorites } from '~/features/favorites/use-favorites';
import { pageMeta } from '~/lib/meta';
import { tFrom, useT } from '~/lib/i18n/i18n';

/**
 * What the service worker shows for a page it has not saved while the phone has no connection
 * (issue 18, decision 044): the cart and favourites, which live in this browser, stay reachable.
 * Links are plain <a>: the worker answers whole-page loads from its cache, not React Router's data requests.
 */
export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, tFrom(matches)('offline.title'), tFrom(matches)('offline.description')),
  { name: 'robots', content: 'noindex' },
];

/** Only a path of this shop: `from` comes from the address bar. */
function localPath(value: string | null): string | null {
  return value && value.startsWith('/') && !value.startsWith('//') && !value.includes('\\') ? value : null;
}

export default function Offline() {
  const t = useT();
  const [params] = useSearchParams();
  const from = localPath(params.get('from'));
  const items = useCartItems();
  const favourites = useFavorites();
  return (
    <Page title={t('offline.title')} lead={t('offline.lead')}>
      <div className="grid gap-6 md:grid-cols-2">
        <section aria-labelledby="offline-cart" className="rounded-xl border border-slate-200 bg-white p-4">
          <h2 id="offline-cart" className="text-lg font-semibold">
            {t('offline.cartHeading')}
          </h2>
          {items.length ? (
            <ul className="mt-3 divide-y divide-slate-100" data-testid="offline-cart">
              {items.map((i) => (
                <li key={i.id} className="flex justify-between gap-3 py-2 text-sm">
                  <span>
                    {i.name} × {i.quantity}
                  </span>
                  <span className="tabular-nums">{formatKES(i.price * i.quantity)}</span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-3 text-sm text-muted-foreground">{t('offline.cartEmpty')}</p>
          )}
          <a href="/cart" className={buttonVariants({ className: 'mt-4' })}>
            {t('offline.openCart')}
          </a>
        </section>
        <section aria-labelledby="offline-favourites" className="rounded-xl border border-slate-200 bg-white p-4">
          <h2 id="offline-favourites" className="text-lg font-semibold">
            {t('offline.favouritesHeading')}
          </h2>
          {favourites.length ? (
            <ul className="mt-3 divide-y divide-slate-100 text-sm">
              {favourites.map((p) => (
                <li key={p.id} className="py-2">
                  {p.name}
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-3 text-sm text-muted-foreground">{t('offline.favouritesEmpty')}</p>
          )}
          <a href="/favorites" className={buttonVariants({ variant: 'outline', className: 'mt-4' })}>
            {t('offline.openFavourites')}
          </a>
        </section>
      </div>
      {from ? (
        <a href={from} className={buttonVariants({ variant: 'ghost', className: 'mt-6' })}>
          <WifiOff className="size-4" aria-hidden="true" /> {t('offline.retry')}
        </a>
      ) : null}
    </Page>
  );
}
