import { SlidersHorizontal } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import type { ProductFacets } from '#core/schemas/catalog';
import { Button, buttonVariants } from '~/components/ui/button';
import { Input } from '~/components/ui/input';
import { labelOf, useT } from '~/lib/i18n/i18n';
import { cn } from '~/lib/utils';
import { FieldLabel, FilterSelect } from './filter-select';
import { SpecLinks } from './spec-links';
import {
  facetCount,
  filtersToSearch,
  hasActiveFilters,
  SORT_OPTIONS,
  STOCK_OPTIONS,
  type ListingFilters,
} from './filters';

/** Wait after the last keystroke in a price box before the list reloads. */
export const PRICE_DEBOUNCE_MS = 600;

interface FilterPanelProps {
  filters: ListingFilters;
  brands: string[];
  /** How many products each brand and stock level gives with the other filters kept (issue 16). */
  facets?: ProductFacets;
  /** The bare category URL: where the form submits and Reset Filters leads. */
  action: string;
}

/**
 * Stock, sort, brand and price filters (spec section 2). A GET form, so it works before the
 * JavaScript arrives and the result is a URL that can be shared, reloaded and gone back to. With
 * JavaScript each change applies at once (prices after a pause) without a full page load.
 * On a phone it folds away behind Show Filters / Hide Filters (a native <details>).
 */
