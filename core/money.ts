const kes = new Intl.NumberFormat('en-KE', { maximumFractionDigits: 2, minimumFractionDigits: 0 });

/** 'KES 45,999' — spec section 9; anything that is not a finite number shows 'KES 0'. */
export function formatKES(amount: unknown): string {
  const n = typeof amount === 'string' && amount.trim() !== '' ? Number(amount) : amount;
  if (typeof n !== 'number' || !Number.isFinite(n)) return 'KES 0';
  return `KES ${kes.format(n)}`;
}

/** Rounds to cents, so sums of prices do not drift (0.1 + 0.2). */
export function roundMoney(amount: number): number {
  return Math.round(amount * 100) / 100;
}
