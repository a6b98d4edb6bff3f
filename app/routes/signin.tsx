import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { Link, redirect, useSearchParams } from 'react-router';
import type { Route } from './+types/signin';
import { AuthCard, LINK } from '~/features/auth/auth-card';
import { useFlashToast } from '~/features/auth/flash';
import { ForgotPassword } from '~/features/auth/forgot-password';
import { safeRedirect } from '~/features/auth/redirect';
import { SignInForm } from '~/features/auth/sign-in-form';
import { tFrom, useT } from '~/lib/i18n/i18n';
import { pageMeta } from '~/lib/meta';
import { cn } from '~/lib/utils';

// Already signed in: nothing to do here, go where the visitor was heading.
export async function loader({ context, request }: Route.LoaderArgs) {
  if (context.user) throw redirect(safeRedirect(new URL(request.url).searchParams.get('redirectTo')));
  return null;
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, tFrom(matches)('nav.signIn'), tFrom(matches)('auth.signInDescription'));

export default function SignIn() {
  const [params] = useSearchParams();
  useFlashToast();
  const redirectTo = safeRedirect(params.get('redirectTo'));
  const [forgotOpen, setForgotOpen] = useState(params.get('forgot') === '1');
  const panelId = useId();
  const t = useT();

  return (
    <AuthCard
      title={t('nav.signIn')}
      lead={redirectTo !== '/' ? t('auth.signInLeadRedirect') : t('auth.signInLead')}
      footer={
        <>
          {t('auth.newHere')}{' '}
          <Link
            to={redirectTo !== '/' ? `/signup?redirectTo=${encodeURIComponent(redirectTo)}` : '/signup'}
            className={LINK}
          >
            {t('auth.createAnAccount')}
          </Link>
        </>
      }
    >
      <SignInForm redirectTo={redirectTo} />
      <div className="mt-6 border-t border-slate-200 pt-4">
        <button
          type="button"
          aria-expanded={forgotOpen}
          aria-controls={panelId}
          onClick={() => setForgotOpen((o) => !o)}
          className="inline-flex items-center gap-1 rounded text-sm font-semibold text-brand-700 hover:underline"
        >
          {t('auth.forgotPassword')}
          <ChevronDown className={cn('size-4 transition-transform', forgotOpen && 'rotate-180')} aria-hidden="true" />
        </button>
        <div id={panelId} hidden={!forgotOpen} className="mt-4">
          {/* Kept mounted while hidden, so closing the panel does not reset the resend countdown. */}
          <ForgotPassword />
        </div>
      </div>
    </AuthCard>
  );
}
