// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CATEGORIES, PRODUCT_CATEGORIES } from '#core/catalog/categories';
import { BUILDER_EXTRA_FIELDS, SPEC_FIELDS } from '#core/catalog/spec-fields';
import type { Product } from '#core/schemas/catalog';
import { toast } from '~/components/ui/toast';
import { ProductDialog } from './product-dialog';
import { fakeFetch, renderAdmin } from './test-utils';

vi.mock('~/components/ui/toast', async (original) => ({ ...(await original<object>()), toast: vi.fn() }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
beforeEach(() => vi.mocked(toast).mockClear());

const existing: Product = {
  id: 7,
  name: 'Ryzen 5 5600',
  description: 'Six cores',
  price: 13500,
  category: 'processors',
  brand: 'AMD',
  image: '/uploads/products/ryzen-640.webp',
  images: ['/uploads/products/ryzen-side-640.webp'],
  specifications: { 'CPU Model': 'Ryzen 5 5600', 'CPU Cores': '6', Warranty: '3 years' },
  countInStock: 40,
  rating: 4,
  numReviews: 2,
};

function open(product?: Product, onClose = vi.fn()) {
  renderAdmin(<ProductDialog product={product} brands={['AMD', 'ASUS', 'Logitech']} onClose={onClose} />);
  return { dialog: screen.getByRole('dialog', { name: product ? 'Edit Product' : 'Add New Product' }), onClose };
}

function fillRequired(category = 'accessories') {
  fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Test Mouse' } });
  fireEvent.change(screen.getByRole('combobox', { name: 'Brand' }), { target: { value: 'Logitech' } });
  fireEvent.change(screen.getByLabelText('Category'), { target: { value: category } });
  fireEvent.change(screen.getByLabelText('Price (KES)'), { target: { value: '2500' } });
  fireEvent.change(screen.getByLabelText('Stock'), { target: { value: '4' } });
}

const png = (name: string) => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save Product' }));

describe('ProductDialog: the main image rule (spec section 5)', () => {
  it('refuses to save a new product without a main image, and calls no API', async () => {
    const { calls } = fakeFetch([]);
    open();
    fillRequired();
    save();
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: 'Main image is required',
        description: 'Please select a main image for the product.',
        variant: 'destructive',
      }),
    );
    expect(calls).toEqual([]);
    expect(screen.getByRole('dialog', { name: 'Add New Product' })).toBeTruthy();
    expect(screen.getByLabelText('Main image').getAttribute('aria-invalid')).toBe('true');
  });

  it('uploads a chosen main image first, then creates the product with its URL', async () => {
    const { calls } = fakeFetch([
      { method: 'POST', path: '/api/upload', body: { urls: ['/uploads/products/new-640.webp'] } },
      { method: 'POST', path: '/api/products', status: 201, body: { ...existing, id: 99, name: 'Test Mouse' } },
    ]);
    const { onClose } = open();
    fillRequired();
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'mouse.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText('Main image'), { target: { files: [file] } });
    save();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['POST /api/upload', 'POST /api/products']);
    expect((calls[0].body as FormData).getAll('images')).toHaveLength(1);
    expect(calls[1].body).toEqual({
      name: 'Test Mouse',
      brand: 'Logitech',
      category: 'accessories',
      price: 2500,
      countInStock: 4,
      description: '',
      image: '/uploads/products/new-640.webp',
      images: [],
      specifications: {},
      imageAlts: [''],
      status: 'active',
      sku: null,
      compareAtPrice: null,
      warrantyMonths: null,
    });
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Product created' }));
  });

  it('accepts the stored main image when editing, and keeps specifications of other keys', async () => {
    const { calls } = fakeFetch([{ method: 'PUT', path: '/api/products/7', body: existing }]);
    const { onClose } = open(existing);
    fireEvent.change(screen.getByLabelText('CPU Threads'), { target: { value: '12' } });
    save();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      method: 'PUT',
      url: '/api/products/7',
      body: {
        id: 7,
        image: existing.image,
        images: existing.images,
        specifications: { 'CPU Model': 'Ryzen 5 5600', 'CPU Cores': '6', 'CPU Threads': '12', Warranty: '3 years' },
      },
    });
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Product updated' }));
  });

  it('toasts exactly the spec words on a refusal, shows the server reason in the dialog and stays open', async () => {
    fakeFetch([
      { method: 'PUT', path: '/api/products/7', status: 400, body: { message: 'Price can have at most 2 decimals' } },
    ]);
    const { dialog, onClose } = open(existing);
    save();
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: 'Save failed',
        description: 'An error occurred while saving the product.',
        variant: 'destructive',
      }),
    );
    expect(within(dialog).getByRole('alert').textContent).toBe('Price can have at most 2 decimals');
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Save Product' })).toHaveProperty('disabled', false);
  });
});

