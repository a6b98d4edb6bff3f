import { Suspense } from 'react';
import { Await } from 'react-router';
import type { ProductSummary } from '#core/catalog/product';
import { ProductGrid, ProductGridSkeleton } from '~/features/products/product-grid';
import { ShopProductCard } from '~/features/products/shop-product-card';
import { useT } from '~/lib/i18n/i18n';

/** Spec section 9: at most 4 similar items, with 4 skeletons while loading. */
export const SIMILAR_COUNT = 4;
// Two columns on a phone: four full-width cards were ~2,000 px of scrolling (19.8).
const GRID = 'grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-4';

/**
 * Same-category products, streamed after the main content (the loader returns a promise). While
 * they load: 4 skeleton cards. On an error or with none left: nothing at all.
 */
export function SimilarItems({ products }: { products: Promise<ProductSummary[]> | ProductSummary[] }) {
  return (
    <Suspense fallback={<SimilarSection loading />}>
      <Await resolve={products} errorElement={null}>
        {(list) => <SimilarSection products={list} />}
      </Await>
    </Suspense>
  );
}

export function SimilarSection({ products = [], loading = false }: { products?: ProductSummary[]; loading?: boolean }) {
  const shown = products.slice(0, SIMILAR_COUNT);
  const t = useT();
  if (!loading && shown.length === 0) return null;
  return (
    <section aria-labelledby="similar-items" className="mt-12 sm:mt-16">
      <h2 id="similar-items" className="mb-5 text-xl font-bold tracking-tight text-slate-900 sm:text-2xl">
        {t('product.similar')}
      </h2>
      {loading ? (
        <ProductGridSkeleton count={SIMILAR_COUNT} className={GRID} />
      ) : (
        <ProductGrid className={GRID}>
          {shown.map((p) => (
            <li key={p.id}>
              <ShopProductCard product={p} />
            </li>
          ))}
        </ProductGrid>
      )}
    </section>
  );
}
