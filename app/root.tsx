import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
} from 'react-router';
import { DEFAULT_SETTINGS } from '#core/settings';
import type { Route } from './+types/root';
import { ErrorFallback } from '~/components/error-fallback';
import { NotFound } from '~/components/not-found';
import { Toaster } from '~/components/ui/toast';
import { useCartCount } from '~/features/cart/use-cart';
import { useFollowShopper } from '~/features/follow/use-follow-shopper';
import { SiteFooter } from '~/features/layout/site-footer';
import { SiteHeader } from '~/features/layout/site-header';
import {
  CONFIRMATION_EVENT,
  readConfirmation,
  resumeWatchIfAny,
  type Confirmation,
} from '~/features/checkout/payment-watch-key';
import { hreflangLinks, I18nProvider, i18nFrom, LANG_COOKIE, LANG_PARAM, translator } from '~/lib/i18n/i18n';
import { i18nData, languageOf, paymentsNotice } from '~/lib/i18n/language.server';
import { useNonce } from '~/lib/nonce';
import { EARLY_TAPS, replayEarlyTaps } from '~/lib/early-taps';
import { dataSaverOf } from '~/lib/data-saver.server';
// Imported as a URL and rendered with `precedence` (below): see the comment there.
import stylesHref from './app.css?url';

// The confirmation after paying (issue 32, item 3): loaded only while an order has just been paid for.
const PaymentConfirmation = lazy(() => import('~/features/checkout/confirmation'));

export const THEME_COLOR = '#0b1120';

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  // Installable (issue 18): the manifest, and the icon iOS uses for "Add to Home Screen".
  { rel: 'manifest', href: '/manifest.webmanifest' },
  { rel: 'apple-touch-icon', href: '/icons/apple-touch-icon.png' },
];

export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const lang = languageOf(request);
  return {
    user: context.user,
    settings: context.settings,
    payments: { ...context.payments, notice: paymentsNotice(context.payments.notice, lang) },
    // The active language's strings only (decision 028), and this page's address for its hreflang links.
    i18n: i18nData(lang),
    href: `${context.publicUrl.replace(/\/+$/, '')}${url.pathname}${url.search}`,
    // Issue 18: smaller, later pictures (decision 045).
    dataSaver: dataSaverOf(request),
  };
}

// Used when a page has no meta of its own, and for the error screens.
export const meta: Route.MetaFunction = ({ data, error, matches }) => {
  const store = data?.settings.storeName ?? DEFAULT_SETTINGS.storeName;
  const { t } = i18nFrom(matches);
  const title = !error
    ? store
    : isRouteErrorResponse(error) && error.status === 404
      ? `${t('app.pageNotFoundTitle')} | ${store}`
      : `${t('app.errorTitle')} | ${store}`;
  return [{ title }, { name: 'description', content: t('app.defaultDescription', { store }) }];
};

/** The document and the shared layout; also wraps the error screens, so they keep the header. */
export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  const settings = data?.settings ?? DEFAULT_SETTINGS;
  const cartCount = useCartCount();
  useFollowShopper(data?.user?.id ?? null);
  const nonce = useNonce();
  const i18n = data?.i18n ?? null;
  const lang = i18n?.lang ?? 'en';
  const t = translator(i18n?.dict ?? null);
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  useEffect(() => {
    const read = () => setConfirmation(readConfirmation());
    read();
    window.addEventListener(CONFIRMATION_EVENT, read);
    return () => window.removeEventListener(CONFIRMATION_EVENT, read);
  }, []);
  // Lets browser tests (and anyone debugging) tell when the page has become interactive.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
    replayEarlyTaps();
    resumeWatchIfAny();
  }, []);
  // A shared `?lang=` link keeps its language on the next pages, which carry no `?lang=`.
  useEffect(() => {
    if (
      new URLSearchParams(window.location.search).has(LANG_PARAM) &&
      !document.cookie.includes(`${LANG_COOKIE}=${lang}`)
    ) {
      document.cookie = `${LANG_COOKIE}=${lang}; path=/; max-age=31536000; samesite=lax`;
    }
  }, [lang]);
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={THEME_COLOR} />
        {/* Holds taps and typed text until the page has hydrated, then replays them (decision 057).
            Only the server writes it: it has run long before the browser's bundle arrives, and React does
            not rewrite an element's inner HTML on hydrating, so the bundle need not carry it. */}
        <script
          nonce={nonce}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? EARLY_TAPS : '' }}
        />
        {/* React 19 hoists the ~35 modulepreload links of <Scripts> into <head>, ahead of plain
            links: rendered as a React stylesheet resource the CSS is written first, so the browser
            fetches it before any script and paints without waiting for them. */}
        {/* On a first visit entry.server puts this stylesheet's text inline (decision 045). */}
        <link rel="stylesheet" href={stylesHref} precedence="default" />
        <Meta />
        {data?.href && !data.href.includes('/admin')
          ? hreflangLinks(data.href).map((l) => (
              <link key={l.hrefLang} rel="alternate" hrefLang={l.hrefLang} href={l.href} />
            ))
          : null}
        <Links />
      </head>
      <body className="flex min-h-dvh flex-col">
        <a
          href="#main"
          className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-ink focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          {t('app.skipToContent')}
        </a>
        <I18nProvider value={i18n}>
          <SiteHeader storeName={settings.storeName} user={data?.user ?? null} cartCount={cartCount} />
          <main id="main" className="flex-1 pt-[var(--header-height)] print:pt-0">
            {confirmation ? (
              <Suspense fallback={null}>
                <PaymentConfirmation key={confirmation.orderId} confirmation={confirmation} />
              </Suspense>
            ) : null}
            {children}
          </main>
          <SiteFooter settings={settings} />
          <Toaster />
        </I18nProvider>
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
  const message = error instanceof Error ? error.message : null;
  const stack = import.meta.env.DEV && error instanceof Error ? error.stack : undefined;
  return <ErrorFallback message={message} stack={stack} />;
}

function statusMessage(data: unknown): string | null {
  if (typeof data === 'string' && data) return data;
  if (data && typeof data === 'object' && 'message' in data && typeof data.message === 'string') return data.message;
  return null;
}
