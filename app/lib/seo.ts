import type { MetaDescriptor } from 'react-router';
import { categoryName } from '#core/catalog/categories';
import { imageAtWidth } from '#core/catalog/images';
import type { Product, Review } from '#core/catalog/product';
import { stockLevel } from '#core/catalog/stock';

/**
 * Search and link-preview helpers: canonical URLs, Open Graph / Twitter tags, JSON-LD,
 * sitemap.xml and robots.txt. Pure functions, safe to import on both sides.
 */

/** `path` on the shop's public origin; `origin` is `context.publicUrl` (no trailing slash). */
export function absoluteUrl(origin: string, path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  return `${origin.replace(/\/+$/, '')}${path.startsWith('/') ? path : `/${path}`}`;
}

export function canonicalLink(href: string): MetaDescriptor {
  return { tagName: 'link', rel: 'canonical', href };
}

/** Shortens text for a meta description at a word boundary, with an ellipsis. */
export function truncate(text: string, max = 160): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s.,;:!?-]+$/, '')}…`;
}

export interface SocialMeta {
  title: string;
  description: string;
  url: string;
  siteName: string;
  type?: 'website' | 'product';
  /** Absolute URL. */
  image?: string;
  imageAlt?: string;
  /** MIME type, e.g. 'image/jpeg' (app/lib/og-image.ts works it out in the loader). */
  imageType?: string;
  imageWidth?: number;
  imageHeight?: number;
}

/** Open Graph and Twitter card tags: what WhatsApp, Facebook, X and Slack read for a preview. */
export function socialMeta(m: SocialMeta): MetaDescriptor[] {
  const tags: MetaDescriptor[] = [
    { property: 'og:site_name', content: m.siteName },
    { property: 'og:type', content: m.type ?? 'website' },
    { property: 'og:title', content: m.title },
    { property: 'og:description', content: m.description },
    { property: 'og:url', content: m.url },
    { property: 'og:locale', content: 'en_KE' },
    { name: 'twitter:card', content: m.image ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: m.title },
    { name: 'twitter:description', content: m.description },
  ];
  if (m.image) {
    tags.push({ property: 'og:image', content: m.image });
    if (m.imageType) tags.push({ property: 'og:image:type', content: m.imageType });
    tags.push({ name: 'twitter:image', content: m.image });
    if (m.imageWidth && m.imageHeight) {
      tags.push(
        { property: 'og:image:width', content: String(m.imageWidth) },
        { property: 'og:image:height', content: String(m.imageHeight) },
      );
    }
    if (m.imageAlt) {
      tags.push({ property: 'og:image:alt', content: m.imageAlt }, { name: 'twitter:image:alt', content: m.imageAlt });
    }
  }
  return tags;
}

/**
 * Width of the WebP variant in JSON-LD, and in link previews when an image has no preview JPEG
 * (app/lib/og-image.ts): big enough for a card, small on mobile data.
 */
export const OG_IMAGE_WIDTH = 640;

/** Absolute URL of the 640-wide WebP variant of a stored image (or of the image itself). */
export function ogImageUrl(origin: string, image: string | null | undefined): string | undefined {
  return image ? absoluteUrl(origin, imageAtWidth(image, OG_IMAGE_WIDTH)) : undefined;
}

/**
 * JSON for an inline `<script type="application/ld+json">`. `<`, `>` and `&` are escaped as
 * \u003c etc. (still valid JSON), so a product description holding `</script>` or `<!--` cannot end
 * or disturb the script element; U+2028/U+2029 are escaped for old JavaScript parsers.
 */
export function jsonLdString(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const AVAILABILITY = {
  'in-stock': 'https://schema.org/InStock',
  'low-stock': 'https://schema.org/LimitedAvailability',
  'out-of-stock': 'https://schema.org/OutOfStock',
} as const;

export function schemaAvailability(countInStock: number): string {
  return AVAILABILITY[stockLevel(countInStock)];
}

/** Reviews put into the Product JSON-LD (the page shows all of them). */
const JSON_LD_REVIEWS = 5;

/** schema.org Product with its Offer (KES, ex VAT), brand, images and ratings. */
export function productJsonLd(
  product: Product & { reviews?: Review[] },
  opts: { url: string; origin: string; storeName: string },
): Record<string, unknown> {
  const images = [product.image, ...product.images]
    .filter((src): src is string => Boolean(src))
    .map((src) => absoluteUrl(opts.origin, imageAtWidth(src, OG_IMAGE_WIDTH)));
  const reviews = product.reviews ?? [];
  const ld: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    '@id': `${opts.url}#product`,
    name: product.name,
    description: truncate(product.description, 5000),
    sku: String(product.id),
    productID: String(product.id),
    url: opts.url,
    category: categoryName(product.category),
    ...(images.length ? { image: images } : {}),
    ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand } } : {}),
    offers: {
      '@type': 'Offer',
      url: opts.url,
      priceCurrency: 'KES',
      price: product.price.toFixed(2),
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price: product.price.toFixed(2),
        priceCurrency: 'KES',
        valueAddedTaxIncluded: false,
      },
      availability: schemaAvailability(product.countInStock),
      itemCondition: 'https://schema.org/NewCondition',
      seller: { '@type': 'Organization', name: opts.storeName },
    },
  };
  const count = Math.max(product.numReviews, reviews.length);
  if (count > 0) {
    const value = product.rating > 0 ? product.rating : average(reviews.map((r) => r.rating));
    ld.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: Number(value.toFixed(1)),
      reviewCount: count,
      bestRating: 5,
      worstRating: 1,
    };
  }
  if (reviews.length) {
    ld.review = reviews.slice(0, JSON_LD_REVIEWS).map((r) => ({
      '@type': 'Review',
      author: { '@type': 'Person', name: r.name },
      datePublished: r.createdAt.slice(0, 10),
      reviewBody: r.comment,
      reviewRating: { '@type': 'Rating', ratingValue: r.rating, bestRating: 5, worstRating: 1 },
    }));
  }
  return ld;
}

function average(values: number[]): number {
  return values.length ? values.reduce((a, b) => a + b, 0) / values.length : 0;
}

export interface Crumb {
  name: string;
  /** Absolute URL. */
  url: string;
}

export function breadcrumbJsonLd(crumbs: Crumb[]): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({ '@type': 'ListItem', position: i + 1, name: c.name, item: c.url })),
  };
}

export interface SitemapEntry {
  /** Absolute URL. */
  loc: string;
  lastmod?: string;
  changefreq?: 'daily' | 'weekly' | 'monthly';
  priority?: number;
}

function xmlEscape(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

export function sitemapXml(entries: SitemapEntry[]): string {
  const urls = entries.map((e) => {
    const parts = [`<loc>${xmlEscape(e.loc)}</loc>`];
    if (e.lastmod) parts.push(`<lastmod>${xmlEscape(e.lastmod)}</lastmod>`);
    if (e.changefreq) parts.push(`<changefreq>${e.changefreq}</changefreq>`);
    if (e.priority !== undefined) parts.push(`<priority>${e.priority.toFixed(1)}</priority>`);
    return `  <url>${parts.join('')}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** Paths crawlers should leave alone: private pages and the JSON API. */
export const ROBOTS_DISALLOW = ['/admin', '/cart', '/profile', '/api/'] as const;

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    ...ROBOTS_DISALLOW.map((p) => `Disallow: ${p}`),
    'Allow: /',
    '',
    `Sitemap: ${absoluteUrl(origin, '/sitemap.xml')}`,
    '',
  ].join('\n');
}
