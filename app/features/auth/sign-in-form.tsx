import { useRef, useState, type FormEvent } from 'react';
import { useNavigate, useRevalidator } from 'react-router';
import { Alert } from '~/components/ui/alert';
import { TextField } from '~/components/ui/field';
import { Button } from '~/components/ui/button';
import { toast } from '~/components/ui/toast';
import type { SessionUser } from '~/load-context';
import { api, errorMessage } from '~/lib/api';
import { useHydrated } from '~/lib/use-hydrated';
import { PasswordField } from './form-field';
import { useT } from '~/lib/i18n/i18n';

/**
 * Email and password → POST /api/auth/login. The server sets the HttpOnly session cookie; the page
 * never sees or stores the token. Then back to where the visitor came from, and the root data is
 * reloaded so the header shows the user.
 */
export function SignInForm({ redirectTo }: { redirectTo: string }) {
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const hydrated = useHydrated();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const t = useT();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      const { user } = await api<{ user: SessionUser }>('/api/auth/login', {
        method: 'POST',
        body: { email: email.trim(), password },
      });
      toast({ title: t('auth.welcome'), description: t('auth.loggedInAs', { name: user.name }) });
      await navigate(redirectTo, { replace: true });
      await revalidator.revalidate();
    } catch (err) {
      const message = errorMessage(err, t('error.unknown'));
      console.error(err);
      setError(message);
      toast({ title: t('auth.loginFailed'), description: message, variant: 'destructive' });
      setBusy(false);
      passwordRef.current?.select();
    }
  }

  return (
    // POST, so a submit before the JavaScript arrives never puts the password in the address.
    <form method="post" onSubmit={onSubmit} className="flex flex-col gap-4">
      {error ? (
        <Alert tone="danger" role="alert">
          {error}
        </Alert>
      ) : null}
      <TextField
        label={t('auth.email')}
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        required
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <PasswordField
        ref={passwordRef}
        label={t('auth.password')}
        name="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <Button type="submit" size="lg" disabled={busy || !hydrated} className="mt-1 w-full">
        {busy ? t('auth.signingIn') : t('nav.signIn')}
      </Button>
    </form>
  );
}
