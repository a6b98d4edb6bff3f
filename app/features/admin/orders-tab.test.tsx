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
      // Paid: only an order the table lets be delivered offers the toggle (issue 32).
      body: {
        orders: [{ ...order, status: 'paid', is_paid: true, amount_paid: 10000, balance: 0, customer: null }],
        total: 1,
        page: 1,
        pageSize: 20,
        pages: 1,
      },
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
    const card = await toggleWith({ status: 409, body: { message: 'The order was cancelled meanwhile' } });
    await waitFor(() => expect(toast).toHaveBeenCalledWith(specToast));
    expect(within(card).getByRole('alert').textContent).toBe('The order was cancelled meanwhile');
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

describe('Orders tab: each card offers only the moves its order can make (issue 32)', () => {
  const pickup = { ...order.delivery, method: 'pickup' as const, zone: null, fee: 0 };
  const paid = { is_paid: true, amount_paid: 10000, balance: 0, paid_at: '2025-03-01T09:05:00.000Z' };
  const cases: [string, Partial<Order>][] = [
    ['KPC000001', { status: 'refunded', ...paid, refund_reference: 'RFD123' }],
    ['KPC000002', { status: 'paid', ...paid }],
    ['KPC000003', { status: 'paid', ...paid, delivery: pickup }],
    ['KPC000004', { status: 'awaiting_payment' }],
  ];

  async function cards() {
    fakeFetch([
      {
        path: /^\/api\/admin\/orders\?/,
        body: {
          orders: cases.map(([number, o], i) => ({ ...order, id: i + 1, number, ...o, customer: null })),
          total: cases.length,
          page: 1,
          pageSize: 20,
          pages: 1,
        },
      },
    ]);
    renderAdmin(<OrdersTab />);
    const find = (n: string) => screen.findByRole('listitem', { name: new RegExp(`Order ${n}`) });
    return Promise.all(cases.map(([n]) => find(n)));
  }
  const names = (card: HTMLElement) =>
    within(card)
      .queryAllByRole('button')
      .map((b) => b.textContent?.trim() || b.getAttribute('aria-label'));

  it('a refunded order: nothing to deliver, nothing to delete', async () => {
    const [refunded] = await cards();
    expect(names(refunded)).toEqual([]);
  });

  it('a paid delivery order: process, dispatch, deliver, cancel; no collect, no delete', async () => {
    const [, courier] = await cards();
    expect(names(courier)).toEqual(['Mark processing', 'Dispatch…', 'Cancel order…', 'Mark as delivered']);
  });

  it('a paid pickup order: ready for collection, collected, dispatch, cancel, and the spec toggle', async () => {
    const [, , pickupCard] = await cards();
    expect(names(pickupCard)).toEqual([
      'Mark processing (ready for collection: the shopper is told)',
      'Dispatch…',
      'Mark collected',
      'Cancel order…',
      'Mark as delivered',
    ]);
  });

  it('an unpaid order: cancel and delete, no delivered toggle', async () => {
    const [, , , unpaid] = await cards();
    expect(names(unpaid)).toEqual(['Cancel order…', 'Delete order KPC000004']);
  });
});
