/**
 * Issue 32, item 6: the case-size checks. The motherboard check alone said "confirmed" for an SFX
 * case with an ATX supply and a 360 mm cooler. These compare the case with the power supply, the
 * cooler and the graphics card, from the specification data only; a missing figure is 'unknown'.
 *
 * Case: 'Power Supply Mounting Type' ('Bottom mount, ATX', 'SFX / SFX-L'), 'Max GPU Length' ('365 mm'),
 * 'Max CPU Cooler Height' ('165 mm'), radiator room in 'Max Radiator Size' or 'Cooling Method'
 * ('… up to 280 mm radiator'). Parts: the supply's 'Form Factor', a liquid cooler's 'Radiator Size'
 * (or '360 mm AIO' in 'Cooling Method'), an air cooler's 'Height', the card's 'Card Length'.
 */
import type { Build, CompatibilityCheck } from './compatibility';
import { spec } from './compatibility';

type Result = Omit<CompatibilityCheck, 'id' | 'label'>;
type Vars = CompatibilityCheck['vars'];
const result =
  (status: Result['status'], lacksData?: boolean) =>
  (reason: string, code: string, vars: Vars = {}): Result => ({
    status,
    reason,
    code,
    vars,
    ...(lacksData ? { lacksData } : {}),
  });
const pass = result('pass');
const fail = result('fail');
const unknown = result('unknown');
const lacking = result('unknown', true);

/** Millimetres in a value: '365 mm', '36.5 cm', '365mm', or a bare '365'. */
export function parseMm(text: string | undefined): number | undefined {
  if (!text) return undefined;
  const m = /(\d+(?:\.\d+)?)\s*(mm|cm)?\b/i.exec(text);
  if (!m) return undefined;
  const value = Number(m[1]) * (m[2]?.toLowerCase() === 'cm' ? 10 : 1);
  return value > 0 ? Math.round(value) : undefined;
}

/** Supply sizes, smallest first: a case that takes a size also takes the smaller ones (with a bracket). */
const PSU_RANK: Record<string, number> = { SFX: 1, 'SFX-L': 2, ATX: 3 };

/** 'SFX / SFX-L' → ['SFX', 'SFX-L']; 'Bottom mount, ATX' → ['ATX']. */
export function parsePsuSizes(text: string | undefined): string[] {
  if (!text) return [];
  const found: string[] = [];
  for (const m of text.toUpperCase().matchAll(/\b(SFX[\s-]?L|SFX|ATX)\b/g)) {
    const size = m[1].startsWith('SFX') && m[1].length > 3 ? 'SFX-L' : m[1];
    if (!found.includes(size)) found.push(size);
  }
  return found;
}

function caseRadiatorMm(build: Build): number | undefined {
  const own = parseMm(spec(build.case, 'Max Radiator Size', 'Radiator Support'));
  if (own) return own;
  const m = /up to (?:\d+\s*x\s*)?(\d+)\s*mm radiators?/i.exec(spec(build.case, 'Cooling Method') ?? '');
  return m ? Number(m[1]) : undefined;
}

function coolerRadiatorMm(build: Build): number | undefined {
  const own = parseMm(spec(build.cooling, 'Radiator Size'));
  if (own) return own;
  const m = /(\d+)\s*mm\s*(AIO|radiator)/i.exec(spec(build.cooling, 'Cooling Method') ?? '');
  return m ? Number(m[1]) : undefined;
}

const isLiquid = (build: Build) =>
  Boolean(spec(build.cooling, 'Radiator Size')) || /liquid|\bAIO\b/i.test(spec(build.cooling, 'Cooling Method') ?? '');

/** Both parts chosen, or a 'choose' result naming the one that is there. */
const NOUN = { psu: 'a power supply', cooling: 'a cooler', gpu: 'a graphics card' } as const;

function waiting(build: Build, slot: 'psu' | 'cooling' | 'gpu', key: string): Result | undefined {
  const noun = NOUN[slot];
  const part = build[slot];
  if (build.case && part) return undefined;
  if (!build.case && !part) return unknown(`Choose a case and ${noun} to check that it fits.`, `${key}.chooseBoth`);
  if (!build.case) return unknown(`Choose a case to check it against the ${part!.name}.`, 'case.chooseCase', { part: part!.name });
  return unknown(`Choose ${noun} to check it against the ${build.case.name}.`, `${key}.choosePart`, {
    part: build.case.name,
  });
}

