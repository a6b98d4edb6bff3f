import { MSG } from '#core/messages/spec-words';
import type { CsvImportJob, CsvImportResult, DashboardSummary } from '#core/schemas/admin';
import type {
  AdminCustomerDetail,
  AdminCustomersPage,
  AdminOrderDetail,
  AdminOrdersPage,
  OrderNote,
} from '#core/schemas/admin-find';
import type { PublicUser } from '#core/schemas/auth';
import type { Product } from '#core/schemas/catalog';
import type { Order, StageInput } from '#core/schemas/orders';
import type { ProductPayload } from '#core/schemas/product';
import type { SettingsResponse } from '#core/schemas/settings';
import type { AdminProduct, AdminProductPage, BulkEdit, BulkUndo } from '#core/schemas/admin-products';
import type { BulkPriceChange } from '#core/schemas/admin-products';
import type { AuditPage } from '#core/schemas/audit';
import { api, ApiError } from '~/lib/api';

const PAGE_SIZE = 100;

/** Every product, page by page (the API serves at most 100 a page). */
export async function fetchAllProducts(signal?: AbortSignal): Promise<Product[]> {
  const all: Product[] = [];
  for (let page = 1; ; page++) {
    const res = await api<{ products: Product[]; page: number; pages: number }>(
      `/api/products?pageSize=${PAGE_SIZE}&pageNumber=${page}&sort=name`,
      { signal },
    );
    all.push(...res.products);
    if (page >= res.pages || res.products.length === 0 || page >= 200) return all;
  }
}

export const fetchBrands = (signal?: AbortSignal) => api<string[]>('/api/products/brands', { signal });
export const fetchUsers = (signal?: AbortSignal) => api<PublicUser[]>('/api/users', { signal });
export const fetchOrders = (signal?: AbortSignal) => api<Order[]>('/api/orders', { signal });
/** The dashboard's period: `range=7d`, or `range=custom&from=…&to=…` (decision 033). */
export const fetchSummary = (query: string, signal?: AbortSignal) =>
  api<DashboardSummary>(`/api/admin/summary${query ? `?${query}` : ''}`, { signal });
/** The admin's Find (decision 033): one page of orders or customers, searched, filtered and sorted by the server. */
export const fetchOrderPage = (query: string, signal?: AbortSignal) =>
  api<AdminOrdersPage>(`/api/admin/orders?${query}`, { signal });
export const fetchOrderDetail = (id: number, signal?: AbortSignal) =>
  api<AdminOrderDetail>(`/api/admin/orders/${id}`, { signal });
export const addOrderNote = (id: number, text: string) =>
  api<OrderNote>(`/api/admin/orders/${id}/notes`, { method: 'POST', body: { text } });
export const fetchCustomerPage = (query: string, signal?: AbortSignal) =>
  api<AdminCustomersPage>(`/api/admin/customers?${query}`, { signal });
export const fetchCustomer = (id: number, page: number, signal?: AbortSignal) =>
  api<AdminCustomerDetail>(`/api/admin/customers/${id}?page=${page}`, { signal });
export const fetchSettings = (signal?: AbortSignal) => api<SettingsResponse>('/api/settings', { signal });

/** The server takes at most this many files per upload request (MAX_UPLOAD_FILES in the uploads module). */
export const UPLOAD_BATCH_SIZE = 10;

/**
 * POST /api/upload: the files in the repeated field `images`; the URLs come back in the same order.
 * A product can carry a main image and 10 extras (11 files), one more than the server takes in one
 * request, so the files go in batches of at most UPLOAD_BATCH_SIZE, one after the other.
 */
export async function uploadImages(files: readonly File[]): Promise<string[]> {
  const all: string[] = [];
  for (let start = 0; start < files.length; start += UPLOAD_BATCH_SIZE) {
    const batch = files.slice(start, start + UPLOAD_BATCH_SIZE);
    const body = new FormData();
    for (const f of batch) body.append('images', f, f.name);
    const { urls } = await api<{ urls: string[] }>('/api/upload', { method: 'POST', rawBody: body });
    if (!Array.isArray(urls) || urls.length !== batch.length) throw new ApiError(500, MSG.unknownError, false);
    all.push(...urls);
  }
  return all;
}

