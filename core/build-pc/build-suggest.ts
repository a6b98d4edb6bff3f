/**
 * "Build for me" (issue 17): a complete, compatible, in-stock build within a budget, with a one-line
 * reason per part. The rules of each use are in build-rules.ts; this file only applies them.
 *
 * How: the slots are bought in the use's order. Each slot may spend its share of what is left
 * (the shares of the slots still to buy, rescaled to the money still there), and takes the dearest
 * compatible part within it — price stands in for quality within a category — provided the cheapest
 * compatible way to finish the build still fits the budget. So the result is always within budget
 * when any build is, and every check between its parts is confirmed (parts that lack the data a check
 * needs are never suggested).
 */
import { USE_RULES, type BuildUse } from './build-rules';
import { checkCoolerFit, checkGpuFit, checkPsuFit } from './fit-checks';
import {
  ALLOWANCE_W,
  BUILD_SLOTS,
  caseTakes,
  normalizeFormFactor,
  normalizeSocket,
  parseFormFactors,
  parseMemoryTechs,
  parseSockets,
  psuWatts,
  PSU_HEADROOM,
  socketsMatch,
  spec,
  tdpWatts,
  type BuildPart,
  type BuildSlot,
} from './compatibility';
import { formatKES, roundMoney } from '../pricing/money';
import { sayApi, type ApiCode, type Coded, type Values } from '../messages/api';
import { sayReason, type CodedReason } from '../messages/build-reasons';

/** A part with the facts the rules compare, read once from its specifications. */
interface Item {
  part: BuildPart;
  price: number;
  socket?: string;
  sockets?: string[];
  mems?: string[];
  ff?: string;
  accepts?: string[];
  watts?: number;
  gb?: number;
}

export interface SuggestPool {
  /** Eligible parts per slot, dearest first. */
  items: Record<BuildSlot, Item[]>;
  cheapest: Lookups;
}

export type Suggestion =
  | {
      status: 'ok';
      use: BuildUse;
      budget: number;
      total: number;
      parts: Record<BuildSlot, BuildPart>;
      /** English, for callers that want text; the API says it in the request's language from reasonCodes. */
      reasons: Record<BuildSlot, string>;
      reasonCodes: Record<BuildSlot, CodedReason>;
    }
  | (Coded & { status: 'over-budget'; use: BuildUse; budget: number; cheapestTotal: number; message: string })
  | (Coded & { status: 'unavailable'; use: BuildUse; budget: number; message: string });

/** '32 GB', '32GB (2x16GB)', '2 TB' → 32, 32, 2000. */
export function parseGigabytes(text: string | undefined): number | undefined {
  const m = text ? /(\d+(?:\.\d+)?)\s*(TB|GB)\b/i.exec(text) : null;
  if (!m) return undefined;
  return Number(m[1]) * (m[2].toUpperCase() === 'TB' ? 1000 : 1);
}

const required = (cpuW: number, gpuW: number) => Math.ceil((cpuW + gpuW + ALLOWANCE_W) * (1 + PSU_HEADROOM));

