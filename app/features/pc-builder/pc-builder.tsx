import { ArrowRight, Sparkles } from 'lucide-react';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  BUILD_SLOTS,
  buildTotal,
  checkCompatibility,
  chosenSlots,
  conflictChecks,
  type Build,
  type BuildPart,
  type BuildSlot,
} from '#core/build-pc/compatibility';
import { formatKES } from '#core/pricing/money';
import { Button } from '~/components/ui/button';
import { hidePopover, Popover } from '~/components/ui/popover';
import { cn } from '~/lib/utils';
import { buildActions } from './build-actions';
import { buildStore, useBuild } from './build-store';
import { BuildSummary } from './build-summary';
import { compatibilityHeadline } from './compatibility-panel';
import { compatText } from './compat-text';
import { partsCatalog, usePartsCatalog, type PartsCatalog, type SlotParts } from './parts-catalog';
import { useStickyPanel } from './sticky-panel';
import { panelId, SlotTabs, tabId } from './slot-tabs';
import { useT } from '~/lib/i18n/i18n';

const SHEET_ID = 'build-sheet';

// The cards appear only once the lists arrive from the API, so their code loads alongside the
// lists instead of in the page's first JavaScript (the first-load budget is 150 KB gzip).
const loadPartList = () => import('./part-list');
const PartList = lazy(loadPartList);
// "Build for me" loads when the shopper opens it.
const BuildForMe = lazy(() => import('./build-for-me'));

/** The Build Your PC screen (spec section 2): tabs of parts, the summary and the checks. */
export function PcBuilder({ storeName }: { storeName: string }) {
  const build = useBuild();
  const catalog = usePartsCatalog();
  const [active, setActive] = useState<BuildSlot>('cpu');
  const [hideIncompatible, setHideIncompatible] = useState(false);
  const [sheetOpen, setSheetOpen] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const [forMeOpen, setForMeOpen] = useState(false);
  const t = useT();
  const tabsRef = useRef<HTMLDivElement>(null);
  const stickyRef = useStickyPanel<HTMLElement>();
  const checks = useMemo(() => checkCompatibility(build), [build]);
  const restoring = useRestoreSharedBuild(catalog);
  useRefreshStoredParts(catalog, restoring);
  useEffect(() => {
    void loadPartList();
  }, []);

  function chooseSlot(slot: BuildSlot) {
    setActive(slot);
    hidePopover(document.getElementById(SHEET_ID));
    tabsRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    document.getElementById(tabId(slot))?.focus({ preventScroll: true });
  }

  function select(slot: BuildSlot, part: BuildPart) {
    buildActions.select(slot, part);
    setAnnouncement(t('builder.chosenAs', { name: part.name, noun: t(`builder.noun.${slot}`) }));
  }

  function remove(slot: BuildSlot) {
    const part = build[slot];
    buildActions.remove(slot);
    if (part) setAnnouncement(`${part.name} removed from the build.`);
  }

  const index = BUILD_SLOTS.indexOf(active);
  const previous = BUILD_SLOTS[index - 1];
  const next = BUILD_SLOTS[index + 1];

  return (
    <div className="mx-auto w-full max-w-7xl px-4 pt-8 sm:pt-10">
      <div className="max-w-3xl">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t('footer.buildYourPc')}</h1>
        <p className="mt-2 text-slate-600">{t('build.lead')}</p>
        {forMeOpen ? null : (
          <Button variant="outline" className="mt-3" onClick={() => setForMeOpen(true)}>
            <Sparkles aria-hidden="true" /> {t('build.forMe')}
          </Button>
        )}
        <noscript>
          <div className="rounded-lg border text-sm border-warning-border bg-warning-soft text-warning-foreground mt-3 p-3">
            {t('builder.noScript')}{' '}
            <a href="/category/processors" className="font-medium underline underline-offset-4">
              {t('builder.noScriptLink')}
            </a>
            .
          </div>
        </noscript>
      </div>

      {forMeOpen ? (
        <div className="mt-6">
          <Suspense fallback={<Skeleton className="h-40 w-full" />}>
            <BuildForMe onClose={() => setForMeOpen(false)} />
          </Suspense>
        </div>
      ) : null}

      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <div
          className="flex min-w-0 flex-col gap-4"
          ref={tabsRef}
          style={{ scrollMarginTop: 'calc(var(--header-height) + 1rem)' }}
        >
          <SlotTabs active={active} build={build} onChange={setActive} />
          <SlotPanel
            slot={active}
            build={build}
            state={catalog[active]}
            hideIncompatible={hideIncompatible}
            onHideIncompatible={setHideIncompatible}
            onSelect={(part) => select(active, part)}
            onRemove={() => remove(active)}
          />
          <nav aria-label={t('builder.partSteps')} className="flex items-center justify-between gap-3">
            {previous ? (
              <Button variant="ghost" onClick={() => chooseSlot(previous)}>
                <ArrowRight aria-hidden="true" className="rotate-180" /> {t(`slot.${previous}`)}
              </Button>
            ) : (
              <span />
            )}
            {next ? (
              <Button variant="outline" onClick={() => chooseSlot(next)}>
                {t('build.next', { slot: t(`slot.${next}`) })} <ArrowRight aria-hidden="true" />
              </Button>
            ) : null}
          </nav>
        </div>

        <aside
          ref={stickyRef}
          aria-label={t('builder.summaryLabel')}
          className="hidden lg:sticky lg:top-[calc(var(--header-height)+1rem)] lg:block"
        >
          <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
            <BuildSummary
              build={build}
              checks={checks}
              storeName={storeName}
              idPrefix="sidebar"
              onChooseSlot={chooseSlot}
            />
          </div>
        </aside>
      </div>

      {/* Phones: a bar that stays at the bottom of the screen and opens the summary as a sheet. */}
      <MobileBuildBar build={build} checks={checks} />
      <Popover
        id={SHEET_ID}
        role="dialog"
        aria-label={t('builder.yourBuildLabel')}
        onToggle={(event) => setSheetOpen(event.newState === 'open')}
        className={cn(
          'fixed inset-x-0 top-auto bottom-0 m-0 max-h-[85dvh] w-full max-w-none overflow-y-auto rounded-t-2xl bg-white shadow-2xl lg:hidden',
          'transition-[translate,display,overlay] transition-discrete duration-200 ease-out motion-reduce:transition-none',
          'translate-y-full backdrop:bg-slate-950/60 open:translate-y-0 starting:open:translate-y-full',
        )}
      >
        <div className="sticky top-0 z-10 grid grid-cols-[1fr_auto_1fr] items-center border-b border-slate-200 bg-white px-4 py-2">
          <span />
          <span aria-hidden="true" className="h-1.5 w-10 rounded-full bg-slate-300" />
          <Button
            className="justify-self-end"
            variant="ghost"
            size="sm"
            popoverTarget={SHEET_ID}
            popoverTargetAction="hide"
            data-autofocus
          >
            {t('build.close')}
          </Button>
        </div>
        <div className="p-4">
          {sheetOpen ? (
            <BuildSummary
              build={build}
              checks={checks}
              storeName={storeName}
              idPrefix="sheet"
              onChooseSlot={chooseSlot}
            />
          ) : null}
        </div>
      </Popover>
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}

