import { Sparkles, X } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { PriceNote, PricePaid } from '~/components/price-note';
import { BUILD_USES, type BuildUse } from '#core/build-pc/build-rules';
import { BUILD_SLOTS, type Build, type BuildPart, type BuildSlot } from '#core/build-pc/compatibility';
import { formatKES } from '#core/pricing/money';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { toast } from '~/components/ui/toast';
import { api, ApiError } from '~/lib/api';
import { useT } from '~/lib/i18n/i18n';
import { buildActions } from './build-actions';

type Suggestion =
  | { status: 'ok'; total: number; parts: Record<BuildSlot, BuildPart>; reasons: Record<BuildSlot, string> }
  | { status: 'over-budget' | 'unavailable'; message: string };

/**
 * "Build for me" (issue 17): a budget in KES and a use give a complete, compatible, in-stock build
 * from the server (POST /api/builds/suggest), with a reason per part; "Use this build" puts it in the
 * slots, where each part can be changed as usual. Loaded only when the shopper opens it.
 */
export default function BuildForMe({ onClose }: { onClose: () => void }) {
  const id = useId();
  const t = useT();
  const [budget, setBudget] = useState('150000');
  const [use, setUse] = useState<BuildUse>('gaming-1080p');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<Suggestion | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const amount = Number(budget.replace(/[,\s]/g, ''));
    if (!Number.isInteger(amount) || amount <= 0) {
      setError(t('builder.budgetHint'));
      return;
    }
    setPending(true);
    setError(null);
    try {
      setResult(await api<Suggestion>('/api/builds/suggest', { method: 'POST', body: { budget: amount, use } }));
    } catch (e) {
      setResult(null);
      setError(e instanceof ApiError ? e.message : t('builder.suggestFailed'));
    } finally {
      setPending(false);
    }
  }

  function apply(parts: Record<BuildSlot, BuildPart>) {
    buildActions.replace(parts as Build);
    toast({ title: t('builder.readyTitle'), description: t('builder.readyText') });
  }

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-xl border border-brand-200 bg-brand-50/40 p-4 sm:p-5">
      <div className="flex items-start justify-between gap-3">
        <h2 id={`${id}-title`} className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          <Sparkles className="size-5 text-brand-600" aria-hidden="true" /> {t('build.forMe')}
        </h2>
        <Button variant="ghost" size="icon" className="size-8" onClick={onClose} aria-label={t('builder.forMeClose')}>
          <X aria-hidden="true" />
        </Button>
      </div>
      <form onSubmit={submit} className="mt-3 grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
        <label className="flex flex-col gap-1 text-sm font-medium text-slate-800">
          {t('builder.budget')}
          <input
            name="budget"
            inputMode="numeric"
            value={budget}
            onChange={(e) => setBudget(e.currentTarget.value)}
            className="h-10 rounded-md border border-slate-300 bg-white px-3 text-base"
          />
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium text-slate-800">
          {t('builder.use')}
          <select
            name="use"
            value={use}
            onChange={(e) => setUse(e.currentTarget.value as BuildUse)}
            className="h-10 rounded-md border border-slate-300 bg-white px-3 text-base"
          >
            {BUILD_USES.map((u) => (
              <option key={u} value={u}>
                {t(`builder.use.${u}`)}
              </option>
            ))}
          </select>
        </label>
        <Button type="submit" disabled={pending} className="h-10">
          {pending ? t('builder.choosing') : t('builder.suggest')}
        </Button>
      </form>
      {error ? (
        <Alert role="alert" tone="danger" className="mt-3">
          {error}
        </Alert>
      ) : null}
      {result && result.status !== 'ok' ? (
        <Alert role="alert" tone="warning" className="mt-3">
          {result.message}
        </Alert>
      ) : null}
      {result?.status === 'ok' ? (
        <div className="mt-4 flex flex-col gap-3">
          <ul
            aria-label={t('builder.suggested')}
            className="flex flex-col divide-y divide-slate-200 rounded-lg bg-white ring-1 ring-slate-200"
          >
            {BUILD_SLOTS.map((slot) => (
              <li key={slot} className="px-3 py-2 text-sm">
                <p className="flex items-baseline gap-2">
                  <span className="w-28 shrink-0 text-xs font-medium tracking-wide text-slate-500 uppercase">
                    {t(`slot.${slot}`)}
                  </span>
                  <span className="min-w-0 flex-1 font-medium text-slate-900">{result.parts[slot].name}</span>
                  <span className="shrink-0 text-slate-700">{formatKES(result.parts[slot].price)}</span>
                </p>
                <p className="mt-0.5 text-slate-600">{result.reasons[slot]}</p>
              </li>
            ))}
          </ul>
          <p className="flex flex-wrap items-center justify-between gap-3">
            <span className="text-slate-900">
              {t('builder.total')}{' '}
              <span className="font-bold" data-testid="suggested-total">
                {formatKES(result.total)}
              </span>{' '}
              <PriceNote className="text-xs text-slate-600" />
              <PricePaid amount={result.total} className="block text-sm font-medium text-slate-700" />
            </span>
            <Button onClick={() => apply(result.parts)}>{t('builder.useThis')}</Button>
          </p>
        </div>
      ) : null}
    </section>
  );
}
