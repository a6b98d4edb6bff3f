import { Link } from 'react-router';
import type { Route } from './+types/reset-password';
import { AuthCard, LINK } from '~/features/auth/auth-card';
import { ResetPasswordForm } from '~/features/auth/reset-password-form';
import { pageMeta } from '~/lib/meta';

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, 'Reset Password', 'Choose a new password for your account.'),
  // The token in the address is a secret: keep it out of search engines.
  { name: 'robots', content: 'noindex' },
];

export default function ResetPassword({ params }: Route.ComponentProps) {
  return (
    <AuthCard
      title="Reset Password"
      lead="Choose a new password. You will be signed out everywhere and can then sign in with it."
      footer={
        <>
          Remembered it?{' '}
          <Link to="/signin" className={LINK}>
            Sign in
          </Link>
        </>
      }
    >
      <ResetPasswordForm token={params.token} />
    </AuthCard>
  );
}