export function FilterPanel({ filters, brands, facets, action }: FilterPanelProps) {
  const id = useId();
  const navigate = useNavigate();
  const location = useLocation();
  const [draft, setDraft] = useState(filters);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const ownSearch = useRef<string | null>(null);
  const details = useRef<HTMLDetailsElement>(null);

  // The URL changed (back/forward, a tab, Reset): show its filters, unless it is the URL this
  // panel just asked for, whose price box the shopper may still be typing in.
  const filtersKey = JSON.stringify(filters);
  useEffect(() => {
    if (ownSearch.current !== null && ownSearch.current === location.search) return;
    ownSearch.current = null;
    setDraft(filters);
    // `filters` is a new object on every render: its JSON is what identifies a change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [filtersKey, location.search]);

  useEffect(() => () => clearTimeout(timer.current), []);

  // Wide screens show the panel open; make the element agree, for browsers without ::details-content.
  useEffect(() => {
    if (details.current && window.matchMedia('(min-width: 768px)').matches) details.current.open = true;
  }, []);

  function apply(next: ListingFilters) {
    clearTimeout(timer.current);
    const search = filtersToSearch(next);
    if (search === location.search || (search === '' && location.search === '')) return;
    ownSearch.current = search;
    navigate({ pathname: action, search }, { preventScrollReset: true });
  }

  function onSelect(event: ChangeEvent<HTMLSelectElement>) {
    const next = { ...draft, [event.target.name]: event.target.value } as ListingFilters;
    setDraft(next);
    apply(next);
  }

  function onPrice(event: ChangeEvent<HTMLInputElement>) {
    const next = { ...draft, [event.target.name]: event.target.value };
    setDraft(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => apply(next), PRICE_DEBOUNCE_MS);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    apply(draft);
  }

  const t = useT();
  const stockLabel = (o: { value: string; label: string }) => labelOf(t, `option.stock.${o.value}`, o.label);
  // 'Name A-Z' of the listing and 'Name' of the search share the value 'name'.
  const sortLabel = (o: { value: string; label: string }) =>
    labelOf(t, `option.sort.${o.label === 'Name A-Z' ? 'name-az' : o.value}`, o.label);
  const brandValue = brands.find((b) => b.toLowerCase() === draft.brand.toLowerCase()) ?? draft.brand;
  const brandOptions = brandValue !== 'all' && !brands.includes(brandValue) ? [brandValue, ...brands] : brands;
  const active = hasActiveFilters(filters);
  const brandCount = new Map(facets?.brands.map((b) => [b.value.toLowerCase(), b.count]));
  const stockCount = new Map(facets?.stock.map((s) => [s.value, s.count]));
  const withCount = (label: string, n: number | undefined) =>
    facets ? `${label} (${facetCount(n ?? 0, facets)})` : label;

  return (
    <details
      ref={details}
      className="group/filters rounded-xl border border-slate-200 bg-white shadow-sm md:[&::details-content]:[content-visibility:visible]"
    >
      <summary
        className={cn(
          'flex h-12 cursor-pointer list-none items-center gap-2 rounded-xl px-4 text-sm font-semibold text-slate-900 select-none hover:bg-slate-50 md:supports-[selector(::details-content)]:hidden [&::-webkit-details-marker]:hidden',
        )}
      >
        <SlidersHorizontal className="size-4 text-slate-600" aria-hidden="true" />
        <span className="group-open/filters:hidden">{t('catalog.showFilters')}</span>
        <span className="hidden group-open/filters:inline">{t('catalog.hideFilters')}</span>
        {active ? (
          <span className="ml-auto rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-700">
            {t('catalog.filtered')}
          </span>
        ) : null}
      </summary>
      <form
        method="get"
        action={action}
        onSubmit={onSubmit}
        aria-label={t('catalog.filter')}
        className="grid grid-cols-2 gap-3 border-t border-slate-100 p-4 md:grid-cols-[repeat(3,minmax(0,1fr))_minmax(0,0.8fr)_minmax(0,0.8fr)_auto] md:items-end md:border-t-0"
      >
        <div>
          <FieldLabel htmlFor={`${id}-stock`}>{t('catalog.stock')}</FieldLabel>
          <FilterSelect id={`${id}-stock`} name="stock" value={draft.stock} onChange={onSelect}>
            {STOCK_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.value === 'all' ? stockLabel(o) : withCount(stockLabel(o), stockCount.get(o.value))}
              </option>
            ))}
          </FilterSelect>
        </div>
        <div>
          <FieldLabel htmlFor={`${id}-sort`}>{t('catalog.sortBy')}</FieldLabel>
          <FilterSelect id={`${id}-sort`} name="sort" value={draft.sort} onChange={onSelect}>
            {SORT_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {sortLabel(o)}
              </option>
            ))}
          </FilterSelect>
        </div>
        <div className="col-span-2 md:col-span-1">
          <FieldLabel htmlFor={`${id}-brand`}>{t('catalog.brand')}</FieldLabel>
          <FilterSelect id={`${id}-brand`} name="brand" value={brandValue} onChange={onSelect}>
            <option value="all">{t('catalog.allBrands')}</option>
            {brandOptions.map((b) => (
              <option key={b} value={b}>
                {withCount(b, brandCount.get(b.toLowerCase()))}
              </option>
            ))}
          </FilterSelect>
        </div>
        <div>
          <FieldLabel htmlFor={`${id}-min`}>{t('catalog.minPrice')}</FieldLabel>
          <Input
            id={`${id}-min`}
            name="minPrice"
            type="number"
            inputMode="numeric"
            min={0}
            step="any"
            placeholder={t('catalog.noMin')}
            value={draft.minPrice}
            onChange={onPrice}
          />
        </div>
        <div>
          <FieldLabel htmlFor={`${id}-max`}>{t('catalog.maxPrice')}</FieldLabel>
          <Input
            id={`${id}-max`}
            name="maxPrice"
            type="number"
            inputMode="numeric"
            min={0}
            step="any"
            placeholder={t('catalog.noMax')}
            value={draft.maxPrice}
            onChange={onPrice}
          />
        </div>
        {/* The spec filters are links below; a submit without JavaScript keeps them. */}
        {draft.spec ? <input type="hidden" name="spec" value={draft.spec} /> : null}
        <div className="col-span-2 flex gap-2 md:col-span-1">
          <Button type="submit" className="flex-1 md:flex-none">
            {t('catalog.apply')}
          </Button>
          {active ? (
            <Link
              to={action}
              preventScrollReset
              className={buttonVariants({ variant: 'ghost', className: 'flex-1 text-slate-700 md:flex-none' })}
            >
              {t('catalog.resetFilters')}
            </Link>
          ) : null}
        </div>
      </form>
      {facets?.specs?.length ? (
        <div className="border-t border-slate-100 p-4">
          <SpecLinks facets={facets} pathname={action} search={location.search} />
        </div>
      ) : null}
    </details>
  );
}
