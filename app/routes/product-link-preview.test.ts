import { describe, expect, it } from 'vitest';
import { ogImageFields } from '~/lib/og-image';
import { meta as productMeta } from './product';

const origin = 'https://shop.example';
const tagsOf = (tags: unknown[]) =>
  Object.fromEntries(
    (tags as { property?: string; name?: string; content?: string }[])
      .filter((t) => t.property || t.name)
      .map((t) => [t.property ?? t.name, t.content]),
  );

describe('the product page link preview', () => {
  it('is what the product page announces to WhatsApp', () => {
    const product = { id: 7, name: 'RTX 4070', brand: 'MSI', price: 89999, description: 'A card.', countInStock: 3 };
    const loaderData = {
      product,
      seo: { url: `${origin}/product/7`, image: ogImageFields(origin, '/uploads/products/rtx-960.webp', '/uploads/products/rtx-og.jpg') },
    };
    const tags = tagsOf(productMeta({ loaderData, matches: [] } as never) as unknown[]);
    expect(tags['og:image']).toBe('https://shop.example/uploads/products/rtx-og.jpg');
    expect(tags['og:image:type']).toBe('image/jpeg');
    expect(tags['og:image:alt']).toBe('RTX 4070');
  });
});
