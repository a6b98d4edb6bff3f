import type { ProductDef } from './types';

// Socket strings are the exact values the PC-builder compares with motherboards.
const cpu = (
  model: string,
  speed: string,
  cores: string,
  threads: string,
  socket: 'AM4' | 'AM5' | 'LGA1700' | 'LGA1851',
  tdp: string,
) => ({
  'CPU Model': model,
  'CPU Speed': speed,
  'CPU Cores': cores,
  'CPU Threads': threads,
  'CPU Socket': socket,
  TDP: tdp,
});

export const processors: ProductDef[] = [
  {
    name: 'AMD Ryzen 7 7800X3D',
    brand: 'AMD',
    price: 55_000,
    countInStock: 12,
    description:
      'The go-to gaming processor: its 96 MB of 3D V-Cache gives it a lead in most games at a modest 120 W. It runs on AM5 boards with DDR5 memory. No cooler is included; a good tower air cooler is enough.',
    specifications: cpu('Ryzen 7 7800X3D', '4.2 GHz base / 5.0 GHz boost', '8', '16', 'AM5', '120 W'),
  },
  {
    name: 'AMD Ryzen 5 7600',
    brand: 'AMD',
    price: 27_000,
    countInStock: 25,
    description:
      'A six-core AM5 chip that is the sensible start for a new gaming build. It ships with the Wraith Stealth cooler and runs cool at 65 W. The AM5 platform leaves room to upgrade the processor later.',
    specifications: cpu('Ryzen 5 7600', '3.8 GHz base / 5.1 GHz boost', '6', '12', 'AM5', '65 W'),
  },
  {
    name: 'AMD Ryzen 7 7700X',
    brand: 'AMD',
    price: 38_000,
    countInStock: 9,
    description:
      'Eight Zen 4 cores for gaming with streaming or content work on the side. It runs hot at full boost, so pair it with a capable tower cooler or a 240 mm AIO. No cooler is included.',
    specifications: cpu('Ryzen 7 7700X', '4.5 GHz base / 5.4 GHz boost', '8', '16', 'AM5', '105 W'),
  },
  {
    name: 'AMD Ryzen 9 7900X',
    brand: 'AMD',
    price: 52_000,
    countInStock: 6,
    description:
      'Twelve cores for video editing, compiling and 3D work, with strong gaming performance too. It benefits from a 280 mm or 360 mm liquid cooler. No cooler is included.',
    specifications: cpu('Ryzen 9 7900X', '4.7 GHz base / 5.6 GHz boost', '12', '24', 'AM5', '170 W'),
  },
  {
    name: 'AMD Ryzen 9 7950X3D',
    brand: 'AMD',
    price: 90_000,
    countInStock: 3,
    description:
      'Sixteen cores with 3D V-Cache on one of its two dies, for people who both game and render. It is efficient for its class at 120 W. Overkill for gaming alone, where the 7800X3D is as fast for much less.',
    specifications: cpu('Ryzen 9 7950X3D', '4.2 GHz base / 5.7 GHz boost', '16', '32', 'AM5', '120 W'),
  },
  {
    name: 'AMD Ryzen 7 9700X',
    brand: 'AMD',
    price: 45_000,
    countInStock: 8,
    description:
      'A Zen 5 eight-core that is fast and remarkably efficient at its default 65 W. It drops into any AM5 board after a BIOS update. No cooler is included.',
    specifications: cpu('Ryzen 7 9700X', '3.8 GHz base / 5.5 GHz boost', '8', '16', 'AM5', '65 W'),
  },
  {
    name: 'AMD Ryzen 5 5600',
    brand: 'AMD',
    price: 13_500,
    countInStock: 40,
    description:
      'A budget favourite for AM4 builds and upgrades. It works with affordable B450 and B550 boards and DDR4 memory, and comes with the Wraith Stealth cooler. Still a capable 1080p gaming chip.',
    specifications: cpu('Ryzen 5 5600', '3.5 GHz base / 4.4 GHz boost', '6', '12', 'AM4', '65 W'),
  },
  {
    name: 'AMD Ryzen 7 5700X3D',
    brand: 'AMD',
    price: 27_500,
    countInStock: 0,
    description:
      'The last big upgrade for AM4 owners: 3D V-Cache gaming performance on an existing DDR4 board. A BIOS update may be needed on older boards. No cooler is included.',
    specifications: cpu('Ryzen 7 5700X3D', '3.0 GHz base / 4.1 GHz boost', '8', '16', 'AM4', '105 W'),
  },
  {
    name: 'Intel Core i3-12100F',
    brand: 'Intel',
    price: 11_500,
    countInStock: 22,
    description:
      'Four fast cores for budget gaming and office builds. The F suffix means there is no integrated graphics, so a graphics card is required. A basic cooler is included.',
    specifications: cpu('Core i3-12100F', '3.3 GHz base / 4.3 GHz boost', '4', '8', 'LGA1700', '58 W'),
  },
  {
    name: 'Intel Core i5-12400F',
    brand: 'Intel',
    price: 16_500,
    countInStock: 30,
    description:
      'A six-core value chip that works with inexpensive H610 and B760 boards and either DDR4 or DDR5 memory. It comes with a stock cooler that is adequate at its 65 W rating. Needs a graphics card.',
    specifications: cpu('Core i5-12400F', '2.5 GHz base / 4.4 GHz boost', '6', '12', 'LGA1700', '65 W'),
  },
  {
    name: 'Intel Core i5-13400F',
    brand: 'Intel',
    price: 25_000,
    countInStock: 15,
    description:
      'Ten cores (six performance, four efficient) for gaming and multitasking on a budget. It runs on B760 boards with DDR4 or DDR5. Includes a cooler; needs a graphics card.',
    specifications: cpu('Core i5-13400F', '2.5 GHz base / 4.6 GHz boost', '10 (6P + 4E)', '16', 'LGA1700', '65 W'),
  },
  {
    name: 'Intel Core i5-14600K',
    brand: 'Intel',
    price: 42_000,
    countInStock: 10,
    description:
      'An unlocked 14-core chip that is quick in games and productivity alike. It has integrated graphics. Power draw under heavy load is high, so budget for a 240 mm AIO or a large air cooler.',
    specifications: cpu('Core i5-14600K', '3.5 GHz base / 5.3 GHz boost', '14 (6P + 8E)', '20', 'LGA1700', '125 W'),
  },
  {
    name: 'Intel Core i7-14700K',
    brand: 'Intel',
    price: 58_000,
    countInStock: 7,
    description:
      'Twenty cores for heavy multitasking, streaming and rendering. It pairs best with a Z790 board and a 360 mm liquid cooler. Make sure the board runs the latest BIOS for stability fixes.',
    specifications: cpu('Core i7-14700K', '3.4 GHz base / 5.6 GHz boost', '20 (8P + 12E)', '28', 'LGA1700', '125 W'),
  },
  {
    name: 'Intel Core i9-14900K',
    brand: 'Intel',
    price: 78_000,
    countInStock: 2,
    description:
      "Intel's fastest LGA1700 desktop chip, reaching 6.0 GHz. It is very power hungry under full load and needs serious cooling. Most gamers get nearly the same frame rates from a Core i5 or Ryzen 7.",
    specifications: cpu('Core i9-14900K', '3.2 GHz base / 6.0 GHz boost', '24 (8P + 16E)', '32', 'LGA1700', '125 W'),
  },
  {
    name: 'Intel Core Ultra 7 265K',
    brand: 'Intel',
    price: 52_000,
    countInStock: 5,
    description:
      'An Arrow Lake chip on the new LGA1851 socket, efficient and strong in productivity work. It needs a Z890 or B860 board and DDR5 memory. Gaming performance is good but not ahead of the Ryzen X3D chips.',
    specifications: cpu('Core Ultra 7 265K', '3.9 GHz base / 5.5 GHz boost', '20 (8P + 12E)', '20', 'LGA1851', '125 W'),
  },
];
