import { Heart, ShoppingCart, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { PriceNote } from '~/components/price-note';
import { categoryName } from '#core/catalog/categories';
import { formatKES } from '#core/pricing/money';
import type { ProductSummary } from '#core/catalog/product';
import { stockLevel } from '#core/catalog/stock';
import { Button, buttonVariants } from '~/components/ui/button';
import { CardImage } from '~/features/products/card-image';
import { StarRating } from '~/features/products/star-rating';
import { categoryLabel, useT } from '~/lib/i18n/i18n';

interface FavoriteCardProps {
  product: ProductSummary;
  onAddToCart: (product: ProductSummary) => void;
  onRemove: (product: ProductSummary) => void;
  aboveFold?: boolean;
}

/** A saved product on the favourites page (spec section 2): remove, Add to Cart and Details. */
export function FavoriteCard({ product, onAddToCart, onRemove, aboveFold }: FavoriteCardProps) {
  const href = `/product/${product.id}`;
  const level = stockLevel(product.countInStock);
  const t = useT();
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      <Link to={href} tabIndex={-1} aria-hidden="true" className="relative block aspect-square bg-white">
        <CardImage product={product} alt="" aboveFold={aboveFold} />
      </Link>
      <button
        type="button"
        aria-pressed="true"
        aria-label={t('product.favourite', { name: product.name })}
        onClick={() => onRemove(product)}
        className="absolute top-2 right-2 inline-flex size-9 items-center justify-center rounded-full bg-white/90 text-rose-600 shadow ring-1 ring-slate-200 transition hover:text-rose-700"
      >
        <Heart className="size-[18px]" fill="currentColor" aria-hidden="true" />
      </button>

      <div className="flex flex-1 flex-col gap-1.5 border-t border-slate-100 p-3 sm:p-4">
        <p className="text-xs font-medium tracking-wide text-brand-700 uppercase">
          {categoryLabel(t, product.category, categoryName(product.category))}
        </p>
        <h3 className="line-clamp-2 text-sm leading-snug font-semibold text-slate-900 sm:text-base">
          <Link to={href} className="hover:underline">
            {product.name}
          </Link>
        </h3>
        <StarRating rating={product.rating} count={product.numReviews} />
        <p className="mt-auto pt-1">
          <span className="text-base font-bold text-slate-900 sm:text-lg">{formatKES(product.price)}</span>{' '}
          <PriceNote className="text-xs text-slate-600" />
        </p>
        <div className="flex flex-col gap-2 pt-1">
          <Button size="sm" className="px-2" disabled={level === 'out-of-stock'} onClick={() => onAddToCart(product)}>
            <ShoppingCart aria-hidden="true" />
            {t('product.addToCart')}
          </Button>
          <div className="flex gap-2">
            <Link
              to={href}
              className={buttonVariants({ variant: 'outline', size: 'sm', className: 'min-w-0 flex-1 px-2' })}
            >
              {t('favourites.details')}
              <span className="sr-only">{t('favourites.detailsOf', { name: product.name })}</span>
            </Link>
            <Button
              variant="ghost"
              size="sm"
              aria-label={t('favourites.removeName', { name: product.name })}
              title={t('favourites.removeTitle')}
              className="px-2.5 text-danger hover:bg-danger-soft"
              onClick={() => onRemove(product)}
            >
              <Trash2 aria-hidden="true" />
              <span className="hidden sm:inline">{t('favourites.remove')}</span>
            </Button>
          </div>
        </div>
      </div>
    </article>
  );
}
