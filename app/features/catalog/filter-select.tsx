import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '~/lib/utils';

/** A native select (small, works without JavaScript, the phone's own picker) styled like Input. */
export function FilterSelect({ className, children, ...props }: ComponentProps<'select'>) {
  return (
    <div className={cn('relative', className)}>
      <select
        {...props}
        className="h-10 w-full min-w-0 appearance-none rounded-lg border border-slate-300 bg-white pr-9 pl-3 text-base text-slate-900 focus-visible:border-brand-500 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-500 disabled:opacity-50 md:text-sm"
      >
        {children}
      </select>
      <ChevronDown
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-500"
        aria-hidden="true"
      />
    </div>
  );
}

/** A label is always for a control: `htmlFor` is required. */
export function FieldLabel({ className, htmlFor, ...props }: ComponentProps<'label'> & { htmlFor: string }) {
  return (
    <label
      htmlFor={htmlFor}
      className={cn('mb-1.5 block text-xs font-semibold tracking-wide text-slate-600 uppercase', className)}
      {...props}
    />
  );
}
