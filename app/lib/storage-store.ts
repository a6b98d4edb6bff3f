/**
 * A value kept in browser storage that React reads with `useSyncExternalStore`.
 * The server snapshot is always `empty`, so server HTML and the first client render agree
 * (no badge, no list) and the stored value appears right after hydration.
 */
export interface StorageStore<T> {
  subscribe(listener: () => void): () => void;
  getSnapshot(): T;
  getServerSnapshot(): T;
  /** Replaces the value and saves it; throws when storage refuses the write (quota, privacy mode). */
  set(next: T): void;
}

export interface StorageStoreOptions<T> {
  key: string;
  parse(raw: string | null): T;
  empty: T;
  /** Injected in tests; defaults to `window.localStorage` when there is one. */
  storage?: () => Storage | undefined;
}

function defaultStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined; // storage disabled by the browser
  }
}

export function createStorageStore<T>({
  key,
  parse,
  empty,
  storage = defaultStorage,
}: StorageStoreOptions<T>): StorageStore<T> {
  const listeners = new Set<() => void>();
  let loaded = false;
  let value = empty;

  function load() {
    try {
      value = parse(storage()?.getItem(key) ?? null);
    } catch {
      value = empty;
    }
    loaded = true;
  }

  function emit() {
    for (const l of listeners) l();
  }

  // Another tab saved the same key: take its value, so both tabs show the same cart.
  function onStorage(event: StorageEvent) {
    if (event.key !== key && event.key !== null) return;
    load();
    emit();
  }

  return {
    subscribe(listener) {
      listeners.add(listener);
      if (listeners.size === 1 && typeof window !== 'undefined') window.addEventListener('storage', onStorage);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
      };
    },
    getSnapshot() {
      if (!loaded) load();
      return value;
    },
    getServerSnapshot: () => empty,
    set(next) {
      const s = storage();
      if (!s) throw new Error(`No browser storage for ${key}`);
      s.setItem(key, JSON.stringify(next));
      value = next;
      loaded = true;
      emit();
    },
  };
}
