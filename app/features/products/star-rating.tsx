import type { CSSProperties } from 'react';
import { useT } from '~/lib/i18n/i18n';
import { cn } from '~/lib/utils';

/**
 * 0–5 stars with partial fill, and the number of reviews. One element painted by a CSS mask
 * (see .star-rating in app.css): ten inline SVG stars per card made the home page HTML 60 KB larger.
 */
export function StarRating({ rating, count, className }: { rating: number; count: number; className?: string }) {
  const value = Math.min(5, Math.max(0, Number(rating) || 0));
  const t = useT();
  return (
    <div className={cn('flex items-center gap-1.5', className)}>
      <span
        role="img"
        aria-label={t('product.rated', { value: value.toFixed(1) })}
        className="star-rating"
        style={{ '--rating': `${value * 20}%` } as CSSProperties}
      />
      <span className="text-xs text-slate-600">
        ({count}
        <span className="sr-only"> {t(count === 1 ? 'product.review' : 'product.reviews')}</span>)
      </span>
    </div>
  );
}
