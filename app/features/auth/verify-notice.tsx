import { MailWarning } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { toast } from '~/components/ui/toast';
import { api, errorMessage } from '~/lib/api';
import { cn } from '~/lib/utils';
import { useT } from '~/lib/i18n/i18n';

/**
 * Shown while the account's e-mail address is not verified: paying and reviewing need it.
 * 'Resend verification e-mail' → POST /api/auth/resend-verification (rate-limited; its 429 says when to retry).
 */
export function VerifyEmailNotice({ email, reason, className }: { email: string; reason: string; className?: string }) {
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const t = useT();

  async function resend() {
    setBusy(true);
    try {
      const { message } = await api<{ message: string }>('/api/auth/resend-verification', { method: 'POST' });
      setResult({ ok: true, text: message });
    } catch (error) {
      const text = errorMessage(error, t('verify.resendFallback'));
      setResult({ ok: false, text });
      toast({ title: t('verify.resendFailed'), description: text, variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Alert tone="warning" className={cn('p-4', className)}>
      <div className="flex gap-3">
        <MailWarning className="mt-0.5 size-5 shrink-0 text-warning" aria-hidden="true" />
        <div className="min-w-0 flex-1">
          <p className="font-semibold">{t('verify.verifyTitle')}</p>
          <p className="mt-1">
            {reason} {t('verify.sentLinkTo')} <span className="font-medium break-all">{email}</span>.
          </p>
          <Button variant="outline" size="sm" className="mt-3" disabled={busy} onClick={resend}>
            {busy ? t('verify.sending') : t('verify.resend')}
          </Button>
          <p aria-live="polite" className={cn('mt-2 empty:hidden', result && !result.ok && 'font-medium text-danger')}>
            {result?.text ?? ''}
          </p>
        </div>
      </div>
    </Alert>
  );
}
