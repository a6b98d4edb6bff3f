import type { AddressIssues, DeliveryAddress } from '#core/delivery/address';
import { COUNTIES_BY_NAME, SAME_DAY_COUNTY } from '#core/delivery/counties';
import { METHOD_LABELS, type DeliveryMethod, type DeliveryOptions } from '#core/delivery/rules';
import { formatKES } from '#core/pricing/money';
import type { SavedAddress } from '#core/schemas/delivery';
import { Field } from '~/components/ui/field';
import { Input } from '~/components/ui/input';
import { Select } from '~/components/ui/select';
import { labelOf, useT } from '~/lib/i18n/i18n';
import { pickupHoursLabel } from '~/lib/delivery-labels';
import { addressMessage } from './address-messages';

export interface DeliveryFormProps {
  options: DeliveryOptions;
  /** Paid options are free above it. */
  free: boolean;
  method: DeliveryMethod;
  onMethod(method: DeliveryMethod): void;
  address: DeliveryAddress;
  onAddress(address: DeliveryAddress): void;
  book: SavedAddress[];
  errors: AddressIssues;
}

/** Where the order goes (issue 14): pickup, Nairobi same-day or courier, and the address for a delivery. */
export function DeliveryForm({ options, free, method, onMethod, address, onAddress, book, errors }: DeliveryFormProps) {
  const t = useT();
  const feeText = (fee: number, free: boolean) => (free || fee === 0 ? t('cart.free') : formatKES(fee));
  const fees = options.zones.map((z) => z.fee);
  const methods: { value: DeliveryMethod; fee: string; note: string }[] = [
    {
      value: 'pickup',
      fee: t('cart.free'),
      note: `${options.pickup.address}. ${pickupHoursLabel(t, options.pickup.hours)}`,
    },
    ...(options.sameDay.enabled
      ? [
          {
            value: 'same_day' as const,
            fee: feeText(options.sameDay.fee, free),
            note: t('delivery.sameDayNote', { cutoff: options.sameDay.cutoff }),
          },
        ]
      : []),
    ...(fees.length
      ? [
          {
            value: 'courier' as const,
            fee: free ? t('cart.free') : t('delivery.courierFrom', { fee: formatKES(Math.min(...fees)) }),
            note: t('delivery.courierNote'),
          },
        ]
      : []),
  ];
  const set = (field: keyof DeliveryAddress) => (value: string) => onAddress({ ...address, [field]: value });

  return (
    <div className="mt-5 border-t border-slate-200 pt-5">
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-3 font-semibold text-slate-900">{t('delivery.title')}</legend>
        <div className="flex flex-col gap-2">
          {methods.map((m) => (
            <label
              key={m.value}
              className="grid cursor-pointer grid-cols-[auto_1fr_auto] items-baseline gap-x-3 rounded-lg border border-slate-200 p-3 text-sm has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50"
            >
              <input
                type="radio"
                name="delivery-method"
                value={m.value}
                checked={method === m.value}
                onChange={() => onMethod(m.value)}
                className="size-4 self-center accent-brand-600"
              />
              <span className="font-medium text-slate-900">
                {labelOf(t, `delivery.method.${m.value}`, METHOD_LABELS[m.value])}
              </span>
              <span className="font-medium text-slate-900">{m.fee}</span>
              <span className="col-span-2 col-start-2 text-xs text-slate-600">{m.note}</span>
            </label>
          ))}
        </div>

        {method === 'pickup' ? null : (
          <div className="flex flex-col gap-3">
            {book.length > 1 ? (
              <Field label={t('delivery.savedAddresses')}>
                {(control) => (
                  <Select
                    {...control}
                    value=""
                    onChange={(e) => {
                      const saved = book.find((b) => String(b.id) === e.target.value);
                      if (saved)
                        onAddress({
                          county: saved.county,
                          town: saved.town,
                          street: saved.street,
                          landmark: saved.landmark,
                          phone: saved.phone,
                        });
                    }}
                  >
                    <option value="">{t('delivery.useSaved')}</option>
                    {book.map((b) => (
                      <option key={b.id} value={b.id}>
                        {b.town}, {b.street} ({b.county})
                      </option>
                    ))}
                  </Select>
                )}
              </Field>
            ) : null}
            <Field
              label={t('delivery.county')}
              required
              error={addressMessage(t, 'county', errors.county)}
              hint={method === 'same_day' ? t('delivery.sameDayHint') : undefined}
            >
              {(control) => (
                <Select
                  {...control}
                  name="county"
                  value={method === 'same_day' ? SAME_DAY_COUNTY : address.county}
                  disabled={method === 'same_day'}
                  onChange={(e) => set('county')(e.target.value)}
                >
                  <option value="">{t('delivery.chooseCounty')}</option>
                  {COUNTIES_BY_NAME.map((c) => (
                    <option key={c} value={c}>
                      {c}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
            <AddressInput
              label={t('delivery.town')}
              name="town"
              value={address.town}
              error={addressMessage(t, 'town', errors.town)}
              onChange={set('town')}
              autoComplete="address-level2"
            />
            <AddressInput
              label={t('delivery.street')}
              name="street"
              value={address.street}
              error={addressMessage(t, 'street', errors.street)}
              onChange={set('street')}
              autoComplete="address-line1"
            />
            <AddressInput
              label={t('delivery.landmark')}
              name="landmark"
              optional
              value={address.landmark}
              error={addressMessage(t, 'landmark', errors.landmark)}
              onChange={set('landmark')}
              hint={t('delivery.landmarkHint')}
            />
            <AddressInput
              label={t('delivery.riderPhone')}
              name="rider-phone"
              type="tel"
              value={address.phone}
              error={addressMessage(t, 'phone', errors.phone)}
              onChange={set('phone')}
              autoComplete="tel"
            />
          </div>
        )}
      </fieldset>
    </div>
  );
}

function AddressInput(props: {
  label: string;
  name: string;
  value: string;
  error?: string;
  hint?: string;
  optional?: boolean;
  type?: string;
  autoComplete?: string;
  onChange(value: string): void;
}) {
  return (
    <Field
      label={props.label}
      error={props.error}
      hint={props.hint}
      required={!props.optional}
      optional={props.optional}
    >
      {(control) => (
        <Input
          {...control}
          name={props.name}
          type={props.type}
          value={props.value}
          autoComplete={props.autoComplete}
          inputMode={props.type === 'tel' ? 'tel' : undefined}
          onChange={(e) => props.onChange(e.target.value)}
        />
      )}
    </Field>
  );
}
