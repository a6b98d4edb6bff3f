import type { ProductDef } from './types';

// The PC-builder splits 'Motherboard Compatibility' on commas and looks for the board's form factor.
const ATX_ALL = 'ATX, Micro-ATX, Mini-ITX';
const MATX = 'Micro-ATX, Mini-ITX';
const ITX = 'Mini-ITX';

const pcCase = (
  boards: string,
  type: string,
  material: string,
  psu: string,
  cooling: string,
  model: string,
  weight: string,
  [gpuMm, coolerMm]: [number, number],
) => ({
  'Motherboard Compatibility': boards,
  'Case Type': type,
  Material: material,
  'Power Supply Mounting Type': psu,
  'Cooling Method': cooling,
  'Model Name': model,
  'Item Weight': weight,
  // Read by the builder's size checks (issue 32, item 6): the longest card and tallest air cooler that fit.
  'Max GPU Length': `${gpuMm} mm`,
  'Max CPU Cooler Height': `${coolerMm} mm`,
});

export const cases: ProductDef[] = [
  {
    name: 'NZXT H5 Flow',
    brand: 'NZXT',
    price: 12_500,
    countInStock: 18,
    description:
      'A clean, compact mid-tower with a perforated front panel for good airflow. Two 120 mm fans are included, with room for a 280 mm radiator at the front. Cable management is straightforward even for first-time builders.',
    specifications: pcCase(
      ATX_ALL,
      'Mid tower',
      'Steel, tempered glass',
      'Bottom mount, ATX',
      'Air, 2x 120 mm fans included; up to 280 mm radiator',
      'H5 Flow (2024)',
      '6.2 kg',
      [365, 165],
    ),
  },
  {
    name: 'Lian Li O11 Dynamic EVO',
    brand: 'Lian Li',
    price: 24_000,
    countInStock: 6,
    description:
      'The dual-chamber showcase case, with glass on the front and side to put the hardware on display. It takes up to three 360 mm radiators and can be flipped for either side of the desk. No fans are included.',
    specifications: pcCase(
      'E-ATX, ATX, Micro-ATX, Mini-ITX',
      'Mid tower, dual chamber',
      'Aluminium, steel, tempered glass',
      'Rear chamber, ATX',
      'Air or liquid, no fans included; up to 3x 360 mm radiators',
      'O11 Dynamic EVO',
      '12.5 kg',
      [422, 167],
    ),
  },
  {
    name: 'Corsair 4000D Airflow',
    brand: 'Corsair',
    price: 13_000,
    countInStock: 14,
    description:
      'A popular, sensible mid-tower with a high-airflow front panel and generous cable routing space. Two 120 mm fans are included. Easy to build in and easy to keep dust-free.',
    specifications: pcCase(
      ATX_ALL,
      'Mid tower',
      'Steel, tempered glass',
      'Bottom mount, ATX',
      'Air, 2x 120 mm fans included; up to 360 mm radiator',
      '4000D Airflow',
      '7.8 kg',
      [360, 170],
    ),
  },
  {
    name: 'Fractal Design North',
    brand: 'Fractal Design',
    price: 19_500,
    countInStock: 4,
    description:
      'A mid-tower with a real walnut front panel that looks at home in a living room. It cools well and ships with two quiet 140 mm fans.',
    specifications: pcCase(
      ATX_ALL,
      'Mid tower',
      'Steel, walnut wood, tempered glass',
      'Bottom mount, ATX',
      'Air, 2x 140 mm fans included; up to 360 mm radiator',
      'North',
      '7.5 kg',
      [355, 170],
    ),
  },
  {
    name: 'Phanteks XT PRO Ultra',
    brand: 'Phanteks',
    price: 10_500,
    countInStock: 20,
    description:
      'A roomy budget mid-tower with four fans included. There is space for long graphics cards and a 360 mm radiator up top. Solid value for a first build.',
    specifications: pcCase(
      ATX_ALL,
      'Mid tower',
      'Steel, tempered glass',
      'Bottom mount, ATX',
      'Air, 4x 120 mm fans included; up to 360 mm radiator',
      'XT PRO Ultra',
      '7.9 kg',
      [415, 184],
    ),
  },
  {
    name: 'Montech AIR 903 MAX',
    brand: 'Montech',
    price: 11_000,
    countInStock: 9,
    description:
      'A spacious airflow case with three 140 mm front fans and one 140 mm rear fan pre-installed. Excellent thermals for the price. Plenty of room for large graphics cards and E-ATX boards.',
    specifications: pcCase(
      'E-ATX, ATX, Micro-ATX, Mini-ITX',
      'Mid tower',
      'Steel, tempered glass',
      'Bottom mount, ATX',
      'Air, 4x 140 mm fans included; up to 360 mm radiator',
      'AIR 903 MAX',
      '8.6 kg',
      [400, 180],
    ),
  },
  {
    name: 'be quiet! Pure Base 500DX',
    brand: 'be quiet!',
    price: 14_500,
    countInStock: 3,
    description:
      'A quiet-focused mid-tower with a mesh front, three Pure Wings 2 fans and subtle ARGB strips. It balances low noise and good airflow well.',
    specifications: pcCase(
      ATX_ALL,
      'Mid tower',
      'Steel, tempered glass',
      'Bottom mount, ATX',
      'Air, 3x 140 mm fans included; up to 360 mm radiator',
      'Pure Base 500DX',
      '7.0 kg',
      [369, 190],
    ),
  },
  {
    name: 'Cooler Master MasterBox Q300L',
    brand: 'Cooler Master',
    price: 6_500,
    countInStock: 15,
    description:
      'A small, affordable Micro-ATX case with magnetic dust filters and a flexible I/O panel. It includes one rear fan. Good for compact budget builds.',
    specifications: pcCase(
      MATX,
      'Mini tower',
      'Steel, acrylic side panel',
      'Bottom mount, ATX',
      'Air, 1x 120 mm fan included; up to 240 mm radiator',
      'MasterBox Q300L',
      '4.0 kg',
      [360, 159],
    ),
  },
  {
    name: 'Deepcool CH370',
    brand: 'Deepcool',
    price: 7_500,
    countInStock: 0,
    description:
      'A compact Micro-ATX case with a mesh front and a glass side panel. It includes one 120 mm fan and fits a 360 mm radiator up front. Includes a graphics card holder to prevent sag.',
    specifications: pcCase(
      MATX,
      'Mini tower',
      'Steel, tempered glass',
      'Bottom mount, ATX',
      'Air, 1x 120 mm fan included; up to 360 mm radiator',
      'CH370',
      '5.5 kg',
      [320, 167],
    ),
  },
  {
    name: 'Thermaltake Versa H18',
    brand: 'Thermaltake',
    price: 5_500,
    countInStock: 24,
    description:
      'A no-nonsense budget Micro-ATX case with an acrylic window. One rear fan is included. It does the job for office PCs and entry-level gaming builds.',
    specifications: pcCase(
      MATX,
      'Mini tower',
      'Steel, acrylic side panel',
      'Bottom mount, ATX',
      'Air, 1x 120 mm fan included; up to 240 mm radiator',
      'Versa H18',
      '4.1 kg',
      [350, 155],
    ),
  },
  {
    name: 'Cooler Master MasterBox NR200P',
    brand: 'Cooler Master',
    price: 12_500,
    countInStock: 7,
    description:
      'A favourite small-form-factor case that still fits full-size graphics cards and a 280 mm radiator. It takes SFX power supplies. Comes with both glass and vented side panels.',
    specifications: pcCase(
      ITX,
      'Small form factor',
      'Steel, tempered glass',
      'SFX / SFX-L',
      'Air, 2x 120 mm fans included; up to 280 mm radiator',
      'MasterBox NR200P',
      '4.5 kg',
      [330, 155],
    ),
  },
  {
    name: 'Lian Li A4-H2O',
    brand: 'Lian Li',
    price: 18_000,
    countInStock: 0,
    description:
      'An 11-litre Mini-ITX case that fits a 240 mm AIO and a triple-slot graphics card. Built from aluminium with a PCIe 4.0 riser included. Building in it takes patience.',
    specifications: pcCase(
      ITX,
      'Small form factor',
      'Aluminium, steel',
      'SFX',
      'Liquid, up to 240 mm radiator; no fans included',
      'A4-H2O',
      '3.2 kg',
      [322, 55],
    ),
  },
];
