/**
 * Layaway's settings and their defaults (decision 039), with no imports: the store settings (read by
 * every page's shell) need these, not the sums of core/orders/layaway.ts.
 */
export const LAYAWAY_POLICIES = ['refund', 'keep'] as const;
export type LayawayPolicy = (typeof LAYAWAY_POLICIES)[number];

export interface LayawayRules {
  layawayEnabled: boolean;
  /** Orders of at least this total (KES) may be put on layaway; 0: only orders holding a layaway product. */
  layawayMinTotal: number;
  /** Whole percent of the total asked as the deposit. */
  layawayDepositPercent: number;
  /** Days from the order to its due date. */
  layawayDays: number;
  /** At expiry, what was paid is refunded, or kept by the shop. */
  layawayExpiryPolicy: LayawayPolicy;
}

export const DEFAULT_LAYAWAY: LayawayRules = {
  layawayEnabled: false,
  layawayMinTotal: 0,
  layawayDepositPercent: 30,
  layawayDays: 30,
  layawayExpiryPolicy: 'refund',
};
