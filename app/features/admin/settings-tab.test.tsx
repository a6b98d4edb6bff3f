// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SettingsResponse } from '#core/schemas/settings';
import { toast } from '~/components/ui/toast';
import { SettingsTab } from './settings-tab';
import { fakeFetch, renderAdmin, type FakeRoute } from './test-utils';

vi.mock('~/components/ui/toast', async (original) => ({ ...(await original<object>()), toast: vi.fn() }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
beforeEach(() => vi.mocked(toast).mockClear());

const stored: SettingsResponse = {
  storeName: 'Kenya PC Shop',
  supportEmail: 'support@example.com',
  supportPhone: '+254 700 123 456',
  whatsappNumber: '254700123456',
  deliveryFee: 500,
  freeDeliveryThreshold: 50_000,
  shopAddress: 'Moi Avenue, Nairobi',
  kraPin: '',
  returnWindowDays: 7,
  lowStockThreshold: 5,
  vatMode: 'added',
  vatRate: 16,
  paybillNumber: '',
  notifyPaidOrders: true,
  autoRefund: 'off',
  layawayEnabled: false,
  layawayMinTotal: 0,
  layawayDepositPercent: 30,
  layawayDays: 30,
  layawayExpiryPolicy: 'refund',
  searchSynonyms: '',
  odpcRegistration: '',
  currency: 'KES',
  whatsappNumberFromEnv: false,
};

async function openSettings(
  settings: SettingsResponse,
  put: Omit<FakeRoute, 'path' | 'method'> = { reply: ({ body }) => ({ ...settings, ...(body as object) }) },
) {
  const fetches = fakeFetch([
    { path: '/api/settings', body: settings },
    { method: 'PUT', path: '/api/settings', ...put },
  ]);
  renderAdmin(<SettingsTab />);
  const field = (await screen.findByLabelText('WhatsApp number')) as HTMLInputElement;
  return { ...fetches, field };
}
const saveAndGetBody = async (calls: { method: string; body: unknown }[]) => {
  fireEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
  await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
  return calls.find((c) => c.method === 'PUT')!.body as Record<string, unknown>;
};

describe('Settings tab: WhatsApp number', () => {
  it.each([
    ['+254 712 345 678', '254712345678'],
    ['0712 345678', '254712345678'],
    ['254-712-345-678', '254712345678'],
  ])('accepts "%s" as typed and sends %s', async (typed, sent) => {
    const { calls, field } = await openSettings(stored);
    fireEvent.change(field, { target: { value: typed } });
    // No pattern blocks the form: the browser would refuse '+254 712 …' before any request.
    expect(field.getAttribute('pattern')).toBeNull();
    expect((field.closest('form') as HTMLFormElement).checkValidity()).toBe(true);
    expect((await saveAndGetBody(calls)).whatsappNumber).toBe(sent);
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Settings saved' })));
  });

  it("shows the server's reason on the form when it refuses the number", async () => {
    const { calls, field } = await openSettings(stored, {
      status: 400,
      body: { message: 'WhatsApp number must look like 2547XXXXXXXX' },
    });
    fireEvent.change(field, { target: { value: '12345' } });
    expect((await saveAndGetBody(calls)).whatsappNumber).toBe('12345');
    expect((await screen.findByRole('alert')).textContent).toBe('WhatsApp number must look like 2547XXXXXXXX');
    expect(toast).toHaveBeenCalledWith({
      title: 'Save failed',
      description: 'The settings could not be saved.',
      variant: 'destructive',
    });
  });

  it('is read-only with a hint when WHATSAPP_NUMBER on the server sets it', async () => {
    const { calls, field } = await openSettings({
      ...stored,
      whatsappNumber: '254711222333',
      whatsappNumberFromEnv: true,
    });
    expect(field.readOnly).toBe(true);
    expect(field.value).toBe('254711222333');
    const hint = document.getElementById(field.getAttribute('aria-describedby')!.split(' ')[0]);
    expect(hint?.textContent).toBe('Set by WHATSAPP_NUMBER on the server; change it there.');
    const body = await saveAndGetBody(calls);
    expect(body.whatsappNumber).toBe('254711222333');
    expect(body).not.toHaveProperty('whatsappNumberFromEnv');
  });
});

describe('Settings tab: VAT', () => {
  it('shows the saved VAT setting and saves the one chosen', async () => {
    const { calls } = await openSettings(stored);
    const vat = screen.getByLabelText('VAT') as HTMLSelectElement;
    expect(vat.value).toBe('added');
    fireEvent.change(vat, { target: { value: 'included' } });
    const body = await saveAndGetBody(calls);
    expect(body).toMatchObject({ vatMode: 'included', vatRate: 16 });
  });
});
