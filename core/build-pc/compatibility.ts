/**
 * Build Your PC: the eight slots and the compatibility checks between the chosen parts.
 * Pure functions, shared by the browser (the builder screen) and any server code that wants them.
 *
 * The checks read the specification strings the catalog carries (db/seed/catalog/*):
 * 'CPU Socket' ('AM5', 'LGA1700'), 'RAM Memory Technology' ('DDR5'), 'Output Wattage' / 'Wattage'
 * ('850 W'), 'TDP' ('120 W'), the board's 'Form Factor' ('Micro-ATX'), the case's
 * 'Motherboard Compatibility' ('ATX, Micro-ATX, Mini-ITX') and the cooler's 'Compatible Devices'
 * ('AM5, AM4, LGA1700'). Each check says 'unknown' rather than guessing when a slot is empty or a
 * part lacks the data.
 */
import type { ProductCategory } from '../catalog/categories';
import { roundMoney } from '../pricing/money';
import { checkCoolerFit, checkGpuFit, checkPsuFit } from './fit-checks';

export const BUILD_SLOTS = ['cpu', 'motherboard', 'gpu', 'ram', 'storage', 'case', 'cooling', 'psu'] as const;
export type BuildSlot = (typeof BUILD_SLOTS)[number];

/**
 * The catalog category each slot draws from. The spec maps 'cooling' to Accessories; the catalog has
 * its own CPU Cooling category, which is where the coolers are.
 */
export const SLOT_CATEGORY: Record<BuildSlot, ProductCategory> = {
  cpu: 'processors',
  motherboard: 'motherboards',
  gpu: 'graphics-cards',
  ram: 'memory',
  storage: 'storage',
  case: 'cases',
  cooling: 'cpu-cooling',
  psu: 'power-supply',
};

/** What one part is called in sentences and on the screen. */
export const SLOT_LABEL: Record<BuildSlot, string> = {
  cpu: 'Processor',
  motherboard: 'Motherboard',
  gpu: 'Graphics Card',
  ram: 'Memory',
  storage: 'Storage',
  case: 'Case',
  cooling: 'CPU Cooler',
  psu: 'Power Supply',
};

export function isBuildSlot(value: unknown): value is BuildSlot {
  return typeof value === 'string' && (BUILD_SLOTS as readonly string[]).includes(value);
}

/** The fields of a product the builder needs. */
export interface BuildPart {
  id: number;
  name: string;
  category: string;
  price: number;
  specifications: Record<string, string>;
  countInStock: number;
  image: string;
}

export type Build = Partial<Record<BuildSlot, BuildPart>>;

export type CheckStatus = 'pass' | 'fail' | 'unknown';
export type CheckId = 'socket' | 'memory' | 'power' | 'case' | 'cooler' | 'psuFit' | 'coolerFit' | 'gpuFit';

export interface CompatibilityCheck {
  id: CheckId;
  label: string;
  status: CheckStatus;
  /** A plain-language sentence for the shopper. */
  reason: string;
  /** 'unknown' because a chosen part does not list the data (not because a slot is empty). */
  lacksData?: boolean;
  /**
   * The sentence as a message key and its values, so the storefront can say it in Kiswahili
   * (`compat.<code>` in app/lib/i18n; lists are joined in the page's language; `a` is English's article).
   */
  code: string;
  vars: Record<string, string | number | string[]>;
}

/**
 * The word each check shows (issue 17): 'confirmed', 'warning', or 'unknown (the part lacks that
 * data)'; a check whose parts are not all chosen yet waits.
 */
export type CheckVerdict = 'confirmed' | 'warning' | 'unknown' | 'waiting';

export function checkVerdict(check: Pick<CompatibilityCheck, 'status' | 'lacksData'>): CheckVerdict {
  if (check.status === 'pass') return 'confirmed';
  if (check.status === 'fail') return 'warning';
  return check.lacksData ? 'unknown' : 'waiting';
}

export const VERDICT_TEXT: Record<CheckVerdict, string> = {
  confirmed: 'confirmed',
  warning: 'warning',
  unknown: 'unknown (the part lacks that data)',
  waiting: 'waiting for parts',
};

export function buildTotal(build: Build): number {
  return roundMoney(BUILD_SLOTS.reduce((sum, slot) => sum + (build[slot]?.price ?? 0), 0));
}