/** The facts of a part for its slot, or undefined when it cannot be suggested (sold out, lacks data). */
function toItem(slot: BuildSlot, part: BuildPart): Item | undefined {
  if (!(part.countInStock > 0) || !(part.price > 0)) return undefined;
  const item: Item = { part, price: part.price };
  switch (slot) {
    case 'cpu':
      item.socket = normalizeSocket(spec(part, 'CPU Socket', 'Socket'));
      item.watts = tdpWatts(part);
      return item.socket && item.watts ? item : undefined;
    case 'motherboard':
      item.socket = normalizeSocket(spec(part, 'CPU Socket', 'Socket'));
      item.mems = parseMemoryTechs(spec(part, 'RAM Memory Technology', 'Memory Technology', 'Memory Type'));
      item.ff = normalizeFormFactor(spec(part, 'Form Factor', 'Motherboard Form Factor'));
      return item.socket && item.mems.length && item.ff ? item : undefined;
    case 'gpu':
      item.watts = tdpWatts(part);
      return item.watts ? item : undefined;
    case 'ram':
      item.mems = parseMemoryTechs(spec(part, 'RAM Memory Technology', 'Memory Technology', 'Memory Type')).slice(0, 1);
      item.gb = parseGigabytes(spec(part, 'Computer Memory Size', 'Capacity')) ?? parseGigabytes(part.name);
      return item.mems.length ? item : undefined;
    case 'storage':
      // A portable drive is no system drive.
      if (/portable|external/i.test(part.name)) return undefined;
      item.gb = parseGigabytes(spec(part, 'Digital Storage Capacity', 'Capacity')) ?? parseGigabytes(part.name);
      return item;
    case 'case':
      item.accepts = parseFormFactors(spec(part, 'Motherboard Compatibility', 'Motherboard Form Factor'));
      return item.accepts.length ? item : undefined;
    case 'cooling':
      item.sockets = parseSockets(spec(part, 'Compatible Devices', 'CPU Socket', 'Socket', 'Compatible Sockets'));
      return item.sockets.length ? item : undefined;
    case 'psu':
      item.watts = psuWatts(part);
      return item.watts ? item : undefined;
  }
}

/** What each slot's cheapest compatible choice is, for the "can the build still be finished" sum. */
interface Lookups {
  /** Per socket, the processors no other one beats on both price and TDP (cheapest first). */
  cpus: Item[];
  /** Per socket, memory type and size, the cheapest board. */
  boards: Item[];
  /** The graphics cards no other one beats on both price and TDP. */
  gpus: Item[];
  ram: Map<string, Item>;
  storage?: Item;
  cases: Map<string, Item | undefined>;
  coolers: Map<string, Item | undefined>;
  /** Supplies by wattage, with the cheapest supply of at least that wattage. */
  psuWatts: number[];
  psuCheapest: Item[];
}

function frontier(items: Item[], key: (i: Item) => string): Item[] {
  const out: Item[] = [];
  const best = new Map<string, number>();
  for (const i of [...items].sort((a, b) => a.price - b.price || a.watts! - b.watts!)) {
    const k = key(i);
    if ((best.get(k) ?? Infinity) <= i.watts!) continue;
    best.set(k, i.watts!);
    out.push(i);
  }
  return out;
}

function cheapestBy(items: Item[], key: (i: Item) => string): Map<string, Item> {
  const out = new Map<string, Item>();
  for (const i of items) {
    const k = key(i);
    const had = out.get(k);
    if (!had || i.price < had.price) out.set(k, i);
  }
  return out;
}

const minBy = (items: Item[]) => items.reduce<Item | undefined>((m, i) => (!m || i.price < m.price ? i : m), undefined);

/** What makes two parts of a slot interchangeable for the rules (the price aside). */
function sameness(slot: BuildSlot, i: Item): string {
  return [
    i.socket,
    i.sockets?.join(),
    i.mems?.join(),
    i.ff,
    i.accepts?.join(),
    i.watts,
    i.gb,
    slot === 'cpu' ? spec(i.part, 'CPU Cores') : '',
    // The sizes the case checks read: parts that differ in them are not interchangeable.
    ...['Form Factor', 'Card Length', 'Height', 'Radiator Size', 'Cooling Method', 'Max GPU Length'].map((k) =>
      spec(i.part, k),
    ),
    spec(i.part, 'Max CPU Cooler Height'),
    spec(i.part, 'Power Supply Mounting Type'),
  ].join('|');
}

/**
 * Of parts that are interchangeable for the rules and within 1% of each other's price, only the
 * cheapest is kept: a marketplace-sized catalog (100,000 products) lists the same chip from many
 * sellers, and the rules could not tell them apart anyway.
 */
function distinct(slot: BuildSlot, items: Item[]): Item[] {
  const seen = new Set<string>();
  const kept: Item[] = [];
  for (const i of [...items].sort((a, b) => a.price - b.price || a.part.id - b.part.id)) {
    const key = `${sameness(slot, i)}#${Math.floor(Math.log(i.price) / Math.log(1.01))}`;
    if (seen.has(key)) continue;
    seen.add(key);
    kept.push(i);
  }
  return kept.reverse();
}

