import { Activity, Database, RefreshCw, Server, UserRound } from 'lucide-react';
import { formatDateTime } from '#core/format/dates';
import type { ReactNode } from 'react';
import { Badge, type BadgeProps } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import type { SessionUser } from '~/load-context';
import { useT } from '~/lib/i18n/i18n';
import { cn } from '~/lib/utils';
import type { ApiState } from './use-health';
import { useHealth } from './use-health';

export const BACKEND_URL = '/api';

const API_BADGE: Record<ApiState, BadgeProps['variant']> = {
  'Checking...': 'secondary',
  Error: 'destructive',
  Connected: 'default',
  Unknown: 'outline',
};

/** The system status card: backend, database and session state, fed by GET /api/health. */
export function StatusCard({ user }: { user: SessionUser | null }) {
  const { view, refresh } = useHealth();
  const t = useT();
  // The states are the spec's English words (use-health.ts); the database's comes from /api/health.
  const state = (s: string) => (s in API_BADGE ? t(`status.state.${s as ApiState}`) : s);
  const checking = view.api === 'Checking...';
  const database = view.result?.database || (checking ? 'Checking...' : 'Unknown');
  const databaseOk = view.result?.database === 'Connected';
  const mode = import.meta.env.DEV ? 'development' : 'production';

  return (
    <section aria-labelledby="status-title" className="max-w-2xl rounded-xl border border-slate-200 bg-white shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 p-5">
        <div className="flex items-center gap-3">
          <span className="inline-flex size-10 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
            <Activity className="size-5" aria-hidden="true" />
          </span>
          <h2 id="status-title" className="text-lg font-semibold text-slate-900">
            {t('status.heading')}
          </h2>
        </div>
        <Button variant="outline" onClick={() => void refresh()} disabled={checking}>
          <RefreshCw aria-hidden="true" className={cn(checking && 'motion-safe:animate-spin')} /> {t('status.refresh')}
        </Button>
      </div>

      <dl className="divide-y divide-slate-100">
        <Row icon={Server} term={t('status.api')}>
          <Badge
            data-testid="api-status"
            variant={API_BADGE[view.api]}
            className={cn(view.api === 'Connected' && 'bg-success')}
          >
            {state(view.api)}
          </Badge>
          {view.error ? (
            <p role="alert" className="mt-1.5 text-sm text-danger">
              {view.error}
            </p>
          ) : null}
        </Row>
        <Row icon={Database} term={t('status.database')}>
          <span
            data-testid="database-status"
            className={cn('text-sm font-medium', databaseOk ? 'text-success' : 'text-slate-800')}
          >
            {state(database)}
          </span>
        </Row>
        <Row icon={UserRound} term={t('status.auth')}>
          <div className="flex flex-col gap-1">
            <span data-testid="auth-status" className="text-sm font-medium text-slate-800">
              {user ? t('status.loggedIn') : t('status.guest')}
            </span>
            {user ? (
              <div className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
                <span className="font-medium">{user.name}</span>
                <span className="text-slate-500">{user.email}</span>
                {user.isAdmin ? <Badge>{t('status.admin')}</Badge> : null}
              </div>
            ) : null}
          </div>
        </Row>
      </dl>

      <dl className="grid gap-x-6 gap-y-3 border-t border-slate-200 bg-slate-50 p-5 text-sm sm:grid-cols-3">
        <Detail term={t('status.lastCheck')}>
          {view.checkedAt ? (
            <time dateTime={view.checkedAt.toISOString()}>{formatDateTime(view.checkedAt)}</time>
          ) : checking ? (
            t('status.state.Checking...')
          ) : (
            t('status.notYet')
          )}
        </Detail>
        <Detail term={t('status.backendUrl')}>
          <code className="font-mono">{BACKEND_URL}</code>
        </Detail>
        <Detail term={t('status.mode')}>{mode}</Detail>
      </dl>
    </section>
  );
}

function Row({ icon: Icon, term, children }: { icon: typeof Server; term: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1.5 px-5 py-4 sm:flex-row sm:items-start sm:gap-4">
      <dt className="flex w-44 shrink-0 items-center gap-2 text-sm font-medium text-slate-600">
        <Icon className="size-4" aria-hidden="true" /> {term}
      </dt>
      <dd className="min-w-0">{children}</dd>
    </div>
  );
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{term}</dt>
      <dd className="mt-0.5 text-slate-900">{children}</dd>
    </div>
  );
}
