import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { categoryName } from '#core/catalog/categories';
import { formatKES } from '#core/pricing/money';
import type { ProductSummary } from '#core/catalog/product';
import { PriceNote } from '~/components/price-note';
import { ProductImage } from '~/features/products/product-image';

/** A gaming PC if one is featured, else the first featured product: what the hero's right half sells. */
export function heroPick(featured: ProductSummary[]): ProductSummary | undefined {
  return (
    featured.find((p) => p.category === 'gaming-pc' && p.countInStock > 0) ?? featured.find((p) => p.countInStock > 0)
  );
}

/**
 * The hero's right half on desktop (19.6): a featured product with its generated art, name and price,
 * instead of an empty dark band. Hidden below lg, where the heading is the page's first paint.
 */
export function HeroPick({ product }: { product: ProductSummary }) {
  return (
    <Link
      to={`/product/${product.id}`}
      className="group hidden flex-col rounded-2xl bg-white/5 p-5 ring-1 ring-white/15 transition hover:bg-white/10 lg:flex"
    >
      <span className="text-xs font-medium tracking-wide text-cyan-200 uppercase">
        Featured · {categoryName(product.category)}
      </span>
      <div className="mt-3 aspect-[4/3] overflow-hidden rounded-xl bg-white">
        <ProductImage
          src={product.image}
          alt=""
          sizes="(min-width: 1024px) 28rem, 0px"
          className="size-full p-4 transition-transform duration-300 group-hover:scale-[1.03]"
        />
      </div>
      <span className="mt-4 text-lg leading-snug font-semibold text-white">{product.name}</span>
      <span className="mt-2 flex items-baseline gap-2">
        <span className="text-2xl font-extrabold">{formatKES(product.price)}</span>
        <PriceNote className="text-sm text-slate-300" />
      </span>
      <span className="mt-3 inline-flex items-center gap-1 text-sm font-semibold text-cyan-200 group-hover:underline">
        See the details <ArrowRight className="size-4" aria-hidden="true" />
      </span>
    </Link>
  );
}
