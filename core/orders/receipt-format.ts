import { formatDateTime } from '../format/dates';

/** Receipt dates are Nairobi time (decision 005: the shop's days are Nairobi days), on the page and in the PDF. */
export const nairobiDateTime = (iso: string) => `${formatDateTime(iso)} (Nairobi)`;
