import type { SmsCode } from './sms-en';

/** The shop's text messages in Kiswahili: same codes as `SMS_EN`, GSM-7 only (no curly quotes, no ellipsis). */
export const SMS_SW: Record<SmsCode, string> = {
  'sms.order.paid': 'Tumepokea malipo ya {amount} ya oda {n}. Asante! Ifuatilie: {url}',
  'sms.order.ready': 'Oda {n} iko tayari kuchukuliwa {address}. Njoo na nambari ya oda.',
  'sms.order.dispatchedCourier': 'Oda {n} imetumwa kupitia {courier}, nambari ya ufuatiliaji {ref}.',
  'sms.order.dispatchedRider': 'Oda {n} iko njiani na msafirishaji wetu, simu {phone}.',
  'sms.order.delivered': 'Oda {n} imefikishwa. Asante kwa kununua nasi!',
  'sms.order.collected': 'Oda {n} imechukuliwa. Asante kwa kununua nasi!',
  'sms.order.cancelledPaid': 'Oda {n} imeghairiwa. Pesa yako itarudishwa.',
  'sms.order.cancelledUnpaid': 'Oda {n} imeghairiwa. Huna deni lolote.',
  'sms.order.refunded': 'Tumerudisha {amount} ya oda {n} kwa M-Pesa yako, kumbukumbu {ref}.',
  'sms.order.layaway': 'Oda {n} ya kulipa polepole: {balance} imebaki, lipa kabla ya {due}. Lipa: {url}',
  'sms.alert.restock': '{name} imerudi dukani: {url} Sitisha: {stop}',
  'sms.alert.price': '{name} sasa {price}, punguzo {drop}: {url} Sitisha: {stop}',
  'sms.alert.build': 'PC {name} sasa {total}, punguzo {drop}: {url} Sitisha: {stop}',
  'sms.alert.confirm': 'Thibitisha tukujulishe {name} ikirudi dukani: {url}',
};
