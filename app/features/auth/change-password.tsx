import { useState, type FormEvent } from 'react';
import { PASSWORD_MIN } from '#core/accounts/account-rules';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { toast } from '~/components/ui/toast';
import { api, errorMessage } from '~/lib/api';
import { useHydrated } from '~/lib/use-hydrated';
import { NewPasswordFields, PasswordField } from './form-field';
import { useT } from '~/lib/i18n/i18n';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** The Security tab: a new password (POST /api/auth/change-password); other sessions are signed out. */
export function ChangePassword() {
  const hydrated = useHydrated();
  const [values, setValues] = useState(EMPTY);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const t = useT();
  const canSubmit =
    !busy &&
    !!values.currentPassword &&
    values.newPassword.length >= PASSWORD_MIN &&
    values.newPassword === values.confirmPassword;

  const set = (key: keyof typeof EMPTY) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: e.target.value }));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!canSubmit) return;
    setBusy(true);
    setResult(null);
    try {
      const { message } = await api<{ message: string }>('/api/auth/change-password', {
        method: 'POST',
        body: { currentPassword: values.currentPassword, newPassword: values.newPassword },
      });
      setValues(EMPTY);
      setResult({ ok: true, text: message });
      toast({ title: t('account.passwordChanged'), description: message });
    } catch (err) {
      console.error(err);
      const text = errorMessage(err, t('error.unknown'));
      setResult({ ok: false, text });
      toast({ title: t('account.passwordChangeFailed'), description: text, variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form method="post" onSubmit={onSubmit} className="flex max-w-md flex-col gap-4">
      <p className="text-sm text-slate-600">{t('account.passwordLead')}</p>
      {result ? (
        <Alert tone={result.ok ? 'success' : 'danger'} role={result.ok ? 'status' : 'alert'}>
          {result.text}
        </Alert>
      ) : null}
      <PasswordField
        label={t('account.currentPassword')}
        name="currentPassword"
        autoComplete="current-password"
        required
        value={values.currentPassword}
        onChange={set('currentPassword')}
      />
      <NewPasswordFields
        labels={{ password: t('account.newPassword'), confirm: t('account.confirmNewPassword') }}
        name="newPassword"
        password={values.newPassword}
        confirm={values.confirmPassword}
        onPasswordChange={set('newPassword')}
        onConfirmChange={set('confirmPassword')}
      />
      <div>
        <Button type="submit" disabled={!hydrated || !canSubmit}>
          {busy ? t('account.changing') : t('account.changePassword')}
        </Button>
      </div>
    </form>
  );
}
