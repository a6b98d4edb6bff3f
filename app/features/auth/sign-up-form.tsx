import { CircleCheck } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '~/components/ui/alert';
import { TextField } from '~/components/ui/field';
import { Button } from '~/components/ui/button';
import { toast } from '~/components/ui/toast';
import { api, errorMessage } from '~/lib/api';
import { useHydrated } from '~/lib/use-hydrated';
import { NewPasswordFields, passwordsDiffer } from './form-field';
import { useT } from '~/lib/i18n/i18n';
import { DisabledReason } from '~/components/ui/disabled-reason';

/** Spec section 9: the sign-up success message stays this long before going to sign in. */
export const SIGNUP_REDIRECT_MS = 3000;

export interface SignUpValues {
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
}

/** Spec sections 2 and 5: the submit rules of the sign-up form. */
export function signUpState(values: SignUpValues, busy: boolean) {
  const mismatch = passwordsDiffer(values.password, values.confirmPassword);
  const missing = !values.name.trim() || !values.email.trim() || !values.password;
  const canSubmit = !busy && !missing && values.password === values.confirmPassword;
  // What the disabled button waits for, in the order a shopper fills the form (19.11).
  const waitingFor: 'fields' | 'match' | null = missing
    ? 'fields'
    : values.password !== values.confirmPassword
      ? 'match'
      : null;
  return { mismatch, canSubmit, waitingFor };
}

export function SignUpForm({ signInHref = '/signin' }: { signInHref?: string }) {
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const [values, setValues] = useState<SignUpValues>({ name: '', email: '', password: '', confirmPassword: '' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const successRef = useRef<HTMLDivElement>(null);
  const { canSubmit, waitingFor } = signUpState(values, busy);
  const t = useT();

  useEffect(() => {
    if (!success) return;
    successRef.current?.focus();
    const timer = window.setTimeout(() => void navigate(signInHref), SIGNUP_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [success, navigate, signInHref]);

  const set = (key: keyof SignUpValues) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: e.target.value }));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!canSubmit) return;
    setBusy(true);
    setError(null);
    try {
      const res = await api<{ message?: string }>('/api/auth/register', {
        method: 'POST',
        body: { name: values.name.trim(), email: values.email.trim(), password: values.password },
      });
      const message = res?.message || t('auth.registeredText');
      toast({ title: t('auth.registered'), description: res?.message || t('auth.registeredToastFallback') });
      setSuccess(message);
    } catch (err) {
      const message = errorMessage(err, t('error.unknown'));
      console.error(err);
      setError(message);
      toast({ title: t('auth.registrationFailed'), description: message, variant: 'destructive' });
      setBusy(false);
    }
  }

  if (success) {
    return (
      <div
        ref={successRef}
        tabIndex={-1}
        role="status"
        className="flex flex-col items-center gap-3 py-4 text-center outline-none"
      >
        <CircleCheck className="size-12 text-success-solid" aria-hidden="true" />
        <p className="font-semibold text-slate-900">{success}</p>
        <p className="text-sm text-slate-600">{t('auth.redirecting')}</p>
      </div>
    );
  }

  return (
    <form method="post" onSubmit={onSubmit} className="flex flex-col gap-4">
      {error ? (
        <Alert tone="danger" role="alert">
          {error}
        </Alert>
      ) : null}
      <TextField
        label={t('auth.fullName')}
        name="name"
        autoComplete="name"
        required
        maxLength={100}
        value={values.name}
        onChange={set('name')}
      />
      <TextField
        label={t('auth.email')}
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        required
        value={values.email}
        onChange={set('email')}
      />
      <NewPasswordFields
        labels={{ password: t('auth.password'), confirm: t('auth.confirmPassword') }}
        name="password"
        password={values.password}
        confirm={values.confirmPassword}
        onPasswordChange={set('password')}
        onConfirmChange={set('confirmPassword')}
      />
      <Button
        type="submit"
        size="lg"
        disabled={!hydrated || !canSubmit}
        aria-describedby="sign-up-waiting"
        className="mt-1 w-full"
      >
        {busy ? t('auth.creatingAccount') : t('cart.createAccount')}
      </Button>
      <DisabledReason id="sign-up-waiting">
        {hydrated && !busy && waitingFor === 'fields' ? t('auth.fillEveryField') : null}
        {hydrated && !busy && waitingFor === 'match' ? t('auth.confirmToContinue') : null}
      </DisabledReason>
    </form>
  );
}
