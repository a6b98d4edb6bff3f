import { Search as SearchIcon, SearchX } from 'lucide-react';
import { useId, useState, type ChangeEvent } from 'react';
import { Form, Link, redirect, useLocation, useNavigate, useNavigation } from 'react-router';
import type { Route } from './+types/search';
import type { ProductList } from '~/load-context';
import { EmptyState } from '~/components/empty-state';
import { Button, buttonVariants } from '~/components/ui/button';
import { Input } from '~/components/ui/input';
import { CategoryTabs } from '~/features/catalog/category-tabs';
import { FieldLabel, FilterSelect } from '~/features/catalog/filter-select';
import { FacetLinks } from '~/features/catalog/facet-links';
import { SEARCH_SORT_OPTIONS, searchCountText, searchWithPage, type SearchSort } from '~/features/catalog/filters';
import { parseListing } from '~/features/catalog/listing-query.server';
import { Pagination } from '~/features/catalog/pagination';
import { RefinePanel } from '~/features/catalog/refine-panel';
import { SpecLinks } from '~/features/catalog/spec-links';
import { ProductResults } from '~/features/catalog/product-results';
import { labelOf, tFrom, useT, type Translate } from '~/lib/i18n/i18n';
import { pageMeta } from '~/lib/meta';
import { absoluteUrl, canonicalLink } from '~/lib/seo';
// Registers the service worker after load (issue 18, decision 044): catalogue pages only, not the shell.
import '~/lib/after-load';

/** The API's keyword limit; a longer pasted text is cut rather than refused. */
const MAX_QUERY = 200;

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const q = (url.searchParams.get('q') ?? '').trim().slice(0, MAX_QUERY).trim();
  const { query, filters } = parseListing(url.searchParams, {
    keyword: q,
    searchSortsOnly: true,
    keys: ['sort', 'page', 'brand', 'stock', 'minPrice', 'maxPrice', 'spec'],
  });
  // Relevance first, and the default (issue 19, decision 025): the select says so.
  const sort = (url.searchParams.get('sort') ? filters.sort : 'relevance') as SearchSort;
  // 'Search instead for ryzn': the words as typed, no spelling correction.
  const exact = url.searchParams.get('exact') === '1';
  const canonical = absoluteUrl(context.publicUrl, q ? `/search?q=${encodeURIComponent(q)}` : '/search');
  // Spec section 2: with no q the list is empty.
  if (!q)
    return {
      q,
      sort,
      exact,
      list: { products: [], page: 1, pages: 1, total: 0 } as ProductList,
      facets: null,
      canonical,
    };

  const listQuery = { ...query, sort, exact };
  const [list, facets] = await Promise.all([context.catalog.list(listQuery), context.catalog.facets(listQuery)]);
  if (list.total > 0 && query.pageNumber > list.pages) {
    throw redirect(`${url.pathname}${searchWithPage(url.search, list.pages)}`);
  }
  return { q, sort, exact, list, facets, canonical };
}

function heading(q: string, t: Translate) {
  return q ? t('searchPage.resultsFor', { q }) : t('searchPage.title');
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const q = loaderData?.q ?? '';
  const t = tFrom(matches);
  const description = q
    ? t('searchPage.descriptionFor', { total: loaderData?.list.total ?? 0, q })
    : t('searchPage.description');
  return [
    ...pageMeta(matches, heading(q, t), description),
    ...(loaderData ? [canonicalLink(loaderData.canonical)] : []),
  ];
};

