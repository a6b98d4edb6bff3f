import { useQueryClient } from '@tanstack/react-query';
import { Download, FileUp, PackagePlus, Pencil, RotateCw, Trash2 } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { categoryName } from '#core/categories';
import { formatKES } from '#core/money';
import type { Product } from '#core/schemas/catalog';
import { Alert } from '~/components/ui/alert';
import { Badge } from '~/components/ui/badge';
import { Button, buttonVariants } from '~/components/ui/button';
import { toast } from '~/components/ui/toast';
import { errorMessage } from '~/lib/api';
import { importProductsCsv } from './api';
import { useDeleteFlow } from './delete-dialog';
import { ListError, ListSkeleton, resultText, SearchBox, ShowMore } from './list-parts';
import { ProductDialog } from './product-dialog';
import { adminKeys, useBrands, useLoadErrorToast, useProducts } from './queries';
import { filterProducts, stockLevelOf } from './search';
import { Thumb } from './thumb';

const PAGE = 50;

type Editing = { mode: 'create' } | { mode: 'edit'; product: Product } | null;

interface ProductsTabProps {
  /** Open the edit dialog of this product once the list has it (the low-stock links). */
  editId?: number | null;
  onEditHandled?(): void;
}

export function ProductsTab({ editId, onEditHandled }: ProductsTabProps) {
  const products = useProducts();
  const brands = useBrands();
  useLoadErrorToast(products, 'products');
  const [query, setQuery] = useState('');
  const [limit, setLimit] = useState(PAGE);
  const [editing, setEditing] = useState<Editing>(null);
  const [importResult, setImportResult] = useState<ImportResult | null>(null);
  const del = useDeleteFlow();

  const filtered = useMemo(() => filterProducts(products.data ?? [], query), [products.data, query]);

  useEffect(() => {
    if (editId == null || !products.data) return;
    const product = products.data.find((p) => p.id === editId);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- a one-off request from the URL, acted on once the list has loaded
    if (product) setEditing({ mode: 'edit', product });
    else toast({ title: 'Product not found', description: `No product with id ${editId}.`, variant: 'destructive' });
    onEditHandled?.();
  }, [editId, products.data, onEditHandled]);

  return (
    <section aria-labelledby="products-heading" className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
        <h2 id="products-heading" className="text-lg font-semibold text-slate-900">
          Products
          {products.data ? <span className="ml-2 text-sm font-normal text-slate-500">{products.data.length} in the catalog</span> : null}
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
        {importResult ? (
          <Alert tone={importResult.ok ? 'success' : 'danger'} size="sm">
            <span className="font-semibold">{importResult.ok ? 'Import finished: ' : 'Import failed: '}</span>
            {importResult.text}
          </Alert>
        ) : null}
      </div>

      <SearchBox
        label="Search the product list"
        placeholder="Search by name, category or brand"
        value={query}
        onChange={(v) => {
          setQuery(v);
          setLimit(PAGE);
        }}
        resultText={products.data ? resultText(filtered.length, products.data.length, 'product') : undefined}
      />

      {products.isPending ? (
        <ListSkeleton rows={6} />
      ) : products.isError ? (
        <ListError what="products" onRetry={() => void products.refetch()} />
      ) : filtered.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white px-4 py-10 text-center text-slate-600">
          {query ? `No products match "${query}".` : 'No products yet. Add the first one.'}
        </p>
      ) : (
        <div className="overflow-hidden rounded-xl border border-slate-200 bg-white">
          <div
            aria-hidden="true"
            className="hidden grid-cols-[3rem_minmax(0,1fr)_9rem_8rem_6rem_5.5rem] gap-4 border-b border-slate-200 bg-slate-50 px-4 py-2 text-xs font-semibold tracking-wide text-slate-500 uppercase md:grid"
          >
            <span>Image</span>
            <span>Name</span>
            <span>Category</span>
            <span className="text-right">Price</span>
            <span className="text-right">Stock</span>
            <span className="text-right">Actions</span>
          </div>
          <ul className="divide-y divide-slate-100" aria-label="Products">
            {filtered.slice(0, limit).map((p) => (
              <ProductRow
                key={p.id}
                product={p}
                onEdit={() => setEditing({ mode: 'edit', product: p })}
                onDelete={() => del.ask({ kind: 'product', id: p.id, name: p.name })}
              />
            ))}
          </ul>
          <ShowMore shown={Math.min(limit, filtered.length)} total={filtered.length} onMore={() => setLimit((l) => l + PAGE)} />
        </div>
      )}

      {editing ? (
        <ProductDialog
          key={editing.mode === 'edit' ? `edit-${editing.product.id}` : 'create'}
          product={editing.mode === 'edit' ? editing.product : null}
          brands={brands.data ?? []}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            // Show the new product at once, even if the list is filtered by a search.
            if (saved?.name && query && !filterProducts([saved], query).length) setQuery('');
          }}
        />
      ) : null}
      {del.dialog}
    </section>
  );
}

