import type { AutoRefundMode } from '#core/payments/auto-refund';
import type { SettingsResponse } from '#core/schemas/settings';
import { Field } from '~/components/ui/field';
import { Input } from '~/components/ui/input';
import { Select } from '~/components/ui/select';
import { useT } from '~/lib/i18n/i18n';

/** Money settings as typed (decisions 052 and 060): the hold minimum and automatic refunds. */
export interface RefundDraft {
  /** Empty: the default (10% of the order or KES 1,000, whichever is less). */
  holdMin: string;
  autoRefund: AutoRefundMode;
}

export const refundDraft = (s: Partial<SettingsResponse>): RefundDraft => ({
  holdMin: s.holdMinPayment == null ? '' : String(s.holdMinPayment),
  autoRefund: s.autoRefund ?? 'off',
});

export const refundInput = (d: RefundDraft) => ({
  holdMinPayment: d.holdMin.trim() === '' ? null : Number(d.holdMin),
  autoRefund: d.autoRefund,
});

const MODES: AutoRefundMode[] = ['off', 'b2c', 'reversal'];

/** Holds and refunds: the least part payment that keeps stock longer, and who gives refund due back. */
export function RefundFieldset({ draft, onChange }: { draft: RefundDraft; onChange: (next: RefundDraft) => void }) {
  const t = useT();
  return (
    <fieldset className="min-w-0 rounded-xl border border-slate-200 bg-white p-5">
      <legend className="px-1 text-sm font-semibold text-slate-900">{t('admin.money.legend')}</legend>
      <div className="flex flex-col gap-4">
        <Field label={t('admin.money.holdMin')} hint={t('admin.money.holdMinHint')}>
          {(c) => (
            <Input
              {...c}
              type="number"
              min={1}
              max={150000}
              step={1}
              placeholder={t('admin.money.holdMinDefault')}
              value={draft.holdMin}
              onChange={(e) => onChange({ ...draft, holdMin: e.target.value })}
            />
          )}
        </Field>
        <Field label={t('admin.money.autoRefund')} hint={t(`admin.money.autoRefundHint.${draft.autoRefund}`)}>
          {(c) => (
            <Select
              {...c}
              value={draft.autoRefund}
              onChange={(e) => onChange({ ...draft, autoRefund: e.target.value as AutoRefundMode })}
            >
              {MODES.map((mode) => (
                <option key={mode} value={mode}>
                  {t(`admin.money.autoRefund.${mode}`)}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
    </fieldset>
  );
}
