// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminProduct } from '#core/schemas/admin-products';
import { toast } from '~/components/ui/toast';
import { ConfirmDeleteDialog } from './delete-dialog';
import { ProductsTab } from './products-tab';
import { fakeFetch, renderAdmin } from './test-utils';

vi.mock('~/components/ui/toast', async (original) => ({ ...(await original<object>()), toast: vi.fn() }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
beforeEach(() => {
  vi.mocked(toast).mockClear();
  deleted = false;
});

describe('ConfirmDeleteDialog', () => {
  it('asks the spec question with the type and the name', () => {
    render(
      <ConfirmDeleteDialog
        target={{ kind: 'product', id: 3, name: 'Logitech G502 X' }}
        onCancel={vi.fn()}
        onConfirm={vi.fn()}
      />,
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Delete product' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(
      screen.getByText('Are you sure you want to delete product "Logitech G502 X"? This action cannot be undone.'),
    ).toBeTruthy();
    // The safe choice has the focus.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
  });

  it('words users and orders the same way', () => {
    render(
      <ConfirmDeleteDialog
        target={{ kind: 'order', id: 12, name: 'KPC000012' }}
        onCancel={vi.fn()}
        onConfirm={vi.fn()}
      />,
    );
    expect(
      screen.getByText('Are you sure you want to delete order "KPC000012"? This action cannot be undone.'),
    ).toBeTruthy();
  });

  it('Escape cancels, and Tab stays inside', () => {
    const onCancel = vi.fn();
    render(
      <ConfirmDeleteDialog target={{ kind: 'user', id: 2, name: 'Brian' }} onCancel={onCancel} onConfirm={vi.fn()} />,
    );
    const del = screen.getByRole('button', { name: 'Delete' });
    del.focus();
    fireEvent.keyDown(del, { key: 'Tab' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(onCancel).toHaveBeenCalled();
  });
});

const products = [
  {
    id: 1,
    name: 'Logitech G502 X',
    category: 'accessories',
    brand: 'Logitech',
    price: 9500,
    countInStock: 9,
    image: '',
    status: 'active',
    sku: null,
    compareAtPrice: null,
  },
  {
    id: 2,
    name: 'Razer Gigantus V2',
    category: 'accessories',
    brand: 'Razer',
    price: 3000,
    countInStock: 3,
    image: '',
    status: 'active',
    sku: null,
    compareAtPrice: null,
  },
] as AdminProduct[];
let deleted = false;

async function deleteFirstProduct(answer: { status: number; body: unknown }) {
  fakeFetch([
    // The list as the server has it: without the product once a delete went through (or it was gone).
    {
      path: /^\/api\/admin\/products\?/,
      reply: () => ({ products: deleted ? products.slice(1) : products, page: 1, pages: 1, total: 2 }),
    },
    { path: '/api/products/brands', body: [] },
    {
      method: 'DELETE',
      path: '/api/products/1',
      reply: () => {
        deleted = answer.status === 200 || answer.status === 404;
        return answer.body;
      },
      status: answer.status,
    },
  ]);
  renderAdmin(<ProductsTab />);
  fireEvent.click(await screen.findByRole('button', { name: 'Delete Logitech G502 X' }));
  fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
}

describe('delete flow', () => {
  it('removes the item and says "Deleted successfully"', async () => {
    await deleteFirstProduct({ status: 200, body: { message: 'Product removed' } });
    await waitFor(() => expect(screen.queryByText('Logitech G502 X')).toBeNull());
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Deleted successfully' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByText('Razer Gigantus V2')).toBeTruthy();
  });

  it('treats "Product not found" as already deleted', async () => {
    await deleteFirstProduct({ status: 404, body: { message: 'Product not found' } });
    await waitFor(() => expect(screen.queryByText('Logitech G502 X')).toBeNull());
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Already deleted' }));
  });

  it('keeps the item on other errors: "Delete failed" / "An error occurred while deleting."', async () => {
    await deleteFirstProduct({ status: 500, body: { message: 'Something went wrong on our side. Please try again.' } });
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: 'Delete failed',
        description: 'An error occurred while deleting.',
        variant: 'destructive',
      }),
    );
    expect(screen.getByText('Logitech G502 X')).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('keeps the spec words in the toast on a refusal, and shows the server reason in the open dialog', async () => {
    await deleteFirstProduct({ status: 409, body: { message: 'This product is in an unpaid order' } });
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: 'Delete failed',
        description: 'An error occurred while deleting.',
        variant: 'destructive',
      }),
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Delete product' });
    expect(within(dialog).getByRole('alert').textContent).toBe('This product is in an unpaid order');
    expect(screen.getByText('Logitech G502 X')).toBeTruthy();
    // Cancel closes it; asking again starts without the old reason.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Delete Logitech G502 X' }));
    expect(within(screen.getByRole('alertdialog')).queryByRole('alert')).toBeNull();
  });
});
