import type { ProductDef } from './types';

type Socket = 'AM4' | 'AM5' | 'LGA1700' | 'LGA1851';
const PROCESSORS: Record<Socket, string> = {
  AM4: 'AMD Ryzen 5000 / 4000 / 3000 series',
  AM5: 'AMD Ryzen 7000 / 8000 / 9000 series',
  LGA1700: 'Intel Core 12th / 13th / 14th Gen',
  LGA1851: 'Intel Core Ultra 200S series',
};

// Socket, memory type and form factor are what the PC-builder checks; keep them to the fixed strings.
const board = (
  model: string,
  socket: Socket,
  ram: 'DDR4' | 'DDR5',
  chipset: string,
  memClock: string,
  formFactor: 'ATX' | 'Micro-ATX' | 'Mini-ITX',
  devices = 'PCIe graphics cards, M.2 NVMe SSDs, SATA drives',
) => ({
  'CPU Socket': socket,
  'Compatible Devices': devices,
  'RAM Memory Technology': ram,
  'Compatible Processors': PROCESSORS[socket],
  'Chipset Type': chipset,
  'Memory Clock Speed': memClock,
  Platform: socket.startsWith('AM') ? 'AMD desktop' : 'Intel desktop',
  'Model Name': model,
  'Form Factor': formFactor,
});

