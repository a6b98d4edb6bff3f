import type { GetManualChunk, ManualChunkMeta } from 'rollup';

/**
 * Rollup's manualChunks: every module statically reachable from the client entry or the root
 * route goes into one `shell` chunk. Each page loads all of them anyway, but by default Rollup
 * cuts them into ~25 files of a few hundred bytes (every module also used by a route becomes a
 * chunk of its own): on a phone over HTTP/1.1 that is a queue of round trips before the page
 * can hydrate. Route-only code keeps Rollup's own splitting, so no page loads another page's code.
 */
export function shellChunk(appDir: string): GetManualChunk {
  let shell: Set<string> | undefined;
  return (id: string, meta: ManualChunkMeta) => {
    shell ??= collectShell(appDir, meta);
    if (!shell.has(id)) return undefined;
    // Three files, not one, so that the browser evaluates them in three tasks (decision 077): one
    // chunk is one module, evaluated at once, and the single shell was a 280–520 ms task at 4×.
    // Rollup's CommonJS helpers go with React (CommonJS), so that `react` imports nothing of `shell`.
    if (/[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]|^\0commonjsHelpers/.test(id)) return 'react';
    if (/[\\/]node_modules[\\/]react-router[\\/]/.test(id)) return 'router';
    return 'shell';
  };
}

function collectShell(appDir: string, { getModuleIds, getModuleInfo }: ManualChunkMeta): Set<string> {
  const path = (id: string) => id.split('?')[0];
  const roots = [...getModuleIds()].filter((id) => {
    const info = getModuleInfo(id);
    return info?.isEntry && (path(id) === `${appDir}/root.tsx` || /entry\.client\.[jt]sx?$/.test(path(id)));
  });
  const seen = new Set<string>();
  const queue = roots.flatMap((id) => getModuleInfo(id)?.importedIds ?? []);
  while (queue.length) {
    const id = queue.pop()!;
    if (seen.has(id) || roots.includes(id)) continue;
    seen.add(id);
    // Static imports only: what a page loads later, on demand, stays in its own chunk.
    queue.push(...(getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}
