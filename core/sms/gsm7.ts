/**
 * GSM 03.38 (the "GSM-7" alphabet, reference/africastalking-sms.md §4): one character outside it switches
 * a whole SMS to UCS-2 (70 characters instead of 160), so the shop's texts keep to it and a test checks.
 */
const BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?' +
  '¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
/** The extension table: each costs two characters (an escape and itself). */
const EXTENSION = '^{}\\[~]|€\f';

const basic = new Set(BASIC);
const extension = new Set(EXTENSION);

/** True when every character of the text is in GSM-7 (basic or extension table). */
export const isGsm7 = (text: string) => [...text].every((c) => basic.has(c) || extension.has(c));

/** Septets the text takes in GSM-7 (extension characters count two). */
export const gsm7Length = (text: string) => [...text].reduce((n, c) => n + (extension.has(c) ? 2 : 1), 0);

/** SMS parts the text is sent as: 160/153 per part in GSM-7, 70/67 in UCS-2 (UTF-16 units). */
export function smsSegments(text: string): number {
  if (isGsm7(text)) {
    const n = gsm7Length(text);
    return n <= 160 ? 1 : Math.ceil(n / 153);
  }
  const n = text.length;
  return n <= 70 ? 1 : Math.ceil(n / 67);
}

/** Typographic characters a writer slips in, replaced by their GSM-7 look-alikes before anything is sent. */
export function toGsm7(text: string): string {
  return text
    .replace(/[‘’‚′]/g, "'")
    .replace(/[“”„″]/g, '"')
    .replace(/[–—]/g, '-')
    .replace(/…/g, '...')
    .replace(/×/g, 'x')
    .replace(/\u00a0/g, ' ');
}
