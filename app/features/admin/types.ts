import type { Product } from '#core/product';

/** A product as GET /api/products sends it in full (description, images and specifications included). */
export type AdminProduct = Product;

/** GET /api/users. */
export interface AdminUser {
  id: number;
  name: string;
  email: string;
  isAdmin: boolean;
  emailVerified?: boolean;
}

export interface AdminOrderItem {
  product: string | null;
  name: string;
  quantity: number;
  price: number;
  image: string | null;
}

export type OrderStatus = 'awaiting_payment' | 'paid' | 'delivered' | 'cancelled' | 'expired';

/** GET /api/orders (server/modules/orders/serialize.ts). */
export interface AdminOrder {
  id: number;
  number: string;
  user: { id: number; name: string } | null;
  status: OrderStatus | string;
  payment_method: string;
  order_items: AdminOrderItem[];
  items_price: number;
  shipping_price: number;
  total_price: number;
  is_paid: boolean;
  paid_at: string | null;
  is_delivered: boolean;
  delivered_at: string | null;
  created_at: string;
}

export interface LowStockItem {
  id: number;
  name: string;
  countInStock: number;
  category: string;
}

/** GET /api/admin/summary. */
export interface AdminSummary {
  totalProducts: number;
  totalUsers: number;
  totalOrders: number;
  revenue: number;
  revenueByDay: { date: string; revenue: number }[];
  lowStock: LowStockItem[];
}

/** GET/PUT /api/settings. */
export interface AdminSettings {
  storeName: string;
  supportEmail: string;
  supportPhone: string;
  whatsappNumber: string;
  deliveryFee: number;
  freeDeliveryThreshold: number;
  currency?: 'KES';
  /** WHATSAPP_NUMBER on the server sets the number; the admin cannot change it here. */
  whatsappNumberFromEnv?: boolean;
}

/** The body of POST and PUT /api/products (core/schemas/product productInputSchema). */
export interface ProductPayload {
  name: string;
  description: string;
  price: number;
  category: string;
  brand: string;
  countInStock: number;
  image: string;
  images: string[];
  specifications: Record<string, string>;
}

export type DeletableKind = 'product' | 'user' | 'order';
