import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * `import { X, Menu } from 'lucide-react'` becomes `import X from 'lucide-react/icons/x'` and so on
 * (issue 34). The barrel re-exports all ~1,700 icons: tree-shaking drops the unused ones, but
 * shellChunk (decision 007) walks the import graph and so claimed for the shell every icon that any
 * page used (~28 KB of the shell's code, icons of the admin and the builder among them). With one
 * import per icon the shell holds only the icons the layout draws; the rest go with their pages.
 */
export function lucideDeepImports(): Plugin {
  let files: Map<string, string> | undefined;
  return {
    name: 'lucide-deep-imports',
    transform(code, id) {
      if (id.includes('/node_modules/') || !code.includes('lucide-react')) return null;
      files ??= iconFiles();
      const names = files;
      const out = code.replace(/import\s*\{([^}]*)\}\s*from\s*(['"])lucide-react\2;?/g, (whole, list: string) => {
        let failed = false;
        const lines = list
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)
          .map((spec) => {
            const [name, local = name] = spec.split(/\s+as\s+/).map((s) => s.trim());
            const file = names.get(name);
            if (!file) failed = true;
            return `import ${local} from 'lucide-react/icons/${file}';`;
          });
        return failed ? whole : lines.join('\n');
      });
      // A name that is not an icon (a helper of the package): the import stays as it was.
      return out === code ? null : { code: out, map: null };
    },
  };
}

/** Export name → icon file, from the barrel's `export { default as X, … } from './icons/x.mjs'` lines. */
function iconFiles(): Map<string, string> {
  const require = createRequire(import.meta.url);
  const root = dirname(require.resolve('lucide-react/package.json'));
  const barrel = readFileSync(join(root, 'dist/esm/lucide-react.mjs'), 'utf8');
  const map = new Map<string, string>();
  for (const m of barrel.matchAll(/export \{([^}]*)\} from '\.\/icons\/([\w-]+)\.mjs'/g)) {
    for (const part of m[1].split(',')) {
      const name = part.trim().match(/^default as (\w+)$/)?.[1];
      if (name) map.set(name, m[2]);
    }
  }
  return map;
}
