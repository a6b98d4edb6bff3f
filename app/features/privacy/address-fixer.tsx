import { useEffect, useState, type FormEvent } from 'react';
import type { SavedAddress } from '#core/schemas/delivery';
import { Button } from '~/components/ui/button';
import { TextField } from '~/components/ui/field';
import { toast } from '~/components/ui/toast';
import { api, errorMessage } from '~/lib/api';
import { useT } from '~/lib/i18n/i18n';

/** The right to correct: each saved delivery address's street, landmark and phone, saved in place. */
export function AddressFixer() {
  const t = useT();
  const [list, setList] = useState<SavedAddress[] | null>(null);
  useEffect(() => {
    api<SavedAddress[]>('/api/addresses')
      .then(setList)
      .catch((err) => console.error(err));
  }, []);
  if (!list) return null;
  return (
    <div className="mt-3">
      <h4 className="text-sm font-semibold text-slate-900">{t('account.privacy.addresses')}</h4>
      {list.length === 0 ? <p className="mt-1 text-sm text-slate-600">{t('account.privacy.noAddresses')}</p> : null}
      <ul className="mt-2 flex flex-col gap-3">
        {list.map((a) => (
          <li key={a.id}>
            <AddressForm address={a} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function AddressForm({ address }: { address: SavedAddress }) {
  const t = useT();
  const [draft, setDraft] = useState(address);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const field = (key: 'town' | 'street' | 'landmark' | 'phone') => ({
    value: draft[key],
    onChange: (e: { target: { value: string } }) => setDraft((d) => ({ ...d, [key]: e.target.value })),
  });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const { county, town, street, landmark, phone } = draft;
      setDraft(
        await api<SavedAddress>(`/api/addresses/${address.id}`, {
          method: 'PUT',
          body: { county, town, street, landmark, phone },
        }),
      );
      toast({ title: t('account.privacy.addressSaved') });
    } catch (err) {
      setError(errorMessage(err, t('account.privacy.failed')));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-2 rounded-lg bg-slate-50 p-3">
      <p className="text-sm font-medium text-slate-900">{draft.county}</p>
      <TextField label={t('delivery.town')} {...field('town')} />
      <TextField label={t('delivery.street')} {...field('street')} />
      <TextField label={t('delivery.landmark')} {...field('landmark')} />
      <TextField
        label={t('account.privacy.phone')}
        type="tel"
        autoComplete="tel"
        {...field('phone')}
        error={error ?? undefined}
      />
      <Button type="submit" variant="outline" disabled={busy} className="self-start">
        {t('account.privacy.saveAddress')}
      </Button>
    </form>
  );
}
