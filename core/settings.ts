import type { StoreSettings } from './schemas/settings';
import { DEFAULT_LAYAWAY } from './orders/layaway-settings';

/** The settings the storefront reads; the shape is core/schemas/settings' (type-only: no zod here). */
export type { StoreSettings };

export const DEFAULT_SETTINGS: StoreSettings = {
  storeName: 'Kenya PC Shop',
  supportEmail: 'support@kenyapcshop.co.ke',
  supportPhone: '+254 700 123 456',
  whatsappNumber: '254700123456',
  deliveryFee: 500,
  freeDeliveryThreshold: 50_000,
  shopAddress: 'Moi Avenue, Nairobi',
  kraPin: '',
  lowStockThreshold: 5,
  vatMode: 'added',
  vatRate: 16,
  paybillNumber: '',
  notifyPaidOrders: true,
  ...DEFAULT_LAYAWAY,
  holdMinPayment: null,
  autoRefund: 'off',
  searchSynonyms: '',
  returnWindowDays: 7,
  odpcRegistration: '',
  currency: 'KES',
};
