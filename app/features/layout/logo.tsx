import { Cpu } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '~/lib/utils';

export function Logo({ storeName, className }: { storeName: string; className?: string }) {
  return (
    <Link to="/" className={cn('flex shrink-0 items-center gap-2 rounded-lg font-bold tracking-tight', className)}>
      <span className="inline-flex size-8 items-center justify-center rounded-lg bg-gradient-to-br from-brand-500 to-accent text-ink">
        <Cpu className="size-5" aria-hidden="true" />
      </span>
      <span className="text-base sm:text-lg">{storeName}</span>
    </Link>
  );
}
