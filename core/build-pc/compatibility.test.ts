import { describe, expect, it } from 'vitest';
import {
  ALLOWANCE_W,
  checkVerdict,
  BUILD_SLOTS,
  buildTotal,
  checkCompatibility,
  conflictsWith,
  POWER_ALLOWANCE_W,
  VERDICT_TEXT,
  estimatePower,
  normalizeFormFactor,
  normalizeSocket,
  parseFormFactors,
  parseMemoryTechs,
  parseSockets,
  parseWatts,
  SLOT_CATEGORY,
  withArticle,
  type Build,
  type BuildPart,
  type CheckId,
} from './compatibility';

let nextId = 1;
function part(name: string, category: string, specifications: Record<string, string>, price = 10_000): BuildPart {
  return { id: nextId++, name, category, price, specifications, countInStock: 5, image: `/img/${nextId}.webp` };
}

// Parts as the demo catalog describes them.
const ryzen7800 = part('AMD Ryzen 7 7800X3D', 'processors', { 'CPU Socket': 'AM5', TDP: '120 W' }, 55_000);
const i5 = part('Intel Core i5-13400F', 'processors', { 'CPU Socket': 'LGA1700', TDP: '65 W' });
const tomahawk = part('MSI MAG B650 TOMAHAWK WIFI', 'motherboards', {
  'CPU Socket': 'AM5',
  'RAM Memory Technology': 'DDR5',
  'Form Factor': 'ATX',
});
const b650m = part('ASRock B650M Pro RS WiFi', 'motherboards', {
  'CPU Socket': 'AM5',
  'RAM Memory Technology': 'DDR5',
  'Form Factor': 'Micro-ATX',
});
const b760m = part('MSI PRO B760M-A WIFI DDR4', 'motherboards', {
  'CPU Socket': 'LGA1700',
  'RAM Memory Technology': 'DDR4',
  'Form Factor': 'Micro-ATX',
});
const ddr5 = part('G.Skill Trident Z5 Neo RGB 32GB DDR5-6000', 'memory', { 'RAM Memory Technology': 'DDR5' });
const ddr4 = part('Kingston FURY Beast 16GB DDR4-3200', 'memory', { 'RAM Memory Technology': 'DDR4' });
const rtx4080 = part('Gigabyte GeForce RTX 4080 SUPER Gaming OC 16G', 'graphics-cards', { TDP: '320 W', 'Card Length': '342 mm' });
const ssd = part('Samsung 990 PRO 1TB', 'storage', { 'Digital Storage Capacity': '1 TB' });
const h5 = part('NZXT H5 Flow', 'cases', {
  'Motherboard Compatibility': 'ATX, Micro-ATX, Mini-ITX',
  'Power Supply Mounting Type': 'Bottom mount, ATX',
  'Max GPU Length': '365 mm',
  'Max CPU Cooler Height': '165 mm',
});
const q300l = part('Cooler Master MasterBox Q300L', 'cases', { 'Motherboard Compatibility': 'Micro-ATX, Mini-ITX' });
const ak400 = part('Deepcool AK400', 'cpu-cooling', {
  'Compatible Devices': 'AM5, AM4, LGA1700, LGA1851',
  Wattage: '220 W',
  Height: '155 mm',
});
const intelOnly = part('Intel Stock Cooler', 'cpu-cooling', { 'Compatible Devices': 'LGA1700, LGA1851' });
const psu500 = part('Thermaltake Smart 500W', 'power-supply', { 'Output Wattage': '500 W', Wattage: '500 W' });
const psu850 = part('Corsair RM850x', 'power-supply', {
  'Output Wattage': '850 W',
  Wattage: '850 W',
  'Form Factor': 'ATX',
});
const blank = (name: string, category: string) => part(name, category, {});

function check(build: Build, id: CheckId) {
  const found = checkCompatibility(build).find((c) => c.id === id);
  if (!found) throw new Error(`no check ${id}`);
  return found;
}

describe('slots', () => {
  it('has the eight slots, each drawing from its catalog category (coolers from CPU Cooling)', () => {
    expect(BUILD_SLOTS).toEqual(['cpu', 'motherboard', 'gpu', 'ram', 'storage', 'case', 'cooling', 'psu']);
    expect(SLOT_CATEGORY.cooling).toBe('cpu-cooling');
    expect(SLOT_CATEGORY.psu).toBe('power-supply');
  });

  it('totals the prices of the chosen parts', () => {
    expect(buildTotal({})).toBe(0);
    expect(buildTotal({ cpu: ryzen7800, motherboard: tomahawk })).toBe(65_000);
  });

  it('runs the five checks, in order, all unknown for an empty build', () => {
    const checks = checkCompatibility({});
    expect(checks.map((c) => c.id)).toEqual(['socket', 'memory', 'power', 'case', 'cooler', 'psuFit', 'coolerFit', 'gpuFit']);
    expect(checks.every((c) => c.status === 'unknown' && c.reason.length > 0 && c.label.length > 0)).toBe(true);
  });
});

