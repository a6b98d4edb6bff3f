import lighthouse, { type Result as LhResult } from 'lighthouse';
import { gzipSync } from 'node:zlib';
import { assertLocalUrl, isLocalUrl } from './local';

// Lighthouse in Debian's Chromium, and the figures bench/pages.ts reads from its report.

export const CHROME_PATH = '/usr/bin/chromium';
export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Belt and braces: the browser resolves no host name but this machine's.
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
];
/** Attempts per run when Lighthouse reports a runtime error (no metrics). */
export const MAX_ATTEMPTS = 3;
export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

export interface Script {
  url: string;
  statusCode: number | null;
  /** Bytes on the wire as Lighthouse saw them (our server sends .br when the browser accepts br). */
  transferSize: number;
  /** Decoded size. */
  resourceSize: number;
  /** Our own measure: the decoded file gzipped at level 9 (null if it could not be fetched). */
  gzipSize: number | null;
}

export interface Run {
  scores: Record<(typeof CATEGORIES)[number], number | null>;
  fcpMs: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  scripts: Script[];
  jsTransferBytes: number;
  /**
   * Scripts that had finished downloading when the browser first painted (observed, not simulated).
   * Lighthouse's simulation puts those on the path to the first paint (decision 046): 0 is the aim.
   */
  scriptsBeforeFcp: number | null;
  warnings: string[];
  runtimeError?: string;
  html: string;
}

const score = (lhr: LhResult, id: string) => {
  const s = lhr.categories[id]?.score;
  return typeof s === 'number' ? Math.round(s * 100) : null;
};
const metric = (lhr: LhResult, id: string) => {
  const v = lhr.audits[id]?.numericValue;
  return typeof v === 'number' ? v : null;
};

function scriptsBeforeFcp(lhr: LhResult): number | null {
  const fcp = (lhr.audits.metrics?.details as { items?: Array<{ observedFirstContentfulPaint?: number }> } | undefined)
    ?.items?.[0]?.observedFirstContentfulPaint;
  const items = (
    lhr.audits['network-requests']?.details as
      { items?: Array<{ resourceType?: string; networkEndTime?: number }> } | undefined
  )?.items;
  if (typeof fcp !== 'number' || !items) return null;
  return items.filter(
    (i) => i.resourceType === 'Script' && typeof i.networkEndTime === 'number' && i.networkEndTime <= fcp,
  ).length;
}

function scriptsOf(lhr: LhResult): Script[] {
  const details = lhr.audits['network-requests']?.details as
    | {
        items?: Array<{
          url?: string;
          resourceType?: string;
          transferSize?: number;
          resourceSize?: number;
          statusCode?: number;
        }>;
      }
    | undefined;
  return (details?.items ?? [])
    .filter((i) => i.resourceType === 'Script' && i.url)
    .map((i) => ({
      url: i.url!,
      statusCode: typeof i.statusCode === 'number' ? i.statusCode : null,
      transferSize: i.transferSize ?? 0,
      resourceSize: i.resourceSize ?? 0,
      gzipSize: null,
    }));
}

/** Fetches each script ourselves (uncompressed) and gzips it at level 9. Local URLs only. */
export async function gzipSizes(scripts: Script[]): Promise<number | null> {
  let total = 0;
  let complete = true;
  const cache = new Map<string, number | null>();
  for (const s of scripts) {
    if (!cache.has(s.url)) {
      let size: number | null = null;
      if (isLocalUrl(s.url)) {
        try {
          const res = await fetch(s.url, {
            headers: { 'accept-encoding': 'identity' },
            signal: AbortSignal.timeout(10_000),
          });
          if (res.ok) size = gzipSync(Buffer.from(await res.arrayBuffer()), { level: 9 }).length;
        } catch {
          size = null;
        }
      }
      cache.set(s.url, size);
    }
    s.gzipSize = cache.get(s.url) ?? null;
    if (s.gzipSize === null) complete = false;
    else total += s.gzipSize;
  }
  return complete ? total : null;
}

export async function runLighthouse(url: string, port: number): Promise<Run> {
  assertLocalUrl(url);
  const result = await lighthouse(url, {
    port,
    output: 'html',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
    // Lighthouse keeps cookies between runs by default. A first visit carries none: without clearing
    // them, the stylesheet cookie of the first page measured (decision 045) would make every later page
    // a returning visitor whose cache Lighthouse had emptied.
    clearStorageTypes: ['file_systems', 'shader_cache', 'service_workers', 'cache_storage', 'cookies'],
  });
  if (!result) throw new Error('Lighthouse returned no result');
  const lhr = result.lhr;
  const scripts = scriptsOf(lhr);
  return {
    scores: {
      performance: score(lhr, 'performance'),
      accessibility: score(lhr, 'accessibility'),
      'best-practices': score(lhr, 'best-practices'),
      seo: score(lhr, 'seo'),
    },
    fcpMs: metric(lhr, 'first-contentful-paint'),
    lcpMs: metric(lhr, 'largest-contentful-paint'),
    tbtMs: metric(lhr, 'total-blocking-time'),
    cls: metric(lhr, 'cumulative-layout-shift'),
    scripts,
    jsTransferBytes: scripts.reduce((n, s) => n + s.transferSize, 0),
    scriptsBeforeFcp: scriptsBeforeFcp(lhr),
    warnings: lhr.runWarnings ?? [],
    runtimeError: lhr.runtimeError?.message,
    html: Array.isArray(result.report) ? result.report[0] : result.report,
  };
}
