/**
 * Where a page load's main-thread time goes (issue 34): a CPU profile (CDP Profiler) of a cold load at
 * 4× CPU slowdown against a running server, self time summed by script and by function.
 *
 *   npx tsx bench/profile-page.ts http://127.0.0.1:3000/cart [--top 30]
 */
import { loadavg } from 'node:os';
import { intFlag } from './lib/cli';
import { launchBrowser, waitHydrated } from './lib/main-thread';

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}

async function main() {
  const url = process.argv.find((a) => a.startsWith('http'));
  if (!url) throw new Error('usage: tsx bench/profile-page.ts <url>');
  const browser = await launchBrowser();
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await page.goto(url);
  if (!(await waitHydrated(cdp))) throw new Error('the page did not hydrate in 30 s');
  await page.waitForTimeout(1000);
  const { profile } = (await cdp.send('Profiler.stop')) as {
    profile: { nodes: Node[]; samples: number[]; timeDeltas: number[] };
  };
  await browser.close();
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const byScript = new Map<string, number>();
  const byFn = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const f = byId.get(id)!.callFrame;
    const us = profile.timeDeltas[i] ?? 0;
    const script = f.url.split('/').pop() || `(${f.functionName || 'native'})`;
    byScript.set(script, (byScript.get(script) ?? 0) + us);
    const fn = `${f.functionName || '(anonymous)'} ${script}:${f.lineNumber + 1}:${f.columnNumber + 1}`;
    byFn.set(fn, (byFn.get(fn) ?? 0) + us);
  });
  const top = (m: Map<string, number>, n: number) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([k, v]) => `${(v / 1000).toFixed(0).padStart(6)} ms  ${k}`)
      .join('\n');
  console.log(`Self time at 4× slowdown (wall, sampled), load average ${loadavg().map((l) => l.toFixed(1))}`);
  console.log(`\nBy script:\n${top(byScript, 15)}\n\nBy function:\n${top(byFn, intFlag('top', 30))}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
