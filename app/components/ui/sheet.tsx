import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useT } from '~/lib/i18n/i18n';
import { cn } from '~/lib/utils';
import { Popover } from './popover';

interface SheetProps {
  id: string;
  /** Accessible name of the panel. */
  label: string;
  title?: ReactNode;
  side?: 'left' | 'right';
  closeKey?: unknown;
  className?: string;
  children: ReactNode;
}

/** A slide-out side panel; open it with `<button popoverTarget={id}>`. */
export function Sheet({ id, label, title, side = 'left', closeKey, className, children }: SheetProps) {
  const t = useT();
  return (
    <Popover
      id={id}
      closeKey={closeKey}
      role="dialog"
      aria-label={label}
      className={cn(
        'fixed inset-y-0 m-0 h-dvh max-h-none w-80 max-w-[85vw] overflow-y-auto bg-white text-slate-900 shadow-2xl',
        'transition-[translate,display,overlay] transition-discrete duration-200 ease-out motion-reduce:transition-none',
        'backdrop:bg-slate-950/60',
        side === 'left'
          ? 'right-auto left-0 -translate-x-full open:translate-x-0 starting:open:-translate-x-full'
          : 'right-0 left-auto translate-x-full open:translate-x-0 starting:open:translate-x-full',
        className,
      )}
    >
      <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
        <div className="font-semibold">{title ?? label}</div>
        <button
          type="button"
          data-autofocus
          popoverTarget={id}
          popoverTargetAction="hide"
          aria-label={t('nav.closeMenu')}
          className="inline-flex size-10 items-center justify-center rounded-lg text-muted-foreground hover:bg-muted"
        >
          <X className="size-5" aria-hidden="true" />
        </button>
      </div>
      {children}
    </Popover>
  );
}
