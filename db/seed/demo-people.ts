import { DEFAULT_SETTINGS } from '#core/settings';
import { orderTotals } from '#core/pricing/totals';
import type { DbOrTx } from '#db/client';
import { orderItems, orders, paymentLedger, reviews, users } from '#db/schema';

interface DemoCustomer {
  name: string;
  phone: string;
  /** Each order: when it was placed, and [product name, quantity] lines. */
  orders: { daysAgo: number; items: [string, number][] }[];
  /** Only for products this customer ordered: the seed refuses anything else. */
  reviews: [product: string, rating: number, comment: string][];
}

const RTX = 'MSI GeForce RTX 4070 SUPER 12G Gaming X Slim';
const SSD = 'Samsung 990 PRO 2TB';
const MOUSE = 'Logitech G502 X';

export const DEMO_CUSTOMERS: DemoCustomer[] = [
  {
    name: 'Wanjiku Kamau',
    phone: '254712000101',
    orders: [
      {
        daysAgo: 24,
        items: [
          [RTX, 1],
          ['Corsair RM850x', 1],
        ],
      },
      {
        daysAgo: 8,
        items: [
          [MOUSE, 1],
          ['Razer Gigantus V2 Large', 1],
        ],
      },
    ],
    reviews: [
      [
        RTX,
        5,
        'Runs everything I play at 1440p on high settings and stays quiet. Fitted in my case with room to spare.',
      ],
      [
        'Corsair RM850x',
        5,
        'Silent in normal use, the fan hardly ever spins. The modular cables made the build much tidier.',
      ],
      [MOUSE, 4, 'Very comfortable and the scroll wheel is brilliant. A little heavy if you are used to light mice.'],
    ],
  },
  {
    name: 'Brian Otieno',
    phone: '254722000202',
    orders: [
      {
        daysAgo: 27,
        items: [
          ['AMD Ryzen 7 7800X3D', 1],
          ['MSI MAG B650 TOMAHAWK WIFI', 1],
          ['G.Skill Trident Z5 Neo RGB 32GB (2x16GB) DDR5-6000 CL30', 1],
          ['Noctua NH-D15', 1],
        ],
      },
      { daysAgo: 11, items: [[SSD, 1]] },
    ],
    reviews: [
      ['AMD Ryzen 7 7800X3D', 5, 'Huge jump in frame rates over my old Ryzen 5 3600, especially in simulation games.'],
      [
        'MSI MAG B650 TOMAHAWK WIFI',
        4,
        'Solid board and the BIOS update was easy. First boot took a minute while the DDR5 trained, which is normal.',
      ],
      [
        'G.Skill Trident Z5 Neo RGB 32GB (2x16GB) DDR5-6000 CL30',
        5,
        'EXPO worked first time at 6000 CL30. Looks great with the lighting toned down.',
      ],
      [
        'Noctua NH-D15',
        5,
        'Keeps my 7800X3D well under 80 degrees in games and is very quiet. It is huge, measure your case first.',
      ],
      [SSD, 5, 'Games load noticeably faster. Delivery to Kisumu took two days.'],
    ],
  },
  {
    name: 'Achieng Odhiambo',
    phone: '254733000303',
    orders: [
      {
        daysAgo: 20,
        items: [
          ['Custom Gaming PC - Ryzen 7 7800X3D / RTX 4070 SUPER', 1],
          ['LG UltraGear 27GP850-B', 1],
        ],
      },
      {
        daysAgo: 5,
        items: [
          ['HyperX Cloud III', 1],
          [MOUSE, 1],
        ],
      },
    ],
    reviews: [
      [
        'Custom Gaming PC - Ryzen 7 7800X3D / RTX 4070 SUPER',
        5,
        'Arrived well packed with very neat cable management. I was playing at 1440p the same evening.',
      ],
      [
        'LG UltraGear 27GP850-B',
        4,
        'Lovely colours and 165 Hz is so smooth. Slight IPS glow in the corners in a dark room.',
      ],
      ['HyperX Cloud III', 4, 'Comfortable for long sessions and my teammates say the mic is clear.'],
    ],
  },
  {
    name: 'Kevin Mutua',
    phone: '254745000404',
    orders: [
      {
        daysAgo: 16,
        items: [
          ['AMD Ryzen 5 7600', 1],
          ['Gigabyte B650 GAMING X AX V2', 1],
          ['Kingston FURY Beast 32GB (2x16GB) DDR5-6000 CL36', 1],
          ['Sapphire Pulse AMD Radeon RX 7600 8GB', 1],
          ['NZXT H5 Flow', 1],
          ['Corsair CX650', 1],
          ['Crucial P3 Plus 1TB', 1],
        ],
      },
    ],
    reviews: [
      [
        'AMD Ryzen 5 7600',
        5,
        'Great value. The included cooler is fine for gaming, though it gets loud under full load.',
      ],
      [
        'Sapphire Pulse AMD Radeon RX 7600 8GB',
        4,
        'Handles 1080p esports titles easily. Ray tracing is not really usable, as expected at this price.',
      ],
      [
        'NZXT H5 Flow',
        5,
        'My first PC build and this case made it easy. Temperatures are good with the included fans.',
      ],
      ['Corsair CX650', 3, 'Works fine, but the fixed cables were a pain to hide in a mid-tower.'],
      ['Crucial P3 Plus 1TB', 4, 'Fast boot drive for the price. It slows down when copying very large files.'],
    ],
  },
  {
    name: 'Faith Chebet',
    phone: '254701000505',
    orders: [
      {
        daysAgo: 19,
        items: [
          [SSD, 1],
          ['Kingston FURY Beast 16GB (2x8GB) DDR4-3200 CL16', 1],
        ],
      },
      { daysAgo: 10, items: [['AOC 24G2SP', 1]] },
      {
        daysAgo: 4,
        items: [
          ['Deepcool AK400', 1],
          ['Arctic MX-6 Thermal Paste 4g', 2],
        ],
      },
    ],
    reviews: [
      [SSD, 4, 'Very fast and the Magician software is handy. It runs warm without the motherboard heatsink.'],
      [
        'Kingston FURY Beast 16GB (2x8GB) DDR4-3200 CL16',
        4,
        'Upgraded from 8 GB and multitasking is much smoother. I had to switch on XMP myself.',
      ],
      ['AOC 24G2SP', 5, 'Excellent monitor for the money and the stand adjusts in every direction.'],
      [
        'Deepcool AK400',
        2,
        'Cools well but the fan started rattling after a week. Waiting to hear back about a replacement.',
      ],
    ],
  },
];

