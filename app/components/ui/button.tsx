import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '~/lib/utils';

const variants = cva(
  'inline-flex shrink-0 items-center justify-center gap-2 rounded-lg text-sm font-semibold whitespace-nowrap transition-colors select-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 disabled:pointer-events-none [&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        // Disabled solid buttons turn grey with dark text (6:1), not a pale, unreadable version of their colour (19.11).
        default:
          'bg-brand-600 text-white shadow-sm hover:bg-brand-700 disabled:bg-slate-200 disabled:text-slate-600 disabled:shadow-none',
        secondary: 'bg-muted text-slate-900 hover:bg-slate-200 disabled:opacity-60',
        outline: 'border border-slate-300 bg-white text-slate-900 hover:bg-slate-50 disabled:opacity-60',
        ghost: 'text-slate-700 hover:bg-muted disabled:opacity-60',
        destructive: 'bg-danger-solid text-white hover:bg-danger disabled:bg-slate-200 disabled:text-slate-600',
        link: 'text-brand-700 underline-offset-4 hover:underline disabled:opacity-60',
        inverse: 'bg-white text-ink shadow-sm hover:bg-muted disabled:opacity-60',
        'ghost-dark': 'text-slate-200 hover:bg-white/10 hover:text-white disabled:opacity-60',
      },
      size: {
        default: 'h-10 px-4',
        sm: 'h-9 px-3',
        lg: 'h-12 px-6 text-base',
        icon: 'size-10',
      },
    },
    defaultVariants: { variant: 'default', size: 'default' },
  },
);

/** Class names of a button; merged, so a size's text size wins over the base one. */
export function buttonVariants({ className, ...props }: VariantProps<typeof variants> & { className?: string } = {}) {
  return cn(variants(props), className);
}

export type ButtonProps = ComponentProps<'button'> & VariantProps<typeof variants>;

/** For a link that looks like a button, use `buttonVariants()` on the `<Link>` instead. */
export function Button({ className, variant, size, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonVariants({ variant, size, className })} {...props} />;
}