interface SlotPanelProps {
  slot: BuildSlot;
  build: Build;
  state: SlotParts;
  hideIncompatible: boolean;
  onHideIncompatible: (hide: boolean) => void;
  onSelect: (part: BuildPart) => void;
  onRemove: () => void;
}

function SlotPanel({ slot, build, state, hideIncompatible, onHideIncompatible, onSelect, onRemove }: SlotPanelProps) {
  const t = useT();
  const rows = useMemo(
    () =>
      (state.parts ?? []).map((part) => ({
        part,
        conflicts: conflictChecks(build, part, slot).map((c) => compatText(t, c)),
      })),
    [state.parts, build, slot, t],
  );
  const incompatible = rows.filter((r) => r.conflicts.length > 0).length;
  const shown = hideIncompatible ? rows.filter((r) => r.conflicts.length === 0 || build[slot]?.id === r.part.id) : rows;

  return (
    <section
      id={panelId(slot)}
      role="tabpanel"
      aria-labelledby={tabId(slot)}
      aria-busy={state.status === 'loading'}
      className="flex flex-col gap-4"
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 className="text-lg font-semibold text-slate-900">{t(`build.choose.${slot}`)}</h2>
          <p className="text-sm text-slate-600">
            {state.status === 'ready'
              ? t(rows.length === 1 ? 'build.onePart' : 'build.parts', { count: rows.length }) +
                (incompatible ? t('build.incompatible', { count: incompatible }) : '')
              : state.status === 'loading'
                ? t('catalog.loading')
                : t('builder.loadError')}
          </p>
        </div>
        <label className="inline-flex cursor-pointer items-center gap-2.5 text-sm font-medium text-slate-800 select-none">
          <span className="relative inline-flex h-6 w-10 shrink-0">
            {/* The real checkbox lies over the drawn switch: clicks, focus and screen readers reach it. */}
            <input
              type="checkbox"
              role="switch"
              checked={hideIncompatible}
              onChange={(e) => onHideIncompatible(e.currentTarget.checked)}
              className="peer absolute inset-0 z-10 m-0 cursor-pointer opacity-0"
            />
            <span
              aria-hidden="true"
              className="pointer-events-none absolute inset-0 rounded-full bg-slate-300 transition-colors peer-checked:bg-brand-600 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-500 after:absolute after:top-0.5 after:left-0.5 after:size-5 after:rounded-full after:bg-white after:shadow after:transition-transform peer-checked:after:translate-x-4"
            />
          </span>
          {t('build.hideIncompatible')}
        </label>
      </div>

      {state.status === 'loading' ? (
        <ListSkeleton slot={slot} />
      ) : state.status === 'error' ? (
        <div
          role="alert"
          className="rounded-lg border text-sm border-danger-border bg-danger-soft text-danger-foreground flex flex-col items-start gap-3 rounded-xl p-5 text-base"
        >
          <p>
            <span className="font-semibold">{t('toast.error')}: </span>
            {t('builder.loadError')} {t('builder.checkConnection')}
          </p>
          <Button variant="outline" onClick={() => void partsCatalog.load()}>
            {t('offline.retry')}
          </Button>
        </div>
      ) : rows.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center text-slate-600">
          {t('builder.noOptions', { noun: t(`builder.noun.${slot}`) })}
        </p>
      ) : (
        <Suspense fallback={<ListSkeleton slot={slot} />}>
          <PartList
            slot={slot}
            build={build}
            rows={rows}
            shown={shown}
            onSelect={onSelect}
            onRemove={onRemove}
            onShowAll={() => onHideIncompatible(false)}
          />
        </Suspense>
      )}
    </section>
  );
}

