/**
 * A quick look at the five lab pages (not part of `npm run bench`): the federated site and
 * the single app in the same run, LAB conditions, median of RUNS loads, plus what makes each figure:
 * the LCP element (tag, text, size, time), the layout shifts with the nodes that moved, and the long
 * tasks. Run it under the heavy lock after building: `flock /tmp/hw-heavy.lock npx tsx scripts/bench-pages-quick.ts [route...]`.
 */
import { chromium, type Browser } from 'playwright-core';
import { API_PORT } from '../tools/src/apps';
import { startStaticServer } from '../tools/src/static-server';
import { singleAppServerOptions } from '../tools/src/single-app/webpack.config';
import { COMPARED_PAGES, startProduct } from './bench-api';
import { CHROMIUM_ARGS, LAB, median, throttleToLab, type BenchPage } from './bench-pages';

const RUNS = Number(process.env.RUNS ?? 3);
const SHELL = 'http://localhost:3000';
const SINGLE = 'http://localhost:3010';

// A string, not a function: tsx's helpers (__name) do not exist in the page.
const OBSERVE = `(() => {
  const lab = (window.__lab = { lcp: [], shifts: [], tasks: [] });
  const describe = (node) => {
    if (!node || !node.tagName) return node ? node.nodeName : null;
    const r = node.getBoundingClientRect();
    return node.tagName.toLowerCase() + (node.id ? '#' + node.id : '') + (node.className && typeof node.className === 'string' ? '.' + node.className.split(' ')[0] : '') + ' "' + (node.textContent || '').trim().slice(0, 40) + '" ' + Math.round(r.width) + 'x' + Math.round(r.height) + '@' + Math.round(r.top);
  };
  new PerformanceObserver((l) => l.getEntries().forEach((e) => lab.lcp.push({ t: Math.round(e.startTime), size: e.size, el: describe(e.element) }))).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((l) => l.getEntries().forEach((e) => { if (!e.hadRecentInput) lab.shifts.push({ t: Math.round(e.startTime), value: Number(e.value.toFixed(4)), sources: (e.sources || []).map((s) => describe(s.node) + ' ' + JSON.stringify([s.previousRect.top, s.currentRect.top, s.previousRect.height, s.currentRect.height])) }); })).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((l) => l.getEntries().forEach((e) => lab.tasks.push({ t: Math.round(e.startTime), ms: Math.round(e.duration), attribution: (e.attribution || []).map((a) => a.containerSrc || a.name).join(',') }))).observe({ type: 'longtask', buffered: true });
})()`;

interface Run {
  fcp: number;
  lcp: number;
  cls: number;
  tbt: number;
  detail: { lcp: { t: number; size: number; el: string }[]; shifts: { t: number; value: number; sources: string[] }[]; tasks: { t: number; ms: number }[]; requests?: string[] };
}

async function once(browser: Browser, url: string, page: BenchPage): Promise<Run> {
  const context = await browser.newContext();
  const tab = await context.newPage();
  if (page.prepare) await tab.addInitScript(page.prepare.script, page.prepare.arg);
  await throttleToLab(tab);
  await tab.addInitScript(OBSERVE);
  await tab.goto(url, { waitUntil: 'networkidle', timeout: 120_000 });
  await tab.waitForTimeout(500);
  const detail = (await tab.evaluate('window.__lab')) as Run['detail'];
  // The waterfall: when each request started and ended, to see what the largest paint waited for.
  detail.requests = (await tab.evaluate(
    `performance.getEntriesByType('resource').map((r) => Math.round(r.startTime) + '-' + Math.round(r.responseEnd) + ' ' + r.name.replace(location.origin, ''))`,
  )) as string[];
  const fcp = (await tab.evaluate(`Math.round(performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0)`)) as number;
  await context.close();
  return {
    fcp,
    lcp: detail.lcp.at(-1)?.t ?? 0,
    cls: Number(detail.shifts.reduce((a, s) => a + s.value, 0).toFixed(3)),
    tbt: detail.tasks.reduce((a, t) => a + Math.max(0, t.ms - 50), 0),
    detail,
  };
}

async function main(): Promise<void> {
  const only = process.argv.slice(2);
  const pages = only.length ? COMPARED_PAGES.filter((p) => only.includes(p.route)) : COMPARED_PAGES;
  const product = await startProduct('quick');
  try {
    const single = await startStaticServer({ ...singleAppServerOptions(), port: 3010, host: '127.0.0.1', apiOrigin: `http://127.0.0.1:${API_PORT}` });
    const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
    const rows: Record<string, string | number>[] = [];
    for (const page of pages) {
      for (const [name, origin] of [
        ['federated', SHELL],
        ['single', SINGLE],
      ] as const) {
        // One unmeasured load first, so the servers' caches (pre-render, preloads) are warm as on a live site.
        await once(browser, `${origin}${page.route}`, page);
        const runs: Run[] = [];
        for (let i = 0; i < RUNS; i += 1) runs.push(await once(browser, `${origin}${page.route}`, page));
        rows.push({
          page: page.route,
          build: name,
          fcp: median(runs.map((r) => r.fcp)),
          lcp: median(runs.map((r) => r.lcp)),
          tbt: median(runs.map((r) => r.tbt)),
          cls: median(runs.map((r) => r.cls)),
        });
        if (process.env.DETAIL) console.log(name, page.route, JSON.stringify(runs.at(-1)!.detail, null, 1));
      }
    }
    await browser.close();
    single.close();
    console.log(`LAB ${JSON.stringify(LAB)}, median of ${RUNS}`);
    console.table(rows);
  } finally {
    product.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
