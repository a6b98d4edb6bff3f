import { useRouteLoaderData } from 'react-router';
import { DEFAULT_SETTINGS } from '#core/settings';
import type { loader } from '~/root';

/** The signed-in user and store settings the root loader provides to every page. */
export function useRootData() {
  const data = useRouteLoaderData<typeof loader>('root');
  return { user: data?.user ?? null, settings: data?.settings ?? DEFAULT_SETTINGS };
}
