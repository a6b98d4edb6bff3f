import { X } from 'lucide-react';
import { useEffect, useId, useRef, type ComponentProps, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '~/lib/utils';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

function focusables(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => !el.closest('[hidden],[inert]'));
}

export interface DialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: ReactNode;
  description?: ReactNode;
  /** `alertdialog` for confirmations that interrupt (delete). */
  role?: 'dialog' | 'alertdialog';
  /** Buttons under the body, always visible (the body scrolls). */
  footer?: ReactNode;
  /** Blocks Escape, the close button and overlay clicks, e.g. while saving. */
  busy?: boolean;
  className?: string;
  bodyClassName?: string;
  /** When given, body and footer are one `<form>` (so a submit button can sit in the footer). */
  form?: Omit<ComponentProps<'form'>, 'children' | 'className'>;
  children?: ReactNode;
}

/**
 * A modal dialog: focus moves in (to `[data-autofocus]` or the first field), Tab and
 * Shift+Tab stay inside, Escape and the overlay close it, and focus returns to what opened it.
 * Not a native `<dialog>` in the top layer on purpose: the page's toasts (an aria-live region in the
 * root layout) must stay visible and announced above an open dialog. Not a portal either: importing
 * react-dom here would split it out of the entry chunk, one more request on every storefront page.
 * Render it where no ancestor creates a containing block for `position: fixed` (transform, filter).
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  role = 'dialog',
  footer,
  busy = false,
  className,
  bodyClassName,
  form,
  children,
}: DialogProps) {
  const id = useId();
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const root = panel.current;
    if (root) {
      const target = root.querySelector<HTMLElement>('[data-autofocus]') ?? focusables(root)[0] ?? root;
      target.focus();
    }
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      if (opener?.isConnected) opener.focus();
    };
  }, [open]);

  if (!open) return null;

  const close = () => {
    if (!busy) onOpenChange(false);
  };

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape' && !event.defaultPrevented) {
      event.stopPropagation();
      close();
      return;
    }
    if (event.key !== 'Tab' || !panel.current) return;
    const list = focusables(panel.current);
    if (!list.length) {
      event.preventDefault();
      return;
    }
    const first = list[0];
    const last = list[list.length - 1];
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === panel.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  }

  const body = (
    <>
      {children ? (
        <div className={cn('relative min-h-0 flex-1 overflow-y-auto px-5 py-4', bodyClassName)}>{children}</div>
      ) : null}
      {footer ? (
        // Without a body the header's own divider is enough: a second one would enclose nothing (19.3).
        <div
          className={cn(
            'flex flex-col-reverse gap-2 px-5 py-3 sm:flex-row sm:justify-end',
            children ? 'border-t border-slate-200' : null,
          )}
        >
          {footer}
        </div>
      ) : null}
    </>
  );

  return (
    <div className="fixed inset-0 z-50 flex items-end justify-center p-0 sm:items-center sm:p-4">
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-slate-950/60 transition-opacity motion-reduce:transition-none starting:opacity-0"
        onMouseDown={close}
      />
      <div
        ref={panel}
        role={role}
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={description ? `${id}-description` : undefined}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        className={cn(
          'relative flex max-h-[100dvh] w-full max-w-lg flex-col rounded-t-2xl bg-white text-slate-900 shadow-2xl outline-none sm:max-h-[calc(100dvh-2rem)] sm:rounded-2xl',
          className,
        )}
      >
        <div className="flex items-start gap-4 border-b border-slate-200 px-5 py-4">
          <div className="min-w-0 flex-1">
            <h2 id={`${id}-title`} className="text-lg leading-tight font-semibold">
              {title}
            </h2>
            {description ? (
              <p id={`${id}-description`} className="mt-1 text-sm text-muted-foreground">
                {description}
              </p>
            ) : null}
          </div>
          <button
            type="button"
            onClick={close}
            disabled={busy}
            aria-label="Close"
            className="-m-1 inline-flex size-9 shrink-0 items-center justify-center rounded-lg text-slate-500 hover:bg-muted hover:text-slate-900 disabled:opacity-50"
          >
            <X className="size-5" aria-hidden="true" />
          </button>
        </div>
        {form ? (
          <form {...form} className="flex min-h-0 flex-1 flex-col">
            {body}
          </form>
        ) : (
          body
        )}
      </div>
    </div>
  );
}