export function chosenSlots(build: Build): BuildSlot[] {
  return BUILD_SLOTS.filter((slot) => build[slot] !== undefined);
}

// ---------------------------------------------------------------------------------------------
// Reading specification values

/** A specification value by its label, ignoring case and spacing of the label; blank counts as absent. */
export function spec(part: BuildPart | undefined, ...labels: string[]): string | undefined {
  if (!part?.specifications) return undefined;
  const entries = Object.entries(part.specifications);
  for (const label of labels) {
    const want = squash(label);
    const found = entries.find(([key, value]) => squash(key) === want && typeof value === 'string' && value.trim());
    if (found) return found[1].trim();
  }
  return undefined;
}

function squash(text: string): string {
  return text.toLowerCase().replace(/[\s_-]+/g, '');
}

/**
 * Watts in a specification value: '850 W', '850W', '1,000 W', '1000 Watts', '1.2 kW', or a bare '850'.
 * The first figure with a unit wins ('65 W (88 W PPT)' is 65, '65-88 W' is 88). A figure without a
 * unit counts only when it is all there is ('850'): '2x 8-pin' is no wattage.
 */
export function parseWatts(text: string | undefined | null): number | undefined {
  if (!text) return undefined;
  const clean = text.replace(/(\d)[,\s](?=\d{3}\b)/g, '$1').trim();
  const withUnit = /(\d+(?:\.\d+)?)\s*(kw|w|watts?)\b/i.exec(clean);
  const bare = /^\d+(?:\.\d+)?$/.test(clean) ? clean : undefined;
  if (!withUnit && !bare) return undefined;
  const watts = withUnit ? Number(withUnit[1]) * (withUnit[2].toLowerCase() === 'kw' ? 1000 : 1) : Number(bare);
  return Number.isFinite(watts) && watts > 0 ? Math.round(watts) : undefined;
}

/** 'Socket AM5' → 'AM5', 'LGA 1700' / 'FCLGA1700' → 'LGA1700'; undefined when no socket is named. */
export function normalizeSocket(text: string | undefined | null): string | undefined {
  return parseSockets(text)[0];
}

/**
 * Every socket a text names, in order: 'AM5, AM4, LGA1700', 'AM4/AM5', 'Intel LGA 1700/1200/115x, AMD AM5'.
 * A bare number after an LGA socket is another LGA socket ('LGA1700/1200').
 */
export function parseSockets(text: string | undefined | null): string[] {
  if (!text) return [];
  const tokens = text
    .toUpperCase()
    .replace(/\bSOCKET\b/g, ' ')
    .replace(/\b(FC)?LGA[\s-]*(?=\d)/g, 'LGA')
    .replace(/\bAM[\s-]+(?=\d\b)/g, 'AM')
    .split(/[^A-Z0-9+]+/)
    .filter(Boolean);
  const found: string[] = [];
  let afterLga = false;
  for (const token of tokens) {
    let socket: string | undefined;
    if (/^LGA\d{3,4}X?$/.test(token)) {
      socket = token;
      afterLga = true;
    } else if (afterLga && /^(\d{4}|\d{3}X)$/.test(token)) {
      socket = `LGA${token}`;
    } else if (/^(AM\d\+?|STRX4|STR5|TR4|SP3|SP5|FM2\+?)$/.test(token)) {
      socket = token;
      afterLga = false;
    } else if (/^(AMD|RYZEN|THREADRIPPER)$/.test(token)) {
      afterLga = false;
    }
    if (socket && !found.includes(socket)) found.push(socket);
  }
  return found;
}

export function socketsMatch(supported: string[], socket: string): boolean {
  return supported.some((s) => s === socket || (s === 'LGA115X' && /^LGA115\d$/.test(socket)));
}

/** 'DDR5', 'DDR5 SDRAM', 'DDR4, DDR5' → ['DDR5'] / ['DDR4', 'DDR5']. */
export function parseMemoryTechs(text: string | undefined | null): string[] {
  if (!text) return [];
  const found: string[] = [];
  for (const m of text.toUpperCase().matchAll(/\bDDR\s?-?(\d)\b/g)) {
    const tech = `DDR${m[1]}`;
    if (!found.includes(tech)) found.push(tech);
  }
  return found;
}

/** The motherboard sizes, smallest first: a case that takes a size also takes the smaller ones. */
const FORM_FACTOR_RANK: Record<string, number> = { 'Mini-ITX': 1, 'Micro-ATX': 2, ATX: 3, 'E-ATX': 4 };

