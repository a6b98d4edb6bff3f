/**
 * The shop's text messages in English (decision 072 addendum): order texts (issue 31, decision 067) and
 * alert texts (decision 069), keyed by code. Each is one GSM-7 part for the longest realistic values;
 * `server/modules/sms/texts.test.ts` and `server/modules/alerts/texts.test.ts` measure them. `SMS_SW` has
 * the same codes, and `app/lib/i18n/catalogue.test.ts` checks both.
 */
export const SMS_EN = {
  'sms.order.paid': 'Payment of {amount} received for order {n}. Thank you! Track it: {url}',
  'sms.order.ready': 'Order {n} is ready for collection at {address}. Bring your order number.',
  'sms.order.dispatchedCourier': 'Order {n} has left the shop with {courier}, tracking number {ref}.',
  'sms.order.dispatchedRider': 'Order {n} is on its way with our rider, phone {phone}.',
  'sms.order.delivered': 'Order {n} has been delivered. Thank you for shopping with us!',
  'sms.order.collected': 'Order {n} has been collected. Thank you for shopping with us!',
  'sms.order.cancelledPaid': 'Order {n} has been cancelled. Your refund will follow.',
  'sms.order.cancelledUnpaid': 'Order {n} has been cancelled. You owe nothing.',
  'sms.order.refunded': 'We have refunded {amount} for order {n} to your M-Pesa, reference {ref}.',
  'sms.order.layaway': 'Layaway {n}: {balance} left to pay by {due}. Pay here: {url}',
  'sms.alert.restock': '{name} is back in stock: {url} Stop: {stop}',
  'sms.alert.price': '{name} now {price}, {drop} less: {url} Stop: {stop}',
  'sms.alert.build': 'Build {name} now {total}, {drop} less: {url} Stop: {stop}',
  'sms.alert.confirm': 'Confirm to hear when {name} is back in stock: {url}',
} as const;

export type SmsCode = keyof typeof SMS_EN;
