import { useEffect, useState } from 'react';
import { cartSubtotal, type CartItem } from '#core/cart/cart';
import { quoteLabelIn } from '#core/delivery/labels';
import { addressIssues, addressLine, type AddressIssues, type DeliveryAddress } from '#core/delivery/address';
import { SAME_DAY_COUNTY } from '#core/delivery/counties';
import { METHOD_LABELS, quoteDelivery, type DeliveryMethod, type DeliveryOptions } from '#core/delivery/rules';
import type { SavedAddress } from '#core/schemas/delivery';
import type { StoreSettings } from '#core/settings';
import { Alert } from '~/components/ui/alert';
import { Skeleton } from '~/components/ui/skeleton';
import type { SessionUser } from '~/load-context';
import { api } from '~/lib/api';
import { rememberCounty } from '~/lib/county';
import { CartSummary } from '../cart/cart-summary';
import { CheckoutPanel, type CheckoutDelivery } from './checkout-panel';
import { DeliveryForm } from './delivery-form';
import { useI18n } from '~/lib/i18n/i18n';

interface DeliveryInfo {
  options: DeliveryOptions;
  freeDeliveryThreshold: number;
}

const EMPTY: DeliveryAddress = {
  county: '',
  town: '',
  street: '',
  landmark: '',
  phone: '',
};

/**
 * The signed-in cart's Order Summary with the delivery choice and the checkout (loaded with the cart's
 * checkout only, not on every page). The fee and day shown are worked out like the server does; the
 * server works them out again when the order is placed and never takes these.
 */
export default function Checkout({
  items,
  user,
  settings,
}: {
  items: CartItem[];
  user: SessionUser;
  settings: StoreSettings;
}) {
  const subtotal = cartSubtotal(items);
  const { t, lang } = useI18n();
  const [info, setInfo] = useState<DeliveryInfo | null>(null);
  const [failed, setFailed] = useState(false);
  const [book, setBook] = useState<SavedAddress[]>([]);
  const [method, setMethod] = useState<DeliveryMethod>('pickup');
  const [address, setAddress] = useState<DeliveryAddress>(EMPTY);
  const [errors, setErrors] = useState<AddressIssues>({});

  useEffect(() => {
    const controller = new AbortController();
    Promise.all([
      api<DeliveryInfo>('/api/delivery', { signal: controller.signal }),
      api<SavedAddress[]>('/api/addresses', {
        signal: controller.signal,
      }).catch(() => [] as SavedAddress[]),
    ]).then(
      ([delivery, saved]) => {
        setInfo(delivery);
        setBook(saved);
        // The address used last, and how it came last time (same-day for Nairobi when offered).
        const last = saved[0];
        if (last) {
          setAddress({
            county: last.county,
            town: last.town,
            street: last.street,
            landmark: last.landmark,
            phone: last.phone,
          });
          setMethod(last.county === SAME_DAY_COUNTY && delivery.options.sameDay.enabled ? 'same_day' : 'courier');
        }
      },
      () => !controller.signal.aborted && setFailed(true),
    );
    return () => controller.abort();
  }, []);

  const sent = method === 'same_day' ? { ...address, county: SAME_DAY_COUNTY } : address;
  // The product page quotes delivery to this county from now on.
  useEffect(() => rememberCounty(sent.county), [sent.county]);
  const result = info
    ? quoteDelivery(
        info.options,
        { method, county: sent.county || undefined },
        {
          subtotal,
          freeDeliveryThreshold: info.freeDeliveryThreshold,
          now: new Date(),
        },
      )
    : null;
  const quote = result?.ok ? result.quote : null;

  const delivery: CheckoutDelivery | null =
    info && quote
      ? {
          fee: quote.fee,
          input: method === 'pickup' ? { method } : { method, address: sent },
          lines:
            method === 'pickup'
              ? [`Option: ${METHOD_LABELS.pickup} (${info.options.pickup.address}), ready ${quote.label}`]
              : [
                  `Option: ${METHOD_LABELS[method]}${quote.zone ? ` (${quote.zone})` : ''}, expected ${quote.label}`,
                  `Address: ${addressLine(sent)}`,
                  `Rider phone: ${sent.phone}`,
                ],
          /** Checks the address before an order or a WhatsApp message goes out; shows what is missing. */
          ready: () => {
            const found = method === 'pickup' ? {} : addressIssues(sent);
            setErrors(found);
            return Object.keys(found).length === 0;
          },
        }
      : null;

  return (
    <CartSummary
      subtotal={subtotal}
      rules={settings}
      shipping={quote ? quote.fee : undefined}
      shippingNote={
        info && !quote ? (result && !result.ok && sent.county ? result.message : t('delivery.chooseCounty')) : undefined
      }
      expected={quote ? quoteLabelIn(quote, lang) : undefined}
    >
      {failed ? (
        <Alert role="alert" tone="danger" className="mt-5 p-3">
          {t('delivery.loadFailed')}
        </Alert>
      ) : null}
      {info ? (
        <DeliveryForm
          options={info.options}
          free={subtotal > info.freeDeliveryThreshold}
          method={method}
          onMethod={(m) => {
            setMethod(m);
            setErrors({});
            // Same-day goes to Nairobi: a town and street remembered from another county (Kisumu's
            // Milimani) would send the rider to the wrong place (issue 32). The phone stays.
            if (m === 'same_day' && address.county && address.county !== SAME_DAY_COUNTY) {
              setAddress({ ...address, county: SAME_DAY_COUNTY, town: '', street: '', landmark: '' });
            }
          }}
          address={address}
          onAddress={(next) => {
            setAddress(next);
            // A field's message goes as soon as it is right; no new ones appear while typing.
            setErrors((shown) =>
              Object.fromEntries(Object.entries(addressIssues(next)).filter(([field]) => field in shown)),
            );
          }}
          book={book}
          errors={errors}
        />
      ) : null}
      {/* Paying waits for the options: a click before they came would place an order without a delivery. */}
      {info || failed ? (
        <CheckoutPanel items={items} user={user} settings={settings} delivery={delivery} />
      ) : (
        <Skeleton className="mt-5 h-72" />
      )}
    </CartSummary>
  );
}
