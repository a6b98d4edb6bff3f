import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// The dependency directions of ARCHITECTURE.md, as eslint.config.js enforces them: each case lints a
// one-line file at a real path, so a broken resolver or a mistyped pattern (which would let every
// import through in silence) fails here.
const eslint = new ESLint({ cwd: process.cwd() });

// Loading the config, its plugins and TypeScript takes seconds on a busy machine: once, before the cases.
beforeAll(
  () =>
    eslint.lintText("import { cn } from '~/lib/utils';\nexport const X = () => <b className={cn('a')} />;\n", {
      filePath: 'app/lib/x.tsx',
    }),
  60_000,
);

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport {};\n`, { filePath });
  return result.messages.filter((m) => m.ruleId?.startsWith('boundaries/')).map((m) => m.message);
}

const refused: [string, string, string][] = [
  ['core/ imports db/', 'core/x.ts', "import { products } from '#db/schema';"],
  ['core/ imports server/', 'core/x.ts', "import { badRequest } from '#server/errors';"],
  ['core/ imports app/', 'core/x.ts', "import { cn } from '../app/lib/utils';"],
  ['db/ imports server/', 'db/seed/x.ts', "import { badRequest } from '#server/errors';"],
  ['server/ imports app/', 'server/modules/x.ts', "import { cn } from '../../app/lib/utils';"],
  ['app/ imports server/ at runtime', 'app/routes/x.tsx', "import { badRequest } from '#server/errors';"],
  ['app/ imports db/, even a type', 'app/routes/x.tsx', "import type { Database } from '#db/client';"],
  [
    'a feature imports a route',
    'app/features/catalog/x.tsx',
    "import { FEATURED_COUNT } from '~/routes/shared/featured-products';",
  ],
  [
    'a feature imports one off the list',
    'app/features/layout/x.tsx',
    "import { CategoryGrid } from '~/features/home/category-grid';",
  ],
  ['an allowed edge backwards', 'app/features/cart/x.ts', "import { ProductCard } from '../products/product-card';"],
  [
    'checkout imports orders (the cycle there was)',
    'app/features/checkout/x.ts',
    "import { MyOrders } from '../orders/my-orders';",
  ],
  ['shared code imports a feature', 'app/lib/x.ts', "import { cartStore } from '~/features/cart/cart-store';"],
  ['app/ loads a server-only package', 'app/features/cart/x.ts', "import sharp from 'sharp';"],
  [
    'a test in app/ imports a route from a feature',
    'app/features/home/x.test.tsx',
    "import { meta } from '~/routes/home';",
  ],
];

const allowed: [string, string, string][] = [
  ['a feature imports core/', 'app/features/cart/x.ts', "import { formatKES } from '#core/pricing/money';"],
  [
    'a feature imports a type of the server',
    'app/features/cart/x.ts',
    "import type { AppLoadContext } from '#server/load-context';",
  ],
  ['a feature imports itself', 'app/features/cart/x.ts', "import { cartStore } from './cart-store';"],
  ['a listed edge', 'app/features/orders/x.ts', "import { startMpesaPayment } from '../checkout/pay';"],
  [
    'a route imports features and shared code',
    'app/routes/x.tsx',
    "import { cartStore } from '~/features/cart/cart-store';\nimport { cn } from '~/lib/utils';",
  ],
  [
    'server/ imports db/ and core/',
    'server/modules/x.ts',
    "import { products } from '#db/schema';\nimport { formatKES } from '#core/pricing/money';",
  ],
  ['db/ imports core/', 'db/x.ts', "import { IMAGE_WIDTHS } from '#core/catalog/images';"],
  [
    'a test in app/ checks a server message',
    'app/features/admin/x.test.ts',
    "import { badRequest } from '#server/errors';",
  ],
  ['a server test uses the test helpers', 'server/modules/x.test.ts', "import { buildTestApp } from '../../test/app';"],
];

describe('lint: dependency directions', () => {
  it.each(refused)('refuses: %s', async (_, file, code) => {
    expect(await boundaryErrors(file, code)).toHaveLength(code.split('\n').length);
  });

  it.each(allowed)('allows: %s', async (_, file, code) => {
    expect(await boundaryErrors(file, code)).toEqual([]);
  });
});

describe('lint: React and accessibility rules', () => {
  it('are on in app/', async () => {
    const code = [
      "import { useState } from 'react';",
      'export function X({ on }: { on: boolean }) {',
      '  if (on) useState(0);',
      '  return <img src="/a.webp" />;',
      '}',
    ].join('\n');
    const [result] = await eslint.lintText(code, { filePath: 'app/features/cart/x.tsx' });
    expect(result.messages.map((m) => m.ruleId).sort()).toEqual(['jsx-a11y/alt-text', 'react-hooks/rules-of-hooks']);
  });
});
