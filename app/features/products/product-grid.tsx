import type { ReactNode } from 'react';
import { Skeleton } from '~/components/ui/skeleton';
import { cn } from '~/lib/utils';
import { useT } from '~/lib/i18n/i18n';

const GRID = 'grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4';

export function ProductGrid({ children, className }: { children: ReactNode; className?: string }) {
  return <ul className={cn(GRID, className)}>{children}</ul>;
}

export function ProductCardSkeleton() {
  return (
    <div
      data-testid="product-card-skeleton"
      className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white"
    >
      <Skeleton className="aspect-square rounded-none" />
      <div className="flex flex-col gap-2 p-3 sm:p-4">
        <Skeleton className="h-3 w-1/3" />
        <Skeleton className="h-4 w-5/6" />
        <Skeleton className="h-3 w-1/2" />
        <Skeleton className="h-5 w-2/3" />
        <Skeleton className="h-9 w-full" />
      </div>
    </div>
  );
}

/** Placeholders while a product list loads (8 on the home page, 4 for similar items). */
export function ProductGridSkeleton({ count, className }: { count: number; className?: string }) {
  return (
    <ul className={cn(GRID, className)} aria-busy="true" aria-label={useT()('catalog.loadingProducts')}>
      {Array.from({ length: count }, (_, i) => (
        <li key={i}>
          <ProductCardSkeleton />
        </li>
      ))}
    </ul>
  );
}
