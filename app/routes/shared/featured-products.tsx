import type { ProductSummary } from '#core/catalog/product';
import { ProductGrid, ProductGridSkeleton } from '~/features/products/product-grid';
import { ShopProductCard } from '~/features/products/shop-product-card';
import { useT } from '~/lib/i18n/i18n';

/** Spec section 9: the home page features 8 products, with 8 skeletons while loading. */
export const FEATURED_COUNT = 8;

export function FeaturedProducts({ products, loading }: { products: ProductSummary[]; loading: boolean }) {
  if (loading) return <ProductGridSkeleton count={FEATURED_COUNT} />;
  if (products.length === 0) {
    return <NoFeatured />;
  }
  return (
    <ProductGrid>
      {products.slice(0, FEATURED_COUNT).map((p) => (
        <li key={p.id}>
          <ShopProductCard product={p} />
        </li>
      ))}
    </ProductGrid>
  );
}

function NoFeatured() {
  const t = useT();
  return (
    <p className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">
      {t('home.noFeatured')}
    </p>
  );
}
