import { describe, expect, it } from 'vitest';
import { addDeliveryDays, formatDay, isDeliveryDay, nairobiNow } from './calendar';
import { COUNTIES_BY_NAME, KENYA_COUNTIES } from './counties';
import { DEFAULT_DELIVERY_OPTIONS as OPTIONS } from './defaults';
import { dispatchDay, expectedText, quoteDelivery, type DeliveryChoice, type DeliveryOptions } from './rules';

/** An instant given as Nairobi wall-clock time (UTC+3). */
const nairobi = (local: string) => new Date(`${local}+03:00`);
// 2026-11-23 is a Monday; 2026-11-27 a Friday.
const MON = '2026-11-23';
const quote = (choice: DeliveryChoice, now: Date, subtotal = 10_000, options: DeliveryOptions = OPTIONS) =>
  quoteDelivery(options, choice, {
    subtotal,
    freeDeliveryThreshold: 50_000,
    now,
  });
const ok = (r: ReturnType<typeof quote>) => {
  if (!r.ok) throw new Error(r.message);
  return r.quote;
};

describe('the 47 counties', () => {
  it('are 47 distinct names, Mombasa first and Nairobi last (their official codes)', () => {
    expect(KENYA_COUNTIES).toHaveLength(47);
    expect(new Set(KENYA_COUNTIES).size).toBe(47);
    expect([KENYA_COUNTIES[0], KENYA_COUNTIES[46]]).toEqual(['Mombasa', 'Nairobi']);
    expect(COUNTIES_BY_NAME[0]).toBe('Baringo');
  });

  it("are listed by name in the collator's order, though sorted without it (decision 078)", () => {
    expect(COUNTIES_BY_NAME).toEqual([...KENYA_COUNTIES].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('each lie in exactly one courier zone of the demo shop', () => {
    const covered = OPTIONS.zones.flatMap((z) => z.counties);
    expect([...covered].sort()).toEqual([...KENYA_COUNTIES].sort());
  });
});

describe('Nairobi calendar', () => {
  it('reads the Nairobi day, also when UTC is still on the day before', () => {
    expect(nairobiNow(new Date('2026-11-23T22:30:00Z'))).toEqual({
      day: '2026-11-24',
      minutes: 90,
    });
  });

  it('skips weekends', () => {
    expect(isDeliveryDay('2026-11-28')).toBe(false);
    expect(isDeliveryDay('2026-11-29')).toBe(false);
    expect(addDeliveryDays('2026-11-27', 1)).toBe('2026-11-30');
    expect(addDeliveryDays('2026-11-26', 3)).toBe('2026-12-01');
    expect(formatDay('2026-11-24')).toBe('Tue 24 Nov');
  });
});

describe('same-day delivery and its cut-off', () => {
  const sameDay = { method: 'same_day', county: 'Nairobi' } as const;

  it('goes out today when paid before the cut-off', () => {
    expect(ok(quote(sameDay, nairobi(`${MON}T15:59:00`)))).toMatchObject({
      fee: 300,
      from: MON,
      to: MON,
      label: 'Today',
    });
  });

  it('goes out the next delivery day from the cut-off on', () => {
    expect(ok(quote(sameDay, nairobi(`${MON}T16:00:00`)))).toMatchObject({
      from: '2026-11-24',
      label: 'Tue 24 Nov',
    });
  });

  it('rolls Friday after the cut-off, Saturday and Sunday over to Monday', () => {
    for (const at of ['2026-11-27T17:30:00', '2026-11-28T09:00:00', '2026-11-29T11:00:00']) {
      expect(ok(quote(sameDay, nairobi(at)))).toMatchObject({
        from: '2026-11-30',
        label: 'Mon 30 Nov',
      });
    }
  });

  it('follows the cut-off the owner set', () => {
    const early = {
      ...OPTIONS,
      sameDay: { ...OPTIONS.sameDay, cutoff: '11:30' },
    };
    expect(ok(quote(sameDay, nairobi(`${MON}T11:29:00`), 10_000, early)).label).toBe('Today');
    expect(ok(quote(sameDay, nairobi(`${MON}T11:30:00`), 10_000, early)).label).toBe('Tue 24 Nov');
  });

  it('is for Nairobi only, and not at all when the owner turned it off', () => {
    expect(quote({ method: 'same_day', county: 'Kiambu' }, nairobi(`${MON}T10:00:00`))).toEqual({
      ok: false,
      message: 'Same-day delivery is only for addresses in Nairobi',
    });
    const off = { ...OPTIONS, sameDay: { ...OPTIONS.sameDay, enabled: false } };
    expect(quote(sameDay, nairobi(`${MON}T10:00:00`), 10_000, off).ok).toBe(false);
  });
});

describe('courier zones', () => {
  it("charge the county's zone fee and count its days from the dispatch day", () => {
    expect(ok(quote({ method: 'courier', county: 'Kisumu' }, nairobi(`${MON}T10:00:00`)))).toEqual({
      method: 'courier',
      zone: 'Western and Nyanza',
      fee: 600,
      from: '2026-11-25',
      to: '2026-11-26',
      label: '2–3 days',
    });
    expect(ok(quote({ method: 'courier', county: 'Mandera' }, nairobi(`${MON}T10:00:00`)))).toMatchObject({
      zone: 'Northern Kenya',
      fee: 900,
      label: '3–5 days',
    });
  });

  it('never deliver on a weekend: Friday after the cut-off leaves Monday', () => {
    const q = ok(quote({ method: 'courier', county: 'Mombasa' }, nairobi('2026-11-27T18:00:00')));
    expect([q.from, q.to]).toEqual(['2026-12-02', '2026-12-04']);
    const thursday = ok(quote({ method: 'courier', county: 'Nakuru' }, nairobi('2026-11-26T09:00:00')));
    expect([thursday.from, thursday.to]).toEqual(['2026-11-30', '2026-12-01']);
  });

  it('refuse a county no zone covers, and a delivery without a county', () => {
    const partial = {
      ...OPTIONS,
      zones: OPTIONS.zones.filter((z) => z.name !== 'Coast'),
    };
    expect(quote({ method: 'courier', county: 'Lamu' }, nairobi(`${MON}T10:00:00`), 10_000, partial)).toEqual({
      ok: false,
      message: 'We do not deliver to Lamu yet. Please choose pickup at the shop.',
      code: 'delivery.noZone',
      values: { county: 'Lamu' },
    });
    expect(quote({ method: 'courier' }, nairobi(`${MON}T10:00:00`)).ok).toBe(false);
  });
});

describe('fees and the free-delivery threshold', () => {
  const at = nairobi(`${MON}T10:00:00`);

  it('makes every paid option free above KES 50,000, not at it', () => {
    expect(ok(quote({ method: 'courier', county: 'Turkana' }, at, 50_000)).fee).toBe(900);
    expect(ok(quote({ method: 'courier', county: 'Turkana' }, at, 50_000.01)).fee).toBe(0);
    expect(ok(quote({ method: 'same_day', county: 'Nairobi' }, at, 80_000)).fee).toBe(0);
  });

  it('never charges for pickup, whatever the cart', () => {
    for (const subtotal of [10, 49_999, 120_000]) expect(ok(quote({ method: 'pickup' }, at, subtotal)).fee).toBe(0);
    expect(ok(quote({ method: 'pickup' }, at))).toMatchObject({
      zone: null,
      from: MON,
      label: 'Today',
    });
    expect(dispatchDay(OPTIONS, nairobi('2026-11-28T09:00:00'))).toBe('2026-11-30');
  });
});

describe('expected day on an order', () => {
  it('reads as one day or a range', () => {
    expect(expectedText('2026-11-24', '2026-11-24')).toBe('Tue 24 Nov');
    expect(expectedText('2026-11-25', '2026-11-26')).toBe('Wed 25 Nov – Thu 26 Nov');
    expect(expectedText(null, null)).toBeNull();
  });
});
