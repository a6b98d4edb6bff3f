import { CATEGORIES } from '#core/catalog/categories';
import type { Route } from './+types/sitemap-xml';
import { absoluteUrl, sitemapXml, type SitemapEntry } from '~/lib/seo';

/** Informational pages worth finding (the account, cart and admin pages are not). */
const INFO_PAGES = ['/build-pc', '/about', '/contact', '/privacy', '/terms'];

/** /sitemap.xml: the home page, every category and every product, with absolute URLs. */
export async function loader({ context }: Route.LoaderArgs) {
  const origin = context.publicUrl;
  const products = await context.catalog.sitemap();
  const newest = products.reduce<string | undefined>(
    (max, p) => (!max || p.updatedAt > max ? p.updatedAt : max),
    undefined,
  );
  const entries: SitemapEntry[] = [
    { loc: absoluteUrl(origin, '/'), lastmod: newest, changefreq: 'daily', priority: 1 },
    ...CATEGORIES.map((c): SitemapEntry => ({
      loc: absoluteUrl(origin, `/category/${c.id}`),
      lastmod: c.id === 'all' ? newest : undefined,
      changefreq: 'daily',
      priority: 0.8,
    })),
    ...products.map((p): SitemapEntry => ({
      loc: absoluteUrl(origin, `/product/${p.id}`),
      lastmod: p.updatedAt,
      changefreq: 'weekly',
      priority: 0.6,
    })),
    ...INFO_PAGES.map((path): SitemapEntry => ({
      loc: absoluteUrl(origin, path),
      changefreq: 'monthly',
      priority: 0.3,
    })),
  ];
  return new Response(sitemapXml(entries), {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    },
  });
}
