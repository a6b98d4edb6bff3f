import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '~/components/ui/button';

/** A labelled select of the admin's filters; full width on a phone, its own width beside the others. */
export function SelectField({
  label,
  value,
  onChange,
  children,
}: {
  label: string;
  value: string;
  onChange(v: string): void;
  children: ReactNode;
}) {
  return (
    <label className="flex min-w-0 flex-col gap-1 text-sm font-medium text-slate-700">
      {label}
      <select
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className="h-9 w-full min-w-0 rounded-md border border-slate-300 bg-white px-2 text-sm"
      >
        {children}
      </select>
    </label>
  );
}

/** Server-side pages: 'Page 2 of 40 · 791 orders', with Previous and Next. */
export function Pager({
  page,
  pages,
  total,
  noun,
  onPage,
}: {
  page: number;
  pages: number;
  total: number;
  noun: string;
  onPage(page: number): void;
}) {
  if (pages <= 1) return null;
  return (
    <nav
      aria-label={`Pages of ${noun}s`}
      className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-slate-200 bg-slate-50 px-3 py-2 text-sm text-slate-600"
    >
      <span aria-live="polite">
        Page {page.toLocaleString('en-KE')} of {pages.toLocaleString('en-KE')} · {total.toLocaleString('en-KE')} {noun}
        {total === 1 ? '' : 's'}
      </span>
      <span className="flex gap-2">
        <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          <ChevronLeft aria-hidden="true" />
          Previous
        </Button>
        <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          Next
          <ChevronRight aria-hidden="true" />
        </Button>
      </span>
    </nav>
  );
}
