import type { ProductDef } from './types';

const ATX3 = '24-pin ATX, 2x EPS 4+4-pin, 12V-2x6 (16-pin), PCIe 6+2-pin, SATA, Molex';
const ATX2 = '24-pin ATX, EPS 4+4-pin, PCIe 6+2-pin, SATA, Molex';

// 'Output Wattage' and 'Wattage' carry the same '850 W' string: the PC-builder sums TDPs against it.
const psu = (
  model: string,
  watts: number,
  connectors: string,
  cooling: string,
  weight: string,
  formFactor = 'ATX',
) => ({
  'Model Name': model,
  'Compatible Devices': formFactor === 'ATX' ? 'ATX desktop PCs' : 'Small form factor PCs (SFX)',
  'Connector Type': connectors,
  'Output Wattage': `${watts} W`,
  'Form Factor': formFactor,
  Wattage: `${watts} W`,
  'Cooling Method': cooling,
  'Item Weight': weight,
});

export const powerSupplies: ProductDef[] = [
  {
    name: 'Corsair RM850x',
    brand: 'Corsair',
    price: 19_500,
    countInStock: 20,
    description:
      'A fully modular 80 PLUS Gold supply that is silent at low loads thanks to its zero-RPM fan mode. The ATX 3.1 version includes a native 12V-2x6 cable for RTX 40-series cards. Ten-year warranty.',
    specifications: psu('RM850x (2024)', 850, ATX3, '135 mm fluid dynamic bearing fan, zero-RPM mode', '1.7 kg'),
  },
  {
    name: 'Corsair RM1000x',
    brand: 'Corsair',
    price: 26_000,
    countInStock: 8,
    description:
      'The 1000 W version of the RM series, with headroom for an RTX 4090 or RTX 4080 SUPER build. Fully modular, 80 PLUS Gold, and quiet under typical gaming loads.',
    specifications: psu('RM1000x (2024)', 1000, ATX3, '135 mm fluid dynamic bearing fan, zero-RPM mode', '1.9 kg'),
  },
  {
    name: 'Corsair CX650',
    brand: 'Corsair',
    price: 9_500,
    countInStock: 14,
    description:
      'An 80 PLUS Bronze supply for budget builds with mid-range graphics cards up to an RTX 4060 Ti. Cables are fixed rather than modular, so plan cable routing.',
    specifications: psu('CX650', 650, ATX2, '120 mm rifle bearing fan', '1.5 kg'),
  },
  {
    name: 'Seasonic FOCUS GX-750',
    brand: 'Seasonic',
    price: 15_500,
    countInStock: 10,
    description:
      'A compact, fully modular 80 PLUS Gold unit from one of the most respected PSU makers. Quiet hybrid fan mode and a ten-year warranty.',
    specifications: psu('FOCUS GX-750', 750, ATX2, '120 mm fluid dynamic bearing fan, hybrid fan mode', '1.6 kg'),
  },
  {
    name: 'Seasonic Vertex GX-1200',
    brand: 'Seasonic',
    price: 36_000,
    countInStock: 0,
    description:
      'A 1200 W ATX 3.0 supply for top-end builds with the most power-hungry graphics cards. 80 PLUS Gold, fully modular and built to a high standard.',
    specifications: psu('Vertex GX-1200', 1200, ATX3, '135 mm fluid dynamic bearing fan, hybrid fan mode', '2.2 kg'),
  },
  {
    name: 'MSI MAG A650BN',
    brand: 'MSI',
    price: 7_000,
    countInStock: 26,
    description:
      'An inexpensive 80 PLUS Bronze supply for entry-level systems. Fine for a Ryzen 5 with an RTX 4060 or RX 7600. Non-modular cables.',
    specifications: psu('MAG A650BN', 650, ATX2, '120 mm sleeve bearing fan', '1.4 kg'),
  },
  {
    name: 'MSI MPG A850G PCIE5',
    brand: 'MSI',
    price: 18_500,
    countInStock: 5,
    description:
      'An ATX 3.0 80 PLUS Gold unit with a native 16-pin graphics cable. Fully modular with a fan that stays off at light loads. A strong alternative to the RM850x.',
    specifications: psu('MPG A850G PCIE5', 850, ATX3, '135 mm fluid dynamic bearing fan, zero-RPM mode', '1.8 kg'),
  },
  {
    name: 'Cooler Master MWE Gold 750 V2',
    brand: 'Cooler Master',
    price: 12_000,
    countInStock: 12,
    description:
      'A fully modular 80 PLUS Gold supply at a mid-range price. Enough for an RTX 4070 SUPER build with a modern processor.',
    specifications: psu('MWE Gold 750 V2', 750, ATX2, '120 mm HDB fan', '1.6 kg'),
  },
  {
    name: 'be quiet! Pure Power 12 M 850W',
    brand: 'be quiet!',
    price: 17_500,
    countInStock: 7,
    description:
      'An ATX 3.0 supply tuned for low noise, with a native 12V-2x6 cable. 80 PLUS Gold efficiency and modular cables.',
    specifications: psu('Pure Power 12 M 850W', 850, ATX3, '120 mm fluid dynamic bearing fan', '1.7 kg'),
  },
  {
    name: 'Gigabyte UD750GM',
    brand: 'Gigabyte',
    price: 11_000,
    countInStock: 4,
    description:
      'A budget-friendly 80 PLUS Gold unit with fully modular cables. Good value for mid-range gaming builds.',
    specifications: psu('UD750GM', 750, ATX2, '120 mm fan', '1.5 kg'),
  },
  {
    name: 'Corsair SF750',
    brand: 'Corsair',
    price: 24_000,
    countInStock: 2,
    description:
      'A small SFX supply with 80 PLUS Platinum efficiency for compact Mini-ITX builds. It powers a high-end graphics card in a case the size of a shoebox. Includes short, flexible modular cables.',
    specifications: psu('SF750', 750, ATX2, '92 mm fluid dynamic bearing fan, zero-RPM mode', '0.9 kg', 'SFX'),
  },
  {
    name: 'Thermaltake Smart 500W',
    brand: 'Thermaltake',
    price: 5_000,
    countInStock: 30,
    description:
      'An 80 PLUS White supply for office PCs and low-power builds without a large graphics card. Fixed cables and a simple, quiet fan.',
    specifications: psu(
      'Smart 500W',
      500,
      '24-pin ATX, EPS 4+4-pin, 2x PCIe 6+2-pin, SATA, Molex',
      '120 mm fan',
      '1.4 kg',
    ),
  },
];
