import { FlaskConical } from 'lucide-react';
import { cn } from '~/lib/utils';

/**
 * 'M-Pesa simulator: test payments — no money moves', wherever a payment can be started or
 * checked while payments are not real (the root loader's `payments.notice`). Nothing when they are.
 */
export function TestPaymentsNotice({ notice, className }: { notice: string | null | undefined; className?: string }) {
  if (!notice) return null;
  return (
    <p role="note" className={cn('flex items-center gap-2 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm font-medium text-amber-950', className)}>
      <FlaskConical className="size-4 shrink-0" aria-hidden="true" />
      {notice}
    </p>
  );
}
