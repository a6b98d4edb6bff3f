import { useSyncExternalStore } from 'react';
import { BUILD_SLOTS, isBuildSlot, type Build, type BuildPart, type BuildSlot } from '#core/build-pc/compatibility';

/** Its own key beside the cart's and favourites' (spec section 9: separate, product-specific keys). */
export const BUILD_STORAGE_KEY = 'kpcs.build.v1';

const EMPTY: Build = Object.freeze({}) as Build;

/** Reads stored JSON defensively: storage can hold anything an older version or a user put there. */
export function parseStoredBuild(raw: string | null): Build {
  if (!raw) return EMPTY;
  try {
    const data: unknown = JSON.parse(raw);
    if (!data || typeof data !== 'object' || Array.isArray(data)) return EMPTY;
    const build: Build = {};
    for (const [slot, value] of Object.entries(data)) {
      const part = toBuildPart(value);
      if (isBuildSlot(slot) && part) build[slot] = part;
    }
    return build;
  } catch {
    return EMPTY;
  }
}

/** The builder's fields of a product (also strips what the API sends beyond them). */
export function toBuildPart(value: unknown): BuildPart | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const v = value as Record<string, unknown>;
  const id = Number(v.id ?? v._id);
  if (!Number.isInteger(id) || id <= 0 || typeof v.name !== 'string' || typeof v.price !== 'number') return undefined;
  const specs: Record<string, string> = {};
  if (v.specifications && typeof v.specifications === 'object') {
    for (const [key, text] of Object.entries(v.specifications)) if (typeof text === 'string') specs[key] = text;
  }
  return {
    id,
    name: v.name,
    category: typeof v.category === 'string' ? v.category : '',
    price: v.price,
    specifications: specs,
    countInStock: Number(v.countInStock ?? v.count_in_stock) || 0,
    image: typeof v.image === 'string' ? v.image : '',
  };
}

export type BuildStore = ReturnType<typeof createBuildStore>;

/**
 * The build in browser storage, read with `useSyncExternalStore` (empty on the server and during
 * hydration). When storage refuses a write (disabled, full) the build still works for this visit.
 */
export function createBuildStore(storage: () => Storage | undefined = defaultStorage) {
  const listeners = new Set<() => void>();
  let value: Build = EMPTY;
  let loaded = false;

  function load() {
    try {
      value = parseStoredBuild(storage()?.getItem(BUILD_STORAGE_KEY) ?? null);
    } catch {
      value = EMPTY;
    }
    loaded = true;
  }
  function read(): Build {
    if (!loaded) load();
    return value;
  }
  function emit() {
    for (const l of listeners) l();
  }
  function onStorage(event: StorageEvent) {
    if (event.key !== BUILD_STORAGE_KEY && event.key !== null) return;
    load();
    emit();
  }
  /** Returns false when the build could not be saved (it is still kept for this page). */
  function set(next: Build): boolean {
    value = next;
    loaded = true;
    let saved = true;
    try {
      const s = storage();
      if (!s) throw new Error('no storage');
      if (Object.keys(next).length === 0) s.removeItem(BUILD_STORAGE_KEY);
      else s.setItem(BUILD_STORAGE_KEY, JSON.stringify(next));
    } catch {
      saved = false;
    }
    emit();
    return saved;
  }

  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      if (listeners.size === 1 && typeof window !== 'undefined') window.addEventListener('storage', onStorage);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
      };
    },
    getSnapshot: read,
    getServerSnapshot: () => EMPTY,
    /** Selecting a part for a slot replaces the previous one (spec section 4). */
    select: (slot: BuildSlot, part: BuildPart) => set({ ...read(), [slot]: part }),
    remove(slot: BuildSlot) {
      const next = { ...read() };
      delete next[slot];
      return set(next);
    },
    /** Clear Build: all eight slots empty. */
    clear: () => set({}),
    replace: (build: Build) => set(build),
    /** Takes fresh prices, stock and specifications from the catalog for the parts still listed. */
    refresh(fresh: Map<number, BuildPart>) {
      const current = read();
      let changed = false;
      const next: Build = {};
      for (const slot of BUILD_SLOTS) {
        const part = current[slot];
        if (!part) continue;
        const latest = fresh.get(part.id);
        if (latest && JSON.stringify(latest) !== JSON.stringify(part)) changed = true;
        next[slot] = latest ?? part;
      }
      if (changed) set(next);
    },
  };
}

function defaultStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

export const buildStore = createBuildStore();

export function useBuild(store: BuildStore = buildStore): Build {
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getServerSnapshot);
}
