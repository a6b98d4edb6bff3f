/** Store settings the storefront reads (footer, contact page, cart, WhatsApp text). */
export interface StoreSettings {
  storeName: string;
  supportEmail: string;
  supportPhone: string;
  whatsappNumber: string;
  deliveryFee: number;
  freeDeliveryThreshold: number;
  currency: 'KES';
}

export const DEFAULT_SETTINGS: StoreSettings = {
  storeName: 'Kenya PC Shop',
  supportEmail: 'support@kenyapcshop.co.ke',
  supportPhone: '+254 700 123 456',
  whatsappNumber: '254700123456',
  deliveryFee: 500,
  freeDeliveryThreshold: 50_000,
  currency: 'KES',
};