const FORM_FACTORS: Record<string, string> = {
  miniitx: 'Mini-ITX',
  mitx: 'Mini-ITX',
  itx: 'Mini-ITX',
  microatx: 'Micro-ATX',
  matx: 'Micro-ATX',
  uatx: 'Micro-ATX',
  atx: 'ATX',
  standardatx: 'ATX',
  fullatx: 'ATX',
  eatx: 'E-ATX',
  extendedatx: 'E-ATX',
  xlatx: 'XL-ATX',
  minidtx: 'Mini-DTX',
  ssieeb: 'SSI-EEB',
  ssiceb: 'SSI-CEB',
};

/** A size the case takes that is larger than the board's (so the board fits too), if any. */
function largerAccepted(accepted: string[], boardFf: string): string | undefined {
  const rank = FORM_FACTOR_RANK[boardFf];
  return accepted.find((ff) => rank !== undefined && (FORM_FACTOR_RANK[ff] ?? 0) > rank);
}

/** Whether a case taking `accepted` sizes holds a board of size `boardFf` (the case check's rule). */
export function caseTakes(accepted: string[], boardFf: string): boolean {
  return accepted.includes(boardFf) || largerAccepted(accepted, boardFf) !== undefined;
}

/** 'Micro ATX' / 'mATX' / 'Micro-ATX' → 'Micro-ATX', 'Mini ITX' → 'Mini-ITX', 'E-ATX'; undefined otherwise. */
export function normalizeFormFactor(text: string | undefined | null): string | undefined {
  if (!text) return undefined;
  const key = text
    .toLowerCase()
    .replace(/µ/g, 'u')
    .replace(/[\s_.\-–]+/g, '')
    .replace(/(motherboard|board)s?$/, '');
  return FORM_FACTORS[key];
}

/** A case's list 'ATX, Micro-ATX, Mini-ITX' (also '/', ';', 'and') as normalised form factors. */
export function parseFormFactors(text: string | undefined | null): string[] {
  if (!text) return [];
  const found: string[] = [];
  for (const piece of text.split(/[,;/|&]|\band\b|\bor\b/i)) {
    const ff = normalizeFormFactor(piece);
    if (ff && !found.includes(ff)) found.push(ff);
  }
  return found;
}

// ---------------------------------------------------------------------------------------------
// Power

/**
 * What the rest of a system draws besides its processor and graphics card, added to every estimate
 * whatever is chosen (a PC always has them): a board with its chipset and VRM losses, two or four
 * memory sticks, a drive or two, and the case fans, CPU-cooler fan, USB devices and RGB.
 * Reasoning and sources: docs/decisions/026-build-links-power-and-suggestions.md.
 */
export const POWER_ALLOWANCE_W = { motherboard: 50, memory: 10, storage: 10, fansAndUsb: 30 } as const;
export const ALLOWANCE_W = Object.values(POWER_ALLOWANCE_W).reduce((a, b) => a + b, 0);
/** The supply should have this much spare capacity above the estimated draw. */
export const PSU_HEADROOM = 0.2;

export interface PowerEstimate {
  /** CPU TDP + GPU TDP + ALLOWANCE_W, in watts (a TDP the part lacks counts 0: see `missing`). */
  draw: number;
  /** draw plus the headroom, rounded up: the smallest supply that passes. */
  required: number;
  cpuWatts?: number;
  gpuWatts?: number;
  /** Chosen parts whose TDP is not listed: the estimate cannot be trusted while any is. */
  missing: ('cpu' | 'gpu')[];
  /** The supply's rating, when one is chosen and lists it. */
  psuWatts?: number;
  /** Spare capacity of the chosen supply above the draw, as a fraction of the draw (0.2 = 20%). */
  headroom?: number;
}

/** TDP of a processor or graphics card ('TDP', else 'Wattage'); undefined when it lists neither. */
export function tdpWatts(part: BuildPart | undefined): number | undefined {
  return parseWatts(spec(part, 'TDP', 'Wattage'));
}