describe('parseWatts', () => {
  it.each([
    ['850 W', 850],
    ['850W', 850],
    ['1,000 W', 1000],
    ['1000 Watts', 1000],
    ['1.2 kW', 1200],
    ['850', 850],
    ['65 W (88 W PPT)', 65],
    ['65-88 W', 88],
    [' 120 w ', 120],
  ])('%s is %i W', (text, watts) => {
    expect(parseWatts(text)).toBe(watts);
  });

  it.each([undefined, null, '', 'N/A', '0 W', '2x 8-pin', 'ATX'])('%s has no wattage', (text) => {
    expect(parseWatts(text)).toBeUndefined();
  });
});

describe('socket, memory and form-factor parsing', () => {
  it('normalises socket spellings', () => {
    expect(normalizeSocket('AM5')).toBe('AM5');
    expect(normalizeSocket('Socket AM4')).toBe('AM4');
    expect(normalizeSocket('LGA 1700')).toBe('LGA1700');
    expect(normalizeSocket('FCLGA1851')).toBe('LGA1851');
    expect(normalizeSocket('lga-1700')).toBe('LGA1700');
    expect(normalizeSocket('')).toBeUndefined();
    expect(normalizeSocket('Desktop')).toBeUndefined();
  });

  it('reads socket lists in their common shapes', () => {
    expect(parseSockets('AM5, AM4, LGA1700, LGA1851')).toEqual(['AM5', 'AM4', 'LGA1700', 'LGA1851']);
    expect(parseSockets('AM4/AM5')).toEqual(['AM4', 'AM5']);
    expect(parseSockets('Intel LGA 1700/1200/115x, AMD AM5 and AM4')).toEqual([
      'LGA1700',
      'LGA1200',
      'LGA115X',
      'AM5',
      'AM4',
    ]);
  });

  it('reads memory technologies', () => {
    expect(parseMemoryTechs('DDR5')).toEqual(['DDR5']);
    expect(parseMemoryTechs('DDR4 SDRAM')).toEqual(['DDR4']);
    expect(parseMemoryTechs('DDR4, DDR5')).toEqual(['DDR4', 'DDR5']);
    expect(parseMemoryTechs('ddr 5')).toEqual(['DDR5']);
    expect(parseMemoryTechs('8 GB')).toEqual([]);
  });

  it.each([
    ['Micro ATX', 'Micro-ATX'],
    ['mATX', 'Micro-ATX'],
    ['Micro-ATX', 'Micro-ATX'],
    ['micro_atx', 'Micro-ATX'],
    ['µATX', 'Micro-ATX'],
    ['Mini ITX', 'Mini-ITX'],
    ['Mini-ITX', 'Mini-ITX'],
    ['ITX', 'Mini-ITX'],
    ['E-ATX', 'E-ATX'],
    ['EATX', 'E-ATX'],
    ['Extended ATX', 'E-ATX'],
    ['ATX', 'ATX'],
    [' atx ', 'ATX'],
  ])('form factor %s is %s', (text, ff) => {
    expect(normalizeFormFactor(text)).toBe(ff);
  });

  it('leaves unknown form factors undefined and splits case lists', () => {
    expect(normalizeFormFactor('Tower')).toBeUndefined();
    expect(parseFormFactors('E-ATX, ATX, Micro ATX / Mini ITX')).toEqual(['E-ATX', 'ATX', 'Micro-ATX', 'Mini-ITX']);
    expect(parseFormFactors('mATX and Mini-ITX')).toEqual(['Micro-ATX', 'Mini-ITX']);
    expect(parseFormFactors('Mid tower')).toEqual([]);
  });

  it('chooses a or an by how the word is read', () => {
    expect(withArticle('AM5')).toBe('an AM5');
    expect(withArticle('LGA1700')).toBe('an LGA1700');
    expect(withArticle('ATX')).toBe('an ATX');
    expect(withArticle('E-ATX')).toBe('an E-ATX');
    expect(withArticle('Micro-ATX')).toBe('a Micro-ATX');
    expect(withArticle('Mini-ITX')).toBe('a Mini-ITX');
  });
});

