import { useEffect, useSyncExternalStore } from 'react';
import { BUILD_SLOTS, SLOT_CATEGORY, type BuildPart, type BuildSlot } from '#core/build-pc/compatibility';
import { toast } from '~/components/ui/toast';
import { api } from '~/lib/api';
import { tNow } from '~/lib/i18n/i18n';
import { toBuildPart } from './build-store';

export const LOAD_ERROR = { title: 'Error', description: 'Could not load PC components.' } as const;

/** Spec section 7: product lists are stale after 5 minutes. */
const STALE_MS = 5 * 60_000;
const PAGE_SIZE = 100;

export type SlotParts =
  | { status: 'loading'; parts?: undefined }
  | { status: 'ready'; parts: BuildPart[] }
  | { status: 'error'; parts?: undefined };

export type PartsCatalog = Record<BuildSlot, SlotParts>;

const LOADING: PartsCatalog = Object.fromEntries(BUILD_SLOTS.map((s) => [s, { status: 'loading' }])) as PartsCatalog;

/**
 * The parts of the eight categories, with their specifications, from `GET /api/products` in the
 * browser (the loaders' catalog service sends summaries without specifications). One request per
 * category, in parallel, cached for the visit and refreshed after 5 minutes.
 */
export function createPartsCatalog(
  fetchCategory: (category: string, signal?: AbortSignal) => Promise<BuildPart[]> = fetchParts,
) {
  const listeners = new Set<() => void>();
  let state = LOADING;
  const loadedAt = new Map<BuildSlot, number>();
  let inFlight: Promise<void> | null = null;

  function emit(next: PartsCatalog) {
    state = next;
    for (const l of listeners) l();
  }

  async function loadSlot(slot: BuildSlot): Promise<boolean> {
    for (let attempt = 0; attempt < 2; attempt++) {
      try {
        const parts = await fetchCategory(SLOT_CATEGORY[slot]);
        loadedAt.set(slot, Date.now());
        emit({ ...state, [slot]: { status: 'ready', parts } });
        return true;
      } catch (error) {
        if (attempt === 1) console.error(error);
      }
    }
    // Keep parts from an earlier load rather than replacing them with an error.
    if (state[slot].status !== 'ready') emit({ ...state, [slot]: { status: 'error' } });
    return false;
  }

  /** Loads every category not loaded yet (all of them when the lists are stale or `force`). */
  function load({ force = false } = {}): Promise<void> {
    if (inFlight) return inFlight;
    const now = Date.now();
    const slots = BUILD_SLOTS.filter(
      (s) => force || state[s].status !== 'ready' || now - (loadedAt.get(s) ?? 0) > STALE_MS,
    );
    if (slots.length === 0) return Promise.resolve();
    emit({
      ...state,
      ...Object.fromEntries(slots.filter((s) => state[s].status === 'error').map((s) => [s, { status: 'loading' }])),
    });
    inFlight = Promise.all(slots.map(loadSlot)).then((results) => {
      inFlight = null;
      if (!results.every(Boolean))
        toast({ title: tNow('toast.error'), description: tNow('builder.loadError'), variant: 'destructive' });
    });
    return inFlight;
  }

  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => state,
    getServerSnapshot: () => LOADING,
    load,
  };
}

async function fetchParts(category: string, signal?: AbortSignal): Promise<BuildPart[]> {
  const data = await api<{ products?: unknown[] }>(`/api/products?category=${category}&pageSize=${PAGE_SIZE}`, {
    signal,
  });
  return (data?.products ?? []).flatMap((p) => toBuildPart(p) ?? []);
}

export type PartsCatalogStore = ReturnType<typeof createPartsCatalog>;

export const partsCatalog = createPartsCatalog();

/** The lists, loading them once the page is in the browser. */
export function usePartsCatalog(store: PartsCatalogStore = partsCatalog): PartsCatalog {
  useEffect(() => {
    void store.load();
  }, [store]);
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getServerSnapshot);
}
