import type { Route } from './+types/manifest';
import { THEME_COLOR } from '~/root';
import { i18nData, languageOf } from '~/lib/i18n/language.server';
import { translator } from '~/lib/i18n/i18n';

/** The page background (bg-slate-50 on the body in app.css), behind the splash icon while the app starts. */
const BACKGROUND = '#f8fafc';

/**
 * /manifest.webmanifest: what Android needs to offer "Add to Home screen" and open the shop full
 * screen. Served from the store settings, so a renamed shop installs under its new name.
 */
export function loader({ context, request }: Route.LoaderArgs) {
  const { lang, dict } = i18nData(languageOf(request));
  const t = translator(dict);
  const name = context.settings.storeName;
  const manifest = {
    id: '/',
    name,
    short_name:
      name.length <= 12
        ? name
        : name
            .replace(/\s*shop$/i, '')
            .slice(0, 12)
            .trim(),
    description: t('app.defaultDescription', { store: name }),
    lang,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    theme_color: THEME_COLOR,
    background_color: BACKGROUND,
    categories: ['shopping'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
  return new Response(JSON.stringify(manifest), {
    headers: {
      'Content-Type': 'application/manifest+json; charset=utf-8',
      // Short: the name follows the settings, the language the shopper's choice.
      'Cache-Control': 'private, max-age=3600',
      Vary: 'Cookie, Accept-Language',
    },
  });
}
