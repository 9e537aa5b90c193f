/**
 * Part of `npm run bench`: page loads in Chromium. What a first load sends (requests, gzipped JS per
 * origin) and the lab metrics of a throttled load (FCP, LCP, TBT, CLS), for any origin serving the
 * site: the federated shell, or the single-app build it is compared with.
 */
import zlib from 'node:zlib';
import type { Browser, Page } from 'playwright-core';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Lab conditions: roughly a mid-range phone on a fast 3G connection. */
export const LAB = { cpuSlowdown: 4, downloadMbps: 1.6, uploadKbps: 750, rttMs: 150 } as const;

const gz = (body: Buffer) => zlib.gzipSync(body, { level: 9 }).length;

/** Something a page does before its own scripts run (e.g. give the estimator's answers), with its argument. */
export interface PagePrepare<A> {
  script: (arg: A) => void;
  arg: A;
}

/** A page of the comparison: its path and what it needs before it loads. */
export interface BenchPage {
  route: string;
  prepare?: PagePrepare<unknown>;
}

export interface LoadMeasure {
  requests: number;
  jsRequests: number;
  jsGzipBytes: number;
  /** Gzipped JS by the name `originName` gives each origin (the app served there). */
  jsGzipBytesByApp: Record<string, number>;
}

export interface LabMeasure {
  fcpMs: number;
  lcpMs: number;
  totalBlockingTimeMs: number;
  cls: number;
}

async function openPage(browser: Browser, prepare?: PagePrepare<unknown>): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  if (prepare) await page.addInitScript(prepare.script, prepare.arg);
  return page;
}

/** Requests and gzipped JS of one unthrottled first load, until the network is idle. */
export async function measureLoad(browser: Browser, url: string, originName: (url: URL) => string, prepare?: PagePrepare<unknown>): Promise<LoadMeasure> {
  const page = await openPage(browser, prepare);
  const byApp: Record<string, number> = {};
  let requests = 0;
  let jsRequests = 0;
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    requests += 1;
    const responseUrl = new URL(response.url());
    if (!responseUrl.pathname.endsWith('.js')) return;
    jsRequests += 1;
    const app = originName(responseUrl);
    pending.push(
      response.body().then(
        (body) => void (byApp[app] = (byApp[app] ?? 0) + gz(body)),
        () => undefined,
      ),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await Promise.all(pending);
  await page.context().close();
  return { requests, jsRequests, jsGzipBytes: Object.values(byApp).reduce((a, b) => a + b, 0), jsGzipBytesByApp: byApp };
}

/** Puts a tab under the LAB conditions: its network and CPU throttled through the DevTools protocol. */
export async function throttleToLab(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: LAB.rttMs,
    downloadThroughput: (LAB.downloadMbps * 1024 * 1024) / 8,
    uploadThroughput: (LAB.uploadKbps * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: LAB.cpuSlowdown });
}

/** Throttled lab metrics of one page load (LAB conditions). */
export async function labMetrics(browser: Browser, url: string, prepare?: PagePrepare<unknown>): Promise<LabMeasure> {
  const page = await openPage(browser, prepare);
  await throttleToLab(page);
  await page.addInitScript(() => {
    const w = window as unknown as { __lab: { lcp: number; cls: number; tbt: number } };
    w.__lab = { lcp: 0, cls: 0, tbt: 0 };
    new PerformanceObserver((l) => l.getEntries().forEach((e) => (w.__lab.lcp = e.startTime))).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((l) =>
      l.getEntries().forEach((e) => {
        const shift = e as PerformanceEntry & { value: number; hadRecentInput: boolean };
        if (!shift.hadRecentInput) w.__lab.cls += shift.value;
      }),
    ).observe({ type: 'layout-shift', buffered: true });
    new PerformanceObserver((l) => l.getEntries().forEach((e) => (w.__lab.tbt += Math.max(0, e.duration - 50)))).observe({ type: 'longtask', buffered: true });
  });
  await page.goto(url, { waitUntil: 'networkidle', timeout: 120_000 });
  await page.waitForTimeout(500);
  const result = await page.evaluate(() => {
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
    const lab = (window as unknown as { __lab: { lcp: number; cls: number; tbt: number } }).__lab;
    return { fcpMs: Math.round(fcp), lcpMs: Math.round(lab.lcp), totalBlockingTimeMs: Math.round(lab.tbt), cls: Number(lab.cls.toFixed(3)) };
  });
  await page.context().close();
  return result;
}

/** Throttled loads per page in `npm run bench`: each lab figure is their median (one load moves by 50-150 ms). */
export const LAB_RUNS = 3;

/** The middle value (the upper one of an even count). */
export const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** One page of one build: its first load and its lab metrics. */
export interface PageFigures extends LoadMeasure, LabMeasure {}

