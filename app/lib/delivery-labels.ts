import { DEFAULT_DELIVERY_OPTIONS } from '#core/delivery/defaults';
import type { DeliveryMethod } from '#core/delivery/labels';
import { labelOf, type Translate } from '~/lib/i18n/i18n';

/*
 * The owner's delivery table is written in English; the demo table's zone names and pickup hours have
 * a Kiswahili wording in the dictionary (issue 32, item 16). A name the owner typed is shown as typed.
 */
const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-');

export const zoneLabel = (t: Translate, name: string) => labelOf(t, `delivery.zone.${slug(name)}`, name);

export const pickupHoursLabel = (t: Translate, hours: string) =>
  hours === DEFAULT_DELIVERY_OPTIONS.pickup.hours ? t('delivery.pickupHoursDefault') : hours;

/** An order's option in the page's language: 'Courier delivery (Rift Valley)', 'Chukua dukani'. */
export const deliveryOptionLabel = (t: Translate, method: DeliveryMethod, zone: string | null | undefined) =>
  `${t(`delivery.method.${method}`)}${zone ? ` (${zoneLabel(t, zone)})` : ''}`;
