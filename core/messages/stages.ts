import type { OrderStage } from '../orders/stages';

/**
 * An order's stage as one word or two (decision 072): the one source of the labels the dashboard, My
 * Orders and the dictionary's `order.status.*` show. English is the dashboard's (which stays English).
 */
export const STAGE_LABEL_EN: Record<OrderStage, string> = {
  awaiting_payment: 'Awaiting payment',
  paid: 'Paid',
  processing: 'Processing',
  dispatched: 'Dispatched',
  delivered: 'Delivered',
  collected: 'Collected',
  cancelled: 'Cancelled',
  expired: 'Expired',
  refunded: 'Refunded',
};

export const STAGE_LABEL_SW: Record<OrderStage, string> = {
  awaiting_payment: 'Inasubiri malipo',
  paid: 'Imelipwa',
  processing: 'Inaandaliwa',
  dispatched: 'Imetumwa',
  delivered: 'Imefikishwa',
  collected: 'Imechukuliwa',
  cancelled: 'Imeghairiwa',
  expired: 'Muda umeisha',
  refunded: 'Pesa zimerudishwa',
};
