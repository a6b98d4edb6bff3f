import type { ProductDef } from './types';

// The spec has no form fields for accessories; these few keep the Specifications table useful.
const acc = (connectivity: string, devices: string, extra: Record<string, string> = {}) => ({
  'Connectivity Technology': connectivity,
  'Compatible Devices': devices,
  ...extra,
});
const PC = 'Windows PCs, macOS';

export const accessories: ProductDef[] = [
  {
    name: 'Logitech G502 X',
    brand: 'Logitech',
    price: 9_500,
    countInStock: 25,
    description:
      'The latest version of the best-selling G502, now with hybrid optical-mechanical switches and a lighter shell. Thirteen programmable controls and a dual-mode scroll wheel. Wired; comfortable for right-handed palm grips.',
    specifications: acc('USB (wired)', PC, { Sensor: 'HERO 25K, up to 25,600 DPI', 'Item Weight': '89 g' }),
  },
  {
    name: 'Logitech G PRO X SUPERLIGHT 2',
    brand: 'Logitech',
    price: 22_000,
    countInStock: 8,
    description:
      'A 60 g wireless esports mouse with a very accurate sensor and long battery life. Charges over USB-C. Best for claw and fingertip grips.',
    specifications: acc('LIGHTSPEED 2.4 GHz wireless, USB-C', PC, {
      Sensor: 'HERO 2, up to 32,000 DPI',
      'Item Weight': '60 g',
    }),
  },
  {
    name: 'Razer DeathAdder V3',
    brand: 'Razer',
    price: 10_500,
    countInStock: 12,
    description:
      'A lightweight wired take on the classic ergonomic DeathAdder shape. Precise and comfortable for long sessions, with a flexible braided cable.',
    specifications: acc('USB (wired)', PC, { Sensor: 'Focus Pro 30K, up to 30,000 DPI', 'Item Weight': '59 g' }),
  },
  {
    name: 'Logitech G213 Prodigy Keyboard',
    brand: 'Logitech',
    price: 7_500,
    countInStock: 14,
    description:
      'A full-size membrane gaming keyboard with spill resistance, media keys and an integrated palm rest. Quieter than mechanical boards. RGB lighting in five zones.',
    specifications: acc('USB (wired)', PC, { 'Keyboard Layout': 'US QWERTY, full size' }),
  },
  {
    name: 'Redragon K552 Kumara',
    brand: 'Redragon',
    price: 4_500,
    countInStock: 35,
    description:
      'An affordable tenkeyless mechanical keyboard with clicky blue switches and a metal top plate. Great value for a first mechanical keyboard, though loud for shared rooms.',
    specifications: acc('USB (wired)', PC, {
      'Keyboard Layout': 'US QWERTY, tenkeyless',
      'Switch Type': 'Outemu Blue (clicky)',
    }),
  },
  {
    name: 'Corsair K70 RGB PRO',
    brand: 'Corsair',
    price: 22_000,
    countInStock: 0,
    description:
      'A premium full-size mechanical keyboard with Cherry MX switches, an aluminium frame and a detachable wrist rest. Per-key RGB and media controls. Built to last years.',
    specifications: acc('USB-C (wired, detachable cable)', PC, {
      'Keyboard Layout': 'US QWERTY, full size',
      'Switch Type': 'Cherry MX Red',
    }),
  },
  {
    name: 'HyperX Cloud III',
    brand: 'HyperX',
    price: 13_000,
    countInStock: 10,
    description:
      'A comfortable wired headset with memory-foam ear cushions and a clear detachable microphone. Works with PC, consoles and phones over 3.5 mm, or USB with the included adapter.',
    specifications: acc('3.5 mm jack, USB-C / USB-A adapter', 'PC, PlayStation 5, Xbox, Nintendo Switch, mobile'),
  },
  {
    name: 'SteelSeries Arctis Nova 7 Wireless',
    brand: 'SteelSeries',
    price: 25_000,
    countInStock: 2,
    description:
      'A wireless headset that connects to a PC or console and a phone over Bluetooth at the same time. About 38 hours of battery life and a retractable microphone.',
    specifications: acc('2.4 GHz wireless (USB-C dongle), Bluetooth 5.0', 'PC, PlayStation 5, Nintendo Switch, mobile'),
  },
  {
    name: 'Logitech G435 Wireless Headset',
    brand: 'Logitech',
    price: 9_000,
    countInStock: 18,
    description:
      'A very light wireless headset with both a USB dongle and Bluetooth. Comfortable for long sessions. The built-in microphones are adequate rather than excellent.',
    specifications: acc('LIGHTSPEED 2.4 GHz wireless, Bluetooth', 'PC, PlayStation 5, mobile', {
      'Item Weight': '165 g',
    }),
  },
  {
    name: 'Xbox Wireless Controller',
    brand: 'Microsoft',
    price: 9_500,
    countInStock: 16,
    description:
      'The standard controller for PC gaming, recognised by Windows without extra software. Connects over Bluetooth or a USB-C cable. Uses AA batteries.',
    specifications: acc('Bluetooth, Xbox Wireless, USB-C', 'Windows PCs, Xbox Series X|S, Xbox One, Android, iOS'),
  },
  {
    name: 'Razer Gigantus V2 Large',
    brand: 'Razer',
    price: 3_000,
    countInStock: 40,
    description:
      'A large cloth mouse pad with a textured micro-weave surface and a non-slip rubber base. A cheap upgrade for smoother, more consistent aiming.',
    specifications: acc('None', 'All optical and laser mice', { Dimensions: '450 x 400 x 3 mm' }),
  },
  {
    name: 'Arctic MX-6 Thermal Paste 4g',
    brand: 'Arctic',
    price: 1_200,
    countInStock: 60,
    description:
      'A non-conductive thermal compound for fitting or refreshing a CPU or GPU cooler. 4 g covers several applications. Easy to spread and clean.',
    specifications: acc('None', 'CPU and GPU coolers', { 'Item Weight': '4 g' }),
  },
  {
    name: 'Arctic P12 PWM PST 5-Pack',
    brand: 'Arctic',
    price: 4_500,
    countInStock: 3,
    description:
      'Five quiet 120 mm case fans that can be daisy-chained from a single motherboard header. Good static pressure for radiators and mesh front panels.',
    specifications: acc('4-pin PWM with PST pass-through', '120 mm case fan and radiator mounts', {
      'Maximum Rotational Speed': '1800 RPM',
    }),
  },
  {
    name: 'TP-Link Archer TX3000E Wi-Fi 6 PCIe Adapter',
    brand: 'TP-Link',
    price: 7_500,
    countInStock: 9,
    description:
      'Adds Wi-Fi 6 and Bluetooth 5.0 to a desktop without built-in wireless. Fits any PCIe x1 slot and includes two magnetic antennas.',
    specifications: acc('PCIe x1, Wi-Fi 6, Bluetooth 5.0', 'Desktop PCs with a free PCIe slot'),
  },
];
