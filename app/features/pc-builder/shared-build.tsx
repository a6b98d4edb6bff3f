import { ArrowRight, ShoppingCart } from 'lucide-react';
import { useNavigate } from 'react-router';
import { PriceNote } from '~/components/price-note';
import { SLOT_LABEL, type Build } from '#core/compatibility';
import { MSG } from '#core/messages';
import { formatDate } from '#core/dates';
import { formatKES } from '#core/money';
import type { SharedBuild } from '#core/schemas/builds';
import { Alert } from '~/components/ui/alert';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { buildActions } from './build-actions';

const CHANGE_BADGE = {
  'price-up': { text: 'Price up', variant: 'warning' },
  'price-down': { text: 'Price down', variant: 'success' },
  'out-of-stock': { text: MSG.outOfStock, variant: 'destructive' },
  removed: { text: 'No longer sold', variant: 'destructive' },
} as const;

/** The parts of a shared build that can still be bought (sold-out and removed ones left out). */
function available(build: SharedBuild): Build {
  const out: Build = {};
  for (const s of build.slots) if (s.part && s.part.countInStock > 0) out[s.slot] = s.part;
  return out;
}

export function SharedBuildView({ build }: { build: SharedBuild }) {
  const navigate = useNavigate();
  const parts = available(build);
  const date = formatDate(build.createdAt);

  function openInBuilder() {
    buildActions.replace(parts);
    void navigate('/build-pc');
  }

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:py-10">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Shared PC build</h1>
      <p className="mt-2 text-slate-600">
        Shared on {date}. Prices and stock are today&apos;s.
      </p>
      {build.notices.length ? (
        <Alert tone="warning" className="mt-4 p-4" data-testid="build-changes">
          <p className="font-semibold">Changed since this build was shared</p>
          <ul className="mt-1 list-disc pl-5">
            {build.notices.map((n) => (
              <li key={n}>{n}</li>
            ))}
          </ul>
        </Alert>
      ) : (
        <p className="mt-4 text-sm text-success">Nothing has changed since this build was shared: same prices, all in stock.</p>
      )}
      <ul className="mt-6 flex flex-col divide-y divide-slate-100 rounded-xl bg-white ring-1 ring-slate-200" aria-label="Build parts">
        {build.slots.map((s) => {
          const badge = s.change === 'none' ? null : CHANGE_BADGE[s.change];
          return (
            <li key={s.slot} data-slot={s.slot} className="flex flex-col gap-1 px-4 py-3">
              <p className="text-xs font-medium tracking-wide text-slate-500 uppercase">{SLOT_LABEL[s.slot]}</p>
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
                {badge ? <Badge variant={badge.variant}>{badge.text}</Badge> : null}
              </p>
            </li>
          );
        })}
      </ul>
      <p className="mt-4 flex items-baseline justify-between gap-2 text-slate-900">
        <span className="font-medium">Total today</span>
        <span>
          <span data-testid="shared-total" className="text-xl font-bold">
            {formatKES(build.total)}
          </span>{' '}
          <PriceNote className="text-xs text-slate-600" />
        </span>
      </p>
      <div className="mt-6 grid gap-3 sm:grid-cols-2">
        <Button size="lg" disabled={!Object.keys(parts).length} onClick={() => buildActions.addAllToCart(parts)}>
          <ShoppingCart aria-hidden="true" /> Add All to Cart
        </Button>
        <Button size="lg" variant="outline" onClick={openInBuilder}>
          Open in the builder <ArrowRight aria-hidden="true" />
        </Button>
      </div>
    </div>
  );
}
