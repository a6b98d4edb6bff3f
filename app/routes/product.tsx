import { Headphones, PackageX, Truck } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { PriceNote, PricePaid } from '~/components/price-note';
import { data, isRouteErrorResponse, Link, useLocation, useNavigation } from 'react-router';
import { categoryName } from '#core/catalog/categories';
import { summarisePriceHistory } from '#core/catalog/price-history';
import { formatKES, savingText } from '#core/pricing/money';
import type { Route } from './+types/product';
import { buttonVariants } from '~/components/ui/button';
import { JsonLd } from '~/features/catalog/json-ld';
import { DeliveryLine } from '~/features/product-page/delivery-line';
import { galleryImages, ImageCarousel } from '~/features/product-page/image-carousel';
import { PRODUCT_MSG } from '~/features/product-page/messages';
import { PriceHistoryBox } from '~/features/product-page/price-history';
import { ProductPageSkeleton } from '~/features/product-page/product-skeleton';
import { PurchasePanel } from '~/features/product-page/purchase-panel';
import { ReviewsList } from '~/features/product-page/reviews-list';
import { SimilarItems } from '~/features/product-page/similar-items';
import { hasSpecifications, SpecificationsTable } from '~/features/product-page/specifications';
import { StarRating } from '~/features/products/star-rating';
import { freeDeliveryOffer } from '~/lib/free-delivery';
import { categoryLabel, MoreStrings, tFrom, useT } from '~/lib/i18n/i18n';
import { languageOf, reviewStrings } from '~/lib/i18n/language.server';
import { storeNameFrom } from '~/lib/meta';
import { useRootData } from '~/lib/root-data';
import { ogImageFields } from '~/lib/og-image';
import { absoluteUrl, breadcrumbJsonLd, canonicalLink, productJsonLd, socialMeta, truncate } from '~/lib/seo';
// Registers the service worker after load (issue 18, decision 044): catalogue pages only, not the shell.
import '~/lib/after-load';

