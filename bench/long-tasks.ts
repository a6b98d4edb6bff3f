import { intFlag, listFlag } from './lib/cli';
import { launchBrowser, mainThreadOf, traceLoad, type TraceEvent } from './lib/main-thread';

/**
 * What each long task of a page load is made of (issue 34 item 1): a Chromium trace of a cold load at 4×
 * CPU slowdown, the page's main-thread tasks over 50 ms, each split by the kind of work inside it
 * (script compile, module evaluation, React's calls, style, layout, paint, HTML parsing, GC), and the
 * page's blocking time (TBT, as Lighthouse counts it from FCP) shared out over those kinds in proportion.
 * Observed on this machine, so run it on a quiet one and read the figures beside the load average.
 *
 *   npx tsx bench/long-tasks.ts http://127.0.0.1:3000 [--pages /,/cart] [--runs 3]
 */

const KINDS: [string, RegExp][] = [
  ['compile', /^(v8\.compile|v8\.compileModule|V8\.CompileCode|v8\.parseOnBackground)/],
  ['module eval', /^(v8\.evaluateModule|EvaluateScript)$/],
  ['script calls', /^(FunctionCall|TimerFire|FireAnimationFrame|RunMicrotasks|EventDispatch|V8\.Execute)$/],
  ['style', /^(UpdateLayoutTree|RecalculateStyles|ParseAuthorStyleSheet)$/],
  ['layout', /^(Layout|UpdateLayout)$/],
  ['paint', /^(Paint|PrePaint|Layerize|UpdateLayer|CompositeLayers|Commit|PaintImage|Decode.*)$/],
  ['parse HTML', /^ParseHTML$/],
  ['GC', /GC|Sweep|Mark/],
];
const kindOf = (name: string) => KINDS.find(([, re]) => re.test(name))?.[0] ?? 'other';

/** A task's time by kind: each event's self time (its duration less its direct children's), by a stack walk. */
function splitTask(task: TraceEvent, onMain: TraceEvent[]): Record<string, number> {
  const end = task.ts + (task.dur ?? 0);
  const events = onMain
    .filter((e) => e !== task && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end)
    .sort((x, y) => x.ts - y.ts || (y.dur ?? 0) - (x.dur ?? 0));
  const self = new Map<TraceEvent, number>(events.map((e) => [e, e.dur ?? 0]));
  const stack: TraceEvent[] = [];
  let topLevel = 0;
  for (const e of events) {
    while (stack.length && stack[stack.length - 1].ts + (stack[stack.length - 1].dur ?? 0) < e.ts + (e.dur ?? 0)) {
      stack.pop();
    }
    const parent = stack[stack.length - 1];
    if (parent) self.set(parent, (self.get(parent) ?? 0) - (e.dur ?? 0));
    else topLevel += e.dur ?? 0;
    stack.push(e);
  }
  const out: Record<string, number> = { other: Math.max(0, (task.dur ?? 0) - topLevel) };
  for (const [e, us] of self) out[kindOf(e.name)] = (out[kindOf(e.name)] ?? 0) + Math.max(0, us);
  return out;
}

const ms = (us: number) => Math.round(us / 1000);

async function main() {
  const base = process.argv.find((a) => a.startsWith('http'));
  if (!base) throw new Error('usage: tsx bench/long-tasks.ts <shop url> [--pages /,/cart] [--runs 1]');
  const pages = listFlag('pages') ?? ['/', '/category/all', '/search?q=rtx', '/cart', '/build-pc'];
  const runs = intFlag('runs', 1);
  const browser = await launchBrowser();
  const totals = new Map<string, Record<string, number>>();
  try {
    for (const path of pages) {
      for (let run = 1; run <= runs; run++) {
        const { events } = await traceLoad(browser, `${base}${path}`);
        const { tasks, onMain, nav, fcpTs } = mainThreadOf(events);
        const long = tasks.filter((t) => (t.dur ?? 0) > 50_000);
        console.log(`\n${path} run ${run}: ${long.length} long tasks (start after navigation, length, blocking)`);
        const sum = totals.get(path) ?? {};
        for (const t of long) {
          const split = splitTask(t, onMain);
          const blocking = Math.max(0, t.ts + (t.dur ?? 0) - Math.max(t.ts, fcpTs) - 50_000);
          const parts = Object.entries(split)
            .filter(([, us]) => us >= 5_000)
            .sort((a, b) => b[1] - a[1]);
          for (const [kind, us] of Object.entries(split)) {
            sum[kind] = (sum[kind] ?? 0) + (blocking * us) / (t.dur ?? 1) / runs;
          }
          console.log(
            `  +${ms(t.ts - (nav?.ts ?? t.ts))} ms  ${ms(t.dur ?? 0)} ms  blocking ${ms(blocking)} ms: ` +
              parts.map(([k, us]) => `${k} ${ms(us)}`).join(', '),
          );
        }
        totals.set(path, sum);
      }
    }
  } finally {
    await browser.close();
  }
  console.log('\nBlocking time (ms, after FCP, mean of the runs) shared out by kind of work:');
  const kinds = [...KINDS.map(([k]) => k), 'other'];
  console.log(['page'.padEnd(16), 'TBT'.padStart(6), ...kinds.map((k) => k.padStart(12))].join(' '));
  for (const [path, sum] of totals) {
    const tbt = Object.values(sum).reduce((a, b) => a + b, 0);
    console.log(
      [path.padEnd(16), String(ms(tbt)).padStart(6), ...kinds.map((k) => String(ms(sum[k] ?? 0)).padStart(12))].join(
        ' ',
      ),
    );
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
