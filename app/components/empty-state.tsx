import type { ComponentType, ReactNode } from 'react';

interface EmptyStateProps {
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }>;
  title: string;
  text?: string;
  children?: ReactNode;
}

export function EmptyState({ icon: Icon, title, text, children }: EmptyStateProps) {
  return (
    <div className="flex flex-col items-center rounded-xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
      <span className="inline-flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <Icon className="size-7" aria-hidden="true" />
      </span>
      <h2 className="mt-4 text-lg font-semibold text-slate-900">{title}</h2>
      {text ? <p className="mt-1 max-w-sm text-muted-foreground">{text}</p> : null}
      {children ? <div className="mt-6">{children}</div> : null}
    </div>
  );
}
