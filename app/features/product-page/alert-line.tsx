import { Bell } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useT } from '~/lib/i18n/i18n';
import { useRootData } from '~/lib/root-data';

// The form and its requests load on the tap: the product page is near its 150 KB first-load budget.
const AlertForm = lazy(() => import('./alert-form'));

/**
 * "Notify me" on a sold-out product (anyone), "Tell me when the price drops" on one in stock (signed in):
 * issue 31, decision 069. A signed-in shopper's tap is the whole sign-up; a guest then gives a phone or e-mail.
 */
export function AlertLine({ productId, out }: { productId: number; out: boolean }) {
  const t = useT();
  const { user } = useRootData();
  const [open, setOpen] = useState(false);
  if (!out && !user) return null;
  if (open)
    return (
      <Suspense fallback={null}>
        <AlertForm productId={productId} kind={out ? 'stock' : 'price'} signedIn={Boolean(user)} />
      </Suspense>
    );
  return (
    <button
      type="button"
      onClick={() => setOpen(true)}
      data-testid={out ? 'notify-me' : 'watch-price'}
      className="flex min-h-11 items-center gap-2 text-left font-medium text-brand-700 underline underline-offset-4"
    >
      <Bell className="size-4 shrink-0 text-brand-600" aria-hidden="true" />
      {t(out ? 'alerts.notifyMe' : 'alerts.watchPrice')}
    </button>
  );
}
