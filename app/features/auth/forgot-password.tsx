import { useRef, useState, type FormEvent } from 'react';
import { Alert } from '~/components/ui/alert';
import { TextField } from '~/components/ui/field';
import { Button } from '~/components/ui/button';
import { toast } from '~/components/ui/toast';
import { api, errorMessage } from '~/lib/api';
import { useHydrated } from '~/lib/use-hydrated';
import { AUTH_TEXT } from './messages';
import { formatCountdown, useCountdown } from './use-countdown';

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
      toast({ title: AUTH_TEXT.resetSent, description: message });
      countdown.start(RESET_COOLDOWN_SECONDS);
    } catch (err) {
      const message = errorMessage(err, AUTH_TEXT.resetSendFallback);
      setError(message);
      toast({ title: AUTH_TEXT.resetFailed, description: message, variant: 'destructive' });
      inputRef.current?.focus();
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={onSubmit} method="post" className="flex flex-col gap-4" aria-label="Reset your password">
      <p className="text-sm text-slate-600">Enter the e-mail address of your account and we will send you a link to choose a new password.</p>
      <TextField
        ref={inputRef}
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        required
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={error}
      />
      {sent ? <Alert tone="success" role="status">{sent}</Alert> : null}
      <Button type="submit" variant="secondary" disabled={!hydrated || busy || countdown.running || !email.trim()}>
        {busy
          ? 'Sending...'
          : countdown.running
            ? (
                <>
                  Resend in <span className="tabular-nums">{formatCountdown(countdown.remaining)}</span>
                </>
              )
            : sent
              ? 'Resend reset link'
              : 'Send reset link'}
      </Button>
    </form>
  );
}
