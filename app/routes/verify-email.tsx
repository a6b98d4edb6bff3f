import { CircleAlert, CircleCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { data, Link, useRevalidator } from 'react-router';
import type { Route } from './+types/verify-email';
import { buttonVariants } from '~/components/ui/button';
import { AuthCard } from '~/features/auth/auth-card';
import { pageMeta } from '~/lib/meta';
import { useRootData } from '~/lib/root-data';
import { tFrom, useT } from '~/lib/i18n/i18n';
import { languageOf } from '~/lib/i18n/language.server';
import { BAD_TOKEN, verifyLine } from '~/features/auth/verify-line.server';

// The link in the verification mail. Tokens work once, so the loader never runs twice for one visit.
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const say = (message: string) => verifyLine(message, languageOf(request));
  try {
    const { message } = await context.auth.verifyEmail(params.token);
    return { ok: true as const, message: say(message) };
  } catch (error) {
    // A bad, used or expired token is the server's 400 with its message; anything else is a real
    // failure for the error screen, whose details must not reach the page.
    const status = (error as { statusCode?: unknown })?.statusCode;
    if (typeof status !== 'number' || status >= 500) throw error;
    const message = error instanceof Error && error.message ? error.message : BAD_TOKEN;
    return data({ ok: false as const, message: say(message) }, { status: 400 });
  }
}

export const shouldRevalidate = () => false;

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, tFrom(matches)('verify.pageTitle'), tFrom(matches)('verify.description')),
  { name: 'robots', content: 'noindex' },
];

export default function VerifyEmail({ loaderData }: Route.ComponentProps) {
  const { user } = useRootData();
  const revalidator = useRevalidator();
  const refreshed = useRef(false);
  const t = useT();

  // The root data was read before the address was verified: reload it (not this page's loader)
  // so checkout and reviews know at once.
  useEffect(() => {
    if (loaderData.ok && user && !user.emailVerified && !refreshed.current) {
      refreshed.current = true;
      void revalidator.revalidate();
    }
  }, [loaderData.ok, user, revalidator]);

  const Icon = loaderData.ok ? CircleCheck : CircleAlert;
  return (
    <AuthCard title={t(loaderData.ok ? 'verify.ok' : 'verify.failed')}>
      <div role={loaderData.ok ? 'status' : 'alert'} className="flex flex-col items-center gap-3 text-center">
        <Icon
          className={loaderData.ok ? 'size-12 text-success-solid' : 'size-12 text-danger-solid'}
          aria-hidden="true"
        />
        <p className="font-semibold text-slate-900">{loaderData.message}</p>
        {loaderData.ok ? (
          <p className="text-sm text-slate-600">{t('verify.okText')}</p>
        ) : (
          <p className="text-sm text-slate-600">{t('verify.failedText')}</p>
        )}
      </div>
      <div className="mt-6 flex flex-col gap-2 sm:flex-row">
        {user ? (
          <Link to="/profile" className={buttonVariants({ size: 'lg', className: 'flex-1' })}>
            {t('verify.toProfile')}
          </Link>
        ) : (
          <Link to="/signin" className={buttonVariants({ size: 'lg', className: 'flex-1' })}>
            {t('nav.signIn')}
          </Link>
        )}
        <Link to="/" className={buttonVariants({ variant: 'outline', size: 'lg', className: 'flex-1' })}>
          {t('verify.toHome')}
        </Link>
      </div>
    </AuthCard>
  );
}