export function saveProduct(payload: ProductPayload, id?: number | string) {
  return id === undefined
    ? api<Product>('/api/products', { method: 'POST', body: { ...payload } })
    : api<Product>(`/api/products/${encodeURIComponent(String(id))}`, { method: 'PUT', body: { ...payload, id } });
}

export type DeletableKind = 'product' | 'user' | 'order';

const DELETE_PATH: Record<DeletableKind, string> = {
  product: '/api/products',
  user: '/api/users',
  order: '/api/orders',
};

export function deleteItem(kind: DeletableKind, id: number | string) {
  return api<{ message?: string }>(`${DELETE_PATH[kind]}/${encodeURIComponent(String(id))}`, { method: 'DELETE' });
}

export function updateUser(
  id: number,
  body: { name?: string; email?: string; isAdmin?: boolean; isStaff?: boolean; disabled?: boolean },
) {
  return api<PublicUser>(`/api/users/${id}`, { method: 'PUT', body });
}

export function setOrderStatus(id: number, status: 'pending' | 'completed') {
  return api<Order>(`/api/orders/${id}/status`, { method: 'PUT', body: { status } });
}

export function saveSettings(body: Omit<SettingsResponse, 'currency' | 'whatsappNumberFromEnv'>) {
  return api<SettingsResponse>('/api/settings', { method: 'PUT', body: { ...body } });
}

/**
 * POST /api/admin/products/import: every row checked first (a bad row answers 400 'Line N: reason',
 * nothing written); a small file answers its result, a long one 202 with the job to follow (issue 33).
 */
export function importProductsCsv(text: string) {
  return api<CsvImportResult>('/api/admin/products/import', {
    method: 'POST',
    headers: { 'content-type': 'text/csv' },
    rawBody: text,
  });
}

/** GET /api/admin/products/import/{id}: rows done of total, then the result. */
export function fetchCsvImport(id: number) {
  return api<CsvImportJob>(`/api/admin/products/import/${id}`);
}

/** POST /api/orders/{id}/stage: processing, dispatched (courier + tracking or rider phone), delivered, collected. */
export function moveOrderStage(id: number, body: StageInput) {
  return api<Order>(`/api/orders/${id}/stage`, { method: 'POST', body });
}

/** The admin's cancel: a reason, and for a paid order the M-Pesa reference of the refund. */
export function cancelOrderAsAdmin(id: number, body: { reason: string; refundReference?: string }) {
  return api<Order>(`/api/orders/${id}/cancel`, { method: 'POST', body });
}

export function refundOrder(id: number, reference: string, amount?: number) {
  return api<Order>(`/api/orders/${id}/refund`, { method: 'POST', body: { reference, amount } });
}

/** Issue 20: the admin's product list (every status), one server page for the given filters. */
export function fetchAdminProducts(params: Record<string, string>, signal?: AbortSignal) {
  const qs = new URLSearchParams(Object.entries(params).filter(([, v]) => v !== ''));
  return api<AdminProductPage>(`/api/admin/products?${qs}`, { signal });
}

export type BulkResult = { updated: number; message: string; changes?: BulkPriceChange[]; dryRun?: boolean };
export const bulkEditProducts = (body: BulkEdit) =>
  api<BulkResult>('/api/admin/products/bulk', { method: 'POST', body: { ...body } });

export const undoBulkPrices = (body: BulkUndo) =>
  api<{ restored: number; skipped: number; message: string }>('/api/admin/products/bulk/undo', {
    method: 'POST',
    body: { ...body },
  });

export const duplicateProduct = (id: number) =>
  api<AdminProduct>(`/api/admin/products/${id}/duplicate`, { method: 'POST' });

export function fetchAudit(params: Record<string, string>, signal?: AbortSignal) {
  const qs = new URLSearchParams(Object.entries(params).filter(([, v]) => v !== ''));
  return api<AuditPage>(`/api/admin/audit?${qs}`, { signal });
}
