/**
 * A KRA PIN: 11 characters, A (individual) or P (non-individual), nine digits, a check letter
 * (e.g. P051234567X; reference kra-etims-oscu.md §3). Typed in lower case or with spaces, it is
 * normalised before the check.
 */
export const KRA_PIN_PATTERN = /^[AP]\d{9}[A-Z]$/;

export const normaliseKraPin = (raw: string) => raw.replace(/\s+/g, '').toUpperCase();

export const isKraPin = (raw: string) => KRA_PIN_PATTERN.test(normaliseKraPin(raw));
