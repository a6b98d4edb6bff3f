// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Order } from '#core/schemas/orders';
import { toast } from '~/components/ui/toast';
import { OrdersTab } from './orders-tab';
import { fakeFetch, renderAdmin, type FakeRoute } from './test-utils';

vi.mock('~/components/ui/toast', async (original) => ({ ...(await original<object>()), toast: vi.fn() }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
beforeEach(() => vi.mocked(toast).mockClear());

const order: Order = {
  id: 12,
  _id: 12,
  number: 'KPC000012',
  user: { id: 2, name: 'Wanjiku Kamau' },
  status: 'awaiting_payment',
  payment_method: 'mpesa',
  order_items: [{ product: '5', name: 'Logitech G502 X', quantity: 1, price: 9500, image: '' }],
  items_price: 9500,
  shipping_price: 500,
  total_price: 10000,
  vat_price: 0,
  vat_rate: 0,
  vat_mode: 'none',
  is_paid: false,
  paid_at: null,
  is_delivered: false,
  delivered_at: null,
  expires_at: null,
  created_at: '2025-03-01T09:00:00.000Z',
  amount_paid: 0,
  balance: 10000,
  refund_due: 0,
  next_payment: { amount: 10000, number: 1, of: 1 },
  payments: [],
  layaway: null,
  delivery: {
    method: 'courier',
    zone: 'Western and Nyanza',
    address: { county: 'Kisumu', town: 'Milimani', street: 'Otieno Oyoo St', landmark: '', phone: '254712345678' },
    fee: 500,
    expected_from: '2025-03-04',
    expected_to: '2025-03-05',
  },
  courier_name: null,
  tracking_reference: null,
  rider_phone: null,
  cancel_reason: null,
  refund_reference: null,
  receipt_number: null,
  timeline: [],
};

async function toggleWith(answer: Omit<FakeRoute, 'path' | 'method'>) {
  fakeFetch([
    {
      path: /^\/api\/admin\/orders\?/,
      body: { orders: [{ ...order, customer: null }], total: 1, page: 1, pageSize: 20, pages: 1 },
    },
    { method: 'PUT', path: '/api/orders/12/status', ...answer },
  ]);
  renderAdmin(<OrdersTab />);
  const card = await screen.findByRole('listitem', { name: /Order KPC000012/ });
  fireEvent.click(within(card).getByRole('button', { name: 'Mark as delivered' }));
  return card;
}

const specToast = {
  title: 'Error updating order',
  description: 'Failed to update order status',
  variant: 'destructive',
};

describe('Orders tab: a failed delivered toggle', () => {
  it('toasts the spec words exactly, and shows the server reason on the order', async () => {
    const card = await toggleWith({ status: 409, body: { message: 'An unpaid order cannot be delivered' } });
    await waitFor(() => expect(toast).toHaveBeenCalledWith(specToast));
    expect(within(card).getByRole('alert').textContent).toBe('An unpaid order cannot be delivered');
  });

  it('on a server failure without a reason: the same toast, nothing on the order', async () => {
    const card = await toggleWith({
      status: 500,
      body: { message: 'Something went wrong on our side. Please try again.' },
    });
    await waitFor(() => expect(toast).toHaveBeenCalledWith(specToast));
    expect(within(card).queryByRole('alert')).toBeNull();
  });
});
