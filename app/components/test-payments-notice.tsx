import { FlaskConical } from 'lucide-react';
import { Alert } from '~/components/ui/alert';

/**
 * 'M-Pesa simulator: test payments — no money moves', wherever a payment can be started or
 * checked while payments are not real (the root loader's `payments.notice`). Nothing when they are.
 * A standing note: role="note", not an alert.
 */
export function TestPaymentsNotice({ notice, className }: { notice: string | null | undefined; className?: string }) {
  if (!notice) return null;
  return (
    <Alert role="note" tone="warning" size="sm" icon={FlaskConical} className={className}>
      <span className="font-medium">{notice}</span>
    </Alert>
  );
}
