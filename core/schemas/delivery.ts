import { z } from 'zod';
import { ADDRESS_LIMITS, ADDRESS_MESSAGES, checkAddress } from '../delivery/address';
import { isCounty, KENYA_COUNTIES } from '../delivery/counties';
import { parseClock } from '../delivery/calendar';
import { DELIVERY_METHODS } from '../delivery/rules';

const fee = z.number().min(0, 'Fees must be 0 or more').max(100_000);
const days = z.number().int('Days must be whole days').min(0).max(30);

export const courierZoneSchema = z
  .object({
    name: z.string().trim().min(1, 'Every zone needs a name').max(60),
    counties: z.array(z.string().max(40)).min(1, 'Every zone needs at least one county').max(47),
    fee,
    minDays: days,
    maxDays: days,
  })
  .refine((z) => z.minDays <= z.maxDays, {
    message: 'The longest time must not be shorter than the shortest',
    path: ['maxDays'],
  });

/** The owner's delivery table (GET/PUT /api/delivery). */
export const deliveryOptionsSchema = z
  .object({
    pickup: z.object({
      address: z.string().trim().min(3, 'Please enter the shop address').max(200),
      hours: z.string().trim().max(200),
    }),
    sameDay: z.object({
      enabled: z.boolean(),
      fee,
      cutoff: z.string().refine((v) => parseClock(v) !== null, 'Cut-off must be a time like 16:00'),
    }),
    zones: z.array(courierZoneSchema).max(47),
  })
  .superRefine((o, ctx) => {
    const seen = new Map<string, string>();
    o.zones.forEach((zone, i) => {
      for (const county of zone.counties) {
        if (!isCounty(county))
          ctx.addIssue({
            code: 'custom',
            message: `${county} is not a county of Kenya`,
            path: ['zones', i, 'counties'],
          });
        else if (seen.has(county)) {
          ctx.addIssue({
            code: 'custom',
            message: `${county} is in two zones: ${seen.get(county)} and ${zone.name}`,
            path: ['zones', i, 'counties'],
          });
        } else seen.set(county, zone.name);
      }
    });
    const names = o.zones.map((z) => z.name.toLowerCase());
    if (new Set(names).size !== names.length)
      ctx.addIssue({
        code: 'custom',
        message: 'Two zones have the same name',
        path: ['zones'],
      });
  });

/** What GET /api/delivery answers: the table, the threshold that makes paid options free, the counties. */
export const deliveryInfoSchema = z.object({
  options: deliveryOptionsSchema,
  freeDeliveryThreshold: z.number(),
  counties: z.array(z.string()),
});

/** An address as the shopper enters it; the rules are core/delivery/address's, shared with the form. */
export const addressInputSchema = z
  .object({
    county: z.enum(KENYA_COUNTIES, ADDRESS_MESSAGES.county),
    town: z.string().max(ADDRESS_LIMITS.town * 2),
    street: z.string().max(ADDRESS_LIMITS.street * 2),
    landmark: z
      .string()
      .max(ADDRESS_LIMITS.landmark * 2)
      .default(''),
    phone: z.string().max(30),
  })
  .superRefine((a, ctx) => {
    for (const [field, message] of Object.entries(checkAddress(a)))
      ctx.addIssue({ code: 'custom', message, path: [field] });
  });

export const addressSchema = z.object({
  id: z.number(),
  county: z.string(),
  town: z.string(),
  street: z.string(),
  landmark: z.string(),
  phone: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type SavedAddress = z.infer<typeof addressSchema>;

/** The delivery part of an order: absent in the spec's payload, which is then pickup (decision 018). */
export const orderDeliveryInputSchema = z
  .object({
    method: z.enum(DELIVERY_METHODS),
    address: addressInputSchema.optional(),
  })
  .refine((d) => d.method === 'pickup' || d.address, {
    message: 'Please enter the delivery address',
    path: ['address'],
  });

/** The delivery stored on an order: the option, the zone, the address as it was, the fee and the expected days. */
export const orderDeliverySchema = z.object({
  method: z.enum(DELIVERY_METHODS),
  zone: z.string().nullable(),
  address: z
    .object({
      county: z.string(),
      town: z.string(),
      street: z.string(),
      landmark: z.string(),
      phone: z.string(),
    })
    .nullable(),
  fee: z.number(),
  expected_from: z.string().nullable(),
  expected_to: z.string().nullable(),
});
