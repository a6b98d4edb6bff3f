import { keepPreviousData, QueryClient, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useEffect } from 'react';
import { toast } from '~/components/ui/toast';
import { fetchAdminProducts, fetchAudit, fetchBrands, fetchOrders, fetchSettings, fetchSummary, fetchUsers } from './api';
import { ADMIN_MSG } from './messages';

export const adminKeys = {
  all: ['admin'] as const,
  summary: ['admin', 'summary'] as const,
  products: ['admin', 'products'] as const,
  brands: ['admin', 'brands'] as const,
  users: ['admin', 'users'] as const,
  orders: ['admin', 'orders'] as const,
  settings: ['admin', 'settings'] as const,
  audit: ['admin', 'audit'] as const,
};

/** The dashboard's own client: the admin area is the only place that needs one (architecture: retry 1, no refetch on focus). */
export function createAdminQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false },
      mutations: { retry: 0 },
    },
  });
}

export const useSummary = (enabled = true) => useQuery({ queryKey: adminKeys.summary, queryFn: ({ signal }) => fetchSummary(signal), enabled });
/** One server page of the admin product list; the previous page stays on screen while the next loads. */
export const useAdminProducts = (params: Record<string, string>) =>
  useQuery({ queryKey: [...adminKeys.products, params], queryFn: ({ signal }) => fetchAdminProducts(params, signal), placeholderData: keepPreviousData });
export const useAudit = (params: Record<string, string>) =>
  useQuery({ queryKey: [...adminKeys.audit, params], queryFn: ({ signal }) => fetchAudit(params, signal), placeholderData: keepPreviousData, staleTime: 0 });
export const useBrands = () => useQuery({ queryKey: adminKeys.brands, queryFn: ({ signal }) => fetchBrands(signal), staleTime: 5 * 60_000 });
export const useUsers = () => useQuery({ queryKey: adminKeys.users, queryFn: ({ signal }) => fetchUsers(signal) });
export const useOrders = () => useQuery({ queryKey: adminKeys.orders, queryFn: ({ signal }) => fetchOrders(signal) });
export const useSettings = () => useQuery({ queryKey: adminKeys.settings, queryFn: ({ signal }) => fetchSettings(signal) });

/** Spec section 8: 'Error loading products' / 'Failed to load products from server' (and users, orders), once per failure. */
export function useLoadErrorToast(query: UseQueryResult<unknown>, what: 'products' | 'users' | 'orders') {
  const failedAt = query.isError ? query.errorUpdatedAt : 0;
  useEffect(() => {
    if (failedAt) toast({ ...ADMIN_MSG.loadError(what), variant: 'destructive' });
  }, [failedAt, what]);
}
