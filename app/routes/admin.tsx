import { data, isRouteErrorResponse, redirect } from 'react-router';
import type { Route } from './+types/admin';
import { ErrorFallback } from '~/components/error-fallback';
import { AdminDashboard } from '~/features/admin/admin-dashboard';
import { AccessDenied } from '~/features/auth/access-denied';
import { withFlash } from '~/features/auth/flash';
import { signInHref } from '~/features/auth/redirect';
import { pageMeta } from '~/lib/meta';
import { managesShop } from '#core/catalog/product-status';
import { MoreStrings } from '~/lib/i18n/i18n';
import { languageOf, pageStrings } from '~/lib/i18n/language.server';

// Spec sections 2 and 4. Not signed in: to /signin with 'Authentication required' (carried by
// ?flash=, the sign-in page shows it) and back here afterwards. Signed in but not an admin: 403,
// rendered by the ErrorBoundary below, which sends the shopper to / with 'Access Denied'.
// The server enforces the same rules on every /api call.
export async function loader({ context, request }: Route.LoaderArgs) {
  if (!context.user) {
    const url = new URL(request.url);
    throw redirect(withFlash(signInHref(url.pathname + url.search), 'admin-signin'));
  }
  if (!managesShop(context.user)) throw data({ reason: 'admin-denied' }, { status: 403 });
  return { strings: pageStrings('admin', languageOf(request)) };
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, 'Admin Dashboard', 'Manage products, users and orders.'),
  { name: 'robots', content: 'noindex' },
];

export default function Admin({ loaderData }: Route.ComponentProps) {
  return (
    <MoreStrings strings={loaderData.strings}>
      <AdminDashboard />
    </MoreStrings>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 403) return <AccessDenied />;
  const message =
    error instanceof Error
      ? error.message
      : isRouteErrorResponse(error)
        ? error.statusText
        : 'An unknown error occurred';
  return <ErrorFallback status={isRouteErrorResponse(error) ? error.status : undefined} message={message} />;
}