describe('CPU socket check', () => {
  it('passes when the sockets match', () => {
    const c = check({ cpu: ryzen7800, motherboard: tomahawk }, 'socket');
    expect(c.status).toBe('pass');
    expect(c.reason).toBe('The AMD Ryzen 7 7800X3D and the MSI MAG B650 TOMAHAWK WIFI both use AM5.');
  });

  it('fails with both sockets named when they differ', () => {
    const c = check({ cpu: ryzen7800, motherboard: b760m }, 'socket');
    expect(c.status).toBe('fail');
    expect(c.reason).toBe('The AMD Ryzen 7 7800X3D needs an AM5 board; the MSI PRO B760M-A WIFI DDR4 is LGA1700.');
  });

  it('matches spelling variants of the same socket', () => {
    const board = part('Board', 'motherboards', { 'CPU Socket': 'LGA 1700' });
    expect(check({ cpu: i5, motherboard: board }, 'socket').status).toBe('pass');
  });

  it('is unknown with a slot empty or a socket missing', () => {
    expect(check({ cpu: ryzen7800 }, 'socket')).toMatchObject({
      status: 'unknown',
      reason: 'Choose a motherboard to compare with the AMD Ryzen 7 7800X3D.',
    });
    expect(check({ motherboard: tomahawk }, 'socket').status).toBe('unknown');
    expect(check({ cpu: blank('Mystery CPU', 'processors'), motherboard: tomahawk }, 'socket')).toMatchObject({
      status: 'unknown',
      reason: expect.stringContaining('Mystery CPU does not list its socket'),
    });
    expect(check({ cpu: ryzen7800, motherboard: blank('Mystery board', 'motherboards') }, 'socket').status).toBe(
      'unknown',
    );
  });
});

describe('memory check', () => {
  it('passes when the board takes the memory type', () => {
    expect(check({ ram: ddr5, motherboard: tomahawk }, 'memory').status).toBe('pass');
    const both = part('Hybrid board', 'motherboards', { 'RAM Memory Technology': 'DDR4, DDR5' });
    expect(check({ ram: ddr4, motherboard: both }, 'memory').status).toBe('pass');
  });

  it('fails with a plain reason when it does not', () => {
    const c = check({ ram: ddr4, motherboard: tomahawk }, 'memory');
    expect(c.status).toBe('fail');
    expect(c.reason).toBe(
      'The Kingston FURY Beast 16GB DDR4-3200 is DDR4 memory; the MSI MAG B650 TOMAHAWK WIFI takes DDR5 only.',
    );
  });

  it('is unknown with a slot empty or the type missing', () => {
    expect(check({ ram: ddr5 }, 'memory').status).toBe('unknown');
    expect(check({ motherboard: tomahawk }, 'memory').status).toBe('unknown');
    expect(check({ ram: blank('Mystery RAM', 'memory'), motherboard: tomahawk }, 'memory').status).toBe('unknown');
    expect(check({ ram: ddr5, motherboard: blank('Mystery board', 'motherboards') }, 'memory').status).toBe('unknown');
  });
});

