import { cartItemFor } from '#core/cart/cart';
import { Heart, ShoppingCart } from 'lucide-react';
import { useRef, useState } from 'react';
import type { Product, ProductSummary } from '#core/catalog/product';
import { stockLevel } from '#core/catalog/stock';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { cartActions } from '~/features/cart/use-cart';
import { favoriteActions, useIsFavorite } from '~/features/favorites/use-favorites';
import { useT } from '~/lib/i18n/i18n';
import { useRootData } from '~/lib/root-data';
import { cn } from '~/lib/utils';
import { AlertLine } from './alert-line';
import { QuantityControl } from './quantity-control';
import { StickyBuyBar } from './sticky-buy-bar';

type Buyable = Pick<
  Product,
  'id' | 'name' | 'price' | 'image' | 'category' | 'brand' | 'countInStock' | 'rating' | 'numReviews'
> &
  Pick<Partial<Product>, 'warrantyMonths'>;

/** Favourites keep the card's fields only (the page's object also holds the description and reviews). */
function summaryOf(p: Buyable): ProductSummary {
  const { id, name, price, image, category, brand, countInStock, rating, numReviews } = p;
  return { id, name, price, image, category, brand, countInStock, rating, numReviews };
}

/** Availability, quantity, Add to Cart and the favourite toggle of the product page. */
export function PurchasePanel({ product }: { product: Buyable }) {
  const [quantity, setQuantity] = useState(1);
  const favorite = useIsFavorite(product.id);
  const level = stockLevel(product.countInStock);
  const out = level === 'out-of-stock';
  const actions = useRef<HTMLDivElement>(null);
  const t = useT();
  const { settings } = useRootData();

  function addToCart() {
    cartActions.add(cartItemFor(product, quantity));
  }

  return (
    <div className="flex flex-col gap-4">
      <p className="flex flex-wrap items-center gap-2 text-sm">
        <span className="font-semibold text-slate-900">{t('product.availability')}</span>
        <span
          className={cn('font-medium', out ? 'text-danger' : level === 'low-stock' ? 'text-warning' : 'text-success')}
          data-testid="availability"
        >
          {out ? t('product.outOfStock') : t('product.inStock', { count: product.countInStock })}
        </span>
        {level === 'low-stock' ? <Badge variant="warning">{t('product.lowStock')}</Badge> : null}
      </p>
      {/* Issue 30 and issue 32 item 21: the warranty terms and the return window, before the shopper buys. */}
      <p className="flex flex-wrap gap-x-2 text-sm text-slate-700" data-testid="warranty-terms">
        <span className="font-medium text-slate-900">
          {product.warrantyMonths ? t('warranty.months', { months: product.warrantyMonths }) : t('warranty.none')}
        </span>
        <span>· {t('warranty.returnWindow', { days: settings.returnWindowDays ?? 7 })}</span>
      </p>

      <StickyBuyBar anchor={actions} price={product.price} out={out} onAdd={addToCart} />
      <div ref={actions} className="flex items-center gap-2 sm:gap-3">
        <QuantityControl value={quantity} max={product.countInStock} onChange={setQuantity} />
        {/* The label may wrap: beside the quantity and the heart at 360 px, 'Weka Kikapuni' was clipped (issue 32). */}
        <Button
          size="lg"
          className="h-auto min-h-11 min-w-0 flex-1 px-3 py-1.5 leading-tight whitespace-normal sm:flex-none sm:px-6"
          disabled={out}
          onClick={addToCart}
        >
          <ShoppingCart aria-hidden="true" />
          {t(out ? 'product.outOfStock' : 'product.addToCart')}
        </Button>
        <Button
          variant="outline"
          size="icon"
          className="size-11"
          aria-pressed={favorite}
          aria-label={t('product.favourite', { name: product.name })}
          onClick={() => favoriteActions.toggle(summaryOf(product))}
        >
          <Heart
            className={cn('size-5!', favorite && 'text-rose-600')}
            fill={favorite ? 'currentColor' : 'none'}
            aria-hidden="true"
          />
        </Button>
      </div>
      <AlertLine productId={product.id} out={out} />
    </div>
  );
}
