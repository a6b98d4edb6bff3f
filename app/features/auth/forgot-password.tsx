import { useRef, useState, type FormEvent } from 'react';
import { Alert } from '~/components/ui/alert';
import { TextField } from '~/components/ui/field';
import { Button } from '~/components/ui/button';
import { toast } from '~/components/ui/toast';
import { api, errorMessage } from '~/lib/api';
import { useHydrated } from '~/lib/use-hydrated';
import { formatCountdown, useCountdown } from './use-countdown';
import { useT } from '~/lib/i18n/i18n';

/** Spec section 9: the send button rests this long after a reset mail went out. */
export const RESET_COOLDOWN_SECONDS = 90;

/** Asks for a password reset link by e-mail (POST /api/auth/reset-password). */
export function ForgotPassword({ initialEmail = '' }: { initialEmail?: string }) {
  const [email, setEmail] = useState(initialEmail);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const countdown = useCountdown();
  const hydrated = useHydrated();
  const inputRef = useRef<HTMLInputElement>(null);
  const t = useT();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || countdown.running) return;
    setBusy(true);
    setError(null);
    try {
      const { message } = await api<{ message: string }>('/api/auth/reset-password', {
        method: 'POST',
        body: { email: email.trim() },
      });
      setSent(message);
      toast({ title: t('forgot.sent'), description: message });
      countdown.start(RESET_COOLDOWN_SECONDS);
    } catch (err) {
      const message = errorMessage(err, t('forgot.fallback'));
      setError(message);
      toast({ title: t('forgot.failed'), description: message, variant: 'destructive' });
      inputRef.current?.focus();
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={onSubmit} method="post" className="flex flex-col gap-4" aria-label={t('forgot.label')}>
      <p className="text-sm text-slate-600">{t('forgot.lead')}</p>
      <TextField
        ref={inputRef}
        label={t('auth.email')}
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        required
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={error}
      />
      {sent ? (
        <Alert tone="success" role="status">
          {sent}
        </Alert>
      ) : null}
      <Button type="submit" variant="secondary" disabled={!hydrated || busy || countdown.running || !email.trim()}>
        {busy ? (
          t('verify.sending')
        ) : countdown.running ? (
          <>
            {t('forgot.resendIn')} <span className="tabular-nums">{formatCountdown(countdown.remaining)}</span>
          </>
        ) : sent ? (
          t('forgot.resend')
        ) : (
          t('forgot.send')
        )}
      </Button>
    </form>
  );
}
