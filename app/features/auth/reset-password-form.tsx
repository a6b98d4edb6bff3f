import { CircleCheck } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { PASSWORD_MIN } from '#core/accounts/account-rules';
import { Alert } from '~/components/ui/alert';
import { Button, buttonVariants } from '~/components/ui/button';
import { toast } from '~/components/ui/toast';
import { api, ApiError, errorMessage } from '~/lib/api';
import { useHydrated } from '~/lib/use-hydrated';
import { PasswordField } from './form-field';
import { AUTH_TEXT } from './messages';
import { useT, type Translate } from '~/lib/i18n/i18n';

/** Spec section 2: the server's error, 'Reset failed' when it gave none, 'Something went wrong' when unreachable. */
export function resetErrorText(error: unknown, t?: Translate): string {
  if (error instanceof ApiError) {
    if (error.fromServer) return error.message;
    if (error.status > 0) return t ? t('forgot.failed') : AUTH_TEXT.resetFailed;
  }
  return t ? t('auth.somethingWrong') : AUTH_TEXT.somethingWrong;
}

/** A new password for the reset token of the address (POST /api/auth/reset-password/{token}). */
export function ResetPasswordForm({ token }: { token: string }) {
  const hydrated = useHydrated();
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const doneRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const t = useT();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || !password) return;
    setBusy(true);
    setError(null);
    try {
      const res = await api<{ message?: string }>(`/api/auth/reset-password/${encodeURIComponent(token)}`, {
        method: 'POST',
        body: { password },
      });
      setDone(res?.message || t('reset.done'));
      requestAnimationFrame(() => doneRef.current?.focus());
    } catch (err) {
      console.error(err);
      const message = resetErrorText(err, t);
      setError(message);
      toast({
        title: t('forgot.failed'),
        description: errorMessage(err, t('auth.resetFallback')),
        variant: 'destructive',
      });
      setBusy(false);
      inputRef.current?.focus();
    }
  }

  if (done) {
    return (
      <div
        ref={doneRef}
        tabIndex={-1}
        role="status"
        className="flex flex-col items-center gap-3 py-2 text-center outline-none"
      >
        <CircleCheck className="size-12 text-success-solid" aria-hidden="true" />
        <p className="font-semibold text-slate-900">{done}</p>
        <Link to="/signin" className={buttonVariants({ size: 'lg', className: 'mt-2 w-full' })}>
          {t('nav.signIn')}
        </Link>
      </div>
    );
  }

  return (
    <form method="post" onSubmit={onSubmit} className="flex flex-col gap-4">
      {error ? (
        <Alert tone="danger" role="alert">
          <p>{error}</p>
          <Link to="/signin?forgot=1" className="mt-1 inline-block font-semibold underline underline-offset-4">
            {t('reset.newLink')}
          </Link>
        </Alert>
      ) : null}
      <PasswordField
        ref={inputRef}
        label={t('reset.newPassword')}
        name="password"
        autoComplete="new-password"
        required
        minLength={PASSWORD_MIN}
        hint={t('auth.passwordHint', { min: PASSWORD_MIN })}
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <Button type="submit" size="lg" disabled={!hydrated || busy || !password} className="w-full">
        {busy ? t('reset.resetting') : t('reset.title')}
      </Button>
    </form>
  );
}