const DAY = 86_400_000;
const emailOf = (name: string) => `${name.toLowerCase().replace(/\s+/g, '.')}@example.com`;

export interface SeededProduct {
  id: number;
  name: string;
  price: number;
  image: string;
  warrantyMonths?: number | null;
}

/** Inserts the demo customers with their delivered orders and reviews, in a handful of bulk statements. */
export async function insertDemoPeople(tx: DbOrTx, productsByName: Map<string, SeededProduct>, now = new Date()) {
  const at = (ms: number) => new Date(now.getTime() - ms);
  const product = (name: string) => {
    const p = productsByName.get(name);
    if (!p) throw new Error(`Demo order names a product that is not in the catalog: ${name}`);
    return p;
  };

  const people = await tx
    .insert(users)
    .values(
      DEMO_CUSTOMERS.map((c) => ({
        name: c.name,
        email: emailOf(c.name),
        // Not a valid hash of anything: demo customers exist to have orders and reviews, never to sign in.
        passwordHash: '!',
        emailVerifiedAt: at(40 * DAY),
        createdAt: at(40 * DAY),
      })),
    )
    .returning({ id: users.id, email: users.email });
  const userId = new Map(people.map((u) => [u.email, u.id]));

  const plans = DEMO_CUSTOMERS.flatMap((c) =>
    c.orders.map((o) => {
      const lines = o.items.map(([name, quantity]) => ({ p: product(name), quantity }));
      const { itemsPrice, shipping, vat, vatRate, total } = orderTotals(
        lines.reduce((sum, l) => sum + l.p.price * l.quantity, 0),
        DEFAULT_SETTINGS,
      );
      const createdAt = at(o.daysAgo * DAY);
      const paidAt = new Date(createdAt.getTime() + 4 * 60_000);
      const deliveredAt = new Date(paidAt.getTime() + (1 + (o.daysAgo % 2)) * DAY);
      return {
        c,
        lines,
        userId: userId.get(emailOf(c.name))!,
        itemsPrice,
        shipping,
        vat,
        vatRate,
        total,
        createdAt,
        paidAt,
        deliveredAt,
      };
    }),
  );
  const insertedOrders = await tx
    .insert(orders)
    .values(
      plans.map((o) => ({
        userId: o.userId,
        status: 'delivered' as const,
        paymentMethod: 'mpesa',
        itemsPrice: o.itemsPrice,
        shippingPrice: o.shipping,
        totalPrice: o.total,
        // Placed under the default VAT setting (decision 031): 16% added, kept on the order.
        vatPrice: o.vat,
        vatRate: o.vatRate,
        vatMode: 'added' as const,
        phone: o.c.phone,
        paidAt: o.paidAt,
        deliveredAt: o.deliveredAt,
        createdAt: o.createdAt,
        updatedAt: o.deliveredAt,
      })),
    )
    .returning({ id: orders.id, userId: orders.userId, createdAt: orders.createdAt, total: orders.totalPrice });
  // Every shilling is a ledger row (decision 052): the demo's paid orders too, or the dashboard's revenue is 0.
  await tx.insert(paymentLedger).values(
    insertedOrders.map((o) => ({
      kind: 'payment' as const,
      orderId: o.id,
      amount: o.total,
      channel: 'manual' as const,
      actor: 'system' as const,
      note: 'Demo order',
      createdAt: new Date(o.createdAt.getTime() + 4 * 60_000),
    })),
  );
  // Matched by (user, time) rather than by position: RETURNING order is not promised by SQL.
  const orderId = new Map(insertedOrders.map((o) => [`${o.userId}|${o.createdAt.getTime()}`, o.id]));

  await tx.insert(orderItems).values(
    plans.flatMap((o) =>
      o.lines.map((l) => ({
        orderId: orderId.get(`${o.userId}|${o.createdAt.getTime()}`)!,
        productId: l.p.id,
        name: l.p.name,
        quantity: l.quantity,
        price: l.p.price,
        image: l.p.image,
        warrantyMonths: l.p.warrantyMonths ?? null,
      })),
    ),
  );

  const reviewRows = DEMO_CUSTOMERS.flatMap((c) =>
    c.reviews.map(([name, rating, comment]) => {
      const bought = plans.filter((o) => o.c === c && o.lines.some((l) => l.p.name === name));
      if (!bought.length) throw new Error(`${c.name} reviews ${name} without having bought it`);
      const delivered = Math.min(...bought.map((o) => o.deliveredAt.getTime()));
      const createdAt = new Date(Math.min(delivered + 2 * DAY, now.getTime() - 3_600_000));
      return {
        productId: product(name).id,
        userId: userId.get(emailOf(c.name))!,
        name: c.name,
        rating,
        comment,
        createdAt,
      };
    }),
  );
  await tx.insert(reviews).values(reviewRows);

  return { customers: people.length, orders: plans.length, reviews: reviewRows.length };
}