export default function Search({ loaderData }: Route.ComponentProps) {
  const { q, sort, list, facets } = loaderData;
  const navigation = useNavigation();
  const location = useLocation();
  const pending = navigation.state === 'loading' && navigation.location.pathname === '/search';
  const t = useT();

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:py-10">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight break-words text-slate-900 sm:text-3xl">{heading(q, t)}</h1>
          {q ? (
            <p aria-live="polite" className="mt-1 text-sm text-slate-600" data-testid="result-count">
              {pending ? t('catalog.loading') : searchCountText(list.total, t)}
            </p>
          ) : null}
          {list.correctedKeyword ? <DidYouMean q={q} corrected={list.correctedKeyword} /> : null}
        </div>
        {q && list.total > 0 ? <SortForm key={`${q}|${sort}`} q={q} sort={sort} /> : null}
      </div>
      {facets &&
      (list.total > 0 || location.search.includes('Price=') || /[?&](brand|stock|spec)=/.test(location.search)) ? (
        <RefinePanel>
          <SpecLinks facets={facets} pathname="/search" search={location.search} />
          <FacetLinks
            facets={facets}
            pathname="/search"
            search={location.search}
            groups={['brand', 'stock', 'price']}
          />
        </RefinePanel>
      ) : null}

      <div className="mt-6">
        {!q ? (
          <div className="flex max-w-3xl flex-col gap-6">
            <Form method="get" action="/search" role="search" className="flex gap-2">
              <label htmlFor="search-page-q" className="sr-only">
                {t('searchPage.label')}
              </label>
              <Input
                id="search-page-q"
                type="search"
                name="q"
                required
                pattern=".*\S.*"
                placeholder={t('searchPage.placeholder')}
                enterKeyHint="search"
                className="h-12"
              />
              <Button type="submit" size="lg">
                <SearchIcon aria-hidden="true" />
                {t('searchPage.submit')}
              </Button>
            </Form>
            <div>
              <h2 className="mb-3 text-sm font-semibold text-slate-700">{t('searchPage.browseCategory')}</h2>
              <CategoryTabs active="" />
            </div>
          </div>
        ) : list.products.length === 0 ? (
          <EmptyState icon={SearchX} title={t('searchPage.noMatch', { q })} text={t('searchPage.noMatchText')}>
            <Link to="/category/all" className={buttonVariants({ size: 'lg' })}>
              {t('searchPage.browseAll')}
            </Link>
          </EmptyState>
        ) : (
          <ProductResults products={list.products} pending={pending} heading={t('searchPage.results')} />
        )}
      </div>

      <Pagination page={list.page} pages={list.pages} pathname="/search" search={location.search} />
    </div>
  );
}

/** Issue 16: a corrected query says so, and offers the words as typed. */
function DidYouMean({ q, corrected }: { q: string; corrected: string }) {
  const t = useT();
  return (
    <p className="mt-1 text-sm text-slate-700" data-testid="did-you-mean">
      {t('searchPage.showingFor')} <em className="font-semibold">{corrected}</em>; {t('searchPage.insteadFor')}{' '}
      <Link to={`/search?q=${encodeURIComponent(q)}&exact=1`} className="font-semibold text-brand-700 underline">
        <em>{q}</em>
      </Link>
    </p>
  );
}

/** The sort select of the search page: a GET form, so it works without JavaScript too. */
function SortForm({ q, sort }: { q: string; sort: SearchSort }) {
  const id = useId();
  const navigate = useNavigate();
  const location = useLocation();
  const [value, setValue] = useState<string>(sort);
  const t = useT();

  function onChange(event: ChangeEvent<HTMLSelectElement>) {
    setValue(event.target.value);
    // Filters and the exact spelling stay; the page starts again at 1.
    const params = new URLSearchParams(location.search);
    params.delete('page');
    if (event.target.value !== 'relevance') params.set('sort', event.target.value);
    else params.delete('sort');
    navigate({ pathname: '/search', search: `?${params}` }, { preventScrollReset: true });
  }

  return (
    <form method="get" action="/search" className="flex items-end gap-2" aria-label={t('searchPage.sortResults')}>
      <input type="hidden" name="q" value={q} />
      <div className="w-56">
        <FieldLabel htmlFor={`${id}-sort`}>{t('catalog.sortBy')}</FieldLabel>
        <FilterSelect id={`${id}-sort`} name="sort" value={value} onChange={onChange}>
          {SEARCH_SORT_OPTIONS.map((o) => (
            <option key={o.value} value={o.value}>
              {labelOf(t, `option.sort.${o.value}`, o.label)}
            </option>
          ))}
        </FilterSelect>
      </div>
      {/* Without JavaScript a change needs a submit; with it, the change applies at once. */}
      <noscript>
        <Button type="submit" variant="outline">
          {t('searchPage.sort')}
        </Button>
      </noscript>
    </form>
  );
}
