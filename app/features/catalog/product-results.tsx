import type { ProductSummary } from '#core/catalog/product';
import { ProductGrid } from '~/features/products/product-grid';
import { ShopProductCard } from '~/features/products/shop-product-card';
import { useT } from '~/lib/i18n/i18n';
import { cn } from '~/lib/utils';

/** Cards in the first row (4 columns on a wide screen, 2 rows of 2 on a phone) load at once. */
export const ABOVE_FOLD_CARDS = 4;

/** The product grid of a listing page; dimmed while the next filter state loads. */
export function ProductResults({
  products,
  pending,
  heading,
}: {
  products: ProductSummary[];
  pending: boolean;
  /** A hidden h2, so the page's headings go h1 → h2 → h3 (the card names). */
  heading?: string;
}) {
  const t = useT();
  return (
    <div aria-busy={pending || undefined} className={cn('transition-opacity duration-200', pending && 'opacity-60')}>
      <h2 className="sr-only">{heading ?? t('catalog.products')}</h2>
      <ProductGrid>
        {products.map((p, i) => (
          <li key={p.id}>
            <ShopProductCard product={p} aboveFold={i < ABOVE_FOLD_CARDS} />
          </li>
        ))}
      </ProductGrid>
    </div>
  );
}
