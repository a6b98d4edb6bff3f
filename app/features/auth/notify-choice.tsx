import { useEffect, useState } from 'react';
import { toast } from '~/components/ui/toast';
import { api, errorMessage } from '~/lib/api';
import { useT } from '~/lib/i18n/i18n';

const CHOICES = [
  { value: 'both', label: 'account.notifyBoth' },
  { value: 'sms', label: 'account.notifySms' },
  { value: 'email', label: 'account.notifyEmail' },
] as const;
type NotifyBy = (typeof CHOICES)[number]['value'];

/** How order updates reach the shopper (issue 31): e-mail, SMS to the order's phone, or both. Saved on change. */
export function NotifyChoice() {
  const t = useT();
  const [value, setValue] = useState<NotifyBy | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    api<{ notify_by: NotifyBy }>('/api/users/me/notifications')
      .then((r) => setValue(r.notify_by))
      .catch(() => setValue('both'));
  }, []);

  async function choose(next: NotifyBy) {
    const before = value;
    setValue(next);
    setBusy(true);
    try {
      await api('/api/users/me/notifications', { method: 'PUT', body: { notify_by: next } });
      toast({ title: t('account.notifySaved') });
    } catch (err) {
      setValue(before);
      toast({ title: t('account.notifyFailed'), description: errorMessage(err, ''), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <fieldset className="flex flex-col gap-2" disabled={busy || value === null}>
      <legend className="mb-1 text-sm font-semibold text-slate-900">{t('account.notifyTitle')}</legend>
      <p className="text-sm text-slate-600">{t('account.notifyLead')}</p>
      {CHOICES.map((c) => (
        <label key={c.value} className="flex min-h-11 items-center gap-3 text-sm">
          <input
            type="radio"
            name="notify-by"
            value={c.value}
            checked={value === c.value}
            onChange={() => void choose(c.value)}
            className="size-4"
          />
          {t(c.label)}
        </label>
      ))}
    </fieldset>
  );
}
