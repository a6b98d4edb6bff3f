import type { ProductDef } from './types';

const NV_OUT = 'HDMI 2.1a, 3x DisplayPort 1.4a';
const AMD_OUT = 'HDMI 2.1, 2x DisplayPort 2.1';

export const graphicsCards: ProductDef[] = [
  {
    name: 'MSI GeForce RTX 4070 SUPER 12G Gaming X Slim',
    brand: 'MSI',
    price: 112_000,
    countInStock: 14,
    description:
      'A slimmer take on the RTX 4070 SUPER with a TRI FROZR 3 cooler that stays quiet under load. It is a strong 1440p card with DLSS 3 frame generation, and its 2.5-slot thickness fits most mid-tower cases. Uses a single 16-pin power connector; an adapter is in the box.',
    specifications: {
      'Graphics Coprocessor': 'NVIDIA GeForce RTX 4070 SUPER',
      'Graphics RAM Size': '12 GB GDDR6X',
      'GPU Clock Speed': '2640 MHz boost',
      'Video Output Interface': NV_OUT,
      TDP: '220 W',
      'Card Length': '307 mm',
    },
  },
  {
    name: 'ASUS Dual GeForce RTX 4060 OC 8GB',
    brand: 'ASUS',
    price: 46_500,
    countInStock: 32,
    description:
      'A compact two-fan RTX 4060 for 1080p gaming at high settings. It draws little power, so a good 550 W supply is enough. The 8 GB of memory can be limiting in a few of the newest titles at maximum textures.',
    specifications: {
      'Graphics Coprocessor': 'NVIDIA GeForce RTX 4060',
      'Graphics RAM Size': '8 GB GDDR6',
      'GPU Clock Speed': '2535 MHz boost (OC mode)',
      'Video Output Interface': NV_OUT,
      TDP: '115 W',
      'Card Length': '227 mm',
    },
  },
  {
    name: 'MSI GeForce RTX 4060 Ti Ventus 2X Black 8G OC',
    brand: 'MSI',
    price: 59_000,
    countInStock: 11,
    description:
      'A no-frills two-fan RTX 4060 Ti that is a step up from the RTX 4060 for high-refresh 1080p play. It is short enough for compact cases. At this price, consider the Radeon RX 7700 XT if you want more memory.',
    specifications: {
      'Graphics Coprocessor': 'NVIDIA GeForce RTX 4060 Ti',
      'Graphics RAM Size': '8 GB GDDR6',
      'GPU Clock Speed': '2565 MHz boost',
      'Video Output Interface': NV_OUT,
      TDP: '160 W',
      'Card Length': '199 mm',
    },
  },
  {
    name: 'Gigabyte GeForce RTX 4070 SUPER WINDFORCE OC 12G',
    brand: 'Gigabyte',
    price: 105_000,
    countInStock: 9,
    description:
      "Gigabyte's entry RTX 4070 SUPER with a three-fan WINDFORCE cooler. It gives the same frame rates as pricier versions within a few percent, which makes it the value pick for 1440p. A 650 W power supply is recommended.",
    specifications: {
      'Graphics Coprocessor': 'NVIDIA GeForce RTX 4070 SUPER',
      'Graphics RAM Size': '12 GB GDDR6X',
      'GPU Clock Speed': '2490 MHz boost',
      'Video Output Interface': NV_OUT,
      TDP: '220 W',
      'Card Length': '261 mm',
    },
  },
  {
    name: 'ASUS TUF Gaming GeForce RTX 4070 Ti SUPER 16GB OC',
    brand: 'ASUS',
    price: 148_000,
    countInStock: 4,
    description:
      'A heavy-duty TUF card with a metal shroud and a large three-fan cooler. The 16 GB of memory makes it comfortable at 1440p and capable at 4K with DLSS. It is 3.25 slots thick, so check your case clearance first.',
    specifications: {
      'Graphics Coprocessor': 'NVIDIA GeForce RTX 4070 Ti SUPER',
      'Graphics RAM Size': '16 GB GDDR6X',
      'GPU Clock Speed': '2670 MHz boost (OC mode)',
      'Video Output Interface': 'HDMI 2.1a, 3x DisplayPort 1.4a',
      TDP: '285 W',
      'Card Length': '305 mm',
    },
  },
  {
    name: 'Gigabyte GeForce RTX 4080 SUPER Gaming OC 16G',
    brand: 'Gigabyte',
    price: 195_000,
    countInStock: 5,
    description:
      'A 4K-class card with a large vapour-chamber cooler and RGB lighting. It handles path-traced games well with DLSS enabled. Plan for at least an 850 W power supply and a case that takes a 342 mm card.',
    specifications: {
      'Graphics Coprocessor': 'NVIDIA GeForce RTX 4080 SUPER',
      'Graphics RAM Size': '16 GB GDDR6X',
      'GPU Clock Speed': '2595 MHz boost',
      'Video Output Interface': NV_OUT,
      TDP: '320 W',
      'Card Length': '342 mm',
    },
  },
  {
    name: 'ASUS ROG Strix GeForce RTX 4090 OC 24GB',
    brand: 'ASUS',
    price: 365_000,
    countInStock: 2,
    description:
      "The fastest consumer graphics card of its generation, in ASUS's premium ROG Strix form. It is built for 4K at high refresh rates, 3D rendering and local AI work. It is very large and needs a 1000 W power supply with a native 16-pin cable.",
    specifications: {
      'Graphics Coprocessor': 'NVIDIA GeForce RTX 4090',
      'Graphics RAM Size': '24 GB GDDR6X',
      'GPU Clock Speed': '2640 MHz boost (OC mode)',
      'Video Output Interface': 'HDMI 2.1a, 3x DisplayPort 1.4a',
      TDP: '450 W',
      'Card Length': '358 mm',
    },
  },
  {
    name: 'Sapphire Pulse AMD Radeon RX 7600 8GB',
    brand: 'Sapphire',
    price: 39_500,
    countInStock: 18,
    description:
      "An affordable 1080p card that trades blows with the RTX 4060 in raster games. Sapphire's Pulse cooler is simple and effective. Ray tracing performance is modest, so it suits esports and mainstream titles best.",
    specifications: {
      'Graphics Coprocessor': 'AMD Radeon RX 7600',
      'Graphics RAM Size': '8 GB GDDR6',
      'GPU Clock Speed': '2657 MHz boost',
      'Video Output Interface': 'HDMI 2.1, 3x DisplayPort 2.1',
      TDP: '165 W',
      'Card Length': '240 mm',
    },
  },
  {
    name: 'XFX Speedster QICK 319 Radeon RX 7700 XT 12GB',
    brand: 'XFX',
    price: 69_000,
    countInStock: 7,
    description:
      'A 12 GB card that is comfortable at 1440p in most games. The QICK 319 cooler is large and quiet. It needs two 8-pin power connectors and a 700 W supply.',
    specifications: {
      'Graphics Coprocessor': 'AMD Radeon RX 7700 XT',
      'Graphics RAM Size': '12 GB GDDR6',
      'GPU Clock Speed': '2599 MHz boost',
      'Video Output Interface': AMD_OUT,
      TDP: '245 W',
      'Card Length': '335 mm',
    },
  },
  {
    name: 'PowerColor Hellhound Radeon RX 7800 XT 16GB',
    brand: 'PowerColor',
    price: 82_000,
    countInStock: 10,
    description:
      'One of the best-value 1440p cards, with 16 GB of memory for long-term headroom. The Hellhound cooler runs cool and quiet and has a silent BIOS switch. Ray tracing is behind the RTX 4070 SUPER, raster performance is close.',
    specifications: {
      'Graphics Coprocessor': 'AMD Radeon RX 7800 XT',
      'Graphics RAM Size': '16 GB GDDR6',
      'GPU Clock Speed': '2520 MHz boost',
      'Video Output Interface': AMD_OUT,
      TDP: '263 W',
      'Card Length': '322 mm',
    },
  },
  {
    name: 'Gigabyte Radeon RX 7900 XTX Gaming OC 24G',
    brand: 'Gigabyte',
    price: 165_000,
    countInStock: 0,
    description:
      "AMD's flagship with 24 GB of memory, strong at 4K in raster games. The triple-fan cooler keeps it in check but the card is long and draws a lot of power. Pair it with an 850 W power supply.",
    specifications: {
      'Graphics Coprocessor': 'AMD Radeon RX 7900 XTX',
      'Graphics RAM Size': '24 GB GDDR6',
      'GPU Clock Speed': '2565 MHz boost',
      'Video Output Interface': '2x HDMI 2.1, 2x DisplayPort 2.1',
      TDP: '355 W',
      'Card Length': '331 mm',
    },
  },
  {
    name: 'MSI GeForce RTX 3060 Ventus 2X 12G OC',
    brand: 'MSI',
    price: 41_000,
    countInStock: 0,
    description:
      'A previous-generation card still popular for its 12 GB of memory. It is fine for 1080p gaming and light creative work but slower and hungrier than an RTX 4060. It remains a sensible choice for budget builds.',
    specifications: {
      'Graphics Coprocessor': 'NVIDIA GeForce RTX 3060',
      'Graphics RAM Size': '12 GB GDDR6',
      'GPU Clock Speed': '1807 MHz boost',
      'Video Output Interface': 'HDMI 2.1, 3x DisplayPort 1.4a',
      TDP: '170 W',
      'Card Length': '235 mm',
    },
  },
  {
    name: 'Intel Arc B580 Limited Edition 12GB',
    brand: 'Intel',
    price: 44_000,
    countInStock: 6,
    description:
      "Intel's second-generation Arc card offers 12 GB of memory at an entry-level price. It performs well at 1080p and 1440p in modern games. It needs Resizable BAR enabled, so it suits recent platforms better than older PCs.",
    specifications: {
      'Graphics Coprocessor': 'Intel Arc B580',
      'Graphics RAM Size': '12 GB GDDR6',
      'GPU Clock Speed': '2670 MHz',
      'Video Output Interface': 'HDMI 2.1a, 3x DisplayPort 2.1',
      TDP: '190 W',
      'Card Length': '272 mm',
    },
  },
];
