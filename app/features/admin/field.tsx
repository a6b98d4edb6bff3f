import { useId, type ReactNode } from 'react';
import { cn } from '~/lib/utils';

export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

interface AdminFieldProps {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
  required?: boolean;
  className?: string;
  /** Renders the control with the id and descriptions that tie it to its label, hint and error. */
  children(control: FieldControlProps): ReactNode;
}

/** A labelled form control with its hint and error read out with it. */
export function AdminField({ label, hint, error, required, className, children }: AdminFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('flex min-w-0 flex-col gap-1.5', className)}>
      {/* The asterisk sits outside the label so the field's accessible name is just its label. */}
      <div className="flex items-baseline gap-1 text-sm font-medium text-slate-800">
        <label htmlFor={id}>{label}</label>
        {required ? (
          <span className="text-red-600" aria-hidden="true">
            *
          </span>
        ) : null}
      </div>
      {children({ id, 'aria-describedby': describedBy, 'aria-invalid': error ? true : undefined })}
      {hint ? (
        <p id={hintId} className="text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      <p id={errorId} aria-live="polite" className="text-sm font-medium text-red-700 empty:hidden">
        {error ?? ''}
      </p>
    </div>
  );
}
