import type { MetaDescriptor } from 'react-router';
import { DEFAULT_SETTINGS, type StoreSettings } from '#core/settings';

type MetaMatch = { id: string; data?: unknown } | undefined;

/** The store settings from the root loader's data, which every meta function can see (meta cannot use hooks). */
export function settingsFrom(matches: readonly MetaMatch[]): StoreSettings {
  const root = matches.find((m) => m?.id === 'root')?.data as { settings?: StoreSettings } | undefined;
  return root?.settings ?? DEFAULT_SETTINGS;
}

export const storeNameFrom = (matches: readonly MetaMatch[]): string => settingsFrom(matches).storeName;

/** `<title>` and meta description of a page, '{title} | {store}'. */
export function pageMeta(matches: readonly MetaMatch[], title: string, description: string): MetaDescriptor[] {
  return [{ title: `${title} | ${storeNameFrom(matches)}` }, { name: 'description', content: description }];
}
