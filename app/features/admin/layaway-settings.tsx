import { DEFAULT_LAYAWAY, type LayawayPolicy } from '#core/orders/layaway-settings';
import type { SettingsResponse } from '#core/schemas/settings';
import { Field } from '~/components/ui/field';
import { Input } from '~/components/ui/input';
import { Select } from '~/components/ui/select';

/** The layaway settings as typed (issue 21, decision 039); the API validates them with the shared schema. */
export interface LayawayDraft {
  enabled: boolean;
  minTotal: string;
  percent: string;
  days: string;
  policy: LayawayPolicy;
}

export const layawayDraft = (s: Partial<SettingsResponse>): LayawayDraft => ({
  enabled: s.layawayEnabled ?? DEFAULT_LAYAWAY.layawayEnabled,
  minTotal: String(s.layawayMinTotal ?? DEFAULT_LAYAWAY.layawayMinTotal),
  percent: String(s.layawayDepositPercent ?? DEFAULT_LAYAWAY.layawayDepositPercent),
  days: String(s.layawayDays ?? DEFAULT_LAYAWAY.layawayDays),
  policy: s.layawayExpiryPolicy ?? DEFAULT_LAYAWAY.layawayExpiryPolicy,
});

export const layawayInput = (d: LayawayDraft) => ({
  layawayEnabled: d.enabled,
  layawayMinTotal: Number(d.minTotal),
  layawayDepositPercent: Number(d.percent),
  layawayDays: Number(d.days),
  layawayExpiryPolicy: d.policy,
});

/** Layaway: on/off, which orders, the deposit, the period and what happens to the money at expiry. */
export function LayawayFieldset({ draft, onChange }: { draft: LayawayDraft; onChange: (next: LayawayDraft) => void }) {
  const set = (key: keyof LayawayDraft) => (e: { target: { value: string } }) =>
    onChange({ ...draft, [key]: e.target.value });
  const off = !draft.enabled;
  return (
    <fieldset className="min-w-0 rounded-xl border border-slate-200 bg-white p-5">
      <legend className="px-1 text-sm font-semibold text-slate-900">Layaway</legend>
      <div className="flex flex-col gap-4">
        <label className="flex items-center gap-2 text-sm font-medium text-slate-900">
          <input
            type="checkbox"
            className="size-4 accent-brand-600"
            checked={draft.enabled}
            onChange={(e) => onChange({ ...draft, enabled: e.target.checked })}
          />
          Allow layaway: a deposit now, the rest within a period
        </label>
        <Field
          label="Layaway for orders from (KES)"
          hint="0: only orders holding a product marked for layaway in its form."
        >
          {(c) => (
            <Input
              {...c}
              type="number"
              min={0}
              step={1}
              required
              disabled={off}
              value={draft.minTotal}
              onChange={set('minTotal')}
            />
          )}
        </Field>
        <Field label="Deposit (%)" hint="Of the order total, rounded up to a whole shilling.">
          {(c) => (
            <Input
              {...c}
              type="number"
              min={10}
              max={90}
              step={1}
              required
              disabled={off}
              value={draft.percent}
              onChange={set('percent')}
            />
          )}
        </Field>
        <Field label="Period (days)" hint="Reminders go by e-mail a week and a day before the end.">
          {(c) => (
            <Input
              {...c}
              type="number"
              min={7}
              max={365}
              step={1}
              required
              disabled={off}
              value={draft.days}
              onChange={set('days')}
            />
          )}
        </Field>
        <Field label="At the end of an unpaid layaway" hint="Stated on the checkout page before the shopper agrees.">
          {(c) => (
            <Select {...c} disabled={off} value={draft.policy} onChange={set('policy')}>
              <option value="refund">Cancel it and refund what was paid</option>
              <option value="keep">Cancel it and keep what was paid</option>
            </Select>
          )}
        </Field>
      </div>
    </fieldset>
  );
}
