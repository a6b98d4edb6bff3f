import { Smartphone } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { formatKES, roundMoney } from '#core/pricing/money';
import { mpesaAmount, phoneInputValue, SANDBOX_TEST_PHONE } from '#core/payments/phone';
import { TestPaymentsNotice } from '~/components/test-payments-notice';
import { Button } from '~/components/ui/button';
import { Input } from '~/components/ui/input';
import { toast } from '~/components/ui/toast';
import { useHydrated } from '~/lib/use-hydrated';
import { cn } from '~/lib/utils';
import { mpesaCheckText } from './messages';
import { checkMpesaPayment } from './validate';
import { useT } from '~/lib/i18n/i18n';

/** The go-ahead green of paying and ordering buttons (M-Pesa, WhatsApp), on a default Button. */
export const PAY_BUTTON = 'bg-success hover:bg-success-foreground';

export interface MpesaFormProps {
  /** The order total, in KES; M-Pesa is asked for it rounded up to whole shillings. */
  amount: number;
  /** Called with a normalised 2547XXXXXXXX number once the phone and amount are valid. */
  onPay(phone: string, amount: number): Promise<void>;
  /** Label of the button; defaults to 'Pay KES … with M-Pesa'. */
  submitLabel?: string;
  className?: string;
  /** 'M-Pesa simulator: test payments — no money moves' when payments are not real (root loader data). */
  testNotice?: string | null;
  /** This prompt's place when the order is paid in parts: shows "Payment 1 of 2: KES 150,000". */
  step?: { number: number; of: number } | null;
  /** The number the shopper paid this order from before: 'Pay the rest' starts with it (issue 32). */
  initialPhone?: string;
}

/**
 * The M-Pesa phone form (spec section 5), used by the cart and by My Orders. Validation failures
 * show as a toast with the spec's words and under the input; the caller does the paying.
 */
export function MpesaForm({ amount, onPay, submitLabel, className, testNotice, step, initialPhone }: MpesaFormProps) {
  const id = useId();
  const hydrated = useHydrated();
  const [phone, setPhone] = useState(initialPhone ?? '');
  const t = useT();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const asked = mpesaAmount(amount);
  // M-Pesa takes whole shillings: a total with cents is asked rounded up, and the form says so.
  const roundedUp = asked.ok && asked.amount !== roundMoney(amount);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const check = checkMpesaPayment(phone, amount);
    if (!check.ok) {
      const { title, description } = mpesaCheckText(t, check);
      setError(description);
      toast({ title, description, variant: 'destructive' });
      if (check.field === 'phone') inputRef.current?.focus();
      return;
    }
    setError(null);
    setBusy(true);
    try {
      await onPay(check.phone, check.amount);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      method="post"
      onSubmit={onSubmit}
      noValidate
      className={cn('flex flex-col gap-3', className)}
      aria-label={t('checkout.payWithMpesa')}
    >
      <TestPaymentsNotice notice={testNotice} />
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-phone`} className="text-sm font-medium text-slate-800">
          {t('mpesa.phone')}
        </label>
        <div className="relative">
          <Smartphone
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
            aria-hidden="true"
          />
          <Input
            ref={inputRef}
            id={`${id}-phone`}
            name="phoneNumber"
            type="tel"
            inputMode="numeric"
            autoComplete="tel"
            maxLength={12}
            // A pattern, not a number: a real-looking number read as already filled in (issue 32).
            placeholder="2547XXXXXXXX"
            value={phone}
            onChange={(e) => {
              setPhone(phoneInputValue(e.target.value));
              if (error) setError(null);
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-hint ${id}-error`}
            className={cn('pl-9 tabular-nums', error && 'border-danger-solid')}
          />
        </div>
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {t('mpesa.phoneHint', { test: SANDBOX_TEST_PHONE })}
        </p>
        <p id={`${id}-error`} aria-live="polite" className="text-sm font-medium text-danger empty:hidden">
          {error ?? ''}
        </p>
      </div>
      {step && step.of > 1 && asked.ok ? (
        <p className="font-semibold text-slate-900" data-testid="payment-step">
          {t('mpesa.step', { number: step.number, of: step.of, amount: formatKES(asked.amount) })}
        </p>
      ) : null}
      {roundedUp ? (
        <p className="text-sm text-slate-700">
          {t('mpesa.roundedBefore', { total: formatKES(amount) })} <strong>{formatKES(asked.amount)}</strong>.
        </p>
      ) : null}
      <Button type="submit" size="lg" disabled={!hydrated || busy} className={cn('w-full', PAY_BUTTON)}>
        {busy
          ? t('mpesa.processing')
          : (submitLabel ?? t('mpesa.pay', { amount: formatKES(asked.ok ? asked.amount : amount) }))}
      </Button>
    </form>
  );
}
