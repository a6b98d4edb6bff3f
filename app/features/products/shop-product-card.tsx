import { cartItemFor } from '#core/cart/cart';
import type { ProductSummary } from '#core/catalog/product';
import { cartActions } from '~/features/cart/use-cart';
import { favoriteActions, useIsFavorite } from '~/features/favorites/use-favorites';
import { ProductCard } from './product-card';

// ProductCard knows nothing of the cart or favourites stores: this is where the shop wires them in.
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
