import { useEffect, type ReactNode } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
} from 'react-router';
import { MSG } from '#core/messages';
import { DEFAULT_SETTINGS } from '#core/settings';
import type { Route } from './+types/root';
import { ErrorFallback } from '~/components/error-fallback';
import { NotFound } from '~/components/not-found';
import { Toaster } from '~/components/ui/toast';
import { useCartCount } from '~/features/cart/use-cart';
import { SiteFooter } from '~/features/layout/site-footer';
import { SiteHeader } from '~/features/layout/site-header';
import { resumeWatchIfAny } from '~/features/checkout/payment-watch-key';
import { useNonce } from '~/lib/nonce';
// Imported as a URL and rendered with `precedence` (below): see the comment there.
import stylesHref from './app.css?url';

export const THEME_COLOR = '#0b1120';

export const links: Route.LinksFunction = () => [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }];

export async function loader({ context }: Route.LoaderArgs) {
  return { user: context.user, settings: context.settings, payments: context.payments };
}

// Used when a page has no meta of its own, and for the error screens.
export const meta: Route.MetaFunction = ({ data, error }) => {
  const store = data?.settings.storeName ?? DEFAULT_SETTINGS.storeName;
  const title = !error
    ? store
    : isRouteErrorResponse(error) && error.status === 404
      ? `Page not found | ${store}`
      : `Error | ${store}`;
  return [
    { title },
    { name: 'description', content: `${store}: PC components, gaming PCs and accessories in Kenya, priced in KES.` },
  ];
};

/** The document and the shared layout; also wraps the error screens, so they keep the header. */
export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  const settings = data?.settings ?? DEFAULT_SETTINGS;
  const cartCount = useCartCount();
  const nonce = useNonce();
  // Lets browser tests (and anyone debugging) tell when the page has become interactive.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
    resumeWatchIfAny();
  }, []);
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={THEME_COLOR} />
        {/* React 19 hoists the ~35 modulepreload links of <Scripts> into <head>, ahead of plain
            links: rendered as a React stylesheet resource the CSS is written first, so the browser
            fetches it before any script and paints without waiting for them. */}
        <link rel="stylesheet" href={stylesHref} precedence="default" />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-dvh flex-col">
        <a
          href="#main"
          className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-ink focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          Skip to content
        </a>
        <SiteHeader storeName={settings.storeName} user={data?.user ?? null} cartCount={cartCount} />
        <main id="main" className="flex-1 pt-[var(--header-height)] print:pt-0">
          {children}
        </main>
        <SiteFooter settings={settings} />
        <Toaster />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) return <NotFound />;
    return <ErrorFallback status={error.status} message={error.statusText || statusMessage(error.data)} />;
  }
  // In production React Router already replaces server error messages with a generic one.
  const message = error instanceof Error ? error.message : MSG.unknownError;
  const stack = import.meta.env.DEV && error instanceof Error ? error.stack : undefined;
  return <ErrorFallback message={message} stack={stack} />;
}

function statusMessage(data: unknown): string {
  if (typeof data === 'string' && data) return data;
  if (data && typeof data === 'object' && 'message' in data && typeof data.message === 'string') return data.message;
  return MSG.unknownError;
}
