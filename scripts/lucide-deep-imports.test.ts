import { describe, expect, it } from 'vitest';
import { lucideDeepImports } from './lucide-deep-imports';

const transform = (code: string, id = '/app/x.tsx') => {
  const hook = lucideDeepImports().transform as (code: string, id: string) => { code: string } | null;
  return hook(code, id)?.code ?? null;
};

describe('lucideDeepImports', () => {
  it('imports each icon from its own file, so the shell chunk holds only the icons the layout draws', () => {
    expect(transform(`import { ShoppingCart, X as Close } from "lucide-react";\nuse(ShoppingCart, Close);`)).toBe(
      `import ShoppingCart from 'lucide-react/icons/shopping-cart';\nimport Close from 'lucide-react/icons/x';\nuse(ShoppingCart, Close);`,
    );
  });

  it('leaves an import that names something other than an icon, and the package itself, as they were', () => {
    expect(transform(`import { createLucideIcon, X } from 'lucide-react';`)).toBeNull();
    expect(transform(`import { X } from 'lucide-react';`, '/node_modules/lib/index.js')).toBeNull();
  });
});
