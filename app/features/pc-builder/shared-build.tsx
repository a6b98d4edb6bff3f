import { ArrowRight, ShoppingCart } from 'lucide-react';
import { useNavigate } from 'react-router';
import { PriceNote } from '~/components/price-note';
import type { Build } from '#core/build-pc/compatibility';
import { formatDate } from '#core/format/dates';
import { formatKES } from '#core/pricing/money';
import type { SharedBuild } from '#core/schemas/builds';
import { Alert } from '~/components/ui/alert';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { useT, type Translate } from '~/lib/i18n/i18n';
import { buildActions } from './build-actions';

const CHANGE_BADGE = {
  'price-up': { text: 'builder.priceUp', variant: 'warning' },
  'price-down': { text: 'builder.priceDown', variant: 'success' },
  'out-of-stock': { text: 'product.outOfStock', variant: 'destructive' },
  removed: { text: 'builder.removed', variant: 'destructive' },
} as const;

/** The parts of a shared build that can still be bought (sold-out and removed ones left out). */
function available(build: SharedBuild): Build {
  const out: Build = {};
  for (const s of build.slots) if (s.part && s.part.countInStock > 0) out[s.slot] = s.part;
  return out;
}

/** The server's `notices` sentence of a changed part, in the page's language (from the slot's own figures). */
function notice(s: SharedBuild['slots'][number], t: Translate): string | null {
  if (s.change === 'none') return null;
  if (s.change === 'removed' || !s.part) return t('builder.notice.removed', { name: s.sharedName });
  const name = s.part.name;
  if (s.change === 'out-of-stock') return t('builder.notice.soldOut', { name });
  const vars = { name, price: formatKES(s.part.price), was: formatKES(s.sharedPrice) };
  return t(s.change === 'price-up' ? 'builder.notice.priceUp' : 'builder.notice.priceDown', vars);
}

export function SharedBuildView({ build }: { build: SharedBuild }) {
  const navigate = useNavigate();
  const t = useT();
  const parts = available(build);
  const date = formatDate(build.createdAt);

  function openInBuilder() {
    buildActions.replace(parts);
    void navigate('/build-pc');
  }

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:py-10">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t('builder.sharedHeading')}</h1>
      <p className="mt-2 text-slate-600">{t('builder.sharedOn', { date })}</p>
      {build.notices.length ? (
        <Alert tone="warning" className="mt-4 p-4" data-testid="build-changes">
          <p className="font-semibold">{t('builder.changedHeading')}</p>
          <ul className="mt-1 list-disc pl-5">
            {build.slots.map((s) => {
              const n = notice(s, t);
              return n ? <li key={s.slot}>{n}</li> : null;
            })}
          </ul>
        </Alert>
      ) : (
        <p className="mt-4 text-sm text-success">{t('builder.unchanged')}</p>
      )}
      <ul
        className="mt-6 flex flex-col divide-y divide-slate-100 rounded-xl bg-white ring-1 ring-slate-200"
        aria-label={t('builder.buildParts')}
      >
        {build.slots.map((s) => {
          const badge = s.change === 'none' ? null : CHANGE_BADGE[s.change];
          return (
            <li key={s.slot} data-slot={s.slot} className="flex flex-col gap-1 px-4 py-3">
              <p className="text-xs font-medium tracking-wide text-slate-500 uppercase">{t(`slot.${s.slot}`)}</p>
              <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
                <span className="min-w-0 flex-1 font-medium text-slate-900">
                  {s.part ? (
                    <a href={`/product/${s.part.id}`} className="hover:underline">
                      {s.part.name}
                    </a>
                  ) : (
                    s.sharedName
                  )}
                </span>
                <span className="text-slate-800">{s.part ? formatKES(s.part.price) : '—'}</span>
                {badge ? <Badge variant={badge.variant}>{t(badge.text)}</Badge> : null}
              </p>
            </li>
          );
        })}
      </ul>
      <p className="mt-4 flex items-baseline justify-between gap-2 text-slate-900">
        <span className="font-medium">{t('builder.totalToday')}</span>
        <span>
          <span data-testid="shared-total" className="text-xl font-bold">
            {formatKES(build.total)}
          </span>{' '}
          <PriceNote className="text-xs text-slate-600" />
        </span>
      </p>
      <div className="mt-6 grid gap-3 sm:grid-cols-2">
        <Button size="lg" disabled={!Object.keys(parts).length} onClick={() => buildActions.addAllToCart(parts)}>
          <ShoppingCart aria-hidden="true" /> {t('builder.addAll')}
        </Button>
        <Button size="lg" variant="outline" onClick={openInBuilder}>
          {t('builder.openInBuilder')} <ArrowRight aria-hidden="true" />
        </Button>
      </div>
    </div>
  );
}
