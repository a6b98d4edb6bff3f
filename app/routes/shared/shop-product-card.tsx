import { cartItemFor } from '#core/cart';
import type { ProductSummary } from '#core/product';
import { cartActions } from '~/features/cart/use-cart';
import { favoriteActions, useIsFavorite } from '~/features/favorites/use-favorites';
import { ProductCard } from '~/features/products/product-card';

// Routes compose features: the card knows nothing of the cart or favourites stores.
function addToCart(p: ProductSummary) {
  cartActions.add(cartItemFor(p));
}

export function ShopProductCard({ product, aboveFold }: { product: ProductSummary; aboveFold?: boolean }) {
  const favorite = useIsFavorite(product.id);
  return (
    <ProductCard
      product={product}
      aboveFold={aboveFold}
      isFavorite={favorite}
      onToggleFavorite={favoriteActions.toggle}
      onAddToCart={addToCart}
    />
  );
}
