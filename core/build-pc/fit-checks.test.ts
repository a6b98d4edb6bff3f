import { describe, expect, it } from 'vitest';
import { checkVerdict, type BuildPart } from './compatibility';
import { checkCoolerFit, checkGpuFit, checkPsuFit, parseMm, parsePsuSizes } from './fit-checks';

let id = 1;
const part = (name: string, category: string, specifications: Record<string, string>): BuildPart => ({
  id: id++,
  name,
  category,
  price: 10_000,
  specifications,
  countInStock: 3,
  image: '/x.webp',
});

// Issue 32, item 6: the NR200P as the demo catalog describes it.
const nr200p = part('Cooler Master MasterBox NR200P', 'cases', {
  'Motherboard Compatibility': 'Mini-ITX',
  'Power Supply Mounting Type': 'SFX / SFX-L',
  'Cooling Method': 'Air, 2x 120 mm fans included; up to 280 mm radiator',
  'Max GPU Length': '330 mm',
  'Max CPU Cooler Height': '155 mm',
});
const o11 = part('Lian Li O11 Dynamic EVO', 'cases', {
  'Power Supply Mounting Type': 'Rear chamber, ATX',
  'Cooling Method': 'Air or liquid, no fans included; up to 3x 360 mm radiators',
});
const atx500 = part('Thermaltake Smart 500W', 'power-supply', { 'Form Factor': 'ATX', 'Output Wattage': '500 W' });
const sf750 = part('Corsair SF750', 'power-supply', { 'Form Factor': 'SFX' });
const aio360 = part('Arctic Liquid Freezer III 360', 'cpu-cooling', { 'Cooling Method': 'Liquid, 360 mm AIO' });
const aio240 = part('Deepcool LE520', 'cpu-cooling', { 'Radiator Size': '240 mm', 'Cooling Method': 'Liquid' });
const nhd15 = part('Noctua NH-D15', 'cpu-cooling', { 'Cooling Method': 'Air, dual tower', Height: '165 mm' });
const ak400 = part('Deepcool AK400', 'cpu-cooling', { 'Cooling Method': 'Air, single tower', Height: '155 mm' });
const rtx4090 = part('ASUS ROG Strix GeForce RTX 4090 OC 24GB', 'graphics-cards', { 'Card Length': '358 mm' });
const rtx4060 = part('ASUS Dual GeForce RTX 4060 OC 8GB', 'graphics-cards', { 'Card Length': '227 mm' });
const bare = (name: string, category: string) => part(name, category, {});

describe('reading sizes', () => {
  it('reads millimetres and centimetres', () => {
    expect(parseMm('365 mm')).toBe(365);
    expect(parseMm('36.5 cm')).toBe(365);
    expect(parseMm('')).toBeUndefined();
    expect(parseMm('none')).toBeUndefined();
  });
  it('reads the power supply sizes a case names', () => {
    expect(parsePsuSizes('SFX / SFX-L')).toEqual(['SFX', 'SFX-L']);
    expect(parsePsuSizes('Bottom mount, ATX')).toEqual(['ATX']);
    expect(parsePsuSizes('Rear chamber')).toEqual([]);
  });
});

describe('the case-size checks', () => {
  it('warns about an ATX supply in an SFX case, and confirms an SFX one', () => {
    const c = checkPsuFit({ case: nr200p, psu: atx500 });
    expect(c.status).toBe('fail');
    expect(c.reason).toBe('The Thermaltake Smart 500W is ATX; the Cooler Master MasterBox NR200P takes SFX and SFX-L only.');
    expect(checkPsuFit({ case: nr200p, psu: sf750 }).status).toBe('pass');
    // An SFX supply goes into an ATX case too.
    expect(checkPsuFit({ case: o11, psu: sf750 }).status).toBe('pass');
  });

  it('warns about a 360 mm radiator in a case that takes 280 mm, and passes a 240 mm one', () => {
    const c = checkCoolerFit({ case: nr200p, cooling: aio360 });
    expect(c.status).toBe('fail');
    expect(c.code).toBe('coolerFit.failRadiator');
    expect(c.vars).toMatchObject({ size: 360, room: 280 });
    expect(checkCoolerFit({ case: nr200p, cooling: aio240 }).status).toBe('pass');
    // '3x 360 mm radiators' is room for 360 mm.
    expect(checkCoolerFit({ case: o11, cooling: aio360 }).status).toBe('pass');
  });

  it('compares an air cooler with the case height', () => {
    expect(checkCoolerFit({ case: nr200p, cooling: nhd15 }).status).toBe('fail');
    expect(checkCoolerFit({ case: nr200p, cooling: ak400 }).status).toBe('pass');
  });

  it('compares the graphics card length', () => {
    expect(checkGpuFit({ case: nr200p, gpu: rtx4090 }).code).toBe('gpuFit.fail');
    expect(checkGpuFit({ case: nr200p, gpu: rtx4060 }).status).toBe('pass');
  });

  it('says unknown, never confirmed, when a part lacks the data', () => {
    for (const c of [
      checkPsuFit({ case: nr200p, psu: bare('Mystery PSU', 'power-supply') }),
      checkPsuFit({ case: bare('Mystery case', 'cases'), psu: atx500 }),
      checkCoolerFit({ case: o11, cooling: nhd15 }),
      checkCoolerFit({ case: nr200p, cooling: bare('Mystery cooler', 'cpu-cooling') }),
      checkGpuFit({ case: o11, gpu: rtx4060 }),
      checkGpuFit({ case: nr200p, gpu: bare('Mystery card', 'graphics-cards') }),
    ]) {
      expect(checkVerdict(c)).toBe('unknown');
    }
  });

  it('waits while the case or the part is not chosen', () => {
    expect(checkVerdict(checkPsuFit({ psu: atx500 }))).toBe('waiting');
    expect(checkVerdict(checkGpuFit({ case: nr200p }))).toBe('waiting');
    expect(checkCoolerFit({}).code).toBe('coolerFit.chooseBoth');
  });
});