// Below the fold and only for signed-in shoppers: kept out of the first-load JavaScript. The server
// still renders it into the HTML; the browser fetches its code while hydrating.
const WriteReview = lazy(() => import('~/features/reviews/write-review').then((m) => ({ default: m.WriteReview })));

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const id = (params.id ?? '').trim();
  if (!id) throw data({ message: PRODUCT_MSG.idMissing }, { status: 404 });
  const product = await context.catalog.product(id);
  if (!product) throw data({ message: PRODUCT_MSG.notFound }, { status: 404 });

  const origin = context.publicUrl;
  // Not awaited: the page streams first and the similar items follow (spec: hidden on error).
  const similar = product.category
    ? context.catalog.similar(product.id).catch((error: unknown) => {
        console.error('similar items failed', error);
        return [];
      })
    : null;
  // The link-preview JPEG (made on the spot for images stored before there were any).
  const jpeg = product.image ? await context.catalog.ogImage(product.image) : undefined;
  // Drawn here, on the server: the browser gets a finished SVG path and no chart code (decision 070).
  const history = await context.catalog
    .priceHistory(product.id)
    .then((h) => summarisePriceHistory(h, product.price))
    .catch((error: unknown) => {
      console.error('price history failed', error);
      return null;
    });
  return {
    product,
    similar,
    history,
    // The write-review box's words, for the signed-in shoppers who may see it (decision 028).
    strings: context.user ? reviewStrings(languageOf(request)) : undefined,
    seo: {
      origin,
      url: absoluteUrl(origin, `/product/${product.id}`),
      image: ogImageFields(origin, product.image, jpeg),
    },
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const store = storeNameFrom(matches);
  const t = tFrom(matches);
  if (!loaderData) {
    return [
      { title: `${t('product.notFoundTitle')} | ${store}` },
      { name: 'description', content: t('product.notFound') },
      { name: 'robots', content: 'noindex' },
    ];
  }
  const { product, seo } = loaderData;
  const named = product.brand ? t('product.by', { name: product.name, brand: product.brand }) : product.name;
  const lead = `${named}: ${formatKES(product.price)} ${t('product.exVat')}.`;
  const description = truncate(`${lead} ${product.description}`, 160);
  const title = `${product.name} | ${store}`;
  return [
    { title },
    { name: 'description', content: description },
    canonicalLink(seo.url),
    ...socialMeta({
      title: product.name,
      description,
      url: seo.url,
      siteName: store,
      type: 'product',
      ...seo.image,
      imageAlt: product.name,
    }),
    { property: 'product:price:amount', content: product.price.toFixed(2) },
    { property: 'product:price:currency', content: 'KES' },
    { property: 'product:availability', content: product.countInStock > 0 ? 'in stock' : 'out of stock' },
  ];
};

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const { product, similar, seo, history } = loaderData;
  const navigation = useNavigation();
  const location = useLocation();
  const { settings, user } = useRootData();
  const t = useT();
  const nextPath = navigation.location?.pathname;
  // Another product is loading (a similar item was opened): show its shape, not the old one.
  if (navigation.state === 'loading' && nextPath?.startsWith('/product/') && nextPath !== location.pathname) {
    return <ProductPageSkeleton />;
  }

  const images = galleryImages(product.image, product.images);
  const category = product.category
    ? { id: product.category, name: categoryLabel(t, product.category, categoryName(product.category)) }
    : null;
  const home = absoluteUrl(seo.origin, '/');
  const crumbs = [{ name: t('nav.home'), url: home }];
  if (category) crumbs.push({ name: category.name, url: absoluteUrl(seo.origin, `/category/${category.id}`) });
  crumbs.push({ name: product.name, url: seo.url });

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:py-10">
      <JsonLd data={productJsonLd(product, { url: seo.url, origin: seo.origin, storeName: settings.storeName })} />
      <JsonLd data={breadcrumbJsonLd(crumbs)} />

      <nav aria-label={t('product.breadcrumb')} className="text-sm text-slate-600">
        <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <li>
            <Link to="/" className="hover:text-slate-900 hover:underline">
              {t('nav.home')}
            </Link>
          </li>
          {category ? (
            <li className="flex items-center gap-2">
              <span aria-hidden="true">/</span>
              <Link to={`/category/${category.id}`} className="hover:text-slate-900 hover:underline">
                {category.name}
              </Link>
            </li>
          ) : null}
          <li className="flex min-w-0 items-center gap-2">
            <span aria-hidden="true">/</span>
            <span aria-current="page" className="line-clamp-1 text-slate-900">
              {product.name}
            </span>
          </li>
        </ol>
      </nav>

      <div className="mt-5 grid grid-cols-[minmax(0,1fr)] gap-8 md:grid-cols-2 lg:gap-12">
        <ImageCarousel key={product.id} images={images} alt={product.name} alts={imageAlts(product)} />

        <div className="flex flex-col gap-5">
          <div>
            {/* The label above a title is the category, as on the cards (19.11); the brand is said in words. */}
            {category ? (
              <Link
                to={`/category/${category.id}`}
                className="text-sm font-semibold tracking-wide text-brand-700 uppercase hover:underline"
              >
                {category.name}
              </Link>
            ) : null}
            <h1 className="mt-1 text-2xl leading-tight font-bold tracking-tight text-slate-900 sm:text-3xl">
              {product.name}
            </h1>
            {product.brand ? <p className="mt-1 text-sm text-slate-600">Brand: {product.brand}</p> : null}
            <a href="#reviews" className="mt-2 inline-flex items-center gap-1 rounded hover:underline">
              <StarRating rating={product.rating} count={product.numReviews} />
            </a>
          </div>

          <p className="flex flex-wrap items-baseline gap-x-2">
            <span className="text-3xl font-extrabold tracking-tight text-slate-900">{formatKES(product.price)}</span>
            <PriceNote className="text-sm text-slate-600" />
            <PricePaid amount={product.price} className="w-full text-sm font-medium text-slate-700" />
          </p>
          {savingText(product.price, product.compareAtPrice) ? (
            <p className="-mt-2 flex flex-wrap items-center gap-x-2 text-sm">
              <s className="text-slate-500">{formatKES(product.compareAtPrice)}</s>
              <span className="font-semibold text-success-foreground">
                {t('product.save', { amount: formatKES((product.compareAtPrice ?? 0) - product.price) })}
              </span>
            </p>
          ) : null}

          <PurchasePanel key={product.id} product={product} />

          <ul className="grid gap-2 rounded-xl border border-slate-200 bg-white p-4 text-sm text-slate-700">
            <li className="flex items-center gap-2">
              <Truck className="size-4 shrink-0 text-brand-600" aria-hidden="true" />
              {freeDeliveryOffer(settings.freeDeliveryThreshold, t)}
            </li>
            <li>
              <DeliveryLine price={product.price} />
            </li>
            <li className="flex items-center gap-2">
              <Headphones className="size-4 shrink-0 text-brand-600" aria-hidden="true" />
              {t('product.support')}
            </li>
          </ul>
          {history ? <PriceHistoryBox summary={history} /> : null}
        </div>
      </div>

      <div className="mt-12 grid grid-cols-[minmax(0,1fr)] gap-10 lg:grid-cols-2 lg:gap-12">
        {/* Spec section 2: the Specifications table (only when there are any), then the Product Description. */}
        {hasSpecifications(product.specifications) ? (
          <section aria-labelledby="specifications">
            <h2 id="specifications" className="mb-4 text-xl font-bold tracking-tight text-slate-900">
              {t('product.specifications')}
            </h2>
            <SpecificationsTable specifications={product.specifications} category={product.category} />
          </section>
        ) : null}
        <section aria-labelledby="description">
          <h2 id="description" className="mb-4 text-xl font-bold tracking-tight text-slate-900">
            {t('product.description')}
          </h2>
          <p className="leading-relaxed whitespace-pre-line text-slate-700">
            {product.description.trim() || t('product.noDescription')}
          </p>
        </section>
      </div>

      <section
        id="reviews"
        aria-labelledby="reviews-heading"
        className="mt-12 scroll-mt-[calc(var(--header-height)+1rem)]"
      >
        <h2 id="reviews-heading" className="mb-4 text-xl font-bold tracking-tight text-slate-900">
          {t('product.reviewsHeading')} <span className="font-medium text-slate-500">({product.reviews.length})</span>
        </h2>
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,24rem)]">
          <ReviewsList reviews={product.reviews} />
          <div>
            {/* Guests never see the form (spec section 6), so they never download it either. */}
            {user ? (
              <MoreStrings strings={loaderData.strings}>
                <Suspense fallback={null}>
                  <WriteReview productId={product.id} productName={product.name} />
                </Suspense>
              </MoreStrings>
            ) : null}
          </div>
        </div>
      </section>

      {similar ? <SimilarItems key={product.id} products={similar} /> : null}
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const missing =
    isRouteErrorResponse(error) && (error.data as { message?: string } | null)?.message === PRODUCT_MSG.idMissing;
  if (!isRouteErrorResponse(error)) console.error(error);
  const t = useT();
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <span className="inline-flex size-16 items-center justify-center rounded-full bg-danger-soft text-danger-solid">
        <PackageX className="size-8" aria-hidden="true" />
      </span>
      <h1 className="mt-5 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        {t(missing ? 'product.idMissing' : 'product.notFound')}
      </h1>
      <p className="mt-3 text-slate-600">{t('product.notFoundText')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/category/all" className={buttonVariants({ size: 'lg' })}>
          {t('product.browse')}
        </Link>
        <Link to="/" className={buttonVariants({ variant: 'outline', size: 'lg' })}>
          {t('error.returnHome')}
        </Link>
      </div>
    </section>
  );
}
/** The owner's alt text of each image, by URL ([image, ...images] order on the server). */
function imageAlts(p: { image: string; images: string[]; imageAlts?: string[] }): Record<string, string> {
  const urls = [p.image, ...p.images];
  return Object.fromEntries(urls.map((u, i) => [u, p.imageAlts?.[i]?.trim() ?? '']).filter(([u, a]) => u && a));
}
