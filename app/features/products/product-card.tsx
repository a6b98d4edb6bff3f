import { Heart, ShoppingCart } from 'lucide-react';
import { useId } from 'react';
import { PriceNote } from '~/components/price-note';
import { Link, useNavigation } from 'react-router';
import { categoryName } from '#core/catalog/categories';
import { formatKES, savingText } from '#core/pricing/money';
import type { ProductSummary } from '#core/catalog/product';
import { stockLevel } from '#core/catalog/stock';
import { Button, buttonVariants } from '~/components/ui/button';
import { categoryLabel, useT } from '~/lib/i18n/i18n';
import { cn } from '~/lib/utils';
import { CardImage } from './card-image';
import { StarRating } from './star-rating';

export interface ProductCardProps {
  product: ProductSummary;
  isFavorite?: boolean;
  onToggleFavorite?: (product: ProductSummary) => void;
  onAddToCart?: (product: ProductSummary) => void;
  /** The first cards of a listing page: load their images at once. */
  aboveFold?: boolean;
  className?: string;
}

/**
 * One product in a grid (spec section 2). The whole card opens the product page: the name is the link and
 * stretches over the card, so its accessible name is the words it shows (voice control: "click <name>";
 * a role=link card named by aria-label after the product hid its other visible words — Lighthouse's
 * label-content-name-mismatch). The buttons and links inside sit above it and keep their own actions.
 */
export function ProductCard({
  product,
  isFavorite = false,
  onToggleFavorite,
  onAddToCart,
  aboveFold,
  className,
}: ProductCardProps) {
  const navigation = useNavigation();
  const href = `/product/${product.id}`;
  const saving = savingText(product.price, product.compareAtPrice);
  const level = stockLevel(product.countInStock);
  const t = useT();
  const headingId = useId();
  // Feedback on a slow connection: this card's product page is on its way.
  const opening = navigation.state === 'loading' && navigation.location?.pathname === href;

  return (
    <article
      aria-labelledby={headingId}
      aria-busy={opening || undefined}
      className={cn(
        'group relative flex h-full cursor-pointer flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-md has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-brand-500',
        className,
      )}
    >
      {opening ? (
        <span aria-hidden="true" className="absolute inset-x-0 top-0 z-10 h-1 animate-pulse bg-brand-600" />
      ) : null}
      <div className="relative aspect-square bg-white">
        <CardImage
          product={product}
          alt={product.name}
          aboveFold={aboveFold}
          className="transition-transform duration-300 group-hover:scale-[1.03]"
        />
        <button
          type="button"
          aria-pressed={isFavorite}
          aria-label={t('product.favourite', { name: product.name })}
          onClick={() => onToggleFavorite?.(product)}
          className="absolute top-2 right-2 z-10 inline-flex size-9 items-center justify-center rounded-full bg-white/90 text-slate-700 shadow ring-1 ring-slate-200 transition hover:text-rose-600"
        >
          <Heart
            className={cn('size-[18px]', isFavorite && 'text-rose-600')}
            fill={isFavorite ? 'currentColor' : 'none'}
            aria-hidden="true"
          />
        </button>
      </div>

      <div className="flex flex-1 flex-col gap-1.5 border-t border-slate-100 p-3 sm:p-4">
        <p className="text-xs font-medium tracking-wide text-brand-700 uppercase">
          {categoryLabel(t, product.category, categoryName(product.category))}
        </p>
        {/* The whole name: a clamp at two lines hid the model ('…4090 OC') on phones (19.8). */}
        <h3 id={headingId} className="text-sm leading-snug font-semibold break-words text-slate-900 sm:text-base">
          {/* after: covers the card, so a tap anywhere but on a button opens the product. */}
          <Link to={href} className="outline-none after:absolute after:inset-0 after:content-['']">
            {product.name}
          </Link>
        </h3>
        <StarRating rating={product.rating} count={product.numReviews} />
        <p className="mt-auto pt-1">
          <span className="text-base font-bold text-slate-900 sm:text-lg">{formatKES(product.price)}</span>{' '}
          <PriceNote className="text-xs text-slate-600" />
        </p>
        {saving ? (
          <p className="flex flex-wrap items-center gap-x-2 text-xs">
            <s className="text-slate-500">{formatKES(product.compareAtPrice)}</s>
            <span className="font-semibold text-success-foreground">
              {t('product.save', { amount: formatKES((product.compareAtPrice ?? 0) - product.price) })}
            </span>
          </p>
        ) : null}
        <div className="relative z-10 flex flex-col gap-2 pt-1 sm:flex-row">
          <Button
            size="sm"
            className="min-w-0 px-2 sm:flex-1"
            disabled={level === 'out-of-stock'}
            onClick={() => onAddToCart?.(product)}
          >
            <ShoppingCart aria-hidden="true" />
            {t('product.addToCart')}
          </Button>
          <Link
            to={href}
            aria-label={`${t('product.view')} ${product.name}`}
            // The whole card is the link: on a phone, Add to Cart stays the one button (19.8).
            className={buttonVariants({ variant: 'outline', size: 'sm', className: 'hidden px-3 sm:inline-flex' })}
          >
            {t('product.view')}
          </Link>
        </div>
      </div>
    </article>
  );
}
