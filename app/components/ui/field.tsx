import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '~/lib/utils';
import { Input } from './input';
import { useT } from '~/lib/i18n/i18n';

/** What ties a control to its field: give these to the input, select, textarea or combobox. */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

export interface FieldProps {
  label: ReactNode;
  /** Help under the control, read out with it. */
  hint?: ReactNode;
  /** Shown under the control and announced; marks the control invalid. */
  error?: string | null;
  /** A red asterisk after the label (outside it, so the control's name stays the label). */
  required?: boolean;
  /** '(optional)' after the label, for the one field of a form that may stay empty. */
  optional?: boolean;
  className?: string;
  /** Renders the control with the id and descriptions that tie it to its label, hint and error. */
  children(control: FieldControlProps): ReactNode;
}

/** A labelled form control with its hint and error read out with it. */
export function Field({ label, hint, error, required, optional, className, children }: FieldProps) {
  const t = useT();
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('flex min-w-0 flex-col gap-1.5', className)}>
      <div className="flex items-baseline gap-1 text-sm font-medium text-slate-800">
        <label htmlFor={id}>
          {label}
          {optional ? <span className="font-normal text-muted-foreground">{t('field.optional')}</span> : null}
        </label>
        {required ? (
          <span className="text-danger-solid" aria-hidden="true">
            *
          </span>
        ) : null}
      </div>
      {children({ id, 'aria-describedby': describedBy, 'aria-invalid': error ? true : undefined })}
      {hint ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {/* Always in the page, so screen readers announce the text when it appears. */}
      <p id={errorId} aria-live="polite" className="text-sm font-medium text-danger empty:hidden">
        {error ?? ''}
      </p>
    </div>
  );
}

export interface TextFieldProps extends Omit<ComponentProps<'input'>, 'id'>, Pick<FieldProps, 'hint' | 'error'> {
  label: string;
  /** Content inside the input's box on the right (a show/hide button). */
  trailing?: ReactNode;
}

/** A Field holding an Input: the common case. */
export function TextField({ label, hint, error, trailing, className, ...props }: TextFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} className={className}>
      {(control) => (
        <div className="relative">
          <Input {...control} className={cn(trailing && 'pr-11', error && 'border-danger-solid')} {...props} />
          {trailing}
        </div>
      )}
    </Field>
  );
}
