import { useQueryClient } from '@tanstack/react-query';
import { Save } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useRevalidator } from 'react-router';
import { DEFAULT_SETTINGS } from '#core/settings';
import type { SettingsResponse } from '#core/schemas/settings';
import type { VatMode } from '#core/pricing/vat';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { Input } from '~/components/ui/input';
import { Select } from '~/components/ui/select';
import { Textarea } from '~/components/ui/textarea';
import { toast } from '~/components/ui/toast';
import { errorMessage } from '~/lib/api';
import { saveSettings } from './api';
import { Field } from '~/components/ui/field';
import { DeliverySettings } from './delivery-settings';
import { SmsOutbox } from './sms-outbox';
import EtimsSection from './etims-section';
import { LayawayFieldset, layawayDraft, layawayInput, type LayawayDraft } from './layaway-settings';
import { RefundFieldset, refundDraft, refundInput, type RefundDraft } from './refund-settings';
import { ListError, ListSkeleton } from './list-parts';
import { ADMIN_MSG } from './messages';
import { adminKeys, useSettings } from './queries';

/** Said in Settings and on the dashboard while no KRA PIN is set (issue 32, item 19). */
export const KRA_PIN_MISSING = 'No KRA PIN is set, so receipts are not tax invoices yet.';

export function SettingsTab() {
  const settings = useSettings();
  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby="settings-heading" className="flex flex-col gap-4">
        <h2 id="settings-heading" className="text-lg font-semibold text-slate-900">
          Settings
        </h2>
        {settings.isPending ? (
          <ListSkeleton rows={3} />
        ) : settings.isError ? (
          <ListError what="settings" onRetry={() => void settings.refetch()} />
        ) : (
          <SettingsForm key={settings.dataUpdatedAt} initial={settings.data} />
        )}
      </section>
      <DeliverySettings />
      {/* Issue 30: part of the admin's own chunk (never in a storefront page); its data is fetched with this tab only.
          A lazy chunk here made Rollup split the admin route and its zod into a shared chunk. */}
      <EtimsSection />
      <SmsOutbox />
    </div>
  );
}

type Draft = Record<
  // Money (holdMinPayment, autoRefund) and layaway have drafts of their own.
  Exclude<
    keyof SettingsResponse,
    'currency' | 'whatsappNumberFromEnv' | 'notifyPaidOrders' | 'holdMinPayment' | 'autoRefund' | `layaway${string}`
  >,
  string
>;

/**
 * What the admin types ('+254 712 345 678', '0712 345678') as the digits WhatsApp links use
 * (254712345678). Anything else goes to the server as typed digits, and its 400 says what is wrong.
 */
export function whatsappDigits(raw: string): string {
  const digits = raw.replace(/\D/g, '');
  return digits.startsWith('0') ? `254${digits.slice(1)}` : digits;
}

const toDraft = (s: SettingsResponse): Draft => ({
  storeName: s.storeName ?? DEFAULT_SETTINGS.storeName,
  supportEmail: s.supportEmail ?? DEFAULT_SETTINGS.supportEmail,
  supportPhone: s.supportPhone ?? DEFAULT_SETTINGS.supportPhone,
  whatsappNumber: s.whatsappNumber ?? DEFAULT_SETTINGS.whatsappNumber,
  deliveryFee: String(s.deliveryFee ?? DEFAULT_SETTINGS.deliveryFee),
  freeDeliveryThreshold: String(s.freeDeliveryThreshold ?? DEFAULT_SETTINGS.freeDeliveryThreshold),
  shopAddress: s.shopAddress ?? DEFAULT_SETTINGS.shopAddress,
  kraPin: s.kraPin ?? DEFAULT_SETTINGS.kraPin,
  lowStockThreshold: String(s.lowStockThreshold ?? DEFAULT_SETTINGS.lowStockThreshold),
  vatMode: s.vatMode ?? DEFAULT_SETTINGS.vatMode,
  vatRate: String(s.vatRate ?? DEFAULT_SETTINGS.vatRate),
  paybillNumber: s.paybillNumber ?? DEFAULT_SETTINGS.paybillNumber,
  searchSynonyms: s.searchSynonyms ?? DEFAULT_SETTINGS.searchSynonyms,
  returnWindowDays: String(s.returnWindowDays ?? DEFAULT_SETTINGS.returnWindowDays),
  odpcRegistration: s.odpcRegistration ?? DEFAULT_SETTINGS.odpcRegistration,
});

/** The three readings of VAT (decision 031), in the owner's words. */
const VAT_CHOICES: [VatMode, string][] = [
  ['added', 'VAT registered: prices are ex VAT, VAT is added at checkout'],
  ['included', 'VAT registered: prices include VAT'],
  ['none', 'Not VAT registered: no VAT is charged'],
];

const SETTINGS_NOT_SAVED = 'The settings could not be saved.';