export function checkPsuFit(build: Build): Result {
  const wait = waiting(build, 'psu', 'psuFit');
  if (wait) return wait;
  const { case: pcCase, psu } = { case: build.case!, psu: build.psu! };
  const size = parsePsuSizes(spec(psu, 'Form Factor', 'Power Supply Form Factor'))[0];
  const taken = parsePsuSizes(spec(pcCase, 'Power Supply Form Factor', 'Power Supply Mounting Type'));
  if (!size) return lacking(`The ${psu.name} does not list its size (ATX or SFX).`, 'psuFit.noSize', { part: psu.name });
  if (taken.length === 0)
    return lacking(`The ${pcCase.name} does not list the power supply sizes it takes.`, 'psuFit.noSizes', {
      part: pcCase.name,
    });
  const names = { case: pcCase.name, psu: psu.name, size };
  const largest = Math.max(...taken.map((s) => PSU_RANK[s] ?? 0));
  if (PSU_RANK[size] <= largest)
    return pass(`The ${pcCase.name} takes ${size} power supplies like the ${psu.name}.`, 'psuFit.pass', names);
  return fail(`The ${psu.name} is ${size}; the ${pcCase.name} takes ${taken.join(' and ')} only.`, 'psuFit.fail', {
    ...names,
    list: taken,
  });
}

export function checkCoolerFit(build: Build): Result {
  const wait = waiting(build, 'cooling', 'coolerFit');
  if (wait) return wait;
  const { case: pcCase, cooling: cooler } = { case: build.case!, cooling: build.cooling! };
  const names = { case: pcCase.name, cooler: cooler.name };
  if (isLiquid(build)) {
    const size = coolerRadiatorMm(build);
    const room = caseRadiatorMm(build);
    if (!size)
      return lacking(`The ${cooler.name} does not list its radiator size.`, 'coolerFit.noRadiator', { part: cooler.name });
    if (!room)
      return lacking(`The ${pcCase.name} does not list the radiator size it takes.`, 'coolerFit.noRoom', {
        part: pcCase.name,
      });
    const vars = { ...names, size, room };
    if (size <= room)
      return pass(`The ${pcCase.name} takes radiators up to ${room} mm; the ${cooler.name} is ${size} mm.`, 'coolerFit.passRadiator', vars);
    return fail(`The ${cooler.name} has a ${size} mm radiator; the ${pcCase.name} takes up to ${room} mm.`, 'coolerFit.failRadiator', vars);
  }
  const height = parseMm(spec(cooler, 'Height', 'Cooler Height'));
  const room = parseMm(spec(pcCase, 'Max CPU Cooler Height', 'CPU Cooler Clearance'));
  if (!height) return lacking(`The ${cooler.name} does not list its height.`, 'coolerFit.noHeight', { part: cooler.name });
  if (!room)
    return lacking(`The ${pcCase.name} does not list the tallest cooler it takes.`, 'coolerFit.noClearance', {
      part: pcCase.name,
    });
  const vars = { ...names, height, room };
  if (height <= room)
    return pass(`The ${cooler.name} is ${height} mm tall; the ${pcCase.name} takes up to ${room} mm.`, 'coolerFit.passHeight', vars);
  return fail(`The ${cooler.name} is ${height} mm tall; the ${pcCase.name} takes up to ${room} mm.`, 'coolerFit.failHeight', vars);
}

export function checkGpuFit(build: Build): Result {
  const wait = waiting(build, 'gpu', 'gpuFit');
  if (wait) return wait;
  const { case: pcCase, gpu } = { case: build.case!, gpu: build.gpu! };
  const length = parseMm(spec(gpu, 'Card Length', 'Length', 'Graphics Card Length'));
  const room = parseMm(spec(pcCase, 'Max GPU Length', 'Max Graphics Card Length'));
  if (!length) return lacking(`The ${gpu.name} does not list its length.`, 'gpuFit.noLength', { part: gpu.name });
  if (!room)
    return lacking(`The ${pcCase.name} does not list the longest graphics card it takes.`, 'gpuFit.noRoom', {
      part: pcCase.name,
    });
  const vars = { case: pcCase.name, gpu: gpu.name, length, room };
  if (length <= room)
    return pass(`The ${gpu.name} is ${length} mm long; the ${pcCase.name} takes up to ${room} mm.`, 'gpuFit.pass', vars);
  return fail(`The ${gpu.name} is ${length} mm long; the ${pcCase.name} takes up to ${room} mm.`, 'gpuFit.fail', vars);
}
