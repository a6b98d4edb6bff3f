import { addressLine, expectedText } from '#core/delivery/labels';
import type { Order } from '#core/schemas/orders';
import { cn } from '~/lib/utils';
import { deliveryOptionLabel } from '~/lib/delivery-labels';
import { useI18n } from '~/lib/i18n/i18n';

/** An order's delivery option, address and expected day, for My Orders and the admin's Orders tab. */
export function DeliverySummary({
  delivery,
  className,
  unpaid = false,
}: {
  delivery: Order['delivery'];
  className?: string;
  /** An unpaid order promises no day: its day is counted from the payment (issue 32, item 10). */
  unpaid?: boolean;
}) {
  const { t, lang } = useI18n();
  const expected = unpaid ? null : expectedText(delivery.expected_from, delivery.expected_to, lang);
  return (
    <div className={cn('text-sm', className)} data-testid="order-delivery">
      <p className="font-medium text-slate-800">
        {deliveryOptionLabel(t, delivery.method, delivery.zone)}
        {expected ? (
          <span className="font-normal text-slate-600"> · {t('delivery.expectedOn', { day: expected })}</span>
        ) : null}
      </p>
      {delivery.address ? (
        <p className="text-slate-600">
          {addressLine(delivery.address)}
          <span aria-hidden="true"> · </span>
          <span className="sr-only">, </span>
          {t('delivery.riderPhoneIs', { phone: delivery.address.phone })}
        </p>
      ) : null}
    </div>
  );
}