function ListSkeleton({ slot }: { slot: BuildSlot }) {
  const t = useT();
  return (
    <ul className="flex flex-col gap-3" aria-label={t('builder.loadingOptions', { noun: t(`builder.noun.${slot}`) })}>
      {Array.from({ length: 4 }, (_, i) => (
        <li key={i} className="flex gap-3 rounded-xl border border-slate-200 bg-white p-3 sm:gap-4 sm:p-4">
          <Skeleton className="size-20 shrink-0 sm:size-24" />
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-4 w-3/4" />
            <Skeleton className="h-3 w-1/2" />
            <Skeleton className="mt-auto h-9 w-24" />
          </div>
        </li>
      ))}
    </ul>
  );
}

function MobileBuildBar({ build, checks }: { build: Build; checks: ReturnType<typeof checkCompatibility> }) {
  const count = chosenSlots(build).length;
  const t = useT();
  const headline = compatibilityHeadline(checks, t);
  return (
    <div className="sticky bottom-0 z-30 -mx-4 mt-6 border-t border-slate-200 bg-white/95 px-4 py-3 shadow-[0_-4px_16px_rgb(15_23_42/0.08)] backdrop-blur lg:hidden">
      <div className="flex items-center gap-3">
        <div className="min-w-0 flex-1">
          <p className="text-sm text-slate-600">
            {t('builder.partsOf', { count, total: BUILD_SLOTS.length })} ·{' '}
            <span className="font-bold text-slate-900">{formatKES(buildTotal(build))}</span>
          </p>
          <p
            className={cn(
              'truncate text-xs',
              headline.tone === 'fail'
                ? 'font-semibold text-danger'
                : headline.tone === 'pass'
                  ? 'text-success'
                  : 'text-slate-500',
            )}
          >
            {headline.text}
          </p>
        </div>
        <Button popoverTarget={SHEET_ID} aria-haspopup="dialog">
          {t('builder.viewBuild')}
        </Button>
      </div>
    </div>
  );
}

/**
 * Opening `/build-pc?parts=cpu:12,...` replaces the stored build with the shared one, then drops the
 * parameter. Waits for the lists; the code that does it loads only for such links.
 */
function useRestoreSharedBuild(catalog: PartsCatalog): boolean {
  const [searchParams, setSearchParams] = useSearchParams();
  const param = searchParams.get('parts');

  useEffect(() => {
    if (param === null || BUILD_SLOTS.some((s) => catalog[s].status === 'loading')) return;
    let cancelled = false;
    void import('./restore-shared').then(async ({ restoreSharedBuild }) => {
      const restored = await restoreSharedBuild(param, catalog);
      if (cancelled) return;
      restored.apply();
      setSearchParams(
        (prev) => {
          const nextParams = new URLSearchParams(prev);
          nextParams.delete('parts');
          return nextParams;
        },
        { replace: true, preventScrollReset: true },
      );
    });
    return () => {
      cancelled = true;
    };
  }, [param, catalog, setSearchParams]);

  return param !== null;
}

/** Stored parts take the catalog's current price, stock and specifications once the lists arrive. */
function useRefreshStoredParts(catalog: PartsCatalog, paused: boolean) {
  useEffect(() => {
    if (paused) return;
    const fresh = new Map<number, BuildPart>();
    for (const slot of BUILD_SLOTS) for (const part of catalog[slot].parts ?? []) fresh.set(part.id, part);
    if (fresh.size) buildStore.refresh(fresh);
  }, [catalog, paused]);
}

/** The kit's skeleton, local: a shared chunk of 193 bytes costs this route, at its 150 KB budget, a request and its glue. */
function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden="true" className={cn('animate-pulse rounded-md bg-slate-200', className)} />;
}
