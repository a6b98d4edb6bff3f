import { Eye, EyeOff } from 'lucide-react';
import { useId, useState, type ComponentProps, type ReactNode } from 'react';
import { Input } from '~/components/ui/input';
import { cn } from '~/lib/utils';

interface FieldProps extends Omit<ComponentProps<'input'>, 'id'> {
  label: string;
  /** Help under the input (read out with it). */
  hint?: ReactNode;
  /** Shown under the input in red and announced; marks the input invalid. */
  error?: string | null;
  /** Content inside the input's box on the right (a show/hide button). */
  trailing?: ReactNode;
}

/** A labelled input with its hint and error tied to it by aria-describedby. */
export function Field({ label, hint, error, trailing, className, ...props }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="relative">
        <Input
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={cn(trailing && 'pr-11', error && 'border-red-500')}
          {...props}
        />
        {trailing}
      </div>
      {hint ? (
        <p id={hintId} className="text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      {/* Always in the page, so screen readers announce the text when it appears. */}
      <p id={errorId} aria-live="polite" className="text-sm font-medium text-red-700 empty:hidden">
        {error ?? ''}
      </p>
    </div>
  );
}

type PasswordFieldProps = Omit<FieldProps, 'type' | 'trailing'>;

/** A password input with a show/hide toggle (spec section 2: sign in, sign up). */
export function PasswordField(props: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <Field
      {...props}
      type={visible ? 'text' : 'password'}
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      trailing={
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-pressed={visible}
          aria-label={visible ? `Hide ${props.label.toLowerCase()}` : `Show ${props.label.toLowerCase()}`}
          className="absolute inset-y-0 right-0 inline-flex w-10 items-center justify-center rounded-r-lg text-slate-500 hover:text-slate-900"
        >
          {visible ? <EyeOff className="size-4" aria-hidden="true" /> : <Eye className="size-4" aria-hidden="true" />}
        </button>
      }
    />
  );
}

/** An inline message box: errors are alerts, the rest polite status updates. */
export function Notice({
  tone = 'info',
  children,
  className,
  ...props
}: { tone?: 'info' | 'success' | 'warning' | 'error' } & ComponentProps<'div'>) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn(
        'rounded-lg border px-4 py-3 text-sm',
        tone === 'info' && 'border-brand-200 bg-brand-50 text-brand-900',
        tone === 'success' && 'border-emerald-200 bg-emerald-50 text-emerald-900',
        tone === 'warning' && 'border-amber-300 bg-amber-50 text-amber-900',
        tone === 'error' && 'border-red-200 bg-red-50 text-red-800',
        className,
      )}
      {...props}
    >
      {children}
    </div>
  );
}