/** Sorts the eligible parts; the same pool serves every suggestion until the catalog changes. */
export function preparePool(parts: Partial<Record<BuildSlot, BuildPart[]>>): SuggestPool {
  const items = Object.fromEntries(
    BUILD_SLOTS.map((slot) => [
      slot,
      distinct(
        slot,
        (parts[slot] ?? []).flatMap((p) => toItem(slot, p) ?? []),
      ),
    ]),
  ) as Record<BuildSlot, Item[]>;
  const sockets = new Set([...items.cpu, ...items.motherboard].map((i) => i.socket!));
  const sizes = new Set(items.motherboard.map((i) => i.ff!));
  const psus = [...items.psu].sort((a, b) => a.watts! - b.watts!);
  const psuCheapest: Item[] = [];
  for (let i = psus.length - 1; i >= 0; i--) {
    const next = psuCheapest[i + 1];
    psuCheapest[i] = next && next.price <= psus[i].price ? next : psus[i];
  }
  return {
    items,
    cheapest: {
      cpus: frontier(items.cpu, (i) => i.socket!),
      boards: [...cheapestBy(items.motherboard, (i) => `${i.socket}|${i.mems!.join()}|${i.ff}`).values()],
      gpus: frontier(items.gpu, () => ''),
      ram: cheapestBy(items.ram, (i) => i.mems![0]),
      storage: minBy(items.storage),
      cases: new Map([...sizes].map((ff) => [ff, minBy(items.case.filter((c) => caseTakes(c.accepts!, ff)))])),
      coolers: new Map([...sockets].map((s) => [s, minBy(items.cooling.filter((c) => socketsMatch(c.sockets!, s)))])),
      psuWatts: psus.map((p) => p.watts!),
      psuCheapest,
    },
  };
}

type Chosen = Partial<Record<BuildSlot, Item>>;

function cheapestPsu(c: Lookups, watts: number): Item | undefined {
  let lo = 0;
  let hi = c.psuWatts.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (c.psuWatts[mid] < watts) lo = mid + 1;
    else hi = mid;
  }
  return c.psuCheapest[lo];
}

/** Whether `item` in `slot` agrees with every part already chosen (the five checks, confirmed). */
function fits(chosen: Chosen, slot: BuildSlot, item: Item): boolean {
  const b: Chosen = { ...chosen, [slot]: item };
  const { cpu, motherboard: board, ram, case: pcCase, cooling, psu, gpu } = b;
  if (cpu && board && cpu.socket !== board.socket) return false;
  if (ram && board && !board.mems!.includes(ram.mems![0])) return false;
  if (pcCase && board && !caseTakes(pcCase.accepts!, board.ff!)) return false;
  const socket = cpu?.socket ?? board?.socket;
  if (cooling && socket && !socketsMatch(cooling.sockets!, socket)) return false;
  if (psu && cpu && psu.watts! < required(cpu.watts!, gpu?.watts ?? 0)) return false;
  return !pcCase || sizesFit(pcCase, b);
}

/** The case-size checks (fit-checks.ts) do not fail; a size a part does not list does not block it. */
function sizesFit(pcCase: Item, b: Chosen): boolean {
  const build = { case: pcCase.part, psu: b.psu?.part, cooling: b.cooling?.part, gpu: b.gpu?.part };
  return [checkPsuFit, checkCoolerFit, checkGpuFit].every((check) => check(build).status !== 'fail');
}

/** The cheapest case that takes the board and fits the parts chosen so far. */
function caseFor(pool: SuggestPool, chosen: Chosen, board: Item): Item | undefined {
  const cheapest = pool.cheapest.cases.get(board.ff!);
  if (cheapest && sizesFit(cheapest, chosen)) return cheapest;
  return minBy(pool.items.case.filter((c) => caseTakes(c.accepts!, board.ff!) && sizesFit(c, chosen)));
}

