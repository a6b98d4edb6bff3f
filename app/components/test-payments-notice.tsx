import { FlaskConical } from 'lucide-react';
import { TEST_PAYMENTS_NOTICE } from '#core/payments/phone';
import { Alert } from '~/components/ui/alert';
import { useT } from '~/lib/i18n/i18n';

/**
 * 'M-Pesa simulator: test payments — no money moves', wherever a payment can be started or
 * checked while payments are not real (the root loader's `payments.notice`). Nothing when they are.
 * A standing note: role="note", not an alert. The server writes it in English; the page shows it in
 * its own language (it stayed English in Kiswahili, issue 32).
 */
export function TestPaymentsNotice({ notice, className }: { notice: string | null | undefined; className?: string }) {
  const t = useT();
  if (!notice) return null;
  const mode = notice.endsWith(`: ${TEST_PAYMENTS_NOTICE}`) ? notice.slice(0, -TEST_PAYMENTS_NOTICE.length - 2) : null;
  return (
    <Alert role="note" tone="warning" size="sm" icon={FlaskConical} className={className}>
      <span className="font-medium">{mode ? t('payments.testNotice', { mode }) : notice}</span>
    </Alert>
  );
}
