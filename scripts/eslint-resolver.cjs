// Import resolver for eslint-plugin-boundaries (the `import/resolver` interface, version 2) that asks
// TypeScript itself: `~/…` (tsconfig paths), `#core/*`-style subpath imports (package.json) and
// relative paths resolve exactly as `tsc` resolves them, with no native resolver package to install
// (docs/decisions/010-lint-and-boundaries.md).
const path = require('node:path');
const ts = require('typescript');

const root = path.resolve(__dirname, '..');
const configFile = ts.readConfigFile(path.join(root, 'tsconfig.json'), ts.sys.readFile);
const { options } = ts.parseJsonConfigFileContent(configFile.config, ts.sys, root);
const cache = ts.createModuleResolutionCache(root, (name) => name, options);

module.exports = {
  interfaceVersion: 2,
  resolve(source, file) {
    if (source.startsWith('node:')) return { found: true, path: null };
    const resolved = ts.resolveModuleName(source, file, options, ts.sys, cache).resolvedModule;
    if (!resolved) return { found: false };
    // A package's types (`@types/react/index.d.ts`) still say "outside the repository", which is all
    // the boundary rules need to know about it.
    return { found: true, path: resolved.resolvedFileName };
  },
};