/** The least the slots not chosen yet can cost, compatibly with the chosen ones (Infinity: impossible). */
function completionCost(pool: SuggestPool, chosen: Chosen): number {
  const c = pool.cheapest;
  let best = Infinity;
  const cpus = chosen.cpu ? [chosen.cpu] : c.cpus;
  const gpus = chosen.gpu ? [chosen.gpu] : c.gpus;
  const storage = chosen.storage ? 0 : (c.storage?.price ?? Infinity);
  for (const cpu of cpus) {
    const cpuCost = chosen.cpu ? 0 : cpu.price;
    const cooler = chosen.cooling ?? c.coolers.get(cpu.socket!);
    if (!cooler || !socketsMatch(cooler.sockets!, cpu.socket!)) continue;
    const coolerCost = chosen.cooling ? 0 : cooler.price;
    const boards = chosen.motherboard ? [chosen.motherboard] : c.boards;
    for (const board of boards) {
      if (board.socket !== cpu.socket) continue;
      const ram = chosen.ram ?? minBy(board.mems!.flatMap((m) => c.ram.get(m) ?? []));
      if (!ram || !board.mems!.includes(ram.mems![0])) continue;
      const pcCase = chosen.case ?? caseFor(pool, chosen, board);
      if (!pcCase || !caseTakes(pcCase.accepts!, board.ff!)) continue;
      const fixed =
        cpuCost +
        coolerCost +
        storage +
        (chosen.motherboard ? 0 : board.price) +
        (chosen.ram ? 0 : ram.price) +
        (chosen.case ? 0 : pcCase.price);
      if (fixed >= best) continue;
      for (const gpu of gpus) {
        const need = required(cpu.watts!, gpu.watts!);
        const psu = chosen.psu ?? cheapestPsu(c, need);
        if (!psu || psu.watts! < need) continue;
        best = Math.min(best, fixed + (chosen.gpu ? 0 : gpu.price) + (chosen.psu ? 0 : psu.price));
      }
    }
  }
  return best;
}

/** Whether a part meets the use's wishes (enough memory and storage, a supply not far too big). */
function preferred(slot: BuildSlot, item: Item, use: BuildUse, chosen: Chosen): boolean {
  const rule = USE_RULES[use];
  if (slot === 'ram') return (item.gb ?? 0) >= rule.minMemoryGb;
  if (slot === 'storage') return (item.gb ?? 0) >= rule.minStorageGb;
  // A supply more than twice the need is money better spent elsewhere.
  if (slot === 'psu' && chosen.cpu) return item.watts! <= 2 * required(chosen.cpu.watts!, chosen.gpu?.watts ?? 0);
  return true;
}

/** The message in English with its code and values (the API says it in the shopper's language). */
const coded = (code: ApiCode, values?: Values) => ({ message: sayApi('en', { code, values }), code, ...(values ? { values } : {}) });
const NO_PARTS = coded('build.noParts');

