import { useId } from 'react';
import { useT } from '~/lib/i18n/i18n';

export interface BusinessBuyerValue {
  kraPin: string;
  businessName: string;
}

/**
 * A business buyer's KRA PIN and name for the eTIMS tax invoice (issue 30): optional and collapsed
 * (a native <details>, so it opens before the page's script has loaded).
 */
export function BusinessBuyer({
  value,
  onChange,
  error,
}: {
  value: BusinessBuyerValue;
  onChange: (v: BusinessBuyerValue) => void;
  error: string | null;
}) {
  const t = useT();
  const id = useId();
  return (
    <details className="rounded-lg border border-slate-200 p-3 text-sm" open={Boolean(error) || undefined}>
      <summary className="cursor-pointer font-medium text-slate-800">{t('checkout.business')}</summary>
      <div className="mt-3 flex flex-col gap-3">
        <label className="flex flex-col gap-1" htmlFor={`${id}-pin`}>
          <span className="font-medium">{t('checkout.kraPin')}</span>
          <input
            id={`${id}-pin`}
            className="h-10 rounded-md border border-slate-300 px-3 uppercase"
            autoComplete="off"
            maxLength={20}
            value={value.kraPin}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-hint`}
            onChange={(e) => onChange({ ...value, kraPin: e.target.value })}
          />
          <span id={`${id}-hint`} className={error ? 'text-danger' : 'text-slate-500'}>
            {error ?? t('checkout.kraPinHint')}
          </span>
        </label>
        <label className="flex flex-col gap-1" htmlFor={`${id}-name`}>
          <span className="font-medium">{t('checkout.businessName')}</span>
          <input
            id={`${id}-name`}
            className="h-10 rounded-md border border-slate-300 px-3"
            autoComplete="organization"
            maxLength={120}
            value={value.businessName}
            onChange={(e) => onChange({ ...value, businessName: e.target.value })}
          />
        </label>
      </div>
    </details>
  );
}
