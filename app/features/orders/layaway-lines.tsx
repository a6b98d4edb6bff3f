import { useId, useState } from 'react';
import { MpesaForm } from '../checkout/mpesa-form';
import { formatDate } from '#core/format/dates';
import { formatKES } from '#core/pricing/money';
import { MPESA_MAX_AMOUNT } from '#core/payments/phone';
import type { OwnOrder } from '#core/schemas/orders';
import { Input } from '~/components/ui/input';
import { useT } from '~/lib/i18n/i18n';

const DAY_MS = 24 * 60 * 60_000;

/** A layaway's terms on its My Orders card (decision 039): deposit, due date, and the policy agreed at checkout. */
export function LayawayLines({ order }: { order: OwnOrder }) {
  const t = useT();
  const l = order.layaway;
  if (!l) return null;
  const open = order.status === 'awaiting_payment';
  const days = Math.round((Date.parse(l.due_at) - Date.parse(order.created_at)) / DAY_MS);
  return (
    <div className="flex flex-col gap-1 rounded-lg bg-slate-50 p-3" data-testid="layaway">
      <p className="font-medium text-slate-900">
        {t('layaway.terms', { deposit: formatKES(l.deposit), date: formatDate(l.due_at) })}
      </p>
      {open && !l.deposit_paid ? <p>{t('layaway.depositFirst', { date: formatDate(l.due_at) })}</p> : null}
      {open ? (
        <p className="text-slate-600">
          {t(l.policy === 'keep' ? 'layaway.policyKeep' : 'layaway.policyRefund', { days })}
        </p>
      ) : null}
      {l.outcome === 'kept' ? (
        <p>{l.kept != null ? t('layaway.depositKept', { amount: formatKES(l.kept) }) : t('layaway.kept')}</p>
      ) : null}
    </div>
  );
}

/** The rest of a layaway is paid in amounts the shopper chooses, each at most KES 150,000 (the server checks too). */
export function RestAmount({
  balance,
  value,
  onChange,
}: {
  balance: number;
  value: string;
  onChange(v: string): void;
}) {
  const t = useT();
  const id = useId();
  const max = Math.min(MPESA_MAX_AMOUNT, balance);
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {t('layaway.amount')}
      </label>
      <Input
        id={id}
        type="number"
        inputMode="numeric"
        min={10}
        max={max}
        step={1}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-describedby={`${id}-hint`}
      />
      <p id={`${id}-hint`} className="text-xs text-slate-600">
        {t('layaway.amountHint', { max: formatKES(max) })}
      </p>
    </div>
  );
}

/** The rest of a layaway: the amount the shopper chooses, then the M-Pesa form for it. */
export function LayawayRestForm(props: {
  balance: number;
  first: number;
  onPay(phone: string, amount: number): Promise<void>;
  testNotice?: string | null;
  initialPhone?: string;
}) {
  const [value, setValue] = useState(String(props.first));
  return (
    <>
      <RestAmount balance={props.balance} value={value} onChange={setValue} />
      <MpesaForm
        amount={Number(value) || 0}
        onPay={props.onPay}
        testNotice={props.testNotice}
        initialPhone={props.initialPhone}
      />
    </>
  );
}
