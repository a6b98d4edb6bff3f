import { describe, expect, it } from 'vitest';
import { imageTypeOf, ogImageFields } from './og-image';
import { socialMeta } from './seo';

const origin = 'https://shop.example';
const tagsOf = (tags: unknown[]) =>
  Object.fromEntries(
    (tags as { property?: string; name?: string; content?: string }[])
      .filter((t) => t.property || t.name)
      .map((t) => [t.property ?? t.name, t.content]),
  );

describe('link-preview image', () => {
  it('is the 1200x630 JPEG when the server has one', () => {
    const fields = ogImageFields(origin, '/uploads/products/rtx-960.webp', '/uploads/products/rtx-og.jpg');
    const tags = tagsOf(
      socialMeta({ title: 'RTX', description: 'd', url: `${origin}/product/1`, siteName: 'Shop', ...fields }),
    );
    expect(tags).toMatchObject({
      'og:image': 'https://shop.example/uploads/products/rtx-og.jpg',
      'og:image:type': 'image/jpeg',
      'og:image:width': '1200',
      'og:image:height': '630',
      'twitter:image': 'https://shop.example/uploads/products/rtx-og.jpg',
      'twitter:card': 'summary_large_image',
    });
  });

  it('falls back to the 640-wide WebP, claiming no size, when there is no JPEG', () => {
    const fields = ogImageFields(origin, '/uploads/products/rtx-960.webp', undefined);
    const tags = tagsOf(socialMeta({ title: 'RTX', description: 'd', url: origin, siteName: 'Shop', ...fields }));
    expect(tags['og:image']).toBe('https://shop.example/uploads/products/rtx-640.webp');
    expect(tags['og:image:type']).toBe('image/webp');
    expect(tags['og:image:width']).toBeUndefined();
    expect(ogImageFields(origin, '', undefined)).toEqual({});
  });

  it('names the type from the extension, and none for an unknown one', () => {
    expect(imageTypeOf('https://cdn.example/a.JPG?v=2')).toBe('image/jpeg');
    expect(imageTypeOf('/placeholder.svg')).toBe('image/svg+xml');
    expect(imageTypeOf('https://cdn.example/image')).toBeUndefined();
  });
});
