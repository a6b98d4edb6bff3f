import { z } from 'zod';
import { groupDigits } from '../format/numbers';
import { messageSchema } from './common';
import { BUILD_USES } from '../build-pc/build-rules';
import { BUILD_SLOTS, type BuildSlot } from '../build-pc/compatibility';

const productId = z.number().int().positive().max(2_147_483_647);

/** The parts of a build by slot: `{ cpu: 12, motherboard: 40 }`; at least one. */
export const buildPartIdsSchema = z
  .strictObject(
    Object.fromEntries(BUILD_SLOTS.map((s) => [s, productId.optional()])) as Record<
      BuildSlot,
      z.ZodOptional<typeof productId>
    >,
  )
  .refine(
    (parts) => Object.values(parts).some((id) => id !== undefined),
    'Choose at least one part before sharing the build',
  );
export type BuildPartIds = z.infer<typeof buildPartIdsSchema>;

/** POST /api/builds */
export const shareBuildSchema = z.strictObject({ parts: buildPartIdsSchema });

export const sharedBuildLinkSchema = z.object({
  code: z.string(),
  /** `/build-pc/b/<code>` */
  path: z.string(),
  /** The absolute link to give out (PUBLIC_URL + path). */
  url: z.string(),
});

/** Short-link codes: lowercase letters and digits; anything else names no build. */
export const BUILD_CODE_PATTERN = /^[a-z0-9]{4,16}$/;
export const buildCodeParams = z.object({ code: z.string().max(100) });

/** A part as the builder uses it (core/compatibility.ts BuildPart). */
export const buildPartSchema = z.object({
  id: z.number(),
  name: z.string(),
  category: z.string(),
  price: z.number(),
  specifications: z.record(z.string(), z.string()),
  countInStock: z.number(),
  image: z.string(),
});

export const BUILD_CHANGES = ['none', 'price-up', 'price-down', 'out-of-stock', 'removed'] as const;
export type BuildChange = (typeof BUILD_CHANGES)[number];

/** GET /api/builds/:code: the shared parts against today's catalog. */
export const sharedBuildSchema = z.object({
  code: z.string(),
  path: z.string(),
  url: z.string(),
  createdAt: z.string(),
  slots: z.array(
    z.object({
      slot: z.enum(BUILD_SLOTS),
      productId: z.number(),
      /** Name and price when the build was shared. */
      sharedName: z.string(),
      sharedPrice: z.number(),
      change: z.enum(BUILD_CHANGES),
      /** Today's part; null when it is no longer sold. */
      part: buildPartSchema.nullable(),
      /** The plain sentence about the change; null when nothing changed. */
      notice: z.string().nullable(),
    }),
  ),
  /** Today's prices of the parts still sold and in stock. */
  total: z.number(),
  sharedTotal: z.number(),
  notices: z.array(z.string()),
});
export type SharedBuild = z.infer<typeof sharedBuildSchema>;

export const BUILD_NAME_MAX = 60;
const buildName = z
  .string({ error: 'Give the build a name' })
  .trim()
  .min(1, 'Give the build a name')
  .max(BUILD_NAME_MAX, `A build name has at most ${BUILD_NAME_MAX} characters`);

/** POST /api/builds/saved */
export const saveBuildSchema = z.strictObject({ name: buildName, parts: buildPartIdsSchema });
/** PUT /api/builds/saved/:id */
export const renameBuildSchema = z.strictObject({ name: buildName });

export const savedBuildSchema = z.object({
  id: z.number(),
  name: z.string(),
  code: z.string(),
  path: z.string(),
  partCount: z.number(),
  /** The parts' prices when saved. */
  sharedTotal: z.number(),
  /** The shopper asked to hear when its total at today's prices drops (issue 31). */
  watching: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SavedBuild = z.infer<typeof savedBuildSchema>;
export const savedBuildListSchema = z.object({ builds: z.array(savedBuildSchema) });

/** POST /api/builds/suggest */
export const SUGGEST_BUDGET_MIN = 10_000;
export const SUGGEST_BUDGET_MAX = 5_000_000;
export const suggestBuildSchema = z.strictObject({
  budget: z
    .number({ error: 'Enter your budget in KES' })
    .int('Enter the budget in whole shillings')
    .min(SUGGEST_BUDGET_MIN, `The budget must be at least KES ${groupDigits(SUGGEST_BUDGET_MIN)}`)
    .max(SUGGEST_BUDGET_MAX, `The budget can be at most KES ${groupDigits(SUGGEST_BUDGET_MAX)}`),
  use: z.enum(BUILD_USES, { error: `Choose a use: ${BUILD_USES.join(', ')}` }),
});
export type SuggestBuildInput = z.infer<typeof suggestBuildSchema>;

const partsBySlot = z.object(
  Object.fromEntries(BUILD_SLOTS.map((s) => [s, buildPartSchema])) as Record<BuildSlot, typeof buildPartSchema>,
);
const reasonsBySlot = z.object(
  Object.fromEntries(BUILD_SLOTS.map((s) => [s, z.string()])) as Record<BuildSlot, z.ZodString>,
);

export const suggestionSchema = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('ok'),
    use: z.enum(BUILD_USES),
    budget: z.number(),
    total: z.number(),
    parts: partsBySlot,
    reasons: reasonsBySlot,
    reasonCodes: z
      .record(z.string(), z.unknown())
      .optional()
      .describe('Each reason as codes and values (core/messages/build-reasons.ts); `reasons` says them'),
  }),
  z.object({
    status: z.literal('over-budget'),
    use: z.enum(BUILD_USES),
    budget: z.number(),
    cheapestTotal: z.number(),
    ...messageSchema.shape,
  }),
  z.object({ status: z.literal('unavailable'), use: z.enum(BUILD_USES), budget: z.number(), ...messageSchema.shape }),
]);
