import { Link, redirect, useSearchParams } from 'react-router';
import type { Route } from './+types/signup';
import { AuthCard, LINK } from '~/features/auth/auth-card';
import { safeRedirect, signInHref } from '~/features/auth/redirect';
import { SignUpForm } from '~/features/auth/sign-up-form';
import { tFrom, useT } from '~/lib/i18n/i18n';
import { pageMeta } from '~/lib/meta';

// Already signed in: nothing to do here, go where the visitor was heading.
export async function loader({ context, request }: Route.LoaderArgs) {
  if (context.user) throw redirect(safeRedirect(new URL(request.url).searchParams.get('redirectTo')));
  return null;
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, tFrom(matches)('nav.signUp'), tFrom(matches)('auth.signUpDescription'));

export default function SignUp() {
  const [params] = useSearchParams();
  // A shopper sent here from a guarded page goes back there after signing in.
  const signIn = signInHref(safeRedirect(params.get('redirectTo')));
  const t = useT();
  return (
    <AuthCard
      title={t('nav.signUp')}
      lead={t('auth.signUpLead')}
      footer={
        <>
          {t('auth.haveAccount')}{' '}
          <Link to={signIn} className={LINK}>
            {t('auth.signInLink')}
          </Link>
        </>
      }
    >
      <SignUpForm signInHref={signIn} />
    </AuthCard>
  );
}