describe('power check', () => {
  const build: Build = { cpu: ryzen7800, motherboard: tomahawk, gpu: rtx4080, ram: ddr5 };

  it('estimates the draw from the CPU and GPU TDPs plus the documented allowance, with 20% headroom', () => {
    // 120 W CPU + 320 W GPU + 100 W for board, memory, storage and fans = 540 W; + 20% = 648 W.
    expect(ALLOWANCE_W).toBe(100);
    expect(POWER_ALLOWANCE_W).toEqual({ motherboard: 50, memory: 10, storage: 10, fansAndUsb: 30 });
    const estimate = estimatePower(build);
    expect(estimate).toMatchObject({ draw: 540, required: 648, cpuWatts: 120, gpuWatts: 320, missing: [] });
    expect(estimatePower({ ...build, psu: psu850 }).headroom).toBe(0.57);
  });

  it('says unknown, naming the part, when a chosen CPU or GPU lacks its TDP (never a guessed figure)', () => {
    const noTdp = blank('Mystery GPU', 'graphics-cards');
    expect(estimatePower({ ...build, gpu: noTdp }).missing).toEqual(['gpu']);
    const c = check({ ...build, gpu: noTdp, psu: psu850 }, 'power');
    expect(c).toMatchObject({
      status: 'unknown',
      lacksData: true,
      reason: 'The Mystery GPU does not list its TDP, so the draw cannot be estimated.',
    });
    expect(checkVerdict(c)).toBe('unknown');
    expect(VERDICT_TEXT.unknown).toBe('unknown (the part lacks that data)');
  });

  it('counts no graphics card as 0 W (integrated graphics) and needs a processor', () => {
    expect(estimatePower({ cpu: i5 }).draw).toBe(65 + 100);
    expect(check({ psu: psu850 }, 'power').status).toBe('unknown');
    expect(checkVerdict(check({ psu: psu850 }, 'power'))).toBe('waiting');
  });

  it('passes when the supply covers the draw with headroom', () => {
    const c = check({ ...build, psu: psu850 }, 'power');
    expect(c.status).toBe('pass');
    expect(c.reason).toBe('Estimated draw 540 W + 20% headroom = 648 W; the 850 W supply covers it.');
  });

  it('fails when the supply is too small', () => {
    const c = check({ ...build, psu: psu500 }, 'power');
    expect(c.status).toBe('fail');
    expect(c.reason).toBe('Estimated draw 540 W + 20% headroom = 648 W; the 500 W supply is too small.');
  });

  it("reads 'Wattage' when there is no 'Output Wattage', and treats the limit as inclusive", () => {
    const exact = part('Exact PSU', 'power-supply', { Wattage: '648W' });
    expect(check({ ...build, psu: exact }, 'power').status).toBe('pass');
    const short = part('Short PSU', 'power-supply', { Wattage: '647 W' });
    expect(check({ ...build, psu: short }, 'power').status).toBe('fail');
  });

  it('is unknown without a supply, or when the supply lists no wattage', () => {
    expect(check(build, 'power')).toMatchObject({
      status: 'unknown',
      reason: 'Estimated draw 540 W + 20% headroom = 648 W; choose a power supply of at least 648 W.',
    });
    expect(check({ ...build, psu: blank('Mystery PSU', 'power-supply') }, 'power').status).toBe('unknown');
  });
});

describe('case check', () => {
  it('passes when the case lists the board size', () => {
    const c = check({ motherboard: b650m, case: h5 }, 'case');
    expect(c.status).toBe('pass');
    expect(c.reason).toBe('The NZXT H5 Flow takes Micro-ATX boards like the ASRock B650M Pro RS WiFi.');
  });

  it('normalises spellings on both sides', () => {
    const board = part('Board', 'motherboards', { 'Form Factor': 'Micro ATX' });
    const box = part('Box', 'cases', { 'Motherboard Compatibility': 'mATX, Mini ITX' });
    expect(check({ motherboard: board, case: box }, 'case').status).toBe('pass');
  });

  it('accepts a smaller board in a case made for a larger one', () => {
    const atxOnly = part('Big Tower', 'cases', { 'Motherboard Compatibility': 'E-ATX' });
    expect(check({ motherboard: b650m, case: atxOnly }, 'case').status).toBe('pass');
  });

  it('fails when the board is too big for the case', () => {
    const c = check({ motherboard: tomahawk, case: q300l }, 'case');
    expect(c.status).toBe('fail');
    expect(c.reason).toBe(
      'The MSI MAG B650 TOMAHAWK WIFI is an ATX board; the Cooler Master MasterBox Q300L takes Micro-ATX and Mini-ITX only.',
    );
  });

  it('is unknown with a slot empty or the sizes missing', () => {
    expect(check({ case: h5 }, 'case').status).toBe('unknown');
    expect(check({ motherboard: tomahawk }, 'case').status).toBe('unknown');
    expect(check({ motherboard: blank('Board', 'motherboards'), case: h5 }, 'case').status).toBe('unknown');
    expect(check({ motherboard: tomahawk, case: blank('Box', 'cases') }, 'case').status).toBe('unknown');
  });
});