export function suggestBuild(pool: SuggestPool, budget: number, use: BuildUse): Suggestion {
  const rule = USE_RULES[use];
  const cheapestTotal = completionCost(pool, {});
  if (cheapestTotal === Infinity) {
    return {
      status: 'unavailable',
      use,
      budget,
      ...NO_PARTS,
    };
  }
  if (cheapestTotal > budget) {
    return {
      status: 'over-budget',
      use,
      budget,
      cheapestTotal: roundMoney(cheapestTotal),
      ...coded('build.overBudget', { cheapest: formatKES(cheapestTotal), budget: formatKES(budget) }),
    };
  }
  const chosen: Chosen = {};
  const allowances = {} as Record<BuildSlot, number>;
  let spent = 0;
  rule.order.forEach((slot, index) => {
    const left = budget - spent;
    const shareLeft = rule.order.slice(index).reduce((sum, s) => sum + rule.share[s], 0);
    const allowance = (left * rule.share[slot]) / shareLeft;
    allowances[slot] = allowance;
    const feasible = (item: Item) =>
      fits(chosen, slot, item) && item.price + completionCost(pool, { ...chosen, [slot]: item }) <= left;
    const list = pool.items[slot];
    // Dearest first: the first feasible one within the allowance is the best buy.
    const within = list.filter((i) => i.price <= allowance);
    const pick =
      within.find((i) => preferred(slot, i, use, chosen) && feasible(i)) ??
      within.find(feasible) ??
      [...list].reverse().find(feasible);
    // completionCost said the build can be finished, so some part of this slot is feasible; its case
    // sizes are a lower bound only, so a slot may still find none (then the shop cannot build it).
    if (!pick) return;
    chosen[slot] = pick;
    spent += pick.price;
  });
  if (BUILD_SLOTS.some((s) => !chosen[s])) {
    return {
      status: 'unavailable',
      use,
      budget,
      ...NO_PARTS,
    };
  }
  const parts = Object.fromEntries(BUILD_SLOTS.map((s) => [s, chosen[s]!.part])) as Record<BuildSlot, BuildPart>;
  const reasonCodes = reasonsFor(chosen, allowances, use);
  const reasons = Object.fromEntries(
    BUILD_SLOTS.map((s) => [s, sayReason('en', reasonCodes[s])]),
  ) as Record<BuildSlot, string>;
  return { status: 'ok', use, budget, total: roundMoney(spent), parts, reasons, reasonCodes };
}

/** Each part's reason as codes and values (core/messages/build-reasons.ts): the API says it in the shopper's language. */
function reasonsFor(chosen: Chosen, allowances: Record<BuildSlot, number>, use: BuildUse): Record<BuildSlot, CodedReason> {
  const rule = USE_RULES[use];
  const c = chosen as Record<BuildSlot, Item>;
  const draw = c.cpu.watts! + c.gpu.watts! + ALLOWANCE_W;
  const cores = spec(c.cpu.part, 'CPU Cores');
  const memory = c.ram.mems![0];
  const what: Record<BuildSlot, CodedReason['what']> = {
    gpu: { code: 'what.gpu', values: { watts: c.gpu.watts! } },
    cpu: cores
      ? { code: 'what.cpuWithCores', values: { socket: c.cpu.socket!, cores } }
      : { code: 'what.cpu', values: { socket: c.cpu.socket! } },
    motherboard: {
      code: 'what.motherboard',
      values: { socket: c.motherboard.socket!, memory, formFactor: c.motherboard.ff! },
    },
    ram: c.ram.gb
      ? { code: 'what.ramWithSize', values: { gb: c.ram.gb, memory } }
      : { code: 'what.ram', values: { memory } },
    storage: c.storage.gb
      ? {
          code: 'what.storageWithSize',
          values: { size: c.storage.gb >= 1000 ? `${c.storage.gb / 1000} TB` : `${c.storage.gb} GB` },
        }
      : { code: 'what.storage' },
    psu: {
      code: 'what.psu',
      values: { watts: c.psu.watts!, draw, spare: Math.round(((c.psu.watts! - draw) / draw) * 100) },
    },
    cooling: { code: 'what.cooling', values: { socket: c.cpu.socket!, watts: c.cpu.watts! } },
    case: { code: 'what.case', values: { formFactor: c.motherboard.ff! } },
  };
  const first = rule.order[0];
  return Object.fromEntries(
    BUILD_SLOTS.map((slot) => {
      const share = Math.round(rule.share[slot] * 100);
      const money: CodedReason['money'] =
        c[slot].price <= allowances[slot] + 0.005
          ? { code: 'money.share', values: { share, amount: formatKES(Math.floor(allowances[slot] / 100) * 100) } }
          : { code: 'money.least' };
      const focus: CodedReason['focus'] = slot === first ? { code: `focus.${use}` } : undefined;
      return [slot, { ...(focus ? { focus } : {}), what: what[slot], money }];
    }),
  ) as Record<BuildSlot, CodedReason>;
}

