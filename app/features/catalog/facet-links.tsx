import { Link } from 'react-router';
import type { ProductFacets } from '#core/schemas/catalog';
import { priceBandLabel } from '#core/price-bands';
import { cn } from '~/lib/utils';
import { facetCount } from './filters';

type Group = 'brand' | 'stock' | 'price';

/** The URL with some parameters set (or removed when undefined); a changed filter starts at page 1. */
export function withParams(search: string, set: Record<string, string | undefined>): string {
  const params = new URLSearchParams(search);
  params.delete('page');
  for (const [k, v] of Object.entries(set)) {
    if (v === undefined) params.delete(k);
    else params.set(k, v);
  }
  const s = params.toString();
  return s ? `?${s}` : '';
}

const pill =
  'inline-flex h-9 items-center gap-1 rounded-full border px-3 text-sm whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-brand-500';
const off = 'border-slate-300 bg-white text-slate-800 hover:border-brand-400 hover:bg-brand-50';
const on = 'border-brand-600 bg-brand-600 text-white';

function FacetLink({ to, active, label, count }: { to: string; active: boolean; label: string; count?: string }) {
  return (
    <li>
      <Link to={to} preventScrollReset aria-current={active ? 'true' : undefined} className={cn(pill, active ? on : off)}>
        {label}
        {count === undefined ? null : <span className={active ? 'text-brand-100' : 'text-slate-500'}>({count})</span>}
      </Link>
    </li>
  );
}

/**
 * Filter values with how many products each gives ("MSI (12)", "In Stock (240)", price bands), as
 * links: they work without JavaScript, and a count is the total the listing shows once chosen (a
 * lower bound, '120+', when the listing has more matches than were counted).
 */
export function FacetLinks({
  facets,
  pathname,
  search,
  groups,
  maxBrands = 10,
}: {
  facets: ProductFacets;
  pathname: string;
  search: string;
  groups: Group[];
  maxBrands?: number;
}) {
  const params = new URLSearchParams(search);
  const brand = params.get('brand')?.toLowerCase();
  const stock = params.get('stock') ?? 'all';
  const min = params.get('minPrice');
  const max = params.get('maxPrice');
  const href = (set: Record<string, string | undefined>) => `${pathname}${withParams(search, set)}`;
  const brands = [...facets.brands].sort((a, b) => b.count - a.count);
  const shown = brands.filter((b, i) => i < maxBrands || b.value.toLowerCase() === brand);

  return (
    <div className="flex flex-col gap-3" data-testid="facets">
      {groups.includes('brand') && brands.length ? (
        <nav aria-label="Brand">
          <h2 className="mb-1.5 text-xs font-semibold tracking-wide text-slate-600 uppercase">Brand</h2>
          <ul className="flex flex-wrap gap-2">
            <FacetLink to={href({ brand: undefined })} active={!brand} label="All brands" />
            {shown.map((b) => (
              <FacetLink key={b.value} to={href({ brand: b.value })} active={b.value.toLowerCase() === brand} label={b.label} count={facetCount(b.count, facets)} />
            ))}
          </ul>
        </nav>
      ) : null}
      {groups.includes('stock') ? (
        <nav aria-label="Availability">
          <h2 className="mb-1.5 text-xs font-semibold tracking-wide text-slate-600 uppercase">Availability</h2>
          <ul className="flex flex-wrap gap-2">
            <FacetLink to={href({ stock: undefined })} active={stock === 'all'} label="All" />
            {facets.stock.map((s) => (
              <FacetLink key={s.value} to={href({ stock: s.value })} active={stock === s.value} label={s.label} count={facetCount(s.count, facets)} />
            ))}
          </ul>
        </nav>
      ) : null}
      {groups.includes('price') ? (
        <nav aria-label="Price">
          <h2 className="mb-1.5 text-xs font-semibold tracking-wide text-slate-600 uppercase">Price</h2>
          <ul className="flex flex-wrap gap-2">
            <FacetLink to={href({ minPrice: undefined, maxPrice: undefined })} active={!min && !max} label="Any price" />
            {facets.prices.map((b) => {
              const bmin = b.min === 0 ? undefined : String(b.min);
              const bmax = b.max === null ? undefined : String(b.max);
              return (
                <FacetLink
                  key={b.min}
                  to={href({ minPrice: bmin, maxPrice: bmax })}
                  active={(min ?? undefined) === bmin && (max ?? undefined) === bmax && Boolean(min || max)}
                  label={priceBandLabel(b)}
                  count={facetCount(b.count, facets)}
                />
              );
            })}
          </ul>
        </nav>
      ) : null}
    </div>
  );
}