describe('cooler check', () => {
  it('passes when the cooler lists the CPU socket', () => {
    const c = check({ cpu: ryzen7800, cooling: ak400 }, 'cooler');
    expect(c.status).toBe('pass');
    expect(c.reason).toBe('The Deepcool AK400 supports AM5, so it fits the AMD Ryzen 7 7800X3D.');
    const slashed = part('Slash cooler', 'cpu-cooling', { 'Compatible Devices': 'AM4/AM5' });
    expect(check({ cpu: ryzen7800, cooling: slashed }, 'cooler').status).toBe('pass');
  });

  it('fails when it does not', () => {
    const c = check({ cpu: ryzen7800, cooling: intelOnly }, 'cooler');
    expect(c.status).toBe('fail');
    expect(c.reason).toBe('The Intel Stock Cooler supports LGA1700 and LGA1851 only; the AMD Ryzen 7 7800X3D is AM5.');
  });

  it("uses the motherboard's socket when no processor is chosen", () => {
    expect(check({ motherboard: tomahawk, cooling: intelOnly }, 'cooler').status).toBe('fail');
    expect(check({ motherboard: b760m, cooling: intelOnly }, 'cooler').status).toBe('pass');
  });

  it('is unknown with a slot empty or the sockets missing', () => {
    expect(check({ cpu: ryzen7800 }, 'cooler').status).toBe('unknown');
    expect(check({ cooling: ak400 }, 'cooler').status).toBe('unknown');
    expect(check({ cpu: ryzen7800, cooling: blank('Mystery cooler', 'cpu-cooling') }, 'cooler').status).toBe('unknown');
    expect(check({ cpu: blank('Mystery CPU', 'processors'), cooling: ak400 }, 'cooler').status).toBe('unknown');
  });
});

describe('a complete, matching build', () => {
  it('passes every check', () => {
    const build: Build = {
      cpu: ryzen7800,
      motherboard: tomahawk,
      gpu: rtx4080,
      ram: ddr5,
      storage: ssd,
      case: h5,
      cooling: ak400,
      psu: psu850,
    };
    expect(checkCompatibility(build).map((c) => c.status)).toEqual(Array(8).fill('pass'));
  });
});

describe('conflictsWith', () => {
  it('marks a board with another socket once a CPU is chosen', () => {
    expect(conflictsWith({ cpu: ryzen7800 }, b760m, 'motherboard')).toEqual([
      'The AMD Ryzen 7 7800X3D needs an AM5 board; the MSI PRO B760M-A WIFI DDR4 is LGA1700.',
    ]);
    expect(conflictsWith({ cpu: ryzen7800 }, tomahawk, 'motherboard')).toEqual([]);
  });

  it('collects every failing check a candidate would cause', () => {
    const reasons = conflictsWith({ cpu: ryzen7800, ram: ddr5, case: q300l }, b760m, 'motherboard');
    expect(reasons).toHaveLength(2);
    expect(reasons[0]).toMatch(/needs an AM5 board/);
    expect(reasons[1]).toMatch(/takes DDR4 only/);
    expect(conflictsWith({ ram: ddr5, case: q300l }, tomahawk, 'motherboard')).toEqual([
      'The MSI MAG B650 TOMAHAWK WIFI is an ATX board; the Cooler Master MasterBox Q300L takes Micro-ATX and Mini-ITX only.',
    ]);
  });

  it('judges a candidate against the rest of the build, not the part it would replace', () => {
    expect(conflictsWith({ cpu: ryzen7800, motherboard: b760m }, i5, 'cpu')).toEqual([]);
    expect(conflictsWith({ cpu: i5, motherboard: b760m }, ryzen7800, 'cpu')).toHaveLength(1);
  });

  it('marks supplies that are too small, and graphics cards that would overload the chosen supply', () => {
    const build: Build = { cpu: ryzen7800, motherboard: tomahawk, ram: ddr5 };
    expect(conflictsWith({ ...build, gpu: rtx4080 }, psu500, 'psu')).toEqual([
      'Estimated draw 540 W + 20% headroom = 648 W; the 500 W supply is too small.',
    ]);
    expect(conflictsWith({ ...build, gpu: rtx4080 }, psu850, 'psu')).toEqual([]);
    expect(conflictsWith({ ...build, psu: psu500 }, rtx4080, 'gpu')).toHaveLength(1);
  });

  it('does not blame a candidate for a problem the build already has', () => {
    const overloaded: Build = { cpu: ryzen7800, motherboard: tomahawk, gpu: rtx4080, psu: psu500 };
    expect(conflictsWith(overloaded, ssd, 'storage')).toEqual([]);
    expect(conflictsWith({ cpu: ryzen7800, motherboard: b760m }, ddr4, 'ram')).toEqual([]);
  });

  it('finds no conflict with an empty build or unknown data', () => {
    expect(conflictsWith({}, b760m, 'motherboard')).toEqual([]);
    expect(conflictsWith({ cpu: ryzen7800 }, blank('Mystery board', 'motherboards'), 'motherboard')).toEqual([]);
  });
});
