import { useEffect, useId, useState, type FormEvent } from 'react';
import { Button } from '~/components/ui/button';
import { Input } from '~/components/ui/input';
import { api, ApiError } from '~/lib/api';
import { useI18n, useT } from '~/lib/i18n/i18n';

type Reply = { message: string; state: 'waiting' | 'confirm-sent' | 'watching' | 'stopped' };

/** The sign-up itself (lazy): one request for a signed-in shopper, a contact field for a guest. */
export default function AlertForm({
  productId,
  kind,
  signedIn,
}: {
  productId: number;
  kind: 'stock' | 'price';
  signedIn: boolean;
}) {
  const t = useT();
  const { lang } = useI18n();
  const id = useId();
  const [contact, setContact] = useState('');
  const [done, setDone] = useState<Reply['state'] | null>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  async function send(body?: { contact: string }) {
    setBusy(true);
    setError('');
    try {
      const reply =
        kind === 'price'
          ? await api<Reply>(`/api/products/${productId}/price-watch`, { method: 'PUT' })
          : await api<Reply>(`/api/products/${productId}/stock-alert`, {
              method: 'POST',
              body: { ...body, language: lang },
            });
      setDone(reply.state);
    } catch (err) {
      setError(err instanceof ApiError ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  }

  // Signed in: the tap that opened this was the sign-up.
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the tap that mounted this form is the sign-up
    if (signedIn) void send();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on the tap
  }, []);

  if (done)
    return (
      <p role="status" className="text-sm font-medium text-success" data-testid="alert-status">
        {t(done === 'confirm-sent' ? 'alerts.confirmSent' : done === 'watching' ? 'alerts.watching' : 'alerts.waiting')}
      </p>
    );
  if (signedIn)
    return error ? (
      <p role="alert" className="text-sm text-danger">
        {error}
      </p>
    ) : null;
  function submit(e: FormEvent) {
    e.preventDefault();
    void send({ contact });
  }
  return (
    <form onSubmit={submit} className="flex flex-col gap-2" data-testid="alert-form">
      <label htmlFor={id} className="text-sm font-medium text-slate-900">
        {t('alerts.contactLabel')}
      </label>
      <div className="flex gap-2">
        <Input
          id={id}
          value={contact}
          onChange={(e) => setContact(e.target.value)}
          autoComplete="tel"
          inputMode="email"
          required
          maxLength={254}
          className="min-w-0 flex-1"
        />
        <Button type="submit" disabled={busy}>
          {t('alerts.send')}
        </Button>
      </div>
      <p className="text-xs text-slate-600">{t('alerts.contactHint')}</p>
      {error ? (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </form>
  );
}
