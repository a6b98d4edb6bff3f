import { useContext } from 'react';
import { UNSAFE_DataRouterStateContext, useRouteLoaderData } from 'react-router';
import { DEFAULT_SETTINGS } from '#core/settings';
import type { loader } from '~/root';

/**
 * The signed-in user, store settings and payment mode the root loader provides to every page.
 * `payments.notice` ('M-Pesa simulator: test payments — no money moves') is set when payments are not real.
 */
export function useRootData() {
  const data = useRouteLoaderData<typeof loader>('root');
  return { user: data?.user ?? null, settings: data?.settings ?? DEFAULT_SETTINGS, payments: data?.payments ?? null };
}

/**
 * Data saver (issue 18, decision 045): the root loader's verdict. Read from the router's state directly
 * so components shown outside a data router (unit tests, previews) simply get `false`.
 */
export function useDataSaver(): boolean {
  const state = useContext(UNSAFE_DataRouterStateContext);
  return (state?.loaderData?.root as { dataSaver?: boolean } | undefined)?.dataSaver ?? false;
}
