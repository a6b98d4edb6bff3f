import { OG_JPEG } from '#core/catalog/images';
import { absoluteUrl, ogImageUrl, type SocialMeta } from './seo';

// Used by loaders only, so none of this reaches the browser (the product page's JavaScript is
// within a few bytes of its 150 KB budget): meta functions just spread the fields.

type ImageFields = Pick<SocialMeta, 'image' | 'imageType' | 'imageWidth' | 'imageHeight'>;

const IMAGE_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  svg: 'image/svg+xml',
};

/** MIME type of an image URL from its extension; undefined when it has none we know. */
export function imageTypeOf(url: string): string | undefined {
  const ext = /\.([a-z]+)(?:[?#].*)?$/i.exec(url)?.[1]?.toLowerCase();
  return ext ? IMAGE_TYPES[ext] : undefined;
}

/**
 * The picture of a page's link preview. `jpeg` is what the server answered for the image
 * (context.catalog.ogImage): the 1200×630 JPEG WhatsApp shows reliably. Without one (an outside
 * image, or a conversion that failed) the 640-wide WebP is the fallback, with no size claimed:
 * an uploaded picture keeps its own proportions.
 */
export function ogImageFields(origin: string, image: string | null | undefined, jpeg: string | undefined): ImageFields {
  if (jpeg) {
    return {
      image: absoluteUrl(origin, jpeg),
      imageType: OG_JPEG.type,
      imageWidth: OG_JPEG.width,
      imageHeight: OG_JPEG.height,
    };
  }
  const url = ogImageUrl(origin, image);
  return url ? { image: url, imageType: imageTypeOf(url) } : {};
}
