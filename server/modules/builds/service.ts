import { apiMessage, sayApi } from '#core/messages/api';
import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import { preparePool, suggestBuild, type SuggestPool } from '#core/build-pc/build-suggest';
import type { BuildUse } from '#core/build-pc/build-rules';
import { BUILD_SLOTS, SLOT_CATEGORY, SLOT_LABEL, type BuildPart, type BuildSlot } from '#core/build-pc/compatibility';
import { formatKES, roundMoney } from '#core/pricing/money';
import { exVatBudget, withVat, type VatRules } from '#core/pricing/vat';
import {
  BUILD_CODE_PATTERN,
  type BuildChange,
  type BuildPartIds,
  type SavedBuild,
  type SharedBuild,
} from '#core/schemas/builds';
import type { DbOrTx } from '#db/client';
import { priceWatches, products, savedBuilds, sharedBuilds } from '#db/schema';
import { badRequest, notFound } from '../../errors';
import { shopVisible } from '../catalog/visibility';

export const buildPath = (code: string) => `/build-pc/b/${code}`;
const BUILD_NOT_FOUND = apiMessage('build.notFound');
const SAVED_NOT_FOUND = apiMessage('build.savedNotFound');

const partColumns = {
  id: products.id,
  name: products.name,
  category: products.category,
  price: products.price,
  specifications: products.specifications,
  countInStock: products.countInStock,
  image: products.image,
};

async function partsById(db: DbOrTx, ids: number[]): Promise<Map<number, BuildPart>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select(partColumns)
    .from(products)
    .where(and(inArray(products.id, ids), shopVisible));
  return new Map(rows.map((r) => [r.id, r]));
}

