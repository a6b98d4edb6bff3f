/** The `/api` shapes of orders and M-Pesa payments that the account screens read. */
export type OrderStatus = 'awaiting_payment' | 'paid' | 'delivered' | 'cancelled' | 'expired';
export type PaymentStatus = 'pending' | 'paid' | 'failed' | 'expired';

export interface Payment {
  id: number;
  orderId: number;
  status: PaymentStatus;
  amount: number;
  phoneNumber: string;
  resultCode: number | null;
  resultDesc: string | null;
  receiptNumber: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface OrderItem {
  product: string | null;
  name: string;
  quantity: number;
  price: number;
  image: string | null;
}

export interface Order {
  id: number;
  number: string;
  status: OrderStatus;
  order_items: OrderItem[];
  items_price: number;
  shipping_price: number;
  total_price: number;
  is_paid: boolean;
  paid_at: string | null;
  is_delivered: boolean;
  delivered_at: string | null;
  expires_at: string | null;
  created_at: string;
  /** The latest payment attempt (GET /api/orders/mine adds it). */
  payment?: Payment | null;
}
