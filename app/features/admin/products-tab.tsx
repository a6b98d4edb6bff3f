import { useQueryClient } from '@tanstack/react-query';
import { Download, PackagePlus } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { AdminProduct, BulkEdit } from '#core/schemas/admin-products';
import type { Product } from '#core/schemas/catalog';
import { Button, buttonVariants } from '~/components/ui/button';
import { toast } from '~/components/ui/toast';
import { errorMessage } from '~/lib/api';
import { useRootData } from '~/lib/root-data';
import { bulkEditProducts, duplicateProduct, fetchAdminProducts } from './api';
import { CsvImport, CsvImportStatus, type ImportResult } from './csv-import';
import { BulkBar } from './bulk-bar';
import { useBulkPriceFlow } from './bulk-price-flow';
import { useDeleteFlow } from './delete-dialog';
import { ListError, ListSkeleton } from './list-parts';
import { ProductDialog } from './product-dialog';
import { NO_FILTERS, ProductFilters, type ProductFilterValues } from './product-filters';
import { ProductRow } from './product-row';
import { adminKeys, useAdminProducts, useBrands, useLoadErrorToast } from './queries';

type Editing = { mode: 'create' } | { mode: 'edit'; product: Product } | null;

interface ProductsTabProps {
  /** Open the edit dialog of this product (the low-stock links). */
  editId?: number | null;
  onEditHandled?(): void;
}

const PAGE_SIZE = '25';

/**
 * The admin's products (issue 20): every status, searched, filtered, sorted and paged by the server;
 * select several for one change, edit price and stock in place, duplicate, view on the store.
 */
