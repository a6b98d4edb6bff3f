import type { ProductDef } from './types';

const screen = (size: string, resolution: string, aspect: string, refresh: string, surface: string) => ({
  'Screen Size': size,
  Resolution: resolution,
  'Aspect Ratio': aspect,
  'Refresh Rate': refresh,
  'Screen Surface Description': surface,
});
const QHD = '2560 x 1440 (QHD)';
const FHD = '1920 x 1080 (Full HD)';

export const monitors: ProductDef[] = [
  {
    name: 'LG UltraGear 27GP850-B',
    brand: 'LG',
    price: 48_000,
    countInStock: 10,
    description:
      'A 27-inch 1440p Nano IPS gaming monitor with fast response times and accurate colours. Runs at up to 180 Hz with overclock and supports G-SYNC Compatible and FreeSync. The stand adjusts for height, tilt and pivot.',
    specifications: screen('27 inches', QHD, '16:9', '165 Hz (180 Hz overclocked)', 'Matte, anti-glare'),
  },
  {
    name: 'Samsung Odyssey G5 27" QHD',
    brand: 'Samsung',
    price: 35_000,
    countInStock: 12,
    description:
      'A curved 27-inch VA panel with deep contrast, good for dark games and films. 1440p at 165 Hz at an affordable price. Viewing angles and motion clarity trail IPS panels.',
    specifications: screen('27 inches', QHD, '16:9', '165 Hz', 'Matte, 1000R curve'),
  },
  {
    name: 'ASUS TUF Gaming VG249Q1A',
    brand: 'ASUS',
    price: 18_500,
    countInStock: 20,
    description:
      'A 24-inch 1080p IPS monitor at 165 Hz for esports and budget builds. Colours are good for the price. The stand only tilts.',
    specifications: screen('23.8 inches', FHD, '16:9', '165 Hz', 'Matte, anti-glare'),
  },
  {
    name: 'MSI G2412',
    brand: 'MSI',
    price: 17_000,
    countInStock: 4,
    description:
      'A 24-inch 170 Hz IPS panel that makes a smooth upgrade from a 60 Hz screen. Frameless on three sides, so it also works well in a dual-monitor setup.',
    specifications: screen('23.8 inches', FHD, '16:9', '170 Hz', 'Matte, anti-glare'),
  },
  {
    name: 'AOC 24G2SP',
    brand: 'AOC',
    price: 19_500,
    countInStock: 15,
    description:
      'A 24-inch IPS gaming monitor with a fully adjustable stand, unusual at this price. 165 Hz with Adaptive-Sync. Built-in speakers are basic.',
    specifications: screen('23.8 inches', FHD, '16:9', '165 Hz', 'Matte, anti-glare'),
  },
  {
    name: 'Dell S2721DGF',
    brand: 'Dell',
    price: 46_000,
    countInStock: 0,
    description:
      'A 27-inch 1440p IPS monitor with quick response times and a sturdy, adjustable stand. A well-rounded choice for both gaming and work.',
    specifications: screen('27 inches', QHD, '16:9', '165 Hz', 'Matte, anti-glare, 3H hard coating'),
  },
  {
    name: 'Gigabyte M27Q',
    brand: 'Gigabyte',
    price: 38_000,
    countInStock: 7,
    description:
      'A 27-inch 1440p IPS monitor with a built-in KVM switch, handy for sharing a keyboard and mouse between a PC and a laptop. 170 Hz with a wide colour gamut.',
    specifications: screen('27 inches', QHD, '16:9', '170 Hz', 'Matte, anti-glare'),
  },
  {
    name: 'BenQ MOBIUZ EX2710Q',
    brand: 'BenQ',
    price: 44_000,
    countInStock: 5,
    description:
      'A 27-inch 1440p IPS monitor with better-than-usual built-in speakers and a remote. 165 Hz with HDRi picture modes. Good for both gaming and media.',
    specifications: screen('27 inches', QHD, '16:9', '165 Hz', 'Matte, anti-glare'),
  },
  {
    name: 'ASUS ROG Strix XG27AQ',
    brand: 'ASUS',
    price: 52_000,
    countInStock: 6,
    description:
      'A 27-inch 1440p IPS panel with ELMB Sync for clearer motion. The stand adjusts fully and there is a tripod socket for a webcam. 170 Hz with overclock.',
    specifications: screen('27 inches', QHD, '16:9', '170 Hz', 'Matte, anti-glare'),
  },
  {
    name: 'LG UltraGear 27GR95QE-B OLED',
    brand: 'LG',
    price: 120_000,
    countInStock: 3,
    description:
      'A 27-inch OLED with near-instant response, perfect blacks and a 240 Hz refresh rate. Games and films look superb. Like all OLEDs, avoid leaving static images on screen for long periods.',
    specifications: screen('27 inches', QHD, '16:9', '240 Hz', 'Anti-glare, low reflection'),
  },
  {
    name: 'Samsung Odyssey G7 32" 4K UHD',
    brand: 'Samsung',
    price: 95_000,
    countInStock: 4,
    description:
      'A flat 32-inch 4K IPS monitor at 144 Hz, sharp for both games and productivity. It suits an RTX 4080-class card to drive it at high frame rates.',
    specifications: screen('32 inches', '3840 x 2160 (4K UHD)', '16:9', '144 Hz', 'Matte, anti-glare'),
  },
  {
    name: 'Samsung Odyssey G9 49" DQHD',
    brand: 'Samsung',
    price: 185_000,
    countInStock: 1,
    description:
      'A 49-inch super-ultrawide, equivalent to two 27-inch 1440p screens side by side. Immersive for racing and flight simulators. Needs a deep desk and a powerful graphics card.',
    specifications: screen('49 inches', '5120 x 1440 (Dual QHD)', '32:9', '240 Hz', 'Matte, 1000R curve'),
  },
  {
    name: 'Xiaomi Gaming Monitor G27i',
    brand: 'Xiaomi',
    price: 20_000,
    countInStock: 0,
    description:
      'A 27-inch 1080p IPS monitor at 165 Hz for a bigger screen on a budget. At this size 1080p looks a little soft up close, but it is smooth and bright for games.',
    specifications: screen('27 inches', FHD, '16:9', '165 Hz', 'Matte, anti-glare'),
  },
];
