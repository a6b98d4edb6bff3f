import { describe, expect, it } from 'vitest';
import { ogImageFields } from '~/lib/og-image';
import { meta as productMeta } from './product';

describe('the product page link preview', () => {
  it('is what the product page announces to WhatsApp', () => {
    const origin = 'https://shop.example';
    const product = { id: 7, name: 'RTX 4070', brand: 'MSI', price: 89999, description: 'A card.', countInStock: 3 };
    const loaderData = {
      product,
      seo: {
        url: `${origin}/product/7`,
        image: ogImageFields(origin, '/uploads/products/rtx-960.webp', '/uploads/products/rtx-og.jpg'),
      },
    };
    const tags = productMeta({ loaderData, matches: [] } as never) as { property?: string; content?: string }[];
    expect(tags).toEqual(
      expect.arrayContaining([
        { property: 'og:image', content: 'https://shop.example/uploads/products/rtx-og.jpg' },
        { property: 'og:image:type', content: 'image/jpeg' },
        { property: 'og:image:alt', content: 'RTX 4070' },
      ]),
    );
  });
});
