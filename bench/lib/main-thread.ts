import { chromium, type Browser, type CDPSession } from '@playwright/test';
import { loadavg } from 'node:os';

/**
 * What a slowed phone's main thread does while a page loads (issue 34): a Chromium trace of a cold
 * load at a CPU slowdown (CDP Emulation.setCPUThrottlingRate), read the way Lighthouse reads it:
 * top-level tasks of the page's renderer main thread; a task over 50 ms is long, and its time over
 * 50 ms after the first contentful paint is blocking time (TBT). Observed, not simulated: the figures
 * are what this machine did, so each comes with the thread's own CPU time and the load average.
 */
export interface MainThread {
  url: string;
  slowdown: number;
  fcpMs: number | null;
  /** From navigation start to `html[data-hydrated]` (the root layout's first effect). */
  hydratedMs: number | null;
  tbtMs: number;
  longTasks: number;
  longestTaskMs: number;
  /** Wall time of all top-level tasks (at the slowdown). */
  mainThreadMs: number;
  /** The thread's own CPU time for those tasks (not slowed: ×slowdown ≈ a slowed phone's). */
  mainThreadCpuMs: number;
  /** Wall time of script evaluation and calls, by script (file name only; '(module)': the module graph's
   * evaluation, which the page's inline module script starts), at the slowdown. */
  scriptingMs: Record<string, number>;
  loadAverage: number[];
}

export interface TraceEvent {
  name: string;
  cat?: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string; data?: { url?: string; frame?: string }; frame?: string };
}

const CATEGORIES = [
  '-*',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'loading',
  'blink.user_timing',
  'toplevel',
];
export const TASKS = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);
const SCRIPTING = new Set(['EvaluateScript', 'v8.evaluateModule', 'FunctionCall', 'v8.compileModule']);

export const launchBrowser = (): Promise<Browser> =>
  chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-quic'] });

/**
 * Waits for `html[data-hydrated]` by asking the page over CDP ten times a second: a task of well under a
 * millisecond each. Playwright's waitForSelector injects its selector engine and polls it every frame;
 * at 4× that polling showed in the trace being measured as a long task of its own (130 ms, 97 of them
 * in the engine's `query`), blocking time no shopper's phone has.
 */
export async function waitHydrated(cdp: CDPSession, timeoutMs = 30_000): Promise<boolean> {
  for (const end = Date.now() + timeoutMs; Date.now() < end; await new Promise((r) => setTimeout(r, 100))) {
    const { result } = await cdp.send('Runtime.evaluate', {
      expression: "document.documentElement.hasAttribute('data-hydrated')",
      returnByValue: true,
    });
    if (result.value === true) return true;
  }
  return false;
}

/** Loads `url` in a fresh context (cold caches, no cookies) at `slowdown`× CPU and returns its trace. */
export async function traceLoad(
  browser: Browser,
  url: string,
  { slowdown = 4, viewport = { width: 412, height: 823 }, quietMs = 1500 } = {},
): Promise<{ events: TraceEvent[]; hydratedMs: number | null }> {
  const context = await browser.newContext({ viewport, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
  await browser.startTracing(page, { categories: CATEGORIES });
  const t0 = Date.now();
  await page.goto(url, { waitUntil: 'load' });
  // Not hydrated in 30 s: reported as such (null).
  const hydratedMs = (await waitHydrated(cdp)) ? Date.now() - t0 : null;
  await page.waitForTimeout(quietMs);
  const events = (JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] }).traceEvents;
  await context.close();
  return { events, hydratedMs };
}

/** Loads `url` in a fresh context (cold caches, no cookies) at `slowdown`× CPU and reads its trace. */
export async function measureMainThread(
  browser: Browser,
  url: string,
  options: { slowdown?: number; viewport?: { width: number; height: number }; quietMs?: number } = {},
): Promise<MainThread> {
  const { events, hydratedMs } = await traceLoad(browser, url, options);
  return { url, slowdown: options.slowdown ?? 4, ...readTrace(events), hydratedMs, loadAverage: loadavg() };
}

/** The page's renderer main thread in a trace: its events, its top-level tasks, and FCP's timestamp. */
export function mainThreadOf(events: TraceEvent[]) {
  const fcp = events.find((e) => e.name === 'firstContentfulPaint');
  // The page's renderer main thread: where its paint was reported, else the busiest CrRendererMain.
  const mains = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const busy = (pid: number, tid: number) =>
    events.filter((e) => e.pid === pid && e.tid === tid && TASKS.has(e.name)).reduce((s, e) => s + (e.dur ?? 0), 0);
  const main = fcp ?? mains.sort((a, b) => busy(b.pid, b.tid) - busy(a.pid, a.tid))[0];
  const nav = events.find((e) => e.name === 'navigationStart' && e.pid === main?.pid);
  const onMain = events.filter((e) => e.pid === main?.pid && e.tid === main?.tid && e.ph === 'X');
  // Top-level tasks only: a RunTask nested in another is counted once, in its parent.
  const tasks = onMain
    .filter((e) => TASKS.has(e.name))
    .sort((a, b) => a.ts - b.ts)
    .filter(
      (e, i, all) =>
        !all.slice(Math.max(0, i - 5), i).some((p) => p.ts <= e.ts && p.ts + (p.dur ?? 0) >= e.ts + (e.dur ?? 0)),
    );
  return { fcp, nav, onMain, tasks, fcpTs: fcp?.ts ?? nav?.ts ?? 0 };
}

