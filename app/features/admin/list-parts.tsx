import { CircleAlert, RotateCw, Search } from 'lucide-react';
import { useId } from 'react';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { Skeleton } from '~/components/ui/skeleton';

interface SearchBoxProps {
  label: string;
  placeholder: string;
  value: string;
  onChange(value: string): void;
  /** '12 of 140 products match', read out politely as the list changes. */
  resultText?: string;
}

export function SearchBox({ label, placeholder, value, onChange, resultText }: SearchBoxProps) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5 sm:flex-row sm:items-center sm:gap-3">
      <div role="search" className="relative w-full sm:max-w-md">
        <label htmlFor={id} className="sr-only">
          {label}
        </label>
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
          aria-hidden="true"
        />
        <input
          id={id}
          type="search"
          value={value}
          placeholder={placeholder}
          autoComplete="off"
          onChange={(e) => onChange(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Escape' && value) {
              e.preventDefault();
              onChange('');
            }
          }}
          className="h-10 w-full min-w-0 rounded-lg border border-slate-300 bg-white pr-3 pl-9 text-base text-slate-900 placeholder:text-slate-500 focus-visible:border-brand-500 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-500 md:text-sm"
        />
      </div>
      <p aria-live="polite" className="text-sm text-slate-600">
        {resultText ?? ''}
      </p>
    </div>
  );
}

export function ListSkeleton({ rows = 5 }: { rows?: number }) {
  return (
    <div className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4" aria-busy="true">
      <span className="sr-only" role="status">
        Loading...
      </span>
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="flex items-center gap-3">
          <Skeleton className="size-12" />
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-3 w-1/3" />
          </div>
        </div>
      ))}
    </div>
  );
}

export function ListError({ what, onRetry }: { what: string; onRetry(): void }) {
  return (
    <Alert tone="danger" className="flex flex-col items-center gap-3 rounded-xl px-4 py-8 text-center text-base">
      <CircleAlert className="size-6" aria-hidden="true" />
      <p>Failed to load {what} from server</p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        <RotateCw aria-hidden="true" />
        Try again
      </Button>
    </Alert>
  );
}

export function ShowMore({ shown, total, onMore }: { shown: number; total: number; onMore(): void }) {
  if (shown >= total) return null;
  return (
    <div className="flex items-center justify-between gap-3 border-t border-slate-200 bg-slate-50 px-4 py-2 text-sm text-slate-600">
      <span>
        Showing {shown} of {total}
      </span>
      <Button variant="outline" size="sm" onClick={onMore}>
        Show more
      </Button>
    </div>
  );
}

export function resultText(shown: number, total: number, noun: string) {
  return shown === total ? `${total} ${noun}${total === 1 ? '' : 's'}` : `${shown} of ${total} ${noun}s match`;
}
