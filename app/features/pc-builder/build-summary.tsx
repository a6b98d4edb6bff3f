import { ShoppingCart, Trash2, X } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { PriceNote, PricePaid } from '~/components/price-note';
import {
  ALLOWANCE_W,
  BUILD_SLOTS,
  buildTotal,
  estimatePower,
  chosenSlots,
  type Build,
  type BuildSlot,
  type CompatibilityCheck,
} from '#core/build-pc/compatibility';
import { MSG } from '#core/messages/spec-words';
import { formatKES } from '#core/pricing/money';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { useRootData } from '~/lib/root-data';
import { buildActions } from './build-actions';
import { CompatibilityPanel } from './compatibility-panel';
import { useT } from '~/lib/i18n/i18n';

// Only needed once parts are chosen (in the browser): kept out of the page's first JavaScript.
const SharePanel = lazy(() => import('./share-panel'));
// Signed-in shoppers only.
const SavedBuilds = lazy(() => import('./saved-builds'));

interface BuildSummaryProps {
  build: Build;
  checks: CompatibilityCheck[];
  storeName: string;
  /** Keeps ids unique: the summary is the sidebar on wide screens and a sheet on phones. */
  idPrefix: string;
  onChooseSlot: (slot: BuildSlot) => void;
}

/** The chosen parts with per-slot remove, the total, the cart and share actions, and the checks. */
export function BuildSummary({ build, checks, storeName, idPrefix, onChooseSlot }: BuildSummaryProps) {
  const count = chosenSlots(build).length;
  const total = buildTotal(build);
  const { user } = useRootData();
  const t = useT();
  return (
    <div className="flex flex-col gap-5">
      <section aria-labelledby={`${idPrefix}-title`} className="flex flex-col gap-3">
        <div className="flex items-baseline justify-between gap-2">
          <h2 id={`${idPrefix}-title`} className="text-lg font-semibold text-slate-900">
            {t('build.yourBuild')}
          </h2>
          <p className="text-sm text-slate-600">{t('builder.partsOf', { count, total: BUILD_SLOTS.length })}</p>
        </div>
        <ul
          className="flex flex-col divide-y divide-slate-100 rounded-lg ring-1 ring-slate-200"
          aria-label={t('builder.buildParts')}
        >
          {BUILD_SLOTS.map((slot) => {
            const part = build[slot];
            return (
              <li key={slot} data-slot={slot} className="flex items-center gap-2 px-3 py-2">
                <div className="min-w-0 flex-1">
                  {part ? (
                    <>
                      <p className="text-xs font-medium tracking-wide text-slate-500 uppercase">{t(`slot.${slot}`)}</p>
                      <p className="flex items-baseline gap-2 text-sm">
                        <span className="min-w-0 flex-1 truncate font-medium text-slate-900" title={part.name}>
                          {part.name}
                        </span>
                        <span className="shrink-0 text-slate-700">{formatKES(part.price)}</span>
                      </p>
                      {part.countInStock <= 0 ? (
                        <Badge variant="destructive" className="mt-1">
                          {MSG.outOfStock}
                        </Badge>
                      ) : null}
                    </>
                  ) : (
                    <p className="flex items-baseline justify-between gap-2">
                      <span className="text-xs font-medium tracking-wide text-slate-500 uppercase">
                        {t(`slot.${slot}`)}
                      </span>
                      <button
                        type="button"
                        onClick={() => onChooseSlot(slot)}
                        className="rounded text-sm text-brand-700 underline-offset-4 hover:underline"
                      >
                        {t('builder.chooseNoun', { noun: t(`builder.noun.${slot}`) })}
                      </button>
                    </p>
                  )}
                </div>
                {part ? (
                  <Button
                    variant="ghost"
                    size="icon"
                    className="size-8 text-slate-500 hover:text-danger"
                    onClick={() => buildActions.remove(slot)}
                    aria-label={t('builder.removePart', { slot: t(`slot.${slot}`), name: part.name })}
                  >
                    <X aria-hidden="true" />
                  </Button>
                ) : null}
              </li>
            );
          })}
        </ul>
        <p className="flex items-baseline justify-between gap-2 text-slate-900">
          <span className="font-medium">{t('cart.total')}</span>
          <span>
            <span data-testid="build-total" className="text-xl font-bold">
              {formatKES(total)}
            </span>{' '}
            <PriceNote className="text-xs text-slate-600" />
            <PricePaid amount={total} className="block text-right text-xs text-slate-700" />
          </span>
        </p>
        <PowerLine build={build} />
        <div className="grid grid-cols-2 gap-2">
          <Button
            disabled={count === 0}
            aria-describedby={`${idPrefix}-empty-build`}
            onClick={() => buildActions.addAllToCart(build)}
            className="col-span-2"
            size="lg"
          >
            <ShoppingCart aria-hidden="true" /> {t('builder.addAll')}
          </Button>
          <Button variant="outline" disabled={count === 0} onClick={buildActions.clear} className="col-span-2">
            <Trash2 aria-hidden="true" /> {t('builder.clear')}
          </Button>
        </div>
        {/* What the greyed-out buttons wait for (19.11); inline, as this route is near its 150 KB budget. */}
        {count === 0 ? (
          <p id={`${idPrefix}-empty-build`} className="text-sm text-slate-600">
            {t('build.startHint')}
          </p>
        ) : null}
        {count > 0 ? (
          <Suspense fallback={null}>
            <SharePanel build={build} storeName={storeName} idPrefix={idPrefix} />
          </Suspense>
        ) : null}
        {user ? (
          <Suspense fallback={null}>
            <SavedBuilds build={build} idPrefix={idPrefix} />
          </Suspense>
        ) : null}
      </section>
      <CompatibilityPanel checks={checks} idPrefix={idPrefix} />
    </div>
  );
}

/** The one power figure (core/compatibility.ts estimatePower) the power check judges by, and the supply's headroom. */
function PowerLine({ build }: { build: Build }) {
  const t = useT();
  if (!build.cpu && !build.gpu && !build.psu) return null;
  const p = estimatePower(build);
  if (p.missing.length) {
    return (
      <p data-testid="power-estimate" className="text-sm text-slate-700">
        {t('builder.drawUnknown', { name: build[p.missing[0]]!.name })}
      </p>
    );
  }
  const parts = [
    build.cpu ? `CPU ${p.cpuWatts} W` : null,
    build.gpu ? `GPU ${p.gpuWatts} W` : null,
    t('builder.allowance', { watts: ALLOWANCE_W }),
  ];
  return (
    <p data-testid="power-estimate" className="text-sm text-slate-700">
      {t('builder.draw')} <span className="font-semibold text-slate-900">{p.draw} W</span> (
      {parts.filter(Boolean).join(' + ')})
      {p.psuWatts !== undefined && p.headroom !== undefined ? (
        p.psuWatts >= p.required ? (
          <>
            {' '}
            · {t('builder.supply', { watts: p.psuWatts })}{' '}
            <span className="font-semibold text-success">
              {t('builder.headroom', { percent: Math.round(p.headroom * 100) })}
            </span>
          </>
        ) : (
          <>
            {' '}
            · {t('builder.supply', { watts: p.psuWatts })}{' '}
            <span className="font-semibold text-danger">{t('builder.tooSmall', { required: p.required })}</span>
          </>
        )
      ) : null}
    </p>
  );
}
