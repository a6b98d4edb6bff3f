import { SPARK_HEIGHT, SPARK_WIDTH, type PriceHistorySummary } from '#core/catalog/price-history';
import { formatDate } from '#core/format/dates';
import { formatKES } from '#core/pricing/money';
import { useT } from '~/lib/i18n/i18n';

/**
 * The 90-day price history (issue 31, decision 070): a step line whose path the loader drew, and the
 * same facts in words for screen readers and for everyone (lowest and highest, then each change).
 * No chart library: an inline SVG of one path.
 */
export function PriceHistoryBox({ summary }: { summary: PriceHistorySummary }) {
  const t = useT();
  const { lowest, highest, changes, path } = summary;
  const words =
    lowest === highest
      ? t('product.priceSteady', { price: formatKES(lowest) })
      : t('product.priceRange', { low: formatKES(lowest), high: formatKES(highest) });
  return (
    <section aria-labelledby="price-history" className="rounded-xl border border-slate-200 bg-white p-4 text-sm">
      <h2 id="price-history" className="font-semibold text-slate-900">
        {t('product.priceHistory')}
      </h2>
      <svg
        viewBox={`0 0 ${SPARK_WIDTH} ${SPARK_HEIGHT}`}
        className="mt-2 h-10 w-full max-w-60 text-brand-600"
        preserveAspectRatio="none"
        aria-hidden="true"
      >
        <path d={path} fill="none" stroke="currentColor" strokeWidth="2" vectorEffect="non-scaling-stroke" />
      </svg>
      <p className="mt-2 text-slate-700" data-testid="price-history-text">
        {words}
      </p>
      {changes.length ? (
        <details className="mt-2 text-slate-600">
          <summary className="cursor-pointer">{t('product.priceChanges')}</summary>
          <ul className="mt-1 grid gap-0.5">
            {changes.slice(0, 10).map((c) => (
              <li key={c.at}>
                {formatDate(c.at)}: {formatKES(c.price)}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </section>
  );
}
