import { Link } from 'react-router';
import type { ProductFacets } from '#core/schemas/catalog';
import type { PriceBand } from '#core/catalog/price-bands';
import { useI18n, type Translate } from '~/lib/i18n/i18n';
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

const STOCK_KEYS = {
  'in-stock': 'option.stock.in-stock',
  'low-stock': 'option.stock.low-stock',
  'out-of-stock': 'option.stock.out-of-stock',
} as const;
const stockLabel = (t: Translate, value: string, label: string) =>
  value in STOCK_KEYS ? t(STOCK_KEYS[value as keyof typeof STOCK_KEYS]) : label;

const k = (n: number) => `${n / 1000}K`;
/** 'Under KES 10K', 'KES 10K–25K', 'KES 200K and above' in the page's language. */
function bandLabel(t: Translate, band: PriceBand): string {
  if (band.min === 0 && band.max !== null) return t('catalog.priceUnder', { amount: k(band.max + 0.01) });
  if (band.max === null) return t('catalog.priceAbove', { amount: k(band.min) });
  return `KES ${k(band.min)}–${k(band.max + 0.01)}`;
}

function FacetLink({ to, active, label, count }: { to: string; active: boolean; label: string; count?: string }) {
  return (
    <li>
      <Link
        to={to}
        preventScrollReset
        aria-current={active ? 'true' : undefined}
        className={cn(pill, active ? on : off)}
      >
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
  const { t } = useI18n();
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
        <nav aria-label={t('catalog.brand')}>
          <h2 className="mb-1.5 text-xs font-semibold tracking-wide text-slate-600 uppercase">{t('catalog.brand')}</h2>
          <ul className="flex flex-wrap gap-2">
            <FacetLink to={href({ brand: undefined })} active={!brand} label={t('catalog.allBrands')} />
            {shown.map((b) => (
              <FacetLink
                key={b.value}
                to={href({ brand: b.value })}
                active={b.value.toLowerCase() === brand}
                label={b.label}
                count={facetCount(b.count, facets)}
              />
            ))}
          </ul>
        </nav>
      ) : null}
      {groups.includes('stock') ? (
        <nav aria-label={t('catalog.availability')}>
          <h2 className="mb-1.5 text-xs font-semibold tracking-wide text-slate-600 uppercase">
            {t('catalog.availability')}
          </h2>
          <ul className="flex flex-wrap gap-2">
            <FacetLink to={href({ stock: undefined })} active={stock === 'all'} label={t('option.stock.all')} />
            {facets.stock.map((s) => (
              <FacetLink
                key={s.value}
                to={href({ stock: s.value })}
                active={stock === s.value}
                label={stockLabel(t, s.value, s.label)}
                count={facetCount(s.count, facets)}
              />
            ))}
          </ul>
        </nav>
      ) : null}
      {groups.includes('price') ? (
        <nav aria-label={t('catalog.price')}>
          <h2 className="mb-1.5 text-xs font-semibold tracking-wide text-slate-600 uppercase">{t('catalog.price')}</h2>
          <ul className="flex flex-wrap gap-2">
            <FacetLink
              to={href({ minPrice: undefined, maxPrice: undefined })}
              active={!min && !max}
              label={t('catalog.anyPrice')}
            />
            {facets.prices.map((b) => {
              const bmin = b.min === 0 ? undefined : String(b.min);
              const bmax = b.max === null ? undefined : String(b.max);
              return (
                <FacetLink
                  key={b.min}
                  to={href({ minPrice: bmin, maxPrice: bmax })}
                  active={(min ?? undefined) === bmin && (max ?? undefined) === bmax && Boolean(min || max)}
                  label={bandLabel(t, b)}
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