describe("ProductDialog: the API's own rules, before anything is uploaded", () => {
  it.each([
    ['Price (KES)', '12.345', 'Price can have at most 2 decimals'],
    ['Price (KES)', '', 'Price is required'],
    ['Stock', '1.5', 'Stock must be a whole number'],
    ['Category', '', 'Choose a category'],
  ])('%s "%s": %s, and no call', async (label, value, message) => {
    const { calls } = fakeFetch([]);
    const { dialog } = open();
    fillRequired();
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
    fireEvent.change(screen.getByLabelText('Main image'), { target: { files: [png('mouse.png')] } });
    // Past the browser's own checks (step, required), as a script or an older browser would submit.
    fireEvent.submit(dialog.querySelector('form')!);
    await waitFor(() => expect(screen.getByLabelText(label).getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(message)).toBeTruthy();
    expect(calls).toEqual([]);
  });
});

describe('ProductDialog: many images', () => {
  it('saves a main image and 10 extras, uploading them in batches the server accepts', async () => {
    const { calls } = fakeFetch([
      {
        method: 'POST',
        path: '/api/upload',
        reply: ({ body }) => ({
          urls: (body as FormData).getAll('images').map((f) => `/uploads/products/${(f as File).name}-960.webp`),
        }),
      },
      { method: 'PUT', path: '/api/products/7', body: existing },
    ]);
    const { dialog, onClose } = open({ ...existing, images: [] });
    fireEvent.change(screen.getByLabelText('Main image'), { target: { files: [png('main.png')] } });
    const extras = Array.from({ length: 10 }, (_, i) => png(`extra-${i}.png`));
    fireEvent.change(within(dialog).getByTestId('extra-images-input'), { target: { files: extras } });
    save();
    await waitFor(() => expect(calls.map((c) => `${c.method} ${c.url}`)).toContain('PUT /api/products/7'));
    const uploads = calls
      .filter((c) => c.url === '/api/upload')
      .map((c) => (c.body as FormData).getAll('images').length);
    expect(uploads).toEqual([10, 1]);
    const saved = calls.find((c) => c.method === 'PUT')!.body as { image: string; images: string[] };
    expect(saved.image).toBe('/uploads/products/main.png-960.webp');
    expect(saved.images).toEqual(extras.map((f) => `/uploads/products/${f.name}-960.webp`));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});

describe('ProductDialog: specification inputs per category (spec section 3)', () => {
  it.each(PRODUCT_CATEGORIES)('shows exactly the fields of %s', (category) => {
    fakeFetch([]);
    const { dialog } = open();
    fireEvent.change(screen.getByLabelText('Category'), { target: { value: category } });
    const expected = [...new Set([...SPEC_FIELDS[category], ...(BUILDER_EXTRA_FIELDS[category] ?? [])])];
    const group = within(dialog).getByRole('group', {
      name: new RegExp(`^Specifications \\(${CATEGORIES.find((c) => c.id === category)!.name}\\)`),
    });
    const labels = within(group)
      .queryAllByRole('textbox')
      .map((input) => group.querySelector(`label[for="${input.id}"]`)?.textContent);
    expect(labels).toEqual(expected);
    if (!expected.length) expect(within(group).getByText(/have no specification fields/)).toBeTruthy();
  });

  it('lists the stored keys a category has no field for, and keeps typed values across a category change', () => {
    fakeFetch([]);
    open(existing);
    expect(screen.getByLabelText('Warranty')).toHaveProperty('value', '3 years');
    fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'monitors' } });
    // The processor values are not lost: they move to 'Other specifications'.
    expect(screen.getByLabelText('CPU Model')).toHaveProperty('value', 'Ryzen 5 5600');
    expect(screen.getByLabelText('Refresh Rate')).toHaveProperty('value', '');
  });
});

describe('ProductDialog: brand combobox', () => {
  it('filters brands and offers Create "{text}" for a new one', () => {
    fakeFetch([]);
    open();
    const brand = screen.getByRole('combobox', { name: 'Brand' });
    fireEvent.change(brand, { target: { value: 'as' } });
    const options = within(screen.getByRole('listbox', { name: 'Brands' }))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual(['ASUS', 'Create "as"']);
    fireEvent.change(brand, { target: { value: 'Razer' } });
    fireEvent.keyDown(brand, { key: 'ArrowDown' });
    fireEvent.keyDown(brand, { key: 'ArrowDown' });
    fireEvent.keyDown(brand, { key: 'Enter' });
    expect(brand).toHaveProperty('value', 'Razer');
    expect(brand.getAttribute('aria-expanded')).toBe('false');
  });

  it('Escape closes the list first, then the dialog', () => {
    fakeFetch([]);
    const { onClose } = open();
    const brand = screen.getByRole('combobox', { name: 'Brand' });
    fireEvent.change(brand, { target: { value: 'a' } });
    expect(brand.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(brand, { key: 'Escape' });
    expect(brand.getAttribute('aria-expanded')).toBe('false');
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.keyDown(brand, { key: 'Escape' });
    expect(onClose).toHaveBeenCalled();
  });
});
