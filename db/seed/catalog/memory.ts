import type { ProductDef } from './types';

// 'RAM Memory Technology' is compared with the motherboard's by the PC-builder: 'DDR4' or 'DDR5' only.
const ram = (size: string, tech: 'DDR4' | 'DDR5', speed: string, devices: string) => ({
  'Computer Memory Size': size,
  'RAM Memory Technology': tech,
  'Memory Speed': speed,
  'Compatible Devices': devices,
});
const DDR4_DESKTOP = 'Desktop PCs with DDR4 slots (Intel XMP 2.0, AMD Ryzen)';
const DDR5_AMD = 'Desktop PCs with DDR5 slots (AMD EXPO, best on AM5)';
const DDR5_BOTH = 'Desktop PCs with DDR5 slots (Intel XMP 3.0, AMD EXPO)';

export const memory: ProductDef[] = [
  {
    name: 'G.Skill Trident Z5 Neo RGB 32GB (2x16GB) DDR5-6000 CL30',
    brand: 'G.Skill',
    price: 20_500,
    countInStock: 15,
    description:
      'The ideal memory kit for Ryzen 7000 and 9000: 6000 MT/s at tight CL30 timings with a one-click EXPO profile. The RGB light bar is understated and controllable from most motherboard software.',
    specifications: ram('32 GB (2 x 16 GB)', 'DDR5', '6000 MHz CL30', DDR5_AMD),
  },
  {
    name: 'Kingston FURY Beast 16GB (2x8GB) DDR4-3200 CL16',
    brand: 'Kingston',
    price: 6_500,
    countInStock: 45,
    description:
      'A dependable dual-channel DDR4 kit for budget gaming and office builds. The low-profile heat spreader clears large air coolers. It runs at 3200 MHz once XMP is enabled in the BIOS.',
    specifications: ram('16 GB (2 x 8 GB)', 'DDR4', '3200 MHz CL16', DDR4_DESKTOP),
  },
  {
    name: 'Corsair Vengeance LPX 16GB (2x8GB) DDR4-3200',
    brand: 'Corsair',
    price: 6_800,
    countInStock: 30,
    description:
      'A classic low-profile DDR4 kit that fits under almost any cooler. Reliable and widely compatible with Intel and AMD boards. No RGB.',
    specifications: ram('16 GB (2 x 8 GB)', 'DDR4', '3200 MHz CL16', DDR4_DESKTOP),
  },
  {
    name: 'G.Skill Ripjaws V 32GB (2x16GB) DDR4-3600 CL18',
    brand: 'G.Skill',
    price: 11_500,
    countInStock: 12,
    description:
      'A 32 GB DDR4 kit at 3600 MHz, a sweet spot for Ryzen 5000 systems. Enough memory for gaming with browsers and streaming software open. Simple aluminium heat spreaders, no lighting.',
    specifications: ram('32 GB (2 x 16 GB)', 'DDR4', '3600 MHz CL18', DDR4_DESKTOP),
  },
  {
    name: 'Corsair Vengeance RGB Pro 32GB (2x16GB) DDR4-3600',
    brand: 'Corsair',
    price: 13_500,
    countInStock: 5,
    description:
      'DDR4 with ten-zone RGB lighting controlled through Corsair iCUE. Performs the same as plain kits of the same speed; you are paying for the looks. Tall modules, so check clearance under big air coolers.',
    specifications: ram('32 GB (2 x 16 GB)', 'DDR4', '3600 MHz CL18', DDR4_DESKTOP),
  },
  {
    name: 'TeamGroup T-Force Vulcan Z 16GB (2x8GB) DDR4-3200',
    brand: 'TeamGroup',
    price: 5_800,
    countInStock: 0,
    description:
      'An inexpensive DDR4 kit that does exactly what it says. A good pick when the budget goes to the graphics card. Low-profile heat spreader.',
    specifications: ram('16 GB (2 x 8 GB)', 'DDR4', '3200 MHz CL16', DDR4_DESKTOP),
  },
  {
    name: 'Kingston FURY Beast 8GB DDR4-3200',
    brand: 'Kingston',
    price: 3_200,
    countInStock: 28,
    description:
      'A single 8 GB stick for upgrading an existing DDR4 PC or filling an empty slot. For a new gaming build, a two-stick kit is faster because it runs in dual channel.',
    specifications: ram('8 GB (1 x 8 GB)', 'DDR4', '3200 MHz CL16', DDR4_DESKTOP),
  },
  {
    name: 'Kingston FURY Beast 32GB (2x16GB) DDR5-6000 CL36',
    brand: 'Kingston',
    price: 15_500,
    countInStock: 20,
    description:
      'A 32 GB DDR5 kit with both XMP and EXPO profiles, so it suits Intel and AMD boards alike. A sensible default for a new mid-range build.',
    specifications: ram('32 GB (2 x 16 GB)', 'DDR5', '6000 MHz CL36', DDR5_BOTH),
  },
  {
    name: 'Corsair Vengeance RGB 32GB (2x16GB) DDR5-6000 CL36',
    brand: 'Corsair',
    price: 17_000,
    countInStock: 10,
    description:
      'DDR5 with a bright, evenly diffused light bar and iCUE control. Runs at 6000 MT/s on most AM5 and LGA1700 boards. A tidy match for white or RGB builds.',
    specifications: ram('32 GB (2 x 16 GB)', 'DDR5', '6000 MHz CL36', DDR5_BOTH),
  },
  {
    name: 'TeamGroup T-Force Delta RGB 32GB (2x16GB) DDR5-6400',
    brand: 'TeamGroup',
    price: 16_500,
    countInStock: 3,
    description:
      'A fast DDR5 kit with a wide RGB diffuser. 6400 MT/s suits Intel boards; on AM5 it may need to run at 6000 for stability. Available in black or white heat spreaders.',
    specifications: ram('32 GB (2 x 16 GB)', 'DDR5', '6400 MHz CL40', DDR5_BOTH),
  },
  {
    name: 'Corsair Dominator Titanium 64GB (2x32GB) DDR5-6600',
    brand: 'Corsair',
    price: 38_000,
    countInStock: 2,
    description:
      'A premium 64 GB kit for workstations and heavy multitaskers. The machined aluminium heat spreaders look the part in showpiece builds. Most gamers will not benefit from more than 32 GB.',
    specifications: ram('64 GB (2 x 32 GB)', 'DDR5', '6600 MHz CL32', DDR5_BOTH),
  },
  {
    name: 'Crucial 16GB DDR5-5600 Desktop Memory',
    brand: 'Crucial',
    price: 7_500,
    countInStock: 18,
    description:
      'A single 16 GB DDR5 module that runs at 5600 MT/s on most boards without any tuning. Fine for adding capacity; buy two for dual-channel performance.',
    specifications: ram('16 GB (1 x 16 GB)', 'DDR5', '5600 MHz CL46', DDR5_BOTH),
  },
];
