import type { ProductDef } from './types';

// The PC-builder splits 'Compatible Devices' on commas and looks for the processor's socket.
const ALL_SOCKETS = 'AM5, AM4, LGA1700, LGA1851';

// An air cooler's 'Height' and a liquid cooler's 'Radiator Size' are read by the builder's case check.
const cooler = (
  connector: string,
  wattage: string,
  method: string,
  rpm: string,
  sockets = ALL_SOCKETS,
  size = /(\d+) mm AIO/.exec(method)?.[1],
) => ({
  'Power Connector Type': connector,
  Voltage: '12 V',
  Wattage: wattage,
  'Cooling Method': method,
  'Compatible Devices': sockets,
  'Maximum Rotational Speed': rpm,
  ...(/^Liquid/.test(method) ? { 'Radiator Size': `${size} mm` } : size ? { Height: `${size} mm` } : {}),
});

export const cpuCooling: ProductDef[] = [
  {
    name: 'Noctua NH-D15',
    brand: 'Noctua',
    price: 16_500,
    countInStock: 8,
    description:
      'A legendary dual-tower air cooler with two 140 mm fans, matching many 280 mm liquid coolers while staying very quiet. It is tall (165 mm) and can overhang the first memory slot, so check clearance. Mounting kits for current sockets are included.',
    specifications: cooler('4-pin PWM', '250 W', 'Air, dual tower, 2x 140 mm fans', '1500 RPM', ALL_SOCKETS, '165'),
  },
  {
    name: 'Noctua NH-U12S redux',
    brand: 'Noctua',
    price: 8_500,
    countInStock: 11,
    description:
      'A slim single-tower cooler that clears tall memory and fits most cases. Quiet and well made, it suits processors up to a Ryzen 7 or Core i5-K.',
    specifications: cooler('4-pin PWM', '180 W', 'Air, single tower, 1x 120 mm fan', '1700 RPM', ALL_SOCKETS, '158'),
  },
  {
    name: 'Deepcool AK400',
    brand: 'Deepcool',
    price: 4_500,
    countInStock: 30,
    description:
      'A budget tower cooler that beats any stock cooler by a wide margin. Easy to install and quiet at gaming loads. Ideal for a Ryzen 5 or Core i5.',
    specifications: cooler('4-pin PWM', '220 W', 'Air, single tower, 1x 120 mm fan', '1850 RPM', ALL_SOCKETS, '155'),
  },
  {
    name: 'Deepcool AK620',
    brand: 'Deepcool',
    price: 7_500,
    countInStock: 9,
    description:
      'A dual-tower air cooler that gets close to high-end performance at a mid-range price. Handles a Ryzen 9 or Core i7 without trouble.',
    specifications: cooler('4-pin PWM', '260 W', 'Air, dual tower, 2x 120 mm fans', '1850 RPM', ALL_SOCKETS, '160'),
  },
  {
    name: 'Thermalright Peerless Assassin 120 SE',
    brand: 'Thermalright',
    price: 5_500,
    countInStock: 16,
    description:
      'Remarkable value: a dual-tower, dual-fan cooler at a single-tower price. Performs close to coolers costing twice as much. Fan noise is noticeable at full speed.',
    specifications: cooler('4-pin PWM', '245 W', 'Air, dual tower, 2x 120 mm fans', '1550 RPM', ALL_SOCKETS, '155'),
  },
  {
    name: 'Cooler Master Hyper 212 Black Edition',
    brand: 'Cooler Master',
    price: 4_200,
    countInStock: 0,
    description:
      'The classic upgrade over a stock cooler, in an all-black finish. Fine for six and eight-core processors at moderate loads.',
    specifications: cooler('4-pin PWM', '150 W', 'Air, single tower, 1x 120 mm fan', '2000 RPM', ALL_SOCKETS, '159'),
  },
  {
    name: 'be quiet! Dark Rock Pro 5',
    brand: 'be quiet!',
    price: 19_000,
    countInStock: 3,
    description:
      'A premium dual-tower cooler that is almost silent under load. Its black coated fins look smart in a dark build. Large, so check the 168 mm height against your case.',
    specifications: cooler(
      '4-pin PWM',
      '270 W',
      'Air, dual tower, 135 mm + 120 mm fans',
      '2000 RPM',
      ALL_SOCKETS,
      '168',
    ),
  },
  {
    name: 'Arctic Liquid Freezer III 360',
    brand: 'Arctic',
    price: 15_000,
    countInStock: 7,
    description:
      'One of the best-performing 360 mm AIO liquid coolers, and a good price for its class. A thick radiator and a small VRM fan on the pump help high-end processors. Uses a single cable for pump and fans.',
    specifications: cooler(
      '4-pin PWM (pump and fans on one cable)',
      '300 W',
      'Liquid, 360 mm AIO, 3x 120 mm fans',
      '2000 RPM',
    ),
  },
  {
    name: 'NZXT Kraken 240',
    brand: 'NZXT',
    price: 17_500,
    countInStock: 5,
    description:
      'A 240 mm AIO with a round LCD on the pump for temperatures or a custom image. Good cooling for a Ryzen 7 or Core i5-K. The display needs NZXT CAM software.',
    specifications: cooler(
      '4-pin PWM fans, USB header for pump display',
      '250 W',
      'Liquid, 240 mm AIO, 2x 120 mm fans',
      '1800 RPM',
    ),
  },
  {
    name: 'Corsair iCUE H150i ELITE CAPELLIX XT',
    brand: 'Corsair',
    price: 28_000,
    countInStock: 2,
    description:
      'A 360 mm AIO with bright RGB on the pump and fans, controlled in iCUE. It keeps a Core i9 or Ryzen 9 in check. Needs a case with room for a 360 mm radiator.',
    specifications: cooler(
      '4-pin PWM, SATA power, USB header',
      '300 W',
      'Liquid, 360 mm AIO, 3x 120 mm RGB fans',
      '2100 RPM',
    ),
  },
  {
    name: 'Lian Li Galahad II Trinity 360',
    brand: 'Lian Li',
    price: 22_000,
    countInStock: 6,
    description:
      'A 360 mm AIO with strong cooling and a clean look, available in black or white. Daisy-chained fans reduce cable clutter.',
    specifications: cooler('4-pin PWM, ARGB 5 V 3-pin', '300 W', 'Liquid, 360 mm AIO, 3x 120 mm fans', '2600 RPM'),
  },
  {
    name: 'Deepcool LE520',
    brand: 'Deepcool',
    price: 9_500,
    countInStock: 13,
    description:
      'An affordable 240 mm AIO with ARGB lighting on the pump. A step up from air cooling for mid-range processors in cases with top or front radiator space.',
    specifications: cooler('4-pin PWM, ARGB 5 V 3-pin', '230 W', 'Liquid, 240 mm AIO, 2x 120 mm fans', '2250 RPM'),
  },
];
