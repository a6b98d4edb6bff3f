import { useRouteLoaderData } from 'react-router';
import { DEFAULT_SETTINGS } from '#core/settings';
import type { loader } from '~/root';

/**
 * The signed-in user, store settings and payment mode the root loader provides to every page.
 * `payments.notice` ('M-Pesa simulator: test payments — no money moves') is set when payments are not real.
 */
export function useRootData() {
  const data = useRouteLoaderData<typeof loader>('root');
  return {
    user: data?.user ?? null,
    settings: data?.settings ?? DEFAULT_SETTINGS,
    payments: data?.payments ?? null,
    // Issue 18: smaller, later pictures (decision 045).
    dataSaver: data?.dataSaver ?? false,
  };
}
