import { useState, type FormEvent } from 'react';
import { useNavigate, useRevalidator } from 'react-router';
import { Button } from '~/components/ui/button';
import { TextField } from '~/components/ui/field';
import { toast } from '~/components/ui/toast';
import { api, errorMessage } from '~/lib/api';
import { useT } from '~/lib/i18n/i18n';

/** Erasure: the password again and a tick, then the server erases, signs out everywhere and we go home. */
export function DeleteAccount() {
  const t = useT();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [password, setPassword] = useState('');
  const [sure, setSure] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await api('/api/privacy/delete-account', { method: 'POST', body: { password } });
      toast({ title: t('account.privacy.deleted') });
      await navigate('/');
      await revalidator.revalidate();
    } catch (err) {
      setError(errorMessage(err, t('account.privacy.failed')));
      setBusy(false);
    }
  }

  return (
    <form onSubmit={onSubmit} className="mt-2 flex flex-col gap-3">
      <p className="text-sm text-slate-600">{t('account.privacy.deleteLead')}</p>
      <TextField
        label={t('account.privacy.password')}
        type="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={error ?? undefined}
      />
      <label className="flex min-h-11 items-center gap-3 text-sm text-slate-900">
        <input
          type="checkbox"
          className="size-5 shrink-0 accent-red-600"
          checked={sure}
          onChange={(e) => setSure(e.target.checked)}
        />
        {t('account.privacy.confirm')}
      </label>
      <Button type="submit" variant="destructive" disabled={!sure || !password || busy} className="self-start">
        {busy ? t('account.privacy.deleting') : t('account.privacy.deleteButton')}
      </Button>
    </form>
  );
}
