import { describe, expect, it } from 'vitest';
import type { Build, BuildPart } from '#core/build-pc/compatibility';
import { parsePartsParam, partsParam, shareText, shareUrl, whatsappShareHref } from './share';

const part = (id: number, name: string, price: number): BuildPart => ({
  id,
  name,
  category: 'x',
  price,
  specifications: {},
  countInStock: 3,
  image: '',
});

const build: Build = {
  psu: part(88, 'Corsair RM850x', 19_500),
  cpu: part(12, 'AMD Ryzen 7 7800X3D', 55_000),
  motherboard: part(40, 'MSI MAG B650 TOMAHAWK WIFI', 31_000),
};

describe('shared build links', () => {
  it('writes the parts in slot order', () => {
    expect(partsParam(build)).toBe('cpu:12,motherboard:40,psu:88');
    expect(shareUrl('https://shop.example', build)).toBe(
      'https://shop.example/build-pc?parts=cpu:12,motherboard:40,psu:88',
    );
    expect(shareUrl('https://shop.example', {})).toBe('https://shop.example/build-pc');
  });

  it('reads them back, skipping what it does not understand', () => {
    expect(parsePartsParam('cpu:12,motherboard:40,psu:88')).toEqual({ cpu: 12, motherboard: 40, psu: 88 });
    expect(parsePartsParam('cpu:12,fan:3,gpu:abc,ram:-4,case:1.5,storage:,cooling:7')).toEqual({ cpu: 12, cooling: 7 });
    expect(parsePartsParam('cpu:1,cpu:2')).toEqual({ cpu: 2 });
    expect(parsePartsParam('')).toEqual({});
    expect(parsePartsParam(null)).toEqual({});
  });

  it('shares on WhatsApp with the parts, the total and the link', () => {
    const url = shareUrl('https://shop.example', build);
    const text = shareText(build, url, 'Kenya PC Shop');
    expect(text).toBe(
      [
        'My PC build at Kenya PC Shop:',
        '- Processor: AMD Ryzen 7 7800X3D (KES 55,000)',
        '- Motherboard: MSI MAG B650 TOMAHAWK WIFI (KES 31,000)',
        '- Power Supply: Corsair RM850x (KES 19,500)',
        'Total: KES 105,500 (ex VAT)',
        url,
      ].join('\n'),
    );
    const href = whatsappShareHref(build, url, 'Kenya PC Shop');
    expect(href.startsWith('https://wa.me/?text=')).toBe(true);
    expect(decodeURIComponent(href.slice('https://wa.me/?text='.length))).toBe(text);
  });
});
