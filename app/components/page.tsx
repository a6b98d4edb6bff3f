import type { ReactNode } from 'react';
import { cn } from '~/lib/utils';

interface PageProps {
  title: ReactNode;
  lead?: ReactNode;
  actions?: ReactNode;
  className?: string;
  children?: ReactNode;
}

/** The frame of an ordinary page: one h1, an optional intro line, then the content. */
export function Page({ title, lead, actions, className, children }: PageProps) {
  return (
    <div className={cn('mx-auto w-full max-w-7xl px-4 py-8 sm:py-10', className)}>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
          {lead ? <p className="mt-2 max-w-2xl text-muted-foreground">{lead}</p> : null}
        </div>
        {actions}
      </div>
      {children ? <div className="mt-8">{children}</div> : null}
    </div>
  );
}