function ProductRow({ product: p, onEdit, onDelete }: { product: Product; onEdit(): void; onDelete(): void }) {
  const level = stockLevelOf(p.countInStock);
  return (
    <li className="grid grid-cols-[3rem_minmax(0,1fr)_auto] items-center gap-x-3 gap-y-1 px-4 py-3 md:grid-cols-[3rem_minmax(0,1fr)_9rem_8rem_6rem_5.5rem] md:gap-4">
      <Thumb src={p.image} alt="" size={48} className="row-span-2 md:row-span-1" />
      <div className="min-w-0">
        <p className="truncate font-medium text-slate-900" title={p.name}>
          {p.name}
        </p>
        <p className="truncate text-xs text-slate-500">
          {p.brand}
          <span className="md:hidden"> · {categoryName(p.category)}</span>
        </p>
      </div>
      <span className="hidden truncate text-sm text-slate-700 md:block">{categoryName(p.category)}</span>
      <span className="col-start-2 text-sm font-semibold text-slate-900 tabular-nums md:col-start-auto md:text-right">
        {formatKES(p.price)}
        {level === 'out-of-stock' ? (
          <Badge variant="destructive" className="ml-2 md:hidden">
            Out of stock
          </Badge>
        ) : (
          <span className="ml-2 text-xs font-normal text-slate-500 md:hidden">Stock {p.countInStock}</span>
        )}
      </span>
      <span className="hidden text-right text-sm tabular-nums md:block">
        {level === 'in-stock' ? (
          <span className="text-slate-700">
            <span className="sr-only">Stock </span>
            {p.countInStock}
          </span>
        ) : (
          <Badge variant={level === 'out-of-stock' ? 'destructive' : 'warning'}>
            {level === 'out-of-stock' ? 'Out of stock' : `Low · ${p.countInStock}`}
          </Badge>
        )}
      </span>
      <div className="col-start-3 row-span-2 row-start-1 flex justify-end gap-1 md:col-start-auto md:row-span-1 md:row-start-auto">
        <Button variant="ghost" size="icon" onClick={onEdit} aria-label={`Edit ${p.name}`} title="Edit">
          <Pencil aria-hidden="true" />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          onClick={onDelete}
          aria-label={`Delete ${p.name}`}
          title="Delete"
          className="text-danger-solid hover:bg-danger-soft hover:text-danger"
        >
          <Trash2 aria-hidden="true" />
        </Button>
      </div>
    </li>
  );
}

interface ImportResult {
  ok: boolean;
  text: string;
}

/** 'Import CSV': the export's columns; all rows or none (the server answers 'Line N: reason'). */
function CsvImport({ onResult }: { onResult(result: ImportResult | null): void }) {
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);

  async function onFile(file: File | undefined) {
    if (!file) return;
    setBusy(true);
    onResult(null);
    try {
      const res = await importProductsCsv(await file.text());
      onResult({ ok: true, text: res.message });
      toast({ title: 'Import finished', description: res.message });
      void queryClient.invalidateQueries({ queryKey: adminKeys.products });
      void queryClient.invalidateQueries({ queryKey: adminKeys.summary });
      void queryClient.invalidateQueries({ queryKey: adminKeys.brands });
    } catch (error) {
      const reason = errorMessage(error, 'The file could not be imported.');
      const text = `${reason}${/[.!?]$/.test(reason) ? '' : '.'} Nothing was imported.`;
      onResult({ ok: false, text });
      toast({ title: 'Import failed', description: text, variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <input
        ref={input}
        type="file"
        accept=".csv,text/csv"
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        data-testid="csv-import-input"
        onChange={(e) => {
          void onFile(e.target.files?.[0]);
          e.target.value = '';
        }}
      />
      <Button variant="outline" size="sm" disabled={busy} onClick={() => input.current?.click()}>
        {busy ? <RotateCw className="animate-spin" aria-hidden="true" /> : <FileUp aria-hidden="true" />}
        {busy ? 'Importing...' : 'Import CSV'}
      </Button>
    </>
  );
}