export const motherboards: ProductDef[] = [
  {
    name: 'MSI MAG B650 TOMAHAWK WIFI',
    brand: 'MSI',
    price: 31_000,
    countInStock: 12,
    description:
      'A well-rounded AM5 board with strong power delivery, Wi-Fi 6E, 2.5 GbE and three M.2 slots. It handles anything up to a Ryzen 9 without fuss. A popular base for Ryzen 7000 and 9000 gaming builds.',
    specifications: board('MAG B650 TOMAHAWK WIFI', 'AM5', 'DDR5', 'AMD B650', 'DDR5 up to 7200 MHz (OC)', 'ATX'),
  },
  {
    name: 'Gigabyte B650 GAMING X AX V2',
    brand: 'Gigabyte',
    price: 24_000,
    countInStock: 16,
    description:
      'An affordable AM5 board with Wi-Fi 6E and three M.2 slots. The VRM copes with Ryzen 7 chips comfortably. The BIOS supports Ryzen 9000 processors out of the box.',
    specifications: board('B650 GAMING X AX V2', 'AM5', 'DDR5', 'AMD B650', 'DDR5 up to 8000 MHz (OC)', 'ATX'),
  },
  {
    name: 'ASRock B650M Pro RS WiFi',
    brand: 'ASRock',
    price: 19_000,
    countInStock: 9,
    description:
      'A compact Micro-ATX AM5 board that keeps the essentials: four DDR5 slots, Wi-Fi 6E and a PCIe 5.0 M.2 slot. Good for small, budget-minded builds around a Ryzen 5 7600.',
    specifications: board('B650M Pro RS WiFi', 'AM5', 'DDR5', 'AMD B650', 'DDR5 up to 7200 MHz (OC)', 'Micro-ATX'),
  },
  {
    name: 'ASUS ROG STRIX B650E-I GAMING WIFI',
    brand: 'ASUS',
    price: 42_000,
    countInStock: 2,
    description:
      'A premium Mini-ITX board for small form factor AM5 builds, with PCIe 5.0 for both graphics and storage. Its stacked design fits a lot into a small space. Only two memory slots, as usual for ITX.',
    specifications: board(
      'ROG STRIX B650E-I GAMING WIFI',
      'AM5',
      'DDR5',
      'AMD B650E',
      'DDR5 up to 8000 MHz (OC)',
      'Mini-ITX',
    ),
  },
  {
    name: 'ASUS ROG CROSSHAIR X670E HERO',
    brand: 'ASUS',
    price: 85_000,
    countInStock: 0,
    description:
      'A flagship AM5 board with overbuilt power delivery, five M.2 slots, USB4 and Wi-Fi 6E. It is aimed at enthusiasts running a Ryzen 9 and tuning memory. Most builds do not need this much board.',
    specifications: board('ROG CROSSHAIR X670E HERO', 'AM5', 'DDR5', 'AMD X670E', 'DDR5 up to 8000 MHz (OC)', 'ATX'),
  },
  {
    name: 'MSI B550M PRO-VDH WIFI',
    brand: 'MSI',
    price: 14_500,
    countInStock: 20,
    description:
      'An inexpensive Micro-ATX AM4 board with Wi-Fi and two M.2 slots. A good match for a Ryzen 5 5600 and DDR4 memory in a budget build. Older BIOS versions may need updating for Ryzen 5000 chips.',
    specifications: board('B550M PRO-VDH WIFI', 'AM4', 'DDR4', 'AMD B550', 'DDR4 up to 4400 MHz (OC)', 'Micro-ATX'),
  },
  {
    name: 'ASUS TUF GAMING B550-PLUS WIFI II',
    brand: 'ASUS',
    price: 19_500,
    countInStock: 8,
    description:
      'A durable ATX AM4 board with solid power delivery for up to a Ryzen 9 5950X. It has Wi-Fi 6, 2.5 GbE and PCIe 4.0 for graphics and one M.2 drive. A safe choice for a long-lived DDR4 system.',
    specifications: board('TUF GAMING B550-PLUS WIFI II', 'AM4', 'DDR4', 'AMD B550', 'DDR4 up to 4800 MHz (OC)', 'ATX'),
  },
  {
    name: 'MSI PRO B760M-A WIFI DDR4',
    brand: 'MSI',
    price: 17_500,
    countInStock: 14,
    description:
      'A Micro-ATX board for Intel 12th to 14th Gen processors that reuses cheaper DDR4 memory. It has Wi-Fi 6E and two M.2 slots. Suits Core i5 builds; high-end K chips would be held back.',
    specifications: board(
      'PRO B760M-A WIFI DDR4',
      'LGA1700',
      'DDR4',
      'Intel B760',
      'DDR4 up to 4800 MHz (OC)',
      'Micro-ATX',
    ),
  },
  {
    name: 'Gigabyte B760 AORUS ELITE AX',
    brand: 'Gigabyte',
    price: 28_000,
    countInStock: 7,
    description:
      'A DDR5 ATX board for LGA1700 with strong power delivery for its class, Wi-Fi 6E and three M.2 slots. It runs a Core i7 comfortably. A good middle ground below Z790 boards.',
    specifications: board('B760 AORUS ELITE AX', 'LGA1700', 'DDR5', 'Intel B760', 'DDR5 up to 7600 MHz (OC)', 'ATX'),
  },
  {
    name: 'ASUS PRIME H610M-E D4',
    brand: 'ASUS',
    price: 10_500,
    countInStock: 4,
    description:
      'A basic Micro-ATX board for budget Intel builds and office PCs. It supports DDR4 and one M.2 drive. Pair it with a Core i3 or a non-K Core i5.',
    specifications: board('PRIME H610M-E D4', 'LGA1700', 'DDR4', 'Intel H610', 'DDR4 up to 3200 MHz', 'Micro-ATX'),
  },
  {
    name: 'MSI MAG Z790 TOMAHAWK WIFI',
    brand: 'MSI',
    price: 45_000,
    countInStock: 6,
    description:
      'A Z790 board that lets unlocked Intel K processors and DDR5 memory run at their best. It has four M.2 slots, Wi-Fi 6E and 2.5 GbE. Well suited to a Core i7-14700K or i9-14900K.',
    specifications: board('MAG Z790 TOMAHAWK WIFI', 'LGA1700', 'DDR5', 'Intel Z790', 'DDR5 up to 7800 MHz (OC)', 'ATX'),
  },
  {
    name: 'Gigabyte B760I AORUS PRO DDR4',
    brand: 'Gigabyte',
    price: 26_000,
    countInStock: 3,
    description:
      'A Mini-ITX board for compact Intel builds using DDR4 memory. It fits two M.2 drives and Wi-Fi 6E on a small board. Two memory slots only.',
    specifications: board(
      'B760I AORUS PRO DDR4',
      'LGA1700',
      'DDR4',
      'Intel B760',
      'DDR4 up to 5333 MHz (OC)',
      'Mini-ITX',
    ),
  },
  {
    name: 'ASUS TUF GAMING Z890-PLUS WIFI',
    brand: 'ASUS',
    price: 52_000,
    countInStock: 5,
    description:
      'An LGA1851 board for Intel Core Ultra 200S processors. It offers Thunderbolt 4, Wi-Fi 7 and four M.2 slots. It takes DDR5 only.',
    specifications: board(
      'TUF GAMING Z890-PLUS WIFI',
      'LGA1851',
      'DDR5',
      'Intel Z890',
      'DDR5 up to 9066 MHz (OC)',
      'ATX',
      'PCIe 5.0 graphics cards, M.2 NVMe SSDs, Thunderbolt 4 devices',
    ),
  },
];
