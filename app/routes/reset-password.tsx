import { Link } from 'react-router';
import type { Route } from './+types/reset-password';
import { AuthCard, LINK } from '~/features/auth/auth-card';
import { ResetPasswordForm } from '~/features/auth/reset-password-form';
import { pageMeta } from '~/lib/meta';
import { tFrom, useT } from '~/lib/i18n/i18n';

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, tFrom(matches)('reset.title'), tFrom(matches)('reset.description')),
  // The token in the address is a secret: keep it out of search engines.
  { name: 'robots', content: 'noindex' },
];

export default function ResetPassword({ params }: Route.ComponentProps) {
  const t = useT();
  return (
    <AuthCard
      title={t('reset.title')}
      lead={t('reset.lead')}
      footer={
        <>
          {t('reset.remembered')}{' '}
          <Link to="/signin" className={LINK}>
            {t('auth.signInLink')}
          </Link>
        </>
      }
    >
      <ResetPasswordForm token={params.token} />
    </AuthCard>
  );
}
