import type { ProductSummary } from '#core/catalog/product';
import { stockLevel } from '#core/catalog/stock';
import { Badge } from '~/components/ui/badge';
import { useT } from '~/lib/i18n/i18n';
import { cn } from '~/lib/utils';
import { ProductImage } from './product-image';

// On a phone a card is half the screen less the gutters (the image box of a 412 px screen is 182 px):
// saying so lets a 1.75× screen take the 320 file, half the bytes of the 640 one (decision 046).
export const PRODUCT_CARD_SIZES =
  '(min-width: 1280px) 300px, (min-width: 1024px) 25vw, (min-width: 768px) 33vw, calc(50vw - 1.5rem)';

export interface CardImageProps {
  product: Pick<ProductSummary, 'image' | 'countInStock'>;
  /** The image's text: the product's name, or '' where the name beside it says it already. */
  alt: string;
  /** The first cards of a listing page: load their images at once. */
  aboveFold?: boolean;
  className?: string;
}

/**
 * A product card's image and, when stock is low or out, its badge at the top left (the product grid and
 * the favourites). Put it in a `relative` box; the heart button goes at the top right beside it.
 */
export function CardImage({ product, alt, aboveFold, className }: CardImageProps) {
  const level = stockLevel(product.countInStock);
  const t = useT();
  return (
    <>
      <ProductImage
        src={product.image}
        alt={alt}
        sizes={PRODUCT_CARD_SIZES}
        priority={aboveFold}
        className={cn('size-full p-3', className)}
      />
      {/* Left of the heart, wrapping rather than under it ('Zimebaki Chache' at 360 px, issue 32 item 16). */}
      {level !== 'in-stock' ? (
        <Badge
          variant={level === 'out-of-stock' ? 'destructive' : 'warning'}
          className="absolute top-2 left-2 max-w-[calc(100%-3.75rem)] leading-tight whitespace-normal"
          data-testid="stock-badge"
        >
          {t(level === 'out-of-stock' ? 'product.outOfStock' : 'product.lowStock')}
        </Badge>
      ) : null}
    </>
  );
}