/** One build (an origin) measured on every page of the comparison. */
export async function measureSite(browser: Browser, origin: string, pages: readonly BenchPage[], originName: (url: URL) => string): Promise<Record<string, PageFigures>> {
  const figures: Record<string, PageFigures> = {};
  for (const { route, prepare } of pages) {
    const load = await measureLoad(browser, `${origin}${route}`, originName, prepare);
    const runs: LabMeasure[] = [];
    for (let i = 0; i < LAB_RUNS; i++) runs.push(await labMetrics(browser, `${origin}${route}`, prepare));
    const lab: LabMeasure = {
      fcpMs: median(runs.map((r) => r.fcpMs)),
      lcpMs: median(runs.map((r) => r.lcpMs)),
      totalBlockingTimeMs: median(runs.map((r) => r.totalBlockingTimeMs)),
      cls: median(runs.map((r) => r.cls)),
    };
    figures[route] = { ...load, ...lab };
  }
  return figures;
}

const ratio = (a: number, b: number) => (b > 0 ? Number((a / b).toFixed(2)) : null);

/** Federated against single app, page by page: both figures and federated/single. */
export function sideBySide(federated: Record<string, PageFigures>, single: Record<string, PageFigures>) {
  return Object.fromEntries(
    Object.entries(federated).map(([route, f]) => {
      const s = single[route]!;
      return [
        route,
        {
          jsGzipBytes: { federated: f.jsGzipBytes, single: s.jsGzipBytes, ratio: ratio(f.jsGzipBytes, s.jsGzipBytes) },
          requests: { federated: f.requests, single: s.requests, ratio: ratio(f.requests, s.requests) },
          fcpMs: { federated: f.fcpMs, single: s.fcpMs, ratio: ratio(f.fcpMs, s.fcpMs) },
          lcpMs: { federated: f.lcpMs, single: s.lcpMs, ratio: ratio(f.lcpMs, s.lcpMs) },
          totalBlockingTimeMs: { federated: f.totalBlockingTimeMs, single: s.totalBlockingTimeMs, ratio: ratio(f.totalBlockingTimeMs, s.totalBlockingTimeMs) },
          cls: { federated: f.cls, single: s.cls },
        },
      ];
    }),
  );
}

/** The side-by-side comparison as printable rows: one per page and figure. */
export function comparisonRows(comparison: ReturnType<typeof sideBySide>) {
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  const rows: Record<string, string | number | null>[] = [];
  for (const [route, c] of Object.entries(comparison)) {
    rows.push({ page: route, figure: 'gzipped JS', federated: kb(c.jsGzipBytes.federated), single: kb(c.jsGzipBytes.single), 'fed/single': c.jsGzipBytes.ratio });
    rows.push({ page: '', figure: 'requests', federated: c.requests.federated, single: c.requests.single, 'fed/single': c.requests.ratio });
    rows.push({ page: '', figure: 'FCP ms', federated: c.fcpMs.federated, single: c.fcpMs.single, 'fed/single': c.fcpMs.ratio });
    rows.push({ page: '', figure: 'LCP ms', federated: c.lcpMs.federated, single: c.lcpMs.single, 'fed/single': c.lcpMs.ratio });
    rows.push({ page: '', figure: 'TBT ms', federated: c.totalBlockingTimeMs.federated, single: c.totalBlockingTimeMs.single, 'fed/single': c.totalBlockingTimeMs.ratio });
    rows.push({ page: '', figure: 'CLS', federated: c.cls.federated, single: c.cls.single, 'fed/single': null });
  }
  return rows;
}

/**
 * A route change to an area not loaded yet, on loopback without throttling: from `from` (loaded
 * and idle) to `to` through the history API, as a link does, until the area's first heading shows.
 */
export async function routeChangeMs(browser: Browser, origin: string, from: string, to: string, area: string): Promise<number> {
  const page = await openPage(browser);
  await page.goto(`${origin}${from}`, { waitUntil: 'networkidle' });
  // A string, not a function: the bench runs through tsx, whose helpers (__name) do not exist in the page.
  const ms = await page.evaluate<number>(`new Promise((resolve) => {
    const started = performance.now();
    const observer = new MutationObserver(() => {
      if (document.querySelector(${JSON.stringify(`#${area} h1`)}) === null) return;
      observer.disconnect();
      resolve(performance.now() - started);
    });
    observer.observe(document.body, { childList: true, subtree: true });
    // Never reached within 10 s: reported as -1 rather than holding the bench.
    setTimeout(() => { observer.disconnect(); resolve(-1); }, 10000);
    window.history.pushState(null, '', ${JSON.stringify(to)});
  })`);
  await page.context().close();
  return Math.round(ms);
}
