import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { Link, redirect, useSearchParams } from 'react-router';
import type { Route } from './+types/signin';
import { AuthCard, LINK } from '~/features/auth/auth-card';
import { useFlashToast } from '~/features/auth/flash';
import { ForgotPassword } from '~/features/auth/forgot-password';
import { safeRedirect } from '~/features/auth/redirect';
import { SignInForm } from '~/features/auth/sign-in-form';
import { pageMeta } from '~/lib/meta';
import { cn } from '~/lib/utils';

// Already signed in: nothing to do here, go where the visitor was heading.
export async function loader({ context, request }: Route.LoaderArgs) {
  if (context.user) throw redirect(safeRedirect(new URL(request.url).searchParams.get('redirectTo')));
  return null;
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, 'Sign In', 'Sign in to your account to check out, track orders and review products.');

export default function SignIn() {
  const [params] = useSearchParams();
  useFlashToast();
  const redirectTo = safeRedirect(params.get('redirectTo'));
  const [forgotOpen, setForgotOpen] = useState(params.get('forgot') === '1');
  const panelId = useId();

  return (
    <AuthCard
      title="Sign In"
      lead={redirectTo !== '/' ? 'Please sign in to continue.' : 'Welcome back. Sign in to check out, follow your orders and review products.'}
      footer={
        <>
          New here?{' '}
          <Link to={redirectTo !== '/' ? `/signup?redirectTo=${encodeURIComponent(redirectTo)}` : '/signup'} className={LINK}>
            Create an account
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
          Forgot password?
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
