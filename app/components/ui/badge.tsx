import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '~/lib/utils';

const badgeVariants = cva(
  'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
  {
    variants: {
      variant: {
        default: 'bg-brand-600 text-white',
        secondary: 'bg-muted text-slate-800',
        success: 'bg-success-tint text-success-foreground ring-1 ring-success-border',
        warning: 'bg-warning-tint text-warning-foreground ring-1 ring-warning-border',
        destructive: 'bg-danger-solid text-white',
        outline: 'text-slate-700 ring-1 ring-slate-300',
        accent: 'bg-accent text-ink',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

export type BadgeProps = ComponentProps<'span'> & VariantProps<typeof badgeVariants>;

export function Badge({ className, variant, ...props }: BadgeProps) {
  return <span className={cn(badgeVariants({ variant }), className)} {...props} />;
}
