/**
 * Benchmarks, written to bench/results.json:
 * - gzipped JS each app sends on its first load (counted from the browser, by origin);
 * - the first load of `/`: requests, JS requests and gzipped JS bytes;
 * - the key pages on the federated site and on the same apps built as one code-split application
 *   (tools/src/single-app): bytes, requests and lab metrics in throttled Chromium (FCP, LCP, TBT,
 *   CLS) side by side with their ratio (bench-pages.ts);
 * - API throughput and latency percentiles under a loopback load (bounded in count and time);
 * - jobs per second the background job queue sends and completes on an in-memory PGlite.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@homeworth/shared-lib/domain';
import { APPS, API_PORT } from '../tools/src/apps';
import { startStaticServer } from '../tools/src/static-server';
import { singleAppServerOptions } from '../tools/src/single-app/webpack.config';
import { CHROMIUM_ARGS, LAB, LAB_RUNS, comparisonRows, measureLoad, measureSite, routeChangeMs, sideBySide } from './bench-pages';
import { measureJobThroughput } from '../api/src/jobs/job-throughput';
import { apiSettled, benchAgentImport, type AgentImportTiming } from '../api/src/modules/agent/agent-bench';
import { measurePlanGeneration } from '../api/src/modules/maintenance/plan-bench';
import { BENCH_ESTIMATE, COMPARED_PAGES, kukunIdOf, loadFigures, postJson, root, signUpMember, startProduct, warmThenMeasure } from './bench-api';

const SHELL = 'http://localhost:3000';
// The single-app build, served beside the federated site (outside the e2e ports 3000-3005 and 4000).
const SINGLE_APP_PORT = 3010;
const SINGLE = `http://localhost:${SINGLE_APP_PORT}`;
// One route per app for its first load.
const APP_ROUTES: Record<string, string> = {
  shell: '/contact-us',
  'mfe-account': '/login',
  'mfe-estimator': '/home-renovation-costs',
  'mfe-property-report': '/dashboard',
  'mfe-agent': '/agent/edit-profile',
  'mfe-maintenance': '/my-maintenance/app',
};

/** The app served at a URL's port in the federated site (the single app counts as one). */
const appOfOrigin = (url: URL) => (url.port === String(SINGLE_APP_PORT) ? 'single-app' : (APPS.find((a) => String(a.port) === url.port)?.app ?? url.host));

// A real Austin, TX address; the home behind it is sample data.
const BENCH_ADDRESS = { address: '4512 Duval Street', city: 'Austin', state: 'TX', zipCode: '78751' };
const API = `http://127.0.0.1:${API_PORT}`;

interface ApiTarget {
  method?: 'GET' | 'POST';
  body?: unknown;
  /** A session cookie (`hw_session=...`) for a signed-in route. */
  cookie?: string;
  /** The route is meant to answer 4xx (a guest's /me): anything else that is not 2xx stops the bench. */
  refused?: true;
}

/**
 * Throughput and latency of one API route under a loopback load: autocannon, 16 connections for
 * 10 s after a 2 s warm-up, against the API's own port (no proxy in between). Bounded in time.
 */
async function apiLoad(url: string, target: ApiTarget = {}) {
  const options = {
    url,
    method: target.method ?? 'GET',
    connections: 16,
    headers: { 'content-type': 'application/json', [CSRF_HEADER]: CSRF_HEADER_VALUE, ...(target.cookie ? { cookie: target.cookie } : {}) },
    ...(target.body === undefined ? {} : { body: JSON.stringify(target.body) }),
  };
  const r = await warmThenMeasure(options);
  // A moved or broken route would be measured as its error page: a figure of nothing.
  if (r.non2xx > 0 && !target.refused) throw new Error(`${url} answered ${r.non2xx} of ${r.requests.total} requests with a non-2xx status`);
  // Server errors and failed connections; a 4xx the route is meant to answer (401 for a guest's /me) is not one.
  return { ...loadFigures(r, r.errors + r.timeouts + r['5xx']), non2xx: r.non2xx };
}

/** A homeowner with the bench home in their list, for the maintenance plan's week route: session cookie and home id. */
async function benchOwner(kukunId: number): Promise<{ cookie: string; userPropertyId: number }> {
  const cookie = await signUpMember(API, 'Owner');
  const home = (await (await postJson(API, '/api/v1/property/user-properties', { kukunId }, cookie)).json()) as { message: { home: { userPropertyId: number } } };
  return { cookie, userPropertyId: home.message.home.userPropertyId };
}

