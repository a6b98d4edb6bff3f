import type { CSSProperties } from 'react';
import type { Review } from '#core/catalog/product';
import { formatDate } from '#core/format/dates';
import { useT } from '~/lib/i18n/i18n';

/** 1 to 5 filled stars (the same CSS-mask stars as the product card). */
export function ReviewStars({ rating }: { rating: number }) {
  const value = Math.min(5, Math.max(1, Math.round(Number(rating) || 1)));
  const t = useT();
  return (
    <span
      role="img"
      aria-label={t('product.starsLabel', { value })}
      className="star-rating"
      style={{ '--rating': `${value * 20}%` } as CSSProperties}
    />
  );
}

/** The created date in the shop's one date format (19.11: '6 Nov 2026', never the US '11/6/2026'). */
export function ReviewDate({ iso }: { iso: string }) {
  const text = formatDate(iso);
  return text ? <time dateTime={iso}>{text}</time> : null;
}

export function ReviewsList({ reviews }: { reviews: Review[] }) {
  const t = useT();
  if (reviews.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center text-slate-600">
        {t('product.noReviews')}
      </p>
    );
  }
  return (
    <ul className="flex flex-col gap-3">
      {reviews.map((r) => (
        <li key={r._id ?? r.id} className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
          <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
            <div className="flex items-center gap-3">
              <span
                aria-hidden="true"
                className="inline-flex size-9 items-center justify-center rounded-full bg-brand-50 text-sm font-bold text-brand-700"
              >
                {r.name.trim().charAt(0).toUpperCase() || '?'}
              </span>
              <div>
                <p className="font-semibold text-slate-900">{r.name}</p>
                <ReviewStars rating={r.rating} />
              </div>
            </div>
            <p className="text-sm text-slate-500">
              <ReviewDate iso={r.createdAt} />
            </p>
          </div>
          <p className="mt-3 whitespace-pre-line text-slate-700">{r.comment}</p>
        </li>
      ))}
    </ul>
  );
}
