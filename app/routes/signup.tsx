import { Link, redirect, useSearchParams } from 'react-router';
import type { Route } from './+types/signup';
import { AuthCard, LINK } from '~/features/auth/auth-card';
import { safeRedirect, signInHref } from '~/features/auth/redirect';
import { SignUpForm } from '~/features/auth/sign-up-form';
import { pageMeta } from '~/lib/meta';

// Already signed in: nothing to do here, go where the visitor was heading.
export async function loader({ context, request }: Route.LoaderArgs) {
  if (context.user) throw redirect(safeRedirect(new URL(request.url).searchParams.get('redirectTo')));
  return null;
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, 'Sign Up', 'Create an account to check out, track orders and review products.');

export default function SignUp() {
  const [params] = useSearchParams();
  // A shopper sent here from a guarded page goes back there after signing in.
  const signIn = signInHref(safeRedirect(params.get('redirectTo')));
  return (
    <AuthCard
      title="Sign Up"
      lead="Sign up to check out with M-Pesa, follow your orders and review what you bought."
      footer={
        <>
          Already have an account?{' '}
          <Link to={signIn} className={LINK}>
            Sign in
          </Link>
        </>
      }
    >
      <SignUpForm signInHref={signIn} />
    </AuthCard>
  );
}
