import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { useT } from '~/lib/i18n/i18n';
import { cn } from '~/lib/utils';
import { searchWithPage } from './filters';

/** Page numbers to show: first, last and the current one with its neighbours; 0 marks a gap. */
export function pageWindow(page: number, pages: number): number[] {
  const wanted = new Set([1, pages, page - 1, page, page + 1].filter((p) => p >= 1 && p <= pages));
  const sorted = [...wanted].sort((a, b) => a - b);
  const out: number[] = [];
  for (const p of sorted) {
    const last = out[out.length - 1];
    if (last !== undefined && p - last === 2) out.push(last + 1);
    else if (last !== undefined && p - last > 2) out.push(0);
    out.push(p);
  }
  return out;
}

/** The URL of a page of this listing, filters kept. */
export function pageHref(pathname: string, search: string, page: number): string {
  return `${pathname}${searchWithPage(search, page)}`;
}

const item =
  'inline-flex h-10 min-w-10 items-center justify-center gap-1 rounded-lg px-3 text-sm font-semibold transition-colors';

export function Pagination({
  page,
  pages,
  pathname,
  search,
}: {
  page: number;
  pages: number;
  pathname: string;
  search: string;
}) {
  const t = useT();
  if (pages <= 1) return null;
  const prev = page > 1 ? pageHref(pathname, search, page - 1) : null;
  const next = page < pages ? pageHref(pathname, search, page + 1) : null;
  return (
    <nav aria-label={t('catalog.pagination')} className="mt-10 flex flex-col items-center gap-3">
      <ul className="flex flex-wrap items-center justify-center gap-1.5">
        <li>
          {prev ? (
            <Link
              to={prev}
              rel="prev"
              className={cn(item, 'border border-slate-300 bg-white text-slate-800 hover:bg-slate-50')}
            >
              <ChevronLeft className="size-4" aria-hidden="true" />
              <span>{t('catalog.previous')}</span>
            </Link>
          ) : (
            <span aria-disabled="true" className={cn(item, 'border border-slate-200 text-slate-400')}>
              <ChevronLeft className="size-4" aria-hidden="true" />
              <span>{t('catalog.previous')}</span>
            </span>
          )}
        </li>
        {pageWindow(page, pages).map((p, i) =>
          p === 0 ? (
            <li key={`gap-${i}`} aria-hidden="true" className="hidden px-1 text-slate-500 sm:block">
              …
            </li>
          ) : (
            <li key={p} className="hidden sm:block">
              <Link
                to={pageHref(pathname, search, p)}
                aria-label={t('catalog.pageN', { page: p })}
                aria-current={p === page ? 'page' : undefined}
                className={cn(
                  item,
                  p === page
                    ? 'bg-ink text-white'
                    : 'border border-slate-300 bg-white text-slate-800 hover:bg-slate-50',
                )}
              >
                {p}
              </Link>
            </li>
          ),
        )}
        <li>
          {next ? (
            <Link
              to={next}
              rel="next"
              className={cn(item, 'border border-slate-300 bg-white text-slate-800 hover:bg-slate-50')}
            >
              <span>{t('catalog.next')}</span>
              <ChevronRight className="size-4" aria-hidden="true" />
            </Link>
          ) : (
            <span aria-disabled="true" className={cn(item, 'border border-slate-200 text-slate-400')}>
              <span>{t('catalog.next')}</span>
              <ChevronRight className="size-4" aria-hidden="true" />
            </span>
          )}
        </li>
      </ul>
      <p className="text-sm text-slate-600">{t('catalog.pageOf', { page, pages })}</p>
    </nav>
  );
}