/** The one power figure of a build: the summary shows it and the power check judges by it. */
export function estimatePower(build: Build): PowerEstimate {
  const cpuWatts = build.cpu ? tdpWatts(build.cpu) : undefined;
  const gpuWatts = build.gpu ? tdpWatts(build.gpu) : undefined;
  const missing: PowerEstimate['missing'] = [];
  if (build.cpu && cpuWatts === undefined) missing.push('cpu');
  if (build.gpu && gpuWatts === undefined) missing.push('gpu');
  const draw = (cpuWatts ?? 0) + (gpuWatts ?? 0) + ALLOWANCE_W;
  const psu = psuWatts(build.psu);
  return {
    draw,
    required: Math.ceil(draw * (1 + PSU_HEADROOM)),
    cpuWatts,
    gpuWatts,
    missing,
    psuWatts: psu,
    headroom: psu === undefined ? undefined : Math.round(((psu - draw) / draw) * 100) / 100,
  };
}

export function psuWatts(psu: BuildPart | undefined): number | undefined {
  return parseWatts(spec(psu, 'Output Wattage', 'Wattage'));
}

// ---------------------------------------------------------------------------------------------
// The checks

const LABELS: Record<CheckId, string> = {
  socket: 'CPU and motherboard socket',
  memory: 'Memory type',
  power: 'Power supply wattage',
  case: 'Motherboard fits the case',
  cooler: 'Cooler fits the CPU socket',
  psuFit: 'Power supply fits the case',
  coolerFit: 'Cooler fits the case',
  gpuFit: 'Graphics card fits the case',
};

/** The slots each check compares: a candidate is blamed only for checks that involve its slot. */
const CHECK_SLOTS: Record<CheckId, readonly BuildSlot[]> = {
  socket: ['cpu', 'motherboard'],
  memory: ['ram', 'motherboard'],
  power: BUILD_SLOTS,
  case: ['case', 'motherboard'],
  cooler: ['cooling', 'cpu', 'motherboard'],
  psuFit: ['case', 'psu'],
  coolerFit: ['case', 'cooling'],
  gpuFit: ['case', 'gpu'],
};

type Result = Omit<CompatibilityCheck, 'id' | 'label'>;
type Vars = CompatibilityCheck['vars'];
const pass = (reason: string, code: string, vars: Vars = {}): Result => ({ status: 'pass', reason, code, vars });
const fail = (reason: string, code: string, vars: Vars = {}): Result => ({ status: 'fail', reason, code, vars });
/** A slot the check needs is empty: nothing to judge yet. */
const unknown = (reason: string, code: string, vars: Vars = {}): Result => ({ status: 'unknown', reason, code, vars });
/** Both parts are there but one does not list what the check needs: we say so rather than guess. */
const lacking = (reason: string, code: string, vars: Vars = {}): Result => ({
  status: 'unknown',
  reason,
  lacksData: true,
  code,
  vars,
});
/** English's article of a word ('an' AM5, 'a' DDR5): a value of its own so other languages can leave it out. */
const article = (word: string) => withArticle(word).split(' ')[0];

/** 'an AM5', 'an LGA1700', 'an ATX', 'a Micro-ATX', 'a DDR5': acronyms are read letter by letter. */
export function withArticle(word: string): string {
  const first = word.split(/[-\s]/)[0];
  const acronym = /^[A-Z0-9+]+$/.test(first);
  const vowelSound = acronym ? /^[AEFHILMNORSX8]/.test(first) || /^(11|18)/.test(first) : /^[aeiou]/i.test(word);
  return `${vowelSound ? 'an' : 'a'} ${word}`;
}