/** Store details and delivery: saved on the server (beyond the spec's toast-only save), then the shop's header and footer reload. */
function SettingsForm({ initial }: { initial: SettingsResponse }) {
  const queryClient = useQueryClient();
  const revalidator = useRevalidator();
  const [draft, setDraft] = useState<Draft>(() => toDraft(initial));
  const [notifyPaidOrders, setNotifyPaidOrders] = useState(initial.notifyPaidOrders ?? true);
  const [layaway, setLayaway] = useState<LayawayDraft>(() => layawayDraft(initial));
  const [money, setMoney] = useState<RefundDraft>(() => refundDraft(initial));
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const fromEnv = initial.whatsappNumberFromEnv === true;
  const set = (key: keyof Draft) => (e: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [key]: e.target.value }));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    setSaving(true);
    setError(null);
    try {
      const saved = await saveSettings({
        storeName: draft.storeName.trim(),
        supportEmail: draft.supportEmail.trim(),
        supportPhone: draft.supportPhone.trim(),
        whatsappNumber: whatsappDigits(draft.whatsappNumber),
        deliveryFee: Number(draft.deliveryFee),
        freeDeliveryThreshold: Number(draft.freeDeliveryThreshold),
        shopAddress: draft.shopAddress.trim(),
        kraPin: draft.kraPin.trim().toUpperCase(),
        lowStockThreshold: Number(draft.lowStockThreshold),
        vatMode: draft.vatMode as VatMode,
        vatRate: Number(draft.vatRate),
        paybillNumber: draft.paybillNumber.replace(/\s/g, ''),
        searchSynonyms: draft.searchSynonyms,
        returnWindowDays: Number(draft.returnWindowDays),
        odpcRegistration: draft.odpcRegistration.trim(),
        notifyPaidOrders,
        ...layawayInput(layaway),
        ...refundInput(money),
      });
      queryClient.setQueryData(adminKeys.settings, saved);
      toast(ADMIN_MSG.settingsSaved);
      void revalidator.revalidate();
    } catch (err) {
      // The reason stays on the form, next to the fields; the toast only says that it failed.
      setError(errorMessage(err, SETTINGS_NOT_SAVED));
      toast({ title: 'Save failed', description: SETTINGS_NOT_SAVED, variant: 'destructive' });
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-4" aria-label="Store settings">
      <div className="grid gap-4 lg:grid-cols-2">
        <fieldset className="min-w-0 rounded-xl border border-slate-200 bg-white p-5">
          <legend className="px-1 text-sm font-semibold text-slate-900">Store details</legend>
          <div className="flex flex-col gap-4">
            <Field label="Store name" required>
              {(c) => <Input {...c} required maxLength={100} value={draft.storeName} onChange={set('storeName')} />}
            </Field>
            <Field label="Support email" required>
              {(c) => <Input {...c} type="email" required value={draft.supportEmail} onChange={set('supportEmail')} />}
            </Field>
            <Field label="Support phone" required>
              {(c) => (
                <Input
                  {...c}
                  type="tel"
                  required
                  minLength={5}
                  maxLength={30}
                  value={draft.supportPhone}
                  onChange={set('supportPhone')}
                />
              )}
            </Field>
            <Field label="Currency" hint="Prices are always in Kenyan shillings.">
              {(c) => <Input {...c} value="KES" readOnly className="bg-slate-50 text-slate-600" />}
            </Field>
          </div>
        </fieldset>
        <fieldset className="min-w-0 rounded-xl border border-slate-200 bg-white p-5">
          <legend className="px-1 text-sm font-semibold text-slate-900">Delivery and WhatsApp orders</legend>
          <div className="flex flex-col gap-4">
            <Field
              label="WhatsApp number"
              required
              hint={
                fromEnv
                  ? 'Set by WHATSAPP_NUMBER on the server; change it there.'
                  : 'Orders on WhatsApp go to this number, e.g. +254 712 345 678.'
              }
            >
              {(c) => (
                <Input
                  {...c}
                  type="tel"
                  required
                  readOnly={fromEnv}
                  maxLength={20}
                  className={fromEnv ? 'bg-slate-50 text-slate-600' : undefined}
                  value={draft.whatsappNumber}
                  onChange={set('whatsappNumber')}
                />
              )}
            </Field>
            <Field label="Delivery fee (KES)" required>
              {(c) => (
                <Input
                  {...c}
                  type="number"
                  min={0}
                  step={0.01}
                  required
                  value={draft.deliveryFee}
                  onChange={set('deliveryFee')}
                />
              )}
            </Field>
            <Field label="Free delivery above (KES)" required hint="Orders above this subtotal ship free.">
              {(c) => (
                <Input
                  {...c}
                  type="number"
                  min={0}
                  step={0.01}
                  required
                  value={draft.freeDeliveryThreshold}
                  onChange={set('freeDeliveryThreshold')}
                />
              )}
            </Field>
          </div>
        </fieldset>
        <fieldset className="min-w-0 rounded-xl border border-slate-200 bg-white p-5">
          <legend className="px-1 text-sm font-semibold text-slate-900">Receipts, VAT and stock</legend>
          <div className="flex flex-col gap-4">
            <Field label="Shop address" hint="Printed on every receipt.">
              {(c) => <Input {...c} maxLength={300} value={draft.shopAddress} onChange={set('shopAddress')} />}
            </Field>
            <Field label="KRA PIN" hint="Printed on every receipt, e.g. P051234567X.">
              {(c) => <Input {...c} maxLength={11} value={draft.kraPin} onChange={set('kraPin')} />}
            </Field>
            {draft.kraPin.trim() ? null : (
              <p role="note" data-testid="kra-pin-missing" className="-mt-2 text-sm text-amber-800">
                {KRA_PIN_MISSING}
              </p>
            )}
            <Field label="ODPC registration number" hint="Shown on the privacy page (Data Protection Act 2019).">
              {(c) => <Input {...c} maxLength={60} value={draft.odpcRegistration} onChange={set('odpcRegistration')} />}
            </Field>
            <Field label="VAT" hint="Every price, the cart, orders, receipts and e-mails follow this.">
              {(c) => (
                <Select {...c} value={draft.vatMode} onChange={set('vatMode')}>
                  {VAT_CHOICES.map(([value, label]) => (
                    <option key={value} value={value}>
                      {label}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
            <Field
              label="VAT rate (%)"
              hint="Kenya's standard rate is 16%. Orders keep the rate they were placed with."
            >
              {(c) => (
                <Input
                  {...c}
                  type="number"
                  min={0}
                  max={50}
                  step={0.01}
                  required
                  disabled={draft.vatMode === 'none'}
                  value={draft.vatRate}
                  onChange={set('vatRate')}
                />
              )}
            </Field>
            <Field
              label="Low-stock threshold"
              hint="Products at or below this count are listed on the dashboard and in a daily e-mail."
            >
              {(c) => (
                <Input
                  {...c}
                  type="number"
                  min={0}
                  step={1}
                  required
                  value={draft.lowStockThreshold}
                  onChange={set('lowStockThreshold')}
                />
              )}
            </Field>
            <Field
              label="Return window (days)"
              hint="Days after delivery in which a shopper may ask for a return (Kenyan shops: 7). Warranty requests follow each product's warranty."
            >
              {(c) => (
                <Input
                  {...c}
                  type="number"
                  min={0}
                  max={90}
                  step={1}
                  required
                  value={draft.returnWindowDays}
                  onChange={set('returnWindowDays')}
                />
              )}
            </Field>
            <Field
              label="M-Pesa Paybill number"
              hint="Shown with the order number as a second way to pay. Empty: the shop's M-Pesa shortcode."
            >
              {(c) => (
                <Input
                  {...c}
                  inputMode="numeric"
                  maxLength={7}
                  value={draft.paybillNumber}
                  onChange={set('paybillNumber')}
                />
              )}
            </Field>
            <div className="flex items-start gap-2 text-sm text-slate-700">
              <input
                id="notify-paid-orders"
                aria-describedby="notify-paid-orders-hint"
                type="checkbox"
                className="mt-0.5 size-4 accent-brand-600"
                checked={notifyPaidOrders}
                onChange={(e) => setNotifyPaidOrders(e.target.checked)}
              />
              <span>
                <label htmlFor="notify-paid-orders" className="font-medium text-slate-900">
                  E-mail me each paid order
                </label>
                <span id="notify-paid-orders-hint" className="block text-xs text-slate-500">
                  One e-mail to the support email for every order paid by M-Pesa.
                </span>
              </span>
            </div>
          </div>
        </fieldset>
        <LayawayFieldset draft={layaway} onChange={setLayaway} />
        <RefundFieldset draft={money} onChange={setMoney} />
        <fieldset className="min-w-0 rounded-xl border border-slate-200 bg-white p-5">
          <legend className="px-1 text-sm font-semibold text-slate-900">Search</legend>
          <Field
            label="Search synonyms"
            hint="One rule a line, added to the built-in words: 'kadi ya picha = graphics-cards' (a category), 'kibodi = keyboard' (words), or 'ssd = storage: ssd' (both)."
          >
            {(c) => (
              <Textarea
                {...c}
                rows={4}
                maxLength={5000}
                value={draft.searchSynonyms}
                onChange={set('searchSynonyms')}
              />
            )}
          </Field>
        </fieldset>
      </div>
      <div role="alert" className="empty:hidden">
        {error ? (
          <Alert tone="danger" size="sm">
            {error}
          </Alert>
        ) : null}
      </div>
      <div>
        <Button type="submit" disabled={saving} aria-busy={saving}>
          <Save aria-hidden="true" />
          {saving ? 'Saving...' : 'Save Settings'}
        </Button>
      </div>
    </form>
  );
}
