import { keepPreviousData, QueryClient, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useEffect } from 'react';
import { toast } from '~/components/ui/toast';
import {
  fetchAdminProducts,
  fetchAudit,
  fetchBrands,
  fetchCustomer,
  fetchCustomerPage,
  fetchOrderDetail,
  fetchOrderPage,
  fetchOrders,
  fetchSettings,
  fetchSummary,
  fetchUsers,
} from './api';
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
  // The same key as the spec list's: deleting an order (delete-dialog) refreshes the pages too.
  orderPages: ['admin', 'orders'] as const,
  orderDetail: (id: number) => ['admin', 'order', id] as const,
  customerPages: ['admin', 'customer-pages'] as const,
  customer: (id: number, page: number) => ['admin', 'customer', id, page] as const,
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

export const useSummary = (range = '', enabled = true) =>
  useQuery({
    queryKey: [...adminKeys.summary, range],
    queryFn: ({ signal }) => fetchSummary(range, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
/** One server page of the admin product list; the previous page stays on screen while the next loads. */
export const useAdminProducts = (params: Record<string, string>) =>
  useQuery({
    queryKey: [...adminKeys.products, params],
    queryFn: ({ signal }) => fetchAdminProducts(params, signal),
    placeholderData: keepPreviousData,
  });
export const useAudit = (params: Record<string, string>) =>
  useQuery({
    queryKey: [...adminKeys.audit, params],
    queryFn: ({ signal }) => fetchAudit(params, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
/** A page of the admin's orders; the last page stays on screen while the next one loads. */
export const useOrderPage = (query: string) =>
  useQuery({
    queryKey: [...adminKeys.orderPages, query],
    queryFn: ({ signal }) => fetchOrderPage(query, signal),
    placeholderData: keepPreviousData,
  });
export const useOrderDetail = (id: number) =>
  useQuery({ queryKey: adminKeys.orderDetail(id), queryFn: ({ signal }) => fetchOrderDetail(id, signal) });
export const useCustomerPage = (query: string) =>
  useQuery({
    queryKey: [...adminKeys.customerPages, query],
    queryFn: ({ signal }) => fetchCustomerPage(query, signal),
    placeholderData: keepPreviousData,
  });
export const useCustomer = (id: number, page: number) =>
  useQuery({
    queryKey: adminKeys.customer(id, page),
    queryFn: ({ signal }) => fetchCustomer(id, page, signal),
    placeholderData: keepPreviousData,
  });
export const useBrands = () =>
  useQuery({ queryKey: adminKeys.brands, queryFn: ({ signal }) => fetchBrands(signal), staleTime: 5 * 60_000 });
export const useUsers = () => useQuery({ queryKey: adminKeys.users, queryFn: ({ signal }) => fetchUsers(signal) });
export const useOrders = () => useQuery({ queryKey: adminKeys.orders, queryFn: ({ signal }) => fetchOrders(signal) });
export const useSettings = () =>
  useQuery({ queryKey: adminKeys.settings, queryFn: ({ signal }) => fetchSettings(signal) });

/** Spec section 8: 'Error loading products' / 'Failed to load products from server' (and users, orders), once per failure. */
export function useLoadErrorToast(query: UseQueryResult<unknown>, what: 'products' | 'users' | 'orders') {
  const failedAt = query.isError ? query.errorUpdatedAt : 0;
  useEffect(() => {
    if (failedAt) toast({ ...ADMIN_MSG.loadError(what), variant: 'destructive' });
  }, [failedAt, what]);
}