export function readTrace(events: TraceEvent[]) {
  const { fcp, nav, onMain, tasks, fcpTs } = mainThreadOf(events);
  const ms = (us: number) => us / 1000;
  let tbt = 0;
  for (const t of tasks) {
    const end = t.ts + (t.dur ?? 0);
    if (end <= fcpTs) continue;
    const dur = end - Math.max(t.ts, fcpTs);
    if (dur > 50_000) tbt += dur - 50_000;
  }
  const long = tasks.filter((t) => (t.dur ?? 0) > 50_000);
  const scriptingMs: Record<string, number> = {};
  // Outermost only: a call inside a module's evaluation is counted once, in the evaluation (no url: '(module)').
  let until = 0;
  for (const e of onMain.filter((x) => SCRIPTING.has(x.name)).sort((a, b) => a.ts - b.ts)) {
    if (e.ts < until) continue;
    until = e.ts + (e.dur ?? 0);
    const name = (e.args?.data?.url ?? '').split('/').pop() || '(module)';
    scriptingMs[name] = Math.round((scriptingMs[name] ?? 0) + ms(e.dur ?? 0));
  }
  return {
    fcpMs: fcp && nav ? Math.round(ms(fcp.ts - nav.ts)) : null,
    tbtMs: Math.round(ms(tbt)),
    longTasks: long.length,
    longestTaskMs: Math.round(ms(Math.max(0, ...tasks.map((t) => t.dur ?? 0)))),
    mainThreadMs: Math.round(ms(tasks.reduce((s, t) => s + (t.dur ?? 0), 0))),
    mainThreadCpuMs: Math.round(ms(tasks.reduce((s, t) => s + (t.tdur ?? 0), 0))),
    scriptingMs,
  };
}

/** `runs` cold loads of each page; the run with the median TBT, and the medians of each figure. */
export async function measurePages(urls: { path: string; url: string }[], runs: number) {
  const browser = await launchBrowser();
  const out: { path: string; median: MainThread; runs: MainThread[] }[] = [];
  try {
    for (const { path, url } of urls) {
      const done: MainThread[] = [];
      for (let i = 0; i < runs; i++) {
        process.stdout.write(`- ${path} trace ${i + 1}/${runs}: `);
        const r = await measureMainThread(browser, url);
        console.log(`TBT ${r.tbtMs} ms, ${r.longTasks} long tasks, load ${r.loadAverage[0].toFixed(1)}`);
        done.push(r);
      }
      const sorted = [...done].sort((a, b) => a.tbtMs - b.tbtMs);
      out.push({ path, median: sorted[Math.floor((sorted.length - 1) / 2)], runs: done });
    }
  } finally {
    await browser.close();
  }
  return out;
}

const med = (v: number[]) => [...v].sort((a, b) => a - b)[Math.floor((v.length - 1) / 2)];

/** The rows of bench:pages' main-thread table (figures of the median-TBT run; CPU and load: medians). */
export function mainThreadRows(results: Awaited<ReturnType<typeof measurePages>>, lighthouseTbt: Map<string, number>) {
  return results.map(({ path, median: m, runs }) => {
    // The shell is three chunks since decision 077: React, the router and the layout.
    const shell = Object.entries(m.scriptingMs)
      .filter(([f]) => /^(react|router|shell)-/.test(f))
      .reduce((sum, [, ms]) => sum + ms, 0);
    const modules = m.scriptingMs['(module)'] ?? 0;
    const lh = lighthouseTbt.get(path);
    return [
      path,
      `${m.tbtMs} ms`,
      lh === undefined ? '—' : `${Math.round(lh)} ms`,
      String(m.longTasks),
      `${m.longestTaskMs} ms`,
      `${m.mainThreadMs} ms`,
      `${med(runs.map((r) => r.mainThreadCpuMs))} ms`,
      `${modules} ms`,
      `${shell} ms`,
      m.fcpMs === null ? '—' : `${m.fcpMs} ms`,
      m.hydratedMs === null ? 'never' : `${m.hydratedMs} ms`,
      med(runs.map((r) => r.loadAverage[0])).toFixed(1),
    ];
  });
}

export const MAIN_THREAD_HEADER = [
  'page',
  'TBT (trace)',
  'TBT (LH)',
  'long tasks',
  'longest',
  'main thread',
  'its CPU',
  'module eval',
  'shell calls',
  'FCP',
  'hydrated',
  'load 1m',
];
