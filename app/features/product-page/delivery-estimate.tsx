import { MapPin } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { COUNTIES_BY_NAME, SAME_DAY_COUNTY } from '#core/delivery/counties';
import { quoteLabelIn } from '#core/delivery/labels';
import { quoteDelivery, type DeliveryOptions } from '#core/delivery/rules';
import { formatKES } from '#core/pricing/money';
import { api } from '~/lib/api';
import { readCounty, rememberCounty } from '~/lib/county';
import { zoneLabel } from '~/lib/delivery-labels';
import { useI18n } from '~/lib/i18n/i18n';

interface DeliveryInfo {
  options: DeliveryOptions;
  freeDeliveryThreshold: number;
}

/**
 * The product page's delivery line (issue 32, item 21): the fee and expected day to the shopper's
 * county (remembered from checkout, or chosen here), worked out by the cart's own rules from
 * GET /api/delivery. Loaded after the page, so the product's first load carries none of it.
 */
export default function DeliveryEstimate({ price }: { price: number }) {
  const { t, lang } = useI18n();
  const id = useId();
  const [info, setInfo] = useState<DeliveryInfo | null>(null);
  // Rendered in the browser only (lazy, after hydration): the stored county can be read at once.
  const [county, setCounty] = useState(readCounty);

  useEffect(() => {
    const controller = new AbortController();
    api<DeliveryInfo>('/api/delivery', { signal: controller.signal }).then(setInfo, () => undefined);
    return () => controller.abort();
  }, []);

  if (!info) return null;
  const sameDay = county === SAME_DAY_COUNTY && info.options.sameDay.enabled;
  const result = county
    ? quoteDelivery(
        info.options,
        { method: sameDay ? 'same_day' : 'courier', county },
        { subtotal: price, freeDeliveryThreshold: info.freeDeliveryThreshold, now: new Date() },
      )
    : null;
  const quote = result?.ok ? result.quote : null;

  return (
    <div className="flex flex-col gap-1.5" data-testid="delivery-estimate">
      <label htmlFor={id} className="flex items-center gap-2 font-medium text-slate-900">
        <MapPin className="size-4 shrink-0 text-brand-600" aria-hidden="true" />
        {t('product.deliveryTo')}
      </label>
      <select
        id={id}
        value={county}
        onChange={(e) => {
          setCounty(e.target.value);
          rememberCounty(e.target.value);
        }}
        className="h-10 w-full max-w-xs rounded-lg border border-slate-300 bg-white px-3 text-sm"
      >
        <option value="">{t('delivery.chooseCounty')}</option>
        {COUNTIES_BY_NAME.map((c) => (
          <option key={c} value={c}>
            {c}
          </option>
        ))}
      </select>
      <p aria-live="polite" data-testid="delivery-estimate-quote">
        {quote
          ? t('product.deliveryQuote', {
              method: quote.zone ? zoneLabel(t, quote.zone) : t(`delivery.method.${quote.method}`),
              fee: quote.fee === 0 ? t('cart.free') : formatKES(quote.fee),
              day: quoteLabelIn(quote, lang),
            })
          : county
            ? t('product.deliveryPickupOnly', { county })
            : t('product.deliveryChoose')}
      </p>
    </div>
  );
}
