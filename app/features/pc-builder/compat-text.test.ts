import { describe, expect, it } from 'vitest';
import {
  BUILD_SLOTS,
  checkCompatibility,
  conflictChecks,
  type Build,
  type BuildPart,
  type BuildSlot,
} from '#core/build-pc/compatibility';
import { en } from '~/lib/i18n/en';
import { translator } from '~/lib/i18n/i18n';
import { sw } from '~/lib/i18n/sw';
import { compatText } from './compat-text';

let nextId = 1;
const part = (name: string, category: string, specifications: Record<string, string>): BuildPart => ({
  id: nextId++,
  name,
  category,
  price: 10_000,
  specifications,
  countInStock: 5,
  image: '/img.webp',
});

// Parts as the demo catalog describes them, and ones that lack the data a check needs.
const POOL: Partial<Record<BuildSlot, (BuildPart | undefined)[]>> = {
  cpu: [
    undefined,
    part('AMD Ryzen 7 7800X3D', 'processors', { 'CPU Socket': 'AM5', TDP: '120 W' }),
    part('Intel Core i5-13400F', 'processors', { 'CPU Socket': 'LGA1700', TDP: '65 W' }),
    part('Mystery CPU', 'processors', {}),
  ],
  motherboard: [
    undefined,
    part('MSI MAG B650 TOMAHAWK WIFI', 'motherboards', {
      'CPU Socket': 'AM5',
      'RAM Memory Technology': 'DDR5',
      'Form Factor': 'ATX',
    }),
    part('MSI PRO B760M-A WIFI DDR4', 'motherboards', {
      'CPU Socket': 'LGA1700',
      'RAM Memory Technology': 'DDR4',
      'Form Factor': 'Micro-ATX',
    }),
    part('Mystery Board', 'motherboards', {}),
  ],
  ram: [
    undefined,
    part('Kingston FURY Beast 16GB DDR4-3200', 'memory', { 'RAM Memory Technology': 'DDR4' }),
    part('Mystery RAM', 'memory', {}),
  ],
  case: [
    undefined,
    part('Cooler Master MasterBox Q300L', 'cases', { 'Motherboard Compatibility': 'Micro-ATX, Mini-ITX' }),
    part('Big Tower', 'cases', { 'Motherboard Compatibility': 'E-ATX' }),
    part('Mystery Case', 'cases', {}),
  ],
  cooling: [
    undefined,
    part('Intel Stock Cooler', 'cpu-cooling', { 'Compatible Devices': 'LGA1700, LGA1851' }),
    part('Mystery Cooler', 'cpu-cooling', {}),
  ],
  psu: [
    undefined,
    part('Thermaltake Smart 500W', 'power-supply', { 'Output Wattage': '500 W' }),
    part('Corsair RM850x', 'power-supply', { 'Output Wattage': '850 W' }),
    part('Mystery PSU', 'power-supply', {}),
  ],
  gpu: [
    undefined,
    part('RTX 4080 SUPER', 'graphics-cards', { TDP: '320 W' }),
    part('Mystery GPU', 'graphics-cards', {}),
  ],
};

function* builds(slots: BuildSlot[], build: Build = {}): Generator<Build> {
  if (slots.length === 0) return yield build;
  const [slot, ...rest] = slots;
  for (const p of POOL[slot] ?? [undefined]) yield* builds(rest, p ? { ...build, [slot]: p } : build);
}

describe('the compatibility sentences', () => {
  const all = [...builds(BUILD_SLOTS.filter((s) => POOL[s]))].flatMap((b) => [
    ...checkCompatibility(b),
    ...BUILD_SLOTS.flatMap((slot) => (POOL[slot]?.[1] ? conflictChecks(b, POOL[slot]![1]!, slot) : [])),
  ]);
  // One of each distinct sentence (the builds repeat them many times over).
  const checks = [...new Map(all.map((c) => [c.reason, c])).values()];
  const codes = new Set(checks.map((c) => c.code));

  it('every code core gives has its text in both languages, and every text is reached', () => {
    const sentences = Object.keys(en).filter((k) => /^compat\.(noSocket|(socket|memory|power|case|cooler)\.)/.test(k));
    expect([...codes].map((c) => `compat.${c}`).filter((k) => !(k in en))).toEqual([]);
    expect(sentences.filter((k) => !codes.has(k.slice('compat.'.length)))).toEqual([]);
  });

  it("English, from the dictionary, is core's sentence word for word", () => {
    const t = translator(en);
    expect(checks.filter((c) => compatText(t, c) !== c.reason).map((c) => [c.reason, compatText(t, c)])).toEqual([]);
  });

  it('Kiswahili fills every value (names, sockets, watts, lists joined with "na") and is not the English', () => {
    const t = translator(sw);
    for (const c of checks) {
      const text = compatText(t, c);
      expect(text).not.toMatch(/[{}]/);
      expect(text).not.toBe(c.reason);
      for (const v of Object.entries(c.vars)
        .filter(([k]) => k !== 'a')
        .map(([, v]) => v)) {
        if (Array.isArray(v))
          expect(text).toContain(v.length > 1 ? `${v.slice(0, -1).join(', ')} na ${v.at(-1)}` : v[0]);
        else expect(text).toContain(String(v));
      }
    }
    const fail = checks.find((c) => c.code === 'socket.fail')!;
    expect(compatText(t, fail)).toMatch(/inahitaji motherboard ya (AM5|LGA1700);/);
  });
});