async function main(): Promise<void> {
  const product = await startProduct('bench');
  try {
    const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
    const appInitialJs: Record<string, number> = {};
    for (const [app, route] of Object.entries(APP_ROUTES)) {
      const load = await measureLoad(browser, `${SHELL}${route}`, appOfOrigin);
      appInitialJs[app] = load.jsGzipBytesByApp[app] ?? 0;
    }
    const firstLoad = await measureLoad(browser, `${SHELL}/`, appOfOrigin);
    // The same pages on both builds, in the same run, against the same API.
    const federated = await measureSite(browser, SHELL, COMPARED_PAGES, appOfOrigin);
    const singleServer = await startStaticServer({ ...singleAppServerOptions(), port: SINGLE_APP_PORT, host: '127.0.0.1', apiOrigin: API });
    const single = await measureSite(browser, SINGLE, COMPARED_PAGES, appOfOrigin);
    // Sign-in page to the renovation estimator: the estimator area is not loaded yet (loopback, no throttling).
    const routeChange = {
      from: '/login',
      to: '/home-renovation-costs',
      federatedMs: await routeChangeMs(browser, SHELL, '/login', '/home-renovation-costs', 'area-mfe-estimator'),
      singleMs: await routeChangeMs(browser, SINGLE, '/login', '/home-renovation-costs', 'area-mfe-estimator'),
    };
    singleServer.close();
    const pages = { conditions: { ...LAB, loadsPerPage: LAB_RUNS, figure: 'median' }, federated, singleApp: single, comparison: sideBySide(federated, single), routeChange };
    await browser.close();
    // The home the report benchmark asks for: identified once through the real lookup route.
    const kukunId = await kukunIdOf(API, BENCH_ADDRESS);
    let agentImport: AgentImportTiming | null = null;
    const api = {
      health: await apiLoad(`${API}/api/health`),
      meUnauthenticated: await apiLoad(`${API}/api/v1/security/me`, { refused: true }),
      estimateKitchen: await apiLoad(`${API}/api/v1/estimation/estimates`, { method: 'POST', body: BENCH_ESTIMATE }),
      homeReport: await apiLoad(`${API}/api/v1/property/properties/${kukunId}/report`),
      maintenanceWeekTasks: await (async () => {
        const owner = await benchOwner(kukunId);
        return apiLoad(`${API}/api/v1/maintenance/get-week-tasks?userPropertyId=${owner.userPropertyId}`, { cookie: owner.cookie });
      })(),
      // Last, so its 5,000 invitation mails (job workers) do not slow the routes above: a Pro agent imports 5,000
      // contacts (timed), and once the API answers quickly again its client list is loaded like the other routes.
      agentClientList5000: await (async () => {
        const agent = await benchAgentImport(API, 5000);
        agentImport = agent.importTiming;
        await apiSettled(API);
        return apiLoad(`${API}/api/v1/agent/clients?sort=lastName&page=100`, { cookie: agent.cookie });
      })(),
    };
    const maintenancePlanGeneration = await measurePlanGeneration();
    const jobQueueOnPglite = await measureJobThroughput();
    const results = {
      date: new Date().toISOString(),
      machine: `${os.cpus().length} cores, node ${process.version}`,
      appInitialJsGzipBytes: appInitialJs,
      firstLoadOfRoot: firstLoad,
      pages,
      api,
      agentImport,
      jobQueueOnPglite,
      maintenancePlanGeneration,
    };
    fs.mkdirSync(path.join(root, 'bench'), { recursive: true });
    fs.writeFileSync(path.join(root, 'bench/results.json'), `${JSON.stringify(results, null, 2)}\n`);

    const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
    console.log('\nGzipped JS on first load, per app');
    console.table(Object.fromEntries(Object.entries(appInitialJs).map(([k, v]) => [k, kb(v)])));
    console.log(`First load of /: ${firstLoad.requests} requests, ${firstLoad.jsRequests} JS, ${kb(firstLoad.jsGzipBytes)} gzipped JS`);
    console.table(Object.fromEntries(Object.entries(firstLoad.jsGzipBytesByApp).map(([k, v]) => [k, kb(v)])));
    console.log(
      `Federated site against the single-app build (${LAB.cpuSlowdown}x CPU slowdown, ${LAB.downloadMbps} Mbps, ${LAB.rttMs} ms round trips; lab figures: median of ${LAB_RUNS} loads)`,
    );
    console.table(comparisonRows(pages.comparison));
    console.log(
      `Route change ${routeChange.from} -> ${routeChange.to} (area not loaded yet, loopback): federated ${routeChange.federatedMs} ms, single app ${routeChange.singleMs} ms`,
    );
    console.log('API on loopback (autocannon, 16 connections, 10 s each)');
    console.table(api);
    console.log('Agent import of 5,000 contacts (ms)');
    console.table(agentImport);
    console.log('Job queue on an in-memory PGlite (jobs per second)');
    console.table(jobQueueOnPglite);
    console.log('Maintenance plan of one home on an in-memory PGlite (ms)');
    console.table(maintenancePlanGeneration);
    console.log('Written to bench/results.json');
  } finally {
    product.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
