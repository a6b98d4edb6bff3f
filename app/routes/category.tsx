import { PackageSearch } from 'lucide-react';
import { data, Link, redirect, useLocation, useNavigation } from 'react-router';
import { categoryName } from '#core/catalog/categories';
import { normalizeCategory } from '#core/catalog/category-match';
import type { Route } from './+types/category';
import { EmptyState } from '~/components/empty-state';
import { Alert } from '~/components/ui/alert';
import { buttonVariants } from '~/components/ui/button';
import { CategoryTabs } from '~/features/catalog/category-tabs';
import { FilterPanel } from '~/features/catalog/filter-panel';
import { resultCountText, searchWithPage } from '~/features/catalog/filters';
import { JsonLd } from '~/features/catalog/json-ld';
import { parseListing } from '~/features/catalog/listing-query.server';
import { Pagination } from '~/features/catalog/pagination';
import { ProductResults } from '~/features/catalog/product-results';
import { categoryLabel, tFrom, useT } from '~/lib/i18n/i18n';
import { pageMeta, storeNameFrom } from '~/lib/meta';
import { ogImageFields } from '~/lib/og-image';
import { absoluteUrl, breadcrumbJsonLd, canonicalLink, socialMeta } from '~/lib/seo';
// Registers the service worker after load (issue 18, decision 044): catalogue pages only, not the shell.
import '~/lib/after-load';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  // Spec section 2: a product parameter on a category link opens that product's details.
  const productId = url.searchParams.get('product')?.trim();
  if (productId) throw redirect(`/product/${encodeURIComponent(productId)}`);

  const id = normalizeCategory(params.category);
  if (!id) throw data(null, { status: 404 });

  const { query, filters, ignored } = parseListing(url.searchParams, { category: id });
  // The brand filter lists every brand of the category (one DISTINCT query), not only this page's.
  const [list, brands, facets] = await Promise.all([
    context.catalog.list(query),
    context.catalog.brands(id),
    context.catalog.facets(query),
  ]);
  const firstImage = list.products[0]?.image;
  const jpeg = firstImage ? await context.catalog.ogImage(firstImage) : undefined;
  // Past the last page (an old link after products were removed): go to the last one.
  if (list.total > 0 && query.pageNumber > list.pages) {
    throw redirect(`${url.pathname}${searchWithPage(url.search, list.pages)}`);
  }

  const path = `/category/${id}`;
  const origin = context.publicUrl;
  const pageUrl = (page: number) => absoluteUrl(origin, `${path}${searchWithPage(url.search, page)}`);
  return {
    category: { id, name: categoryName(id) },
    list,
    brands,
    facets,
    filters,
    ignored,
    seo: {
      // Filters are views of the same listing: only the page number makes a different document.
      canonical: absoluteUrl(origin, query.pageNumber > 1 ? `${path}?page=${query.pageNumber}` : path),
      categoryUrl: absoluteUrl(origin, path),
      home: absoluteUrl(origin, '/'),
      prev: query.pageNumber > 1 ? pageUrl(query.pageNumber - 1) : null,
      next: query.pageNumber < list.pages ? pageUrl(query.pageNumber + 1) : null,
      image: ogImageFields(origin, firstImage, jpeg),
    },
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const t = tFrom(matches);
  if (!loaderData) return pageMeta(matches, t('catalog.metaTitle'), t('catalog.metaDescription'));
  const { category, list, brands, seo } = loaderData;
  const store = storeNameFrom(matches);
  const name = categoryLabel(t, category.id, category.name);
  const what = category.id === 'all' ? t('catalog.allWhat') : name.toLowerCase();
  const brandText = brands.length
    ? t('catalog.fromBrands', { brands: brands.slice(0, 4).join(', ') }) +
      (brands.length > 4 ? t('catalog.andMore') : '')
    : '';
  const description = t('catalog.description', { what, total: list.total, brands: brandText });
  const title = list.page > 1 ? t('catalog.page', { title: name, page: list.page }) : name;
  return [
    ...pageMeta(matches, title, description),
    canonicalLink(seo.canonical),
    ...(seo.prev ? [{ tagName: 'link', rel: 'prev', href: seo.prev } as const] : []),
    ...(seo.next ? [{ tagName: 'link', rel: 'next', href: seo.next } as const] : []),
    ...socialMeta({
      title: `${title} | ${store}`,
      description,
      url: seo.canonical,
      siteName: store,
      ...seo.image,
    }),
  ];
};

export default function Category({ loaderData }: Route.ComponentProps) {
  const { category, list, brands, facets, filters, ignored, seo } = loaderData;
  const navigation = useNavigation();
  const location = useLocation();
  const pending = navigation.state === 'loading' && navigation.location.pathname.startsWith('/category/');
  const path = `/category/${category.id}`;
  const t = useT();
  const name = categoryLabel(t, category.id, category.name);
  const crumbs = [{ name: t('nav.home'), url: seo.home }];
  if (category.id !== 'all') crumbs.push({ name: t('category.all'), url: absoluteUrl(seo.home, '/category/all') });
  crumbs.push({ name, url: seo.categoryUrl });

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:py-10">
      <JsonLd data={breadcrumbJsonLd(crumbs)} />
      <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-1">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{name}</h1>
        <p aria-live="polite" className="text-sm text-slate-600" data-testid="result-count">
          {pending ? t('catalog.loading') : resultCountText(list.total, t)}
        </p>
      </div>

      <div className="mt-5 flex flex-col gap-4">
        <CategoryTabs active={category.id} />
        <FilterPanel key={category.id} filters={filters} brands={brands} facets={facets} action={path} />
        {ignored.length ? (
          <Alert tone="warning" size="sm">
            {t('catalog.badFilters', { list: ignored.join(', ') })}
          </Alert>
        ) : null}
      </div>

      <div className="mt-6">
        {list.products.length === 0 ? (
          <EmptyState icon={PackageSearch} title={t('catalog.noProducts')} text={t('catalog.noProductsText')}>
            <Link to={path} className={buttonVariants({ size: 'lg' })}>
              {t('catalog.resetFilters')}
            </Link>
          </EmptyState>
        ) : (
          <ProductResults products={list.products} pending={pending} />
        )}
      </div>

      <Pagination page={list.page} pages={list.pages} pathname={path} search={location.search} />
    </div>
  );
}
