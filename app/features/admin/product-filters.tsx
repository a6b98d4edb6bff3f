import { CATEGORIES } from '#core/catalog/categories';
import { Select } from '~/components/ui/select';
import { SearchBox } from './list-parts';

export interface ProductFilterValues {
  q: string;
  category: string;
  brand: string;
  stock: string;
  status: string;
  sort: string;
  dir: string;
  page: string;
}

export const NO_FILTERS: ProductFilterValues = {
  q: '',
  category: '',
  brand: '',
  stock: '',
  status: '',
  sort: 'name',
  dir: 'asc',
  page: '1',
};

const SORTS = [
  ['name:asc', 'Name A–Z'],
  ['name:desc', 'Name Z–A'],
  ['price:asc', 'Price: low to high'],
  ['price:desc', 'Price: high to low'],
  ['stock:asc', 'Stock: lowest first'],
  ['stock:desc', 'Stock: highest first'],
  ['newest:desc', 'Newest first'],
] as const;

/** Search, filters and sort of the admin product list: every change asks the server for page 1. */
export function ProductFilters({
  value,
  brands,
  resultText,
  onChange,
}: {
  value: ProductFilterValues;
  brands: string[];
  resultText?: string;
  onChange(next: ProductFilterValues): void;
}) {
  const set = (patch: Partial<ProductFilterValues>) => onChange({ ...value, page: '1', ...patch });
  return (
    <div className="flex flex-col gap-3">
      <SearchBox
        label="Search the product list"
        placeholder="Search by name, category, brand, SKU or id"
        value={value.q}
        onChange={(q) => set({ q })}
        resultText={resultText}
      />
      <div className="grid grid-cols-1 gap-2 min-[420px]:grid-cols-2 lg:grid-cols-5">
        <Select aria-label="Category" value={value.category} onChange={(e) => set({ category: e.target.value })}>
          <option value="">All categories</option>
          {CATEGORIES.filter((c) => c.id !== 'all').map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </Select>
        <Select aria-label="Brand" value={value.brand} onChange={(e) => set({ brand: e.target.value })}>
          <option value="">All brands</option>
          {brands.map((b) => (
            <option key={b} value={b}>
              {b}
            </option>
          ))}
        </Select>
        <Select aria-label="Stock level" value={value.stock} onChange={(e) => set({ stock: e.target.value })}>
          <option value="">Any stock</option>
          <option value="in">In stock</option>
          <option value="low">Low stock</option>
          <option value="out">Out of stock</option>
        </Select>
        <Select aria-label="Status" value={value.status} onChange={(e) => set({ status: e.target.value })}>
          <option value="">Any status</option>
          <option value="active">Active</option>
          <option value="draft">Draft</option>
          <option value="archived">Archived</option>
        </Select>
        <Select
          aria-label="Sort by"
          value={`${value.sort}:${value.dir}`}
          onChange={(e) => {
            const [sort, dir] = e.target.value.split(':');
            set({ sort, dir });
          }}
        >
          {SORTS.map(([v, label]) => (
            <option key={v} value={v}>
              {label}
            </option>
          ))}
        </Select>
      </div>
    </div>
  );
}
