import type { ProductDef } from './types';

const nvme = (capacity: string, pcie: string, speeds: string, devices = 'Desktop PCs, laptops, PlayStation 5') => ({
  'Digital Storage Capacity': capacity,
  'Hard Disk Interface': 'NVMe',
  'Connectivity Technology': pcie,
  'Special Feature': speeds,
  'Hard Disk Form Factor': 'M.2 2280',
  'Hard Disk Description': 'Solid state drive (SSD)',
  'Compatible Devices': devices,
  'Installation Type': 'Internal',
});
const sata = (capacity: string, formFactor: string, description: string, feature: string, devices: string) => ({
  'Digital Storage Capacity': capacity,
  'Hard Disk Interface': 'SATA 6.0 Gb/s',
  'Connectivity Technology': 'SATA',
  'Special Feature': feature,
  'Hard Disk Form Factor': formFactor,
  'Hard Disk Description': description,
  'Compatible Devices': devices,
  'Installation Type': 'Internal',
});

export const storage: ProductDef[] = [
  {
    name: 'Samsung 990 PRO 2TB',
    brand: 'Samsung',
    price: 28_000,
    countInStock: 16,
    description:
      "One of the fastest PCIe 4.0 SSDs, with room for a large game library. Samsung's Magician software handles firmware updates and health checks. Comes without a heatsink; most motherboards provide one.",
    specifications: nvme('2 TB', 'PCIe 4.0 x4', 'Up to 7,450 MB/s read, 6,900 MB/s write'),
  },
  {
    name: 'Samsung 990 PRO 1TB',
    brand: 'Samsung',
    price: 16_500,
    countInStock: 12,
    description:
      "The 1 TB version of Samsung's flagship PCIe 4.0 drive. Fast for games, editing and large file transfers, with a five-year warranty.",
    specifications: nvme('1 TB', 'PCIe 4.0 x4', 'Up to 7,450 MB/s read, 6,900 MB/s write'),
  },
  {
    name: 'WD_BLACK SN850X 1TB',
    brand: 'Western Digital',
    price: 15_000,
    countInStock: 10,
    description:
      'A fast PCIe 4.0 gaming SSD with a game mode in the WD Dashboard software. Works well as a PlayStation 5 expansion drive when fitted with a heatsink.',
    specifications: nvme('1 TB', 'PCIe 4.0 x4', 'Up to 7,300 MB/s read, 6,300 MB/s write'),
  },
  {
    name: 'WD_BLACK SN770 1TB',
    brand: 'Western Digital',
    price: 10_500,
    countInStock: 22,
    description:
      'A cool-running, efficient PCIe 4.0 SSD at a mid-range price. It has no DRAM cache but is quick enough for gaming and everyday use.',
    specifications: nvme('1 TB', 'PCIe 4.0 x4', 'Up to 5,150 MB/s read, 4,900 MB/s write'),
  },
  {
    name: 'Crucial P3 Plus 1TB',
    brand: 'Crucial',
    price: 9_000,
    countInStock: 25,
    description:
      'A budget PCIe 4.0 SSD that is still several times faster than any SATA drive. A sensible boot and games drive for value builds. Sustained write speed drops during very large transfers.',
    specifications: nvme('1 TB', 'PCIe 4.0 x4', 'Up to 5,000 MB/s read, 3,600 MB/s write', 'Desktop PCs, laptops'),
  },
  {
    name: 'Kingston NV3 1TB',
    brand: 'Kingston',
    price: 8_500,
    countInStock: 0,
    description:
      'An entry-level PCIe 4.0 drive that makes a big upgrade over a hard disk or SATA SSD. Good for a boot drive; heavy sustained writes are not its strength.',
    specifications: nvme('1 TB', 'PCIe 4.0 x4', 'Up to 6,000 MB/s read, 4,000 MB/s write', 'Desktop PCs, laptops'),
  },
  {
    name: 'Lexar NM790 2TB',
    brand: 'Lexar',
    price: 17_500,
    countInStock: 4,
    description:
      'A 2 TB PCIe 4.0 SSD with excellent speed for its price and low power use. A good value choice for large game libraries and PlayStation 5 expansion.',
    specifications: nvme('2 TB', 'PCIe 4.0 x4', 'Up to 7,400 MB/s read, 6,500 MB/s write'),
  },
  {
    name: 'Samsung 870 EVO 500GB',
    brand: 'Samsung',
    price: 7_500,
    countInStock: 14,
    description:
      'A reliable 2.5-inch SATA SSD that brings an older laptop or desktop back to life. Ideal where there is no M.2 slot. Mounting screws are not included.',
    specifications: sata(
      '500 GB',
      '2.5 inch',
      'Solid state drive (SSD)',
      'Up to 560 MB/s read, 530 MB/s write',
      'Desktop PCs, laptops',
    ),
  },
  {
    name: 'Crucial MX500 1TB',
    brand: 'Crucial',
    price: 9_500,
    countInStock: 9,
    description:
      'A long-standing 1 TB SATA SSD for upgrades and secondary game storage. Includes a 9.5 mm spacer for laptops that need it.',
    specifications: sata(
      '1 TB',
      '2.5 inch',
      'Solid state drive (SSD)',
      'Up to 560 MB/s read, 510 MB/s write',
      'Desktop PCs, laptops',
    ),
  },
  {
    name: 'Seagate BarraCuda 2TB 7200 RPM',
    brand: 'Seagate',
    price: 7_800,
    countInStock: 11,
    description:
      'A 3.5-inch hard disk for bulk storage of media, backups and older games. Much slower than an SSD, so use it alongside one rather than as a boot drive.',
    specifications: sata(
      '2 TB',
      '3.5 inch',
      'Hard disk drive (HDD), 7200 RPM, 256 MB cache',
      '7200 RPM, up to 220 MB/s',
      'Desktop PCs',
    ),
  },
  {
    name: 'WD Blue 1TB 7200 RPM',
    brand: 'Western Digital',
    price: 5_200,
    countInStock: 0,
    description:
      'An affordable desktop hard disk for extra storage space. Quiet and dependable for documents, photos and backups.',
    specifications: sata(
      '1 TB',
      '3.5 inch',
      'Hard disk drive (HDD), 7200 RPM, 64 MB cache',
      '7200 RPM, up to 150 MB/s',
      'Desktop PCs',
    ),
  },
  {
    name: 'Samsung T7 Shield 1TB Portable SSD',
    brand: 'Samsung',
    price: 14_000,
    countInStock: 5,
    description:
      'A rugged pocket SSD with a rubberised shell rated IP65 against dust and water. Fast enough to run games from or edit video directly over USB-C. Comes with USB-C and USB-A cables.',
    specifications: {
      'Digital Storage Capacity': '1 TB',
      'Hard Disk Interface': 'USB 3.2 Gen 2',
      'Connectivity Technology': 'USB Type-C',
      'Special Feature': 'Up to 1,050 MB/s, IP65 dust and water resistance',
      'Hard Disk Form Factor': 'Portable',
      'Hard Disk Description': 'Portable solid state drive (SSD)',
      'Compatible Devices': 'PCs, Macs, Android devices, PlayStation, Xbox',
      'Installation Type': 'External',
    },
  },
];
