import { CircleAlert, CircleCheck, CircleHelp, CircleX } from 'lucide-react';
import {
  checkVerdict,
  type CheckStatus,
  type CheckVerdict,
  type CompatibilityCheck,
} from '#core/build-pc/compatibility';
import { useT, type Translate } from '~/lib/i18n/i18n';
import { cn } from '~/lib/utils';
import { compatText } from './compat-text';

// Issue 17: every check says 'confirmed', 'warning' or 'unknown (the part lacks that data)'.
const VERDICT: Record<CheckVerdict, { icon: typeof CircleCheck; className: string }> = {
  confirmed: { icon: CircleCheck, className: 'text-success-solid' },
  warning: { icon: CircleX, className: 'text-danger-solid' },
  unknown: { icon: CircleAlert, className: 'text-warning-foreground' },
  waiting: { icon: CircleHelp, className: 'text-slate-400' },
};

export function compatibilityHeadline(checks: CompatibilityCheck[], t: Translate): { text: string; tone: CheckStatus } {
  const failed = checks.filter((c) => c.status === 'fail').length;
  const open = checks.filter((c) => c.status === 'unknown').length;
  const lacking = checks.filter((c) => c.lacksData).length;
  if (failed)
    return { text: failed === 1 ? t('compat.problem') : t('compat.problems', { count: failed }), tone: 'fail' };
  if (lacking)
    return {
      text: lacking === 1 ? t('compat.lackingOne') : t('compat.lackingMany', { count: lacking }),
      tone: 'unknown',
    };
  if (open === checks.length) return { text: t('compat.chooseMore'), tone: 'unknown' };
  if (open)
    return { text: open === 1 ? t('compat.waitingOne') : t('compat.waitingMany', { count: open }), tone: 'unknown' };
  return { text: t('compat.allGood'), tone: 'pass' };
}

/** Every check with its state and reason. `idPrefix` keeps ids unique when rendered twice. */
export function CompatibilityPanel({ checks, idPrefix }: { checks: CompatibilityCheck[]; idPrefix: string }) {
  const t = useT();
  const headline = compatibilityHeadline(checks, t);
  return (
    <section aria-labelledby={`${idPrefix}-compat`} className="flex flex-col gap-3">
      <div>
        <h2 id={`${idPrefix}-compat`} className="text-base font-semibold text-slate-900">
          {t('compat.heading')}
        </h2>
        <p
          className={cn(
            'text-sm',
            headline.tone === 'fail' ? 'text-danger' : headline.tone === 'pass' ? 'text-success' : 'text-slate-600',
          )}
        >
          {headline.text}
        </p>
      </div>
      <ul className="flex flex-col gap-2">
        {checks.map((check) => {
          const verdict = checkVerdict(check);
          const s = { ...VERDICT[verdict], text: t(`compat.verdict.${verdict}`) };
          return (
            <li
              key={check.id}
              data-testid={`check-${check.id}`}
              data-status={check.status}
              data-verdict={verdict}
              className={cn(
                'flex gap-2.5 rounded-lg p-2.5 text-sm ring-1',
                check.status === 'fail'
                  ? 'bg-danger-soft ring-danger-border'
                  : check.status === 'pass'
                    ? 'bg-success-soft/60 ring-success-tint'
                    : verdict === 'unknown'
                      ? 'bg-warning-soft ring-warning-border'
                      : 'bg-slate-50 ring-slate-200',
              )}
            >
              <s.icon className={cn('mt-0.5 size-4 shrink-0', s.className)} aria-hidden="true" />
              <div className="min-w-0">
                <p className="font-medium text-slate-900">
                  {t(`compat.label.${check.id}`)}:{' '}
                  <span className={cn(check.status === 'fail' && 'text-danger')}>{s.text}</span>
                </p>
                <p className="text-slate-700">{compatText(t, check)}</p>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
