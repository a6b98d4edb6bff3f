import { MapPin } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useT } from '~/lib/i18n/i18n';

// The estimate's code (counties, the delivery rules) loads only for a shopper with a county remembered
// or who asks: fetched at once it put the product page over the 147 KB first-load budget (decision 062).
const DeliveryEstimate = lazy(() => import('./delivery-estimate'));
/** app/lib/county.ts's key, read here without importing it (that module shares a chunk with the rules). */
const COUNTY_KEY = 'kenya-pc-shop.county';

/** The product page's delivery fee and day to the shopper's county (issue 32, item 21). */
export function DeliveryLine({ price }: { price: number }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  useEffect(() => {
    try {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- the server renders the button; the stored county is the browser's
      if (localStorage.getItem(COUNTY_KEY)) setOpen(true);
    } catch {
      // No storage: the button below still opens the picker.
    }
  }, []);
  if (open)
    return (
      <Suspense fallback={null}>
        <DeliveryEstimate price={price} />
      </Suspense>
    );
  return (
    <button
      type="button"
      onClick={() => setOpen(true)}
      className="flex items-center gap-2 text-left font-medium text-brand-700 underline underline-offset-4"
    >
      <MapPin className="size-4 shrink-0 text-brand-600" aria-hidden="true" />
      {t('product.deliveryShow')}
    </button>
  );
}