function listing(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

function checkSocket(build: Build): Result {
  const { cpu, motherboard: board } = build;
  if (!cpu && !board)
    return unknown('Choose a processor and a motherboard to compare their sockets.', 'socket.chooseBoth');
  if (!cpu || !board) {
    const part = (cpu ?? board)!;
    return cpu
      ? unknown(`Choose a motherboard to compare with the ${part.name}.`, 'socket.chooseBoard', { part: part.name })
      : unknown(`Choose a processor to compare with the ${part.name}.`, 'socket.chooseCpu', { part: part.name });
  }
  const cpuSocket = normalizeSocket(spec(cpu, 'CPU Socket', 'Socket'));
  const boardSocket = normalizeSocket(spec(board, 'CPU Socket', 'Socket'));
  if (!cpuSocket)
    return lacking(`The ${cpu.name} does not list its socket, so we cannot check it.`, 'noSocket', { part: cpu.name });
  if (!boardSocket)
    return lacking(`The ${board.name} does not list its socket, so we cannot check it.`, 'noSocket', {
      part: board.name,
    });
  const names = { cpu: cpu.name, board: board.name };
  if (cpuSocket === boardSocket)
    return pass(`The ${cpu.name} and the ${board.name} both use ${cpuSocket}.`, 'socket.pass', {
      ...names,
      socket: cpuSocket,
    });
  return fail(
    `The ${cpu.name} needs ${withArticle(cpuSocket)} board; the ${board.name} is ${boardSocket}.`,
    'socket.fail',
    {
      ...names,
      a: article(cpuSocket),
      socket: cpuSocket,
      boardSocket,
    },
  );
}

function checkMemory(build: Build): Result {
  const { ram, motherboard: board } = build;
  if (!ram && !board)
    return unknown('Choose memory and a motherboard to compare their memory type.', 'memory.chooseBoth');
  if (!ram || !board) {
    const part = (ram ?? board)!;
    return ram
      ? unknown(`Choose a motherboard to compare with the ${part.name}.`, 'socket.chooseBoard', { part: part.name })
      : unknown(`Choose memory to compare with the ${part.name}.`, 'memory.chooseRam', { part: part.name });
  }
  const ramTech = parseMemoryTechs(spec(ram, 'RAM Memory Technology', 'Memory Technology', 'Memory Type'))[0];
  const boardTechs = parseMemoryTechs(spec(board, 'RAM Memory Technology', 'Memory Technology', 'Memory Type'));
  if (!ramTech)
    return lacking(`The ${ram.name} does not list its memory type (DDR4 or DDR5).`, 'memory.noRamType', {
      part: ram.name,
    });
  if (boardTechs.length === 0)
    return lacking(`The ${board.name} does not list the memory type it takes.`, 'memory.noBoardType', {
      part: board.name,
    });
  const names = { ram: ram.name, board: board.name, type: ramTech };
  if (boardTechs.includes(ramTech))
    return pass(`The ${board.name} takes ${ramTech}, and the ${ram.name} is ${ramTech}.`, 'memory.pass', names);
  return fail(
    `The ${ram.name} is ${ramTech} memory; the ${board.name} takes ${listing(boardTechs)} only.`,
    'memory.fail',
    {
      ...names,
      list: boardTechs,
    },
  );
}

function checkPower(build: Build): Result {
  const { draw, required, missing } = estimatePower(build);
  const { psu, cpu } = build;
  if (missing.length) {
    const part = build[missing[0]]!;
    return lacking(`The ${part.name} does not list its TDP, so the draw cannot be estimated.`, 'power.noTdp', {
      part: part.name,
    });
  }
  if (!cpu) return unknown('Choose a processor to estimate the power the build draws.', 'power.chooseCpu');
  const headroom = Math.round(PSU_HEADROOM * 100);
  const estimate = `Estimated draw ${draw} W + ${headroom}% headroom = ${required} W`;
  const figures = { draw, headroom, required };
  if (!psu) return unknown(`${estimate}; choose a power supply of at least ${required} W.`, 'power.choosePsu', figures);
  const watts = psuWatts(psu);
  if (!watts) {
    return lacking(
      `The ${psu.name} does not list its wattage; the build needs at least ${required} W.`,
      'power.noWattage',
      {
        part: psu.name,
        required,
      },
    );
  }
  if (watts >= required)
    return pass(`${estimate}; the ${watts} W supply covers it.`, 'power.pass', { ...figures, watts });
  return fail(`${estimate}; the ${watts} W supply is too small.`, 'power.fail', { ...figures, watts });
}

function checkCase(build: Build): Result {
  const { case: pcCase, motherboard: board } = build;
  if (!pcCase && !board)
    return unknown('Choose a motherboard and a case to check that the board fits.', 'case.chooseBoth');
  if (!pcCase || !board) {
    const part = (pcCase ?? board)!;
    return pcCase
      ? unknown(`Choose a motherboard to check it against the ${part.name}.`, 'case.chooseBoard', { part: part.name })
      : unknown(`Choose a case to check it against the ${part.name}.`, 'case.chooseCase', { part: part.name });
  }
  const boardFf = normalizeFormFactor(spec(board, 'Form Factor', 'Motherboard Form Factor'));
  const accepted = parseFormFactors(spec(pcCase, 'Motherboard Compatibility', 'Motherboard Form Factor'));
  if (!boardFf)
    return lacking(`The ${board.name} does not list its form factor (ATX, Micro-ATX, Mini-ITX).`, 'case.noFormFactor', {
      part: board.name,
    });
  if (accepted.length === 0)
    return lacking(`The ${pcCase.name} does not list the motherboard sizes it takes.`, 'case.noSizes', {
      part: pcCase.name,
    });
  const names = { case: pcCase.name, board: board.name, size: boardFf };
  if (accepted.includes(boardFf))
    return pass(`The ${pcCase.name} takes ${boardFf} boards like the ${board.name}.`, 'case.pass', names);
  const larger = largerAccepted(accepted, boardFf);
  if (larger)
    return pass(`The ${pcCase.name} takes ${larger} boards, so the ${boardFf} ${board.name} fits.`, 'case.passLarger', {
      ...names,
      larger,
    });
  return fail(
    `The ${board.name} is ${withArticle(boardFf)} board; the ${pcCase.name} takes ${listing(accepted)} only.`,
    'case.fail',
    {
      ...names,
      a: article(boardFf),
      list: accepted,
    },
  );
}

function checkCooler(build: Build): Result {
  const { cooling: cooler, cpu, motherboard: board } = build;
  // Without a processor the board's socket decides where the cooler must mount.
  const host = cpu ?? board;
  if (!cooler && !host)
    return unknown('Choose a processor and a cooler to check that the cooler fits.', 'cooler.chooseBoth');
  if (!cooler)
    return unknown(`Choose a cooler to check it against the ${host!.name}.`, 'cooler.chooseCooler', {
      part: host!.name,
    });
  if (!host)
    return unknown(`Choose a processor to check it against the ${cooler.name}.`, 'cooler.chooseCpu', {
      part: cooler.name,
    });
  const socket = normalizeSocket(spec(host, 'CPU Socket', 'Socket'));
  const supported = parseSockets(spec(cooler, 'Compatible Devices', 'CPU Socket', 'Socket', 'Compatible Sockets'));
  if (!socket)
    return lacking(`The ${host.name} does not list its socket, so we cannot check the cooler.`, 'cooler.noSocket', {
      part: host.name,
    });
  if (supported.length === 0)
    return lacking(`The ${cooler.name} does not list the sockets it supports.`, 'cooler.noSockets', {
      part: cooler.name,
    });
  const names = { cooler: cooler.name, host: host.name, socket };
  if (socketsMatch(supported, socket))
    return pass(`The ${cooler.name} supports ${socket}, so it fits the ${host.name}.`, 'cooler.pass', names);
  return fail(`The ${cooler.name} supports ${listing(supported)} only; the ${host.name} is ${socket}.`, 'cooler.fail', {
    ...names,
    list: supported,
  });
}

const CHECKS: Record<CheckId, (build: Build) => Result> = {
  socket: checkSocket,
  memory: checkMemory,
  power: checkPower,
  case: checkCase,
  cooler: checkCooler,
  psuFit: checkPsuFit,
  coolerFit: checkCoolerFit,
  gpuFit: checkGpuFit,
};

export const CHECK_IDS = Object.keys(CHECKS) as CheckId[];

/** Every check, in a fixed order, for the current build. */
export function checkCompatibility(build: Build): CompatibilityCheck[] {
  return CHECK_IDS.map((id) => ({ id, label: LABELS[id], ...CHECKS[id](build) }));
}

/**
 * Why `candidate` would fail against the rest of the build if it took `slot` (empty: no conflict).
 * A check counts only when it passes or cannot tell without this slot's part, so a candidate is not
 * blamed for a problem that is already there (an undersized supply does not mark every SSD).
 */
export function conflictsWith(build: Build, candidate: BuildPart, slot: BuildSlot): string[] {
  return conflictChecks(build, candidate, slot).map((c) => c.reason);
}

/** `conflictsWith` with each sentence's code and values (the storefront translates them). */
export function conflictChecks(build: Build, candidate: BuildPart, slot: BuildSlot): Result[] {
  const without: Build = { ...build };
  delete without[slot];
  const withCandidate: Build = { ...build, [slot]: candidate };
  const reasons: Result[] = [];
  for (const id of CHECK_IDS) {
    if (!CHECK_SLOTS[id].includes(slot)) continue;
    const after = CHECKS[id](withCandidate);
    if (after.status !== 'fail') continue;
    if (CHECKS[id](without).status === 'fail') continue;
    reasons.push(after);
  }
  return reasons;
}
