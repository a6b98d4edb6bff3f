import { useState, type FormEvent } from 'react';
import { useRevalidator } from 'react-router';
import { TextField } from '~/components/ui/field';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { toast } from '~/components/ui/toast';
import type { SessionUser } from '~/load-context';
import { api, errorMessage } from '~/lib/api';
import { useHydrated } from '~/lib/use-hydrated';
import { VerifyEmailNotice } from './verify-notice';
import { useT } from '~/lib/i18n/i18n';

/** The Profile tab: role, read-only e-mail, and the name, the only thing a user changes (spec section 5). */
export function ProfileDetails({ user }: { user: SessionUser | null }) {
  const revalidator = useRevalidator();
  const hydrated = useHydrated();
  const [name, setName] = useState(user?.name ?? '');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const t = useT();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!user) {
      toast({ title: t('account.updateFailed'), description: t('account.noUser'), variant: 'destructive' });
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await api(`/api/users/${user.id}`, { method: 'PUT', body: { name: name.trim() } });
      toast({ title: t('account.profileUpdated'), description: t('account.profileUpdatedText') });
      // The header and this page read the user from the loaders: reload them.
      await revalidator.revalidate();
    } catch (err) {
      console.error(err);
      const message = errorMessage(err, t('account.updateFallback'));
      setError(message);
      toast({ title: t('account.updateFailed'), description: message, variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  }

  if (!user) return <p role="alert">{t('account.noUser')}</p>;
  const unchanged = name.trim() === user.name;

  return (
    <div className="flex flex-col gap-6">
      {!user.emailVerified ? <VerifyEmailNotice email={user.email} reason={t('account.verifyReason')} /> : null}
      <dl className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <dt className="font-medium text-slate-600">{t('account.role')}</dt>
        <dd>
          <Badge variant={user.isAdmin ? 'default' : 'secondary'}>
            {t(user.isAdmin ? 'account.administrator' : 'account.customer')}
          </Badge>
        </dd>
        <dt className="ml-3 font-medium text-slate-600">{t('account.emailStatus')}</dt>
        <dd>
          {user.emailVerified ? (
            <Badge variant="success">{t('account.verified')}</Badge>
          ) : (
            <Badge variant="warning">{t('account.notVerified')}</Badge>
          )}
        </dd>
      </dl>
      <form method="post" onSubmit={onSubmit} className="flex max-w-md flex-col gap-4">
        <TextField
          label={t('auth.email')}
          type="email"
          value={user.email}
          readOnly
          aria-readonly="true"
          className="[&_input]:bg-slate-100 [&_input]:text-slate-700"
          hint={t('account.emailFixed')}
        />
        <TextField
          label={t('auth.fullName')}
          name="name"
          autoComplete="name"
          required
          maxLength={100}
          value={name}
          onChange={(e) => setName(e.target.value)}
          error={error}
        />
        <div>
          <Button type="submit" disabled={!hydrated || busy || !name.trim() || unchanged}>
            {busy ? t('account.saving') : t('account.save')}
          </Button>
        </div>
      </form>
    </div>
  );
}
