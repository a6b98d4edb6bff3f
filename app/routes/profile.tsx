import { lazy, Suspense } from 'react';
import { KeyRound, Package, ShieldCheck, UserRound } from 'lucide-react';
import { Link, redirect, useSearchParams } from 'react-router';
import type { Route } from './+types/profile';
import { Page } from '~/components/page';
import { ProfileDetails } from '~/features/auth/profile-details';
import { signInHref } from '~/features/auth/redirect';
import { MyOrders } from '~/features/orders/my-orders';
import { pageMeta } from '~/lib/meta';
import { cn } from '~/lib/utils';
import { MoreStrings, tFrom, useT } from '~/lib/i18n/i18n';
import { accountStrings, languageOf } from '~/lib/i18n/language.server';

// Spec section 2: a visitor who is not signed in goes to /signin, and comes back here afterwards.
export async function loader({ context, request }: Route.LoaderArgs) {
  if (!context.user) {
    const url = new URL(request.url);
    throw redirect(signInHref(url.pathname + url.search));
  }
  // My Orders and the account forms read strings the other pages do not carry (decision 028).
  return { user: context.user, strings: accountStrings(languageOf(request)) };
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, tFrom(matches)('account.title'), tFrom(matches)('account.description')),
  { name: 'robots', content: 'noindex' },
];

const TABS = [
  { id: 'profile', label: 'account.tabProfile', icon: UserRound },
  { id: 'security', label: 'account.tabSecurity', icon: KeyRound },
  { id: 'orders', label: 'checkout.myOrders', icon: Package },
  { id: 'privacy', label: 'account.tabPrivacy', icon: ShieldCheck },
] as const;

// Issue 30 (decision 065): the data-rights tab is loaded only when opened.
const PrivacyPanel = lazy(() => import('~/features/privacy/privacy-panel'));
// The password form and the e-mail/SMS choice load with their section, keeping /profile within the
// first-load budget (147 KB) now that My Orders carries returns and warranty.
const ChangePassword = lazy(() =>
  import('~/features/auth/change-password').then((m) => ({ default: m.ChangePassword })),
);
const NotifyChoice = lazy(() => import('~/features/auth/notify-choice').then((m) => ({ default: m.NotifyChoice })));

type TabId = (typeof TABS)[number]['id'];

export default function Profile({ loaderData: { user, strings } }: Route.ComponentProps) {
  return (
    <MoreStrings strings={strings}>
      <ProfilePage user={user} />
    </MoreStrings>
  );
}

function ProfilePage({ user }: { user: Route.ComponentProps['loaderData']['user'] }) {
  const [params] = useSearchParams();
  const tab: TabId = TABS.find((t) => t.id === params.get('tab'))?.id ?? 'profile';
  const current = TABS.find((t) => t.id === tab)!;
  const t = useT();

  return (
    <Page title={t('account.title')} lead={t('account.signedInAs', { email: user.email })}>
      {/* The tabs are links (?tab=…), so each section has an address to share and works before hydration. */}
      <nav aria-label={t('account.sections')} className="-mx-4 overflow-x-auto px-4">
        <ul className="flex min-w-max gap-1 border-b border-slate-200">
          {TABS.map(({ id, label, icon: Icon }) => (
            <li key={id}>
              <Link
                to={`?tab=${id}`}
                replace
                preventScrollReset
                aria-current={tab === id ? 'page' : undefined}
                className={cn(
                  '-mb-px inline-flex h-11 items-center gap-2 border-b-2 px-4 text-sm font-semibold',
                  tab === id
                    ? 'border-brand-600 text-brand-700'
                    : 'border-transparent text-slate-600 hover:text-slate-900',
                )}
              >
                <Icon className="size-4" aria-hidden="true" /> {t(label)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <section aria-labelledby="profile-section" className="mt-6">
        <h2 id="profile-section" className="mb-4 text-lg font-semibold text-slate-900">
          {t(current.label)}
        </h2>
        {tab === 'profile' ? (
          <div className="flex flex-col gap-8">
            <ProfileDetails key={user.id} user={user} />
            <Suspense fallback={<div className="h-24" aria-busy="true" />}>
              <NotifyChoice />
            </Suspense>
          </div>
        ) : null}
        {tab === 'security' ? (
          <Suspense fallback={<div className="h-40" aria-busy="true" />}>
            <ChangePassword />
          </Suspense>
        ) : null}
        {tab === 'orders' ? <MyOrders /> : null}
        {tab === 'privacy' ? (
          <Suspense fallback={<div className="h-40" aria-busy="true" />}>
            <PrivacyPanel />
          </Suspense>
        ) : null}
      </section>
    </Page>
  );
}
