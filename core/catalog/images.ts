/** Widths every product image is stored in (db/seed and uploads write `<key>-<w>.webp`). */
export const IMAGE_WIDTHS = [160, 320, 640, 960] as const;

export const PLACEHOLDER_IMAGE = '/placeholder.svg';

const sized = /^(.*)-(\d+)\.webp$/;

/** Widths offered when the shopper saves data (Save-Data or the menu's switch, issue 18). */
export const DATA_SAVER_MAX_WIDTH = 320;

/** srcset for one of our stored images (widths up to `maxWidth`); undefined for an outside URL we cannot resize. */
export function srcSetFor(url: string | null | undefined, maxWidth = Infinity): string | undefined {
  const m = url ? sized.exec(url) : null;
  if (!m) return undefined;
  return IMAGE_WIDTHS.filter((w) => w <= maxWidth)
    .map((w) => `${m[1]}-${w}.webp ${w}w`)
    .join(', ');
}

/** The variant of a stored image closest above `width`, e.g. for Open Graph or a cart thumbnail. */
export function imageAtWidth(url: string, width: number): string {
  const m = sized.exec(url);
  if (!m) return url;
  const w = IMAGE_WIDTHS.find((x) => x >= width) ?? IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1];
  return `${m[1]}-${w}.webp`;
}

/**
 * The link-preview picture stored beside each product image as `<key>-og.jpg`: 1200×630, the size
 * Open Graph cards use, and JPEG because WhatsApp often shows no preview at all for a WebP.
 */
export const OG_JPEG = { width: 1200, height: 630, type: 'image/jpeg' } as const;

const stored = /^\/uploads\/products\/([a-z0-9]+(?:-[a-z0-9]+)*)-\d+\.webp$/;

/** `<key>` of an image this shop stored (`/uploads/products/<key>-<w>.webp`); undefined for any other URL. */
export function storedImageKey(url: string | null | undefined): string | undefined {
  return (url && stored.exec(url)?.[1]) || undefined;
}

/** The URL of the link-preview JPEG of one of our stored images, e.g. `/uploads/products/<key>-og.jpg`. */
export function ogJpegUrl(key: string): string {
  return `/uploads/products/${key}-og.jpg`;
}
