import { cva } from 'class-variance-authority';
import { CircleAlert, CircleCheck, X } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { useT } from '~/lib/i18n/i18n';
import { cn } from '~/lib/utils';

export type ToastVariant = 'default' | 'destructive';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds before it goes away on its own. */
  duration?: number;
}

interface ToastItem extends Required<Omit<ToastInput, 'description' | 'duration'>> {
  id: number;
  description?: string;
}

const MAX_VISIBLE = 3;
const EMPTY: ToastItem[] = [];
let items: ToastItem[] = EMPTY;
let nextId = 1;
const listeners = new Set<() => void>();

function emit(next: ToastItem[]) {
  items = next;
  for (const l of listeners) l();
}

/** Shows a toast from anywhere (event handlers, stores); the one <Toaster /> in the root renders it. */
export function toast({ title, description, variant = 'default', duration = 4000 }: ToastInput): number {
  const id = nextId++;
  emit([...items, { id, title, description, variant }].slice(-MAX_VISIBLE));
  if (typeof window !== 'undefined') window.setTimeout(() => dismissToast(id), duration);
  return id;
}

export function dismissToast(id: number) {
  if (items.some((t) => t.id === id)) emit(items.filter((t) => t.id !== id));
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const toastVariants = cva(
  'pointer-events-auto flex w-full items-start gap-3 rounded-xl border p-4 shadow-lg motion-safe:animate-[toast-in_160ms_ease-out]',
  {
    variants: {
      variant: {
        default: 'border-slate-200 bg-white text-slate-900',
        destructive: 'border-danger bg-danger text-white',
      },
    },
  },
);

export function Toaster() {
  const toasts = useSyncExternalStore(
    subscribe,
    () => items,
    () => EMPTY,
  );
  const say = useT();
  return (
    <section
      aria-label={say('toast.region')}
      className="pointer-events-none fixed inset-x-0 bottom-0 z-[60] flex flex-col items-center gap-2 p-4 sm:items-end"
    >
      {/* Live regions must be in the page before their text changes, or screen readers miss it. */}
      <div role="status" aria-live="polite" className="flex w-full max-w-sm flex-col gap-2">
        {toasts
          .filter((t) => t.variant !== 'destructive')
          .map((t) => (
            <ToastView key={t.id} toast={t} />
          ))}
      </div>
      <div role="alert" aria-live="assertive" className="flex w-full max-w-sm flex-col gap-2">
        {toasts
          .filter((t) => t.variant === 'destructive')
          .map((t) => (
            <ToastView key={t.id} toast={t} />
          ))}
      </div>
    </section>
  );
}

function ToastView({ toast: t }: { toast: ToastItem }) {
  const say = useT();
  const Icon = t.variant === 'destructive' ? CircleAlert : CircleCheck;
  return (
    <div className={cn(toastVariants({ variant: t.variant }))}>
      <Icon
        className={cn('mt-0.5 size-5 shrink-0', t.variant === 'destructive' ? 'text-white' : 'text-success-solid')}
        aria-hidden="true"
      />
      <div className="min-w-0 flex-1">
        <p className="text-sm font-semibold">{t.title}</p>
        {t.description ? (
          <p className={cn('mt-0.5 text-sm', t.variant === 'destructive' ? 'text-white' : 'text-muted-foreground')}>
            {t.description}
          </p>
        ) : null}
      </div>
      <button
        type="button"
        onClick={() => dismissToast(t.id)}
        aria-label={say('toast.dismiss')}
        className="-m-1 inline-flex size-7 shrink-0 items-center justify-center rounded-md opacity-70 hover:opacity-100"
      >
        <X className="size-4" aria-hidden="true" />
      </button>
    </div>
  );
}
