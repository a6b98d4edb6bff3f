import { cva, type VariantProps } from 'class-variance-authority';
import type { LucideIcon } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '~/lib/utils';

const alertVariants = cva('rounded-lg border text-sm', {
  variants: {
    tone: {
      success: 'border-success-border bg-success-soft text-success-foreground',
      warning: 'border-warning-border bg-warning-soft text-warning-foreground',
      danger: 'border-danger-border bg-danger-soft text-danger-foreground',
    },
    size: {
      default: 'px-4 py-3',
      sm: 'px-3 py-2',
    },
  },
  defaultVariants: { size: 'default' },
});

const iconTone = {
  success: 'text-success-solid',
  warning: 'text-warning-solid',
  danger: 'text-danger-solid',
} as const;

export type AlertProps = ComponentProps<'div'> &
  VariantProps<typeof alertVariants> & {
    tone: keyof typeof iconTone;
    /** Drawn before the text, in the tone's own colour. */
    icon?: LucideIcon;
  };

/**
 * An inline message box. It takes no role by itself: give `role="alert"` to an error that appears
 * after an action, `role="status"` to a confirmation, and none to a standing note, or put it inside
 * a live region that stays in the page.
 */
export function Alert({ tone, size, icon: Icon, className, children, ...props }: AlertProps) {
  return (
    <div className={cn(alertVariants({ tone, size }), Icon && 'flex items-start gap-2', className)} {...props}>
      {Icon ? (
        <>
          <Icon className={cn('mt-0.5 size-4 shrink-0', iconTone[tone])} aria-hidden="true" />
          <div className="min-w-0 flex-1">{children}</div>
        </>
      ) : (
        children
      )}
    </div>
  );
}
