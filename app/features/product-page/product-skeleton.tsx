import { Skeleton } from '~/components/ui/skeleton';
import { useT } from '~/lib/i18n/i18n';

/** The product page's shape while a client navigation loads the next product. */
export function ProductPageSkeleton() {
  return (
    <div
      className="mx-auto w-full max-w-7xl px-4 py-6 sm:py-10"
      aria-busy="true"
      aria-label={useT()('product.loading')}
    >
      <Skeleton className="h-4 w-56" />
      <div className="mt-6 grid gap-8 md:grid-cols-2 lg:gap-12">
        <Skeleton className="aspect-square w-full rounded-2xl" />
        <div className="flex flex-col gap-4">
          <Skeleton className="h-4 w-24" />
          <Skeleton className="h-9 w-4/5" />
          <Skeleton className="h-4 w-40" />
          <Skeleton className="h-10 w-48" />
          <Skeleton className="h-4 w-36" />
          <div className="flex gap-3">
            <Skeleton className="h-11 w-36" />
            <Skeleton className="h-11 flex-1" />
          </div>
          <Skeleton className="mt-4 h-40 w-full" />
        </div>
      </div>
    </div>
  );
}
