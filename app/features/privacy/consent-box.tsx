import { useEffect, useState } from 'react';
import { formatDateTime } from '#core/format/dates';
import type { ConsentState } from '#core/schemas/privacy';
import { toast } from '~/components/ui/toast';
import { api, errorMessage } from '~/lib/api';
import { useI18n } from '~/lib/i18n/i18n';

/** The marketing consent checkbox: each change is a new row on the server with the words shown here. */
export function ConsentBox() {
  const { t, lang } = useI18n();
  const [state, setState] = useState<ConsentState | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    api<ConsentState>('/api/privacy/consent')
      .then(setState)
      .catch((err) => console.error(err));
  }, []);

  async function change(granted: boolean) {
    const before = state;
    // The box follows the tap at once; the server's answer (with the new history row) replaces it.
    setState((s) => s && { ...s, granted });
    setBusy(true);
    try {
      setState(await api<ConsentState>('/api/privacy/consent', { method: 'PUT', body: { granted, language: lang } }));
      toast({ title: t('account.privacy.consentSaved') });
    } catch (err) {
      setState(before);
      toast({ title: errorMessage(err, t('account.privacy.failed')), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  }

  if (!state) return <p className="mt-2 h-11 text-sm text-slate-500" aria-busy="true" />;
  return (
    <div className="mt-2 flex flex-col gap-3">
      <label className="flex min-h-11 items-start gap-3 text-sm text-slate-900">
        <input
          type="checkbox"
          className="mt-0.5 size-5 shrink-0 accent-brand-600"
          checked={state.granted}
          disabled={busy}
          onChange={(e) => void change(e.target.checked)}
        />
        <span>{state.wording[lang]}</span>
      </label>
      {state.history.length ? (
        <details className="text-sm text-slate-600">
          <summary className="cursor-pointer">{t('account.privacy.consentHistory')}</summary>
          <ul className="mt-2 flex flex-col gap-1">
            {state.history.map((h) => (
              <li key={h.createdAt + String(h.granted)}>
                {t(h.granted ? 'account.privacy.agreed' : 'account.privacy.withdrawn')}: {formatDateTime(h.createdAt)}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </div>
  );
}