export function ProductsTab({ editId, onEditHandled }: ProductsTabProps) {
  const queryClient = useQueryClient();
  const [filters, setFilters] = useState<ProductFilterValues>(NO_FILTERS);
  // The search box asks the server once typing pauses, not on every key.
  const [q, setQ] = useState('');
  useEffect(() => {
    const t = setTimeout(() => setFilters((f) => (f.q === q ? f : { ...f, q, page: '1' })), 250);
    return () => clearTimeout(t);
  }, [q]);
  const products = useAdminProducts({ ...filters, pageSize: PAGE_SIZE });
  // The shop's own threshold, from the settings every page has (staff have no dashboard figures).
  const lowStock = useRootData().settings.lowStockThreshold ?? 5;
  const brands = useBrands();
  useLoadErrorToast(products, 'products');
  const [editing, setEditing] = useState<Editing>(null);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [busy, setBusy] = useState(false);
  const [importResult, setImportResult] = useState<ImportResult | null>(null);
  const del = useDeleteFlow();
  const rows = products.data?.products ?? [];
  const page = Number(filters.page);

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: adminKeys.products });
    void queryClient.invalidateQueries({ queryKey: adminKeys.summary });
  };

  useEffect(() => {
    if (editId == null) return;
    let stale = false;
    fetchAdminProducts({ q: String(editId), pageSize: '5' })
      .then((res) => {
        if (stale) return;
        const product = res.products.find((p) => p.id === editId);
        if (product) setEditing({ mode: 'edit', product });
        else
          toast({ title: 'Product not found', description: `No product with id ${editId}.`, variant: 'destructive' });
      })
      .catch(() => undefined)
      .finally(() => onEditHandled?.());
    return () => {
      stale = true;
    };
  }, [editId, onEditHandled]);

  const priceFlow = useBulkPriceFlow(refresh, () => setSelected(new Set()));

  async function bulk(change: Omit<BulkEdit, 'ids'>, ids: number[]) {
    setBusy(true);
    try {
      const res = await bulkEditProducts({ ids, ...change });
      toast({ title: res.message });
      refresh();
      return true;
    } catch (error) {
      toast({
        title: 'Nothing was changed',
        description: errorMessage(error, 'The change could not be saved.'),
        variant: 'destructive',
      });
      return false;
    } finally {
      setBusy(false);
    }
  }

  async function duplicate(p: AdminProduct) {
    try {
      const copy = await duplicateProduct(p.id);
      toast({ title: 'Product duplicated', description: `${copy.name} was saved as a draft.` });
      refresh();
      setEditing({ mode: 'edit', product: copy });
    } catch (error) {
      toast({
        title: 'Duplicate failed',
        description: errorMessage(error, 'The product could not be copied.'),
        variant: 'destructive',
      });
    }
  }

  const toggle = (id: number, on: boolean) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const allOnPage = rows.length > 0 && rows.every((p) => selected.has(p.id));

  return (
    <section aria-labelledby="products-heading" className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
        <h2 id="products-heading" className="text-lg font-semibold text-slate-900">
          Products
          {products.data ? (
            <span className="ml-2 text-sm font-normal text-slate-500">{products.data.total} found</span>
          ) : null}
        </h2>
        <div className="flex flex-wrap items-center gap-2">
          <a href="/api/admin/products.csv" download className={buttonVariants({ variant: 'outline', size: 'sm' })}>
            <Download aria-hidden="true" />
            Export products
          </a>
          <CsvImport onResult={setImportResult} />
          <Button size="sm" onClick={() => setEditing({ mode: 'create' })}>
            <PackagePlus aria-hidden="true" />
            Add Product
          </Button>
        </div>
      </div>

      <div role="status" className="empty:hidden">
        <CsvImportStatus result={importResult} />
      </div>

      <ProductFilters
        value={{ ...filters, q }}
        brands={brands.data ?? []}
        resultText={products.data ? `${products.data.total} product${products.data.total === 1 ? '' : 's'}` : undefined}
        onChange={(next) => {
          setQ(next.q);
          setFilters(next);
        }}
      />

      {selected.size > 0 ? (
        <BulkBar
          count={selected.size}
          busy={busy || priceFlow.busy}
          onClear={() => setSelected(new Set())}
          onApply={async (change) => {
            // A price change is shown first and applied on confirmation (issue 32, item 12).
            if (change.price) return priceFlow.preview(change, [...selected]);
            if (await bulk(change, [...selected])) setSelected(new Set());
          }}
        />
      ) : null}
      {priceFlow.panel}

      {products.isPending ? (
        <ListSkeleton rows={6} />
      ) : products.isError ? (
        <ListError what="products" onRetry={() => void products.refetch()} />
      ) : rows.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white px-4 py-10 text-center text-slate-600">
          {filters.q
            ? `No products match "${filters.q}".`
            : filters !== NO_FILTERS
              ? 'No products match these filters.'
              : 'No products yet. Add the first one.'}
        </p>
      ) : (
        <div className="overflow-hidden rounded-xl border border-slate-200 bg-white">
          <div className="flex items-center gap-3 border-b border-slate-200 bg-slate-50 px-3 py-2 text-xs font-semibold tracking-wide text-slate-500 uppercase md:grid md:grid-cols-[1.5rem_3rem_minmax(0,1fr)_8rem_6rem_9.5rem] md:gap-4 md:px-4">
            <input
              type="checkbox"
              checked={allOnPage}
              onChange={(e) => rows.forEach((p) => toggle(p.id, e.target.checked))}
              aria-label="Select every product on this page"
              className="size-4 accent-brand-600"
            />
            <span className="hidden md:block">Image</span>
            <span>Name</span>
            <span className="hidden text-right md:block">Price</span>
            <span className="hidden text-right md:block">Stock</span>
            <span className="hidden text-right md:block">Actions</span>
          </div>
          <ul className="divide-y divide-slate-100" aria-label="Products">
            {rows.map((p) => (
              <ProductRow
                key={p.id}
                product={p}
                lowStock={lowStock}
                selected={selected.has(p.id)}
                onSelect={(on) => toggle(p.id, on)}
                onInline={(change) =>
                  bulk(
                    change.price !== undefined
                      ? { price: { set: change.price } }
                      : { countInStock: change.countInStock },
                    [p.id],
                  )
                }
                onEdit={() => setEditing({ mode: 'edit', product: p })}
                onDuplicate={() => void duplicate(p)}
                onDelete={() => del.ask({ kind: 'product', id: p.id, name: p.name })}
              />
            ))}
          </ul>
          <nav
            aria-label="Product pages"
            className="flex items-center justify-between gap-3 border-t border-slate-200 bg-slate-50 px-4 py-2 text-sm text-slate-600"
          >
            <Button
              variant="outline"
              size="sm"
              disabled={page <= 1}
              onClick={() => setFilters((f) => ({ ...f, page: String(page - 1) }))}
            >
              Previous
            </Button>
            <span>
              Page {products.data?.page ?? page} of {products.data?.pages ?? 1}
            </span>
            <Button
              variant="outline"
              size="sm"
              disabled={page >= (products.data?.pages ?? 1)}
              onClick={() => setFilters((f) => ({ ...f, page: String(page + 1) }))}
            >
              Next
            </Button>
          </nav>
        </div>
      )}

      {editing ? (
        <ProductDialog
          key={editing.mode === 'edit' ? `edit-${editing.product.id}` : 'create'}
          product={editing.mode === 'edit' ? editing.product : null}
          brands={brands.data ?? []}
          onClose={() => setEditing(null)}
          onSaved={() => refresh()}
        />
      ) : null}
      {del.dialog}
    </section>
  );
}
