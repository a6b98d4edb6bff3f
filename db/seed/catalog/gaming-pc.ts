import type { ProductDef } from './types';

const pc = (cpu: string, speed: string, cache: string, gpu: string, memory: string, slots: string, uses: string) => ({
  'Operating System': 'Windows 11 Home',
  'CPU Model': cpu,
  'CPU Speed': speed,
  'Cache Size': cache,
  'Graphics Card Description': gpu,
  'Memory Storage Capacity': memory,
  'Memory Slots Available': slots,
  'Specific Uses For Product': uses,
});
const GAMING = 'Gaming, streaming';
const CREATOR = 'Gaming, streaming, video editing, 3D rendering';

export const gamingPcs: ProductDef[] = [
  {
    name: 'ASUS ROG Strix G16CH Gaming Desktop',
    brand: 'ASUS',
    price: 265_000,
    countInStock: 4,
    description:
      'A ready-to-play tower with a Core i7-14700F and an RTX 4070 SUPER, strong at 1440p in every current game. Its standard layout makes later upgrades straightforward. Windows 11 Home is installed and activated.',
    specifications: pc(
      'Intel Core i7-14700F',
      '2.1 GHz base / 5.4 GHz boost',
      '33 MB',
      'NVIDIA GeForce RTX 4070 SUPER 12 GB',
      '32 GB DDR5 RAM, 1 TB NVMe SSD',
      '4 (2 free)',
      GAMING,
    ),
  },
  {
    name: 'HP Victus 15L Gaming Desktop TG02',
    brand: 'HP',
    price: 135_000,
    countInStock: 9,
    description:
      'A compact, quiet gaming desktop with a Core i5-13400F and RTX 4060 for 1080p play. There is room to add a second SSD later.',
    specifications: pc(
      'Intel Core i5-13400F',
      '2.5 GHz base / 4.6 GHz boost',
      '20 MB',
      'NVIDIA GeForce RTX 4060 8 GB',
      '16 GB DDR4 RAM, 512 GB NVMe SSD',
      '2 (1 free)',
      GAMING,
    ),
  },
  {
    name: 'HP OMEN 25L Gaming Desktop GT15',
    brand: 'HP',
    price: 230_000,
    countInStock: 3,
    description:
      'A well-cooled mid-tower with a Core i7-13700F and RTX 4070 for 1440p gaming and creative work. A glass side panel and RGB front fans. OMEN Gaming Hub handles lighting and performance modes.',
    specifications: pc(
      'Intel Core i7-13700F',
      '2.1 GHz base / 5.2 GHz boost',
      '30 MB',
      'NVIDIA GeForce RTX 4070 12 GB',
      '32 GB DDR5 RAM, 1 TB NVMe SSD',
      '2 (0 free)',
      CREATOR,
    ),
  },
  {
    name: 'Lenovo Legion Tower 5 Gen 8',
    brand: 'Lenovo',
    price: 190_000,
    countInStock: 6,
    description:
      'A Ryzen 7 7700 and RTX 4060 Ti tower with a tidy, tool-less interior. Runs quietly under load and handles high-refresh 1080p and 1440p gaming.',
    specifications: pc(
      'AMD Ryzen 7 7700',
      '3.8 GHz base / 5.3 GHz boost',
      '32 MB L3',
      'NVIDIA GeForce RTX 4060 Ti 8 GB',
      '16 GB DDR5 RAM, 1 TB NVMe SSD',
      '4 (2 free)',
      GAMING,
    ),
  },
  {
    name: 'Lenovo Legion Tower 7i Gen 9',
    brand: 'Lenovo',
    price: 420_000,
    countInStock: 1,
    description:
      'A flagship tower with a Core i9-14900KF and RTX 4080 SUPER, liquid-cooled and ready for 4K. It is built for gamers who also stream and edit.',
    specifications: pc(
      'Intel Core i9-14900KF',
      '3.2 GHz base / 6.0 GHz boost',
      '36 MB',
      'NVIDIA GeForce RTX 4080 SUPER 16 GB',
      '32 GB DDR5 RAM, 2 TB NVMe SSD',
      '4 (2 free)',
      CREATOR,
    ),
  },
  {
    name: 'MSI MAG Infinite S3 14th',
    brand: 'MSI',
    price: 145_000,
    countInStock: 7,
    description:
      'A small-footprint tower with a Core i5-14400F and RTX 4060 for smooth 1080p gaming. Good airflow for its size and room for a second SSD.',
    specifications: pc(
      'Intel Core i5-14400F',
      '2.5 GHz base / 4.7 GHz boost',
      '20 MB',
      'NVIDIA GeForce RTX 4060 8 GB',
      '16 GB DDR5 RAM, 1 TB NVMe SSD',
      '2 (0 free)',
      GAMING,
    ),
  },
  {
    name: 'Alienware Aurora R16',
    brand: 'Dell',
    price: 560_000,
    countInStock: 0,
    description:
      "Dell's top gaming desktop with a Core i9-14900KF, RTX 4090 and liquid cooling in a quieter, more compact chassis than earlier Auroras. Built for 4K at the highest settings.",
    specifications: pc(
      'Intel Core i9-14900KF',
      '3.2 GHz base / 6.0 GHz boost',
      '36 MB',
      'NVIDIA GeForce RTX 4090 24 GB',
      '64 GB DDR5 RAM, 2 TB NVMe SSD',
      '2 (0 free)',
      CREATOR,
    ),
  },
  {
    name: 'Acer Nitro 50 Gaming Desktop',
    brand: 'Acer',
    price: 118_000,
    countInStock: 5,
    description:
      'An affordable entry into PC gaming with a Core i5-13400F and RTX 4060. Compact and easy to place under a desk. A good first gaming PC for 1080p esports titles.',
    specifications: pc(
      'Intel Core i5-13400F',
      '2.5 GHz base / 4.6 GHz boost',
      '20 MB',
      'NVIDIA GeForce RTX 4060 8 GB',
      '16 GB DDR5 RAM, 512 GB NVMe SSD',
      '2 (1 free)',
      GAMING,
    ),
  },
  {
    name: 'Custom Gaming PC - Ryzen 7 7800X3D / RTX 4070 SUPER',
    brand: 'Custom Build',
    price: 245_000,
    countInStock: 6,
    shortName: '7800X3D / RTX 4070 SUPER',
    description:
      "Our top 1440p build: Ryzen 7 7800X3D, RTX 4070 SUPER, 32 GB DDR5-6000 and a 2 TB Gen 4 SSD on a B650 board, in an NZXT H5 Flow with an 850 W Gold supply. Assembled, cable-managed and stress-tested before delivery. One-year workshop warranty plus the makers' part warranties.",
    specifications: pc(
      'AMD Ryzen 7 7800X3D',
      '4.2 GHz base / 5.0 GHz boost',
      '96 MB L3',
      'NVIDIA GeForce RTX 4070 SUPER 12 GB',
      '32 GB DDR5 RAM, 2 TB NVMe SSD',
      '4 (2 free)',
      GAMING,
    ),
  },
  {
    name: 'Custom Gaming PC - Ryzen 5 7600 / RTX 4060',
    brand: 'Custom Build',
    price: 120_000,
    countInStock: 8,
    shortName: 'Ryzen 5 7600 / RTX 4060',
    description:
      'A modern 1080p build on the AM5 platform, so the processor can be upgraded later. Ryzen 5 7600, RTX 4060, 16 GB DDR5 and a 1 TB SSD in a Phanteks XT PRO Ultra. Assembled and stress-tested before delivery.',
    specifications: pc(
      'AMD Ryzen 5 7600',
      '3.8 GHz base / 5.1 GHz boost',
      '32 MB L3',
      'NVIDIA GeForce RTX 4060 8 GB',
      '16 GB DDR5 RAM, 1 TB NVMe SSD',
      '4 (2 free)',
      GAMING,
    ),
  },
  {
    name: 'Custom Gaming PC - Ryzen 5 5600 / RX 7600',
    brand: 'Custom Build',
    price: 92_000,
    countInStock: 10,
    shortName: 'Ryzen 5 5600 / RX 7600',
    description:
      'Our budget build for 1080p gaming: Ryzen 5 5600, Radeon RX 7600, 16 GB DDR4 and a 1 TB SSD in a compact Micro-ATX case. It plays esports titles at high frame rates. Assembled and stress-tested before delivery.',
    specifications: pc(
      'AMD Ryzen 5 5600',
      '3.5 GHz base / 4.4 GHz boost',
      '32 MB L3',
      'AMD Radeon RX 7600 8 GB',
      '16 GB DDR4 RAM, 1 TB NVMe SSD',
      '2 (0 free)',
      GAMING,
    ),
  },
  {
    name: 'Custom Gaming PC - Core i5-14600K / RX 7800 XT',
    brand: 'Custom Build',
    price: 185_000,
    countInStock: 0,
    shortName: 'i5-14600K / RX 7800 XT',
    description:
      'A 1440p all-rounder in white: Core i5-14600K, Radeon RX 7800 XT, 32 GB DDR5 and a 1 TB SSD, cooled by a 240 mm AIO. Good for gaming and video editing. Assembled and stress-tested before delivery.',
    specifications: pc(
      'Intel Core i5-14600K',
      '3.5 GHz base / 5.3 GHz boost',
      '24 MB',
      'AMD Radeon RX 7800 XT 16 GB',
      '32 GB DDR5 RAM, 1 TB NVMe SSD',
      '4 (2 free)',
      CREATOR,
    ),
  },
];
