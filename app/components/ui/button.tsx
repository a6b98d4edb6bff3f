import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '~/lib/utils';

const variants = cva(
  'inline-flex shrink-0 items-center justify-center gap-2 rounded-lg text-sm font-semibold whitespace-nowrap transition-colors select-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 disabled:pointer-events-none disabled:opacity-50 [&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        default: 'bg-brand-600 text-white shadow-sm hover:bg-brand-700',
        secondary: 'bg-muted text-slate-900 hover:bg-slate-200',
        outline: 'border border-slate-300 bg-white text-slate-900 hover:bg-slate-50',
        ghost: 'text-slate-700 hover:bg-muted',
        destructive: 'bg-danger-solid text-white hover:bg-danger',
        link: 'text-brand-700 underline-offset-4 hover:underline',
        inverse: 'bg-white text-ink shadow-sm hover:bg-muted',
        'ghost-dark': 'text-slate-200 hover:bg-white/10 hover:text-white',
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
