import { useQuery } from '@tanstack/react-query';
import { BellRing } from 'lucide-react';
import { api } from '~/lib/api';

type Wanted = { productId: number; name: string; countInStock: number; waiting: number }[];

/** The owner's "most wanted" (issue 31, decision 069): products shoppers wait for, most waiters first. */
export function MostWanted({ onEdit }: { onEdit(id: number): void }) {
  const { data } = useQuery({
    queryKey: ['admin', 'most-wanted'],
    queryFn: () => api<Wanted>('/api/admin/alerts/most-wanted'),
  });
  return (
    <section
      aria-labelledby="most-wanted-heading"
      data-testid="most-wanted"
      className="flex flex-col rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h2 id="most-wanted-heading" className="flex items-center gap-2 font-semibold text-slate-900">
        <BellRing className="size-4 text-brand-600" aria-hidden="true" />
        Most wanted
      </h2>
      {data && data.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">Nobody is waiting for a product to come back.</p>
      ) : (
        <ol className="mt-2 flex flex-col gap-1 text-sm">
          {(data ?? []).map((p) => (
            <li key={p.productId} className="flex items-center justify-between gap-3">
              <button
                type="button"
                className="min-w-0 truncate text-left underline"
                onClick={() => onEdit(p.productId)}
              >
                {p.name}
              </button>
              <span className="shrink-0 tabular-nums text-slate-700">
                {p.waiting} waiting · {p.countInStock} in stock
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