// No 0/o, 1/l/i: a code read aloud or copied by hand comes out right.
const CODE_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
function newCode(length = 8): string {
  return [...randomBytes(length)].map((b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join('');
}

/**
 * Stores the build behind a short code (or finds the code it already has: same parts at the same
 * prices). Each part must exist and belong to its slot's category.
 */
export async function shareBuild(db: DbOrTx, ids: BuildPartIds): Promise<{ id: number; code: string }> {
  const slots = BUILD_SLOTS.filter((s) => ids[s] !== undefined);
  const found = await partsById(
    db,
    slots.map((s) => ids[s]!),
  );
  const parts = slots.map((slot) => {
    const part = found.get(ids[slot]!);
    if (!part) throw badRequest(apiMessage('build.partMissing', { slot: SLOT_LABEL[slot], id: ids[slot]! }));
    if (part.category !== SLOT_CATEGORY[slot])
      throw badRequest(
        apiMessage('build.wrongSlot', {
          slot: SLOT_LABEL[slot],
          name: part.name,
          kind: SLOT_LABEL[slot].toLowerCase(),
        }),
      );
    return { slot, productId: part.id, name: part.name, price: part.price };
  });
  const digest = createHash('sha256')
    .update(JSON.stringify(parts.map((p) => [p.slot, p.productId, p.price])))
    .digest('base64url');
  for (let attempt = 0; attempt < 5; attempt++) {
    const [row] = await db
      .insert(sharedBuilds)
      .values({ code: newCode(), digest, parts })
      .onConflictDoNothing()
      .returning({ id: sharedBuilds.id, code: sharedBuilds.code });
    if (row) return row;
    const [existing] = await db
      .select({ id: sharedBuilds.id, code: sharedBuilds.code })
      .from(sharedBuilds)
      .where(eq(sharedBuilds.digest, digest));
    if (existing) return existing;
    // Otherwise the random code was taken (one in ~10^11): draw another.
  }
  throw new Error('could not draw a free build code');
}

function changeOf(
  shared: { name: string; price: number },
  part: BuildPart | undefined,
): { change: BuildChange; notice: string | null } {
  if (!part) return { change: 'removed', notice: `The ${shared.name} is no longer sold.` };
  if (part.countInStock <= 0)
    return { change: 'out-of-stock', notice: `The ${part.name} has sold out since this build was shared.` };
  if (part.price !== shared.price) {
    const up = part.price > shared.price;
    return {
      change: up ? 'price-up' : 'price-down',
      notice: `The ${part.name} costs ${formatKES(part.price)} today, ${up ? 'up' : 'down'} from ${formatKES(shared.price)} when this build was shared.`,
    };
  }
  return { change: 'none', notice: null };
}

/** A shared build against today's catalog: today's parts, and what changed since it was shared. */
export async function sharedBuild(db: DbOrTx, code: string, publicUrl: string): Promise<SharedBuild | undefined> {
  if (!BUILD_CODE_PATTERN.test(code)) return undefined;
  const [row] = await db.select().from(sharedBuilds).where(eq(sharedBuilds.code, code));
  if (!row) return undefined;
  const today = await partsById(
    db,
    row.parts.map((p) => p.productId),
  );
  const slots = row.parts
    .filter((p): p is typeof p & { slot: BuildSlot } => (BUILD_SLOTS as readonly string[]).includes(p.slot))
    .map((p) => {
      const part = today.get(p.productId);
      return {
        slot: p.slot,
        productId: p.productId,
        sharedName: p.name,
        sharedPrice: p.price,
        part: part ?? null,
        ...changeOf(p, part),
      };
    });
  const available = slots.filter((s) => s.part && s.part.countInStock > 0);
  return {
    code,
    path: buildPath(code),
    url: `${publicUrl}${buildPath(code)}`,
    createdAt: row.createdAt.toISOString(),
    slots,
    total: roundMoney(available.reduce((sum, s) => sum + s.part!.price, 0)),
    sharedTotal: roundMoney(slots.reduce((sum, s) => sum + s.sharedPrice, 0)),
    notices: slots.flatMap((s) => (s.notice ? [s.notice] : [])),
  };
}

export async function sharedBuildOrThrow(db: DbOrTx, code: string, publicUrl: string): Promise<SharedBuild> {
  const build = await sharedBuild(db, code, publicUrl);
  if (!build) throw notFound(BUILD_NOT_FOUND);
  return build;
}

// ——— saved builds ——————————————————————————————————————————————————————————————————————

const savedColumns = {
  id: savedBuilds.id,
  name: savedBuilds.name,
  createdAt: savedBuilds.createdAt,
  updatedAt: savedBuilds.updatedAt,
  code: sharedBuilds.code,
  parts: sharedBuilds.parts,
  // A saved build is its owner's alone, so any watch on it is theirs (issue 31, decision 069).
  watching: sql<boolean>`exists (select 1 from ${priceWatches} where ${priceWatches.savedBuildId} = ${savedBuilds.id})`,
};

function toSaved(row: {
  id: number;
  name: string;
  createdAt: Date;
  updatedAt: Date;
  code: string;
  parts: { price: number }[];
  watching: boolean;
}): SavedBuild {
  return {
    id: row.id,
    name: row.name,
    code: row.code,
    path: buildPath(row.code),
    partCount: row.parts.length,
    sharedTotal: roundMoney(row.parts.reduce((sum, p) => sum + p.price, 0)),
    watching: Boolean(row.watching),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function savedRow(db: DbOrTx, userId: number, id: number) {
  const [row] = await db
    .select(savedColumns)
    .from(savedBuilds)
    .innerJoin(sharedBuilds, eq(sharedBuilds.id, savedBuilds.sharedBuildId))
    .where(and(eq(savedBuilds.id, id), eq(savedBuilds.userId, userId)));
  if (!row) throw notFound(SAVED_NOT_FOUND);
  return toSaved(row);
}

export async function listSavedBuilds(db: DbOrTx, userId: number): Promise<SavedBuild[]> {
  const rows = await db
    .select(savedColumns)
    .from(savedBuilds)
    .innerJoin(sharedBuilds, eq(sharedBuilds.id, savedBuilds.sharedBuildId))
    .where(eq(savedBuilds.userId, userId))
    .orderBy(desc(savedBuilds.updatedAt), desc(savedBuilds.id));
  return rows.map(toSaved);
}

/** A shopper keeps at most this many named builds: enough for anyone, and no unbounded table. */
export const SAVED_BUILDS_MAX = 50;

export async function saveBuild(
  db: DbOrTx,
  userId: number,
  input: { name: string; parts: BuildPartIds },
): Promise<SavedBuild> {
  const existing = await db.$count(savedBuilds, eq(savedBuilds.userId, userId));
  if (existing >= SAVED_BUILDS_MAX) throw badRequest(apiMessage('build.tooManySaved', { max: SAVED_BUILDS_MAX }));
  const shared = await shareBuild(db, input.parts);
  const [row] = await db
    .insert(savedBuilds)
    .values({ userId, name: input.name, sharedBuildId: shared.id })
    .returning({ id: savedBuilds.id });
  return savedRow(db, userId, row.id);
}

export async function renameSavedBuild(db: DbOrTx, userId: number, id: number, name: string): Promise<SavedBuild> {
  const updated = await db
    .update(savedBuilds)
    .set({ name, updatedAt: new Date() })
    .where(and(eq(savedBuilds.id, id), eq(savedBuilds.userId, userId)))
    .returning({ id: savedBuilds.id });
  if (!updated.length) throw notFound(SAVED_NOT_FOUND);
  return savedRow(db, userId, id);
}

export async function deleteSavedBuild(db: DbOrTx, userId: number, id: number): Promise<void> {
  const deleted = await db
    .delete(savedBuilds)
    .where(and(eq(savedBuilds.id, id), eq(savedBuilds.userId, userId)))
    .returning({ id: savedBuilds.id });
  if (!deleted.length) throw notFound(SAVED_NOT_FOUND);
}

// ——— Build for me ——————————————————————————————————————————————————————————————————————

/** Every in-stock part of the eight slot categories, prepared for the suggestion rules. */
export async function loadSuggestPool(db: DbOrTx): Promise<SuggestPool> {
  const categories = BUILD_SLOTS.map((s) => SLOT_CATEGORY[s]);
  const rows = await db
    .select(partColumns)
    .from(products)
    .where(and(inArray(products.category, categories), gt(products.countInStock, 0), shopVisible));
  const bySlot = Object.fromEntries(BUILD_SLOTS.map((s) => [s, [] as BuildPart[]])) as Record<BuildSlot, BuildPart[]>;
  const slotOf = new Map(BUILD_SLOTS.map((s) => [SLOT_CATEGORY[s] as string, s]));
  for (const row of rows) bySlot[slotOf.get(row.category)!].push(row);
  return preparePool(bySlot);
}

/** The suggested parts as they are now, or undefined when one is gone, sold out or repriced. */
export async function currentParts<T extends Partial<Record<BuildSlot, BuildPart>>>(
  db: DbOrTx,
  parts: T,
): Promise<T | undefined> {
  const chosen = Object.entries(parts) as [BuildSlot, BuildPart][];
  const today = await partsById(
    db,
    chosen.map(([, p]) => p.id),
  );
  const out: Partial<Record<BuildSlot, BuildPart>> = {};
  for (const [slot, p] of chosen) {
    const now = today.get(p.id);
    if (!now || now.countInStock <= 0 || now.price !== p.price) return undefined;
    out[slot] = now;
  }
  return out as T;
}

/**
 * The budget is what the shopper pays (issue 32, item 7): parts are priced as the shop enters prices
 * (ex VAT by default), so they are chosen within the budget less the VAT the cart adds, and the
 * cheapest build is quoted as it would be paid.
 */
const NO_VAT: VatRules = { vatMode: 'none', vatRate: 0 };

const overBudget = (cheapest: number, budget: number) => {
  const coded = apiMessage('build.overBudget', { cheapest: formatKES(cheapest), budget: formatKES(budget) });
  return { message: sayApi('en', coded), code: coded.code, values: coded.values };
};

export function suggest(pool: SuggestPool, budget: number, use: BuildUse, vat: VatRules = NO_VAT) {
  const result = suggestBuild(pool, exVatBudget(budget, vat), use);
  if (result.status === 'ok') return { ...result, budget };
  if (result.status === 'unavailable') return { ...result, budget };
  const cheapest = withVat(result.cheapestTotal, vat);
  return {
    ...result,
    budget,
    cheapestTotal: cheapest,
    ...overBudget(cheapest, budget),
  };
}
