/**
 * Preloads of the remote that owns a page: the shell's server knows the path of
 * the page it answers, so index.html can name what the browser will fetch for it before the shell
 * has started. Without them the browser learns of the remote only after main.js, the bootstrap chunks,
 * remotes.json and every routes.json have arrived, then fetches its manifest, its remoteEntry.js
 * and the chunks of its `./spa` one after the other: several round trips on a phone network.
 *
 * The owner's scripts (remoteEntry.js and the chunks of `./spa`) are not among the page's links:
 * fetched from the first byte beside the shell's own first chunks they share the bandwidth those
 * get on a slow network, and the shell cannot start (nor the remote mount) before its React
 * arrives. The page names them in its page-start block instead (PageStart `ownerScripts`) and the
 * shell's entry preloads them as soon as it runs, while the shell's bootstrap chunks finish downloading.
 *
 * Which remote owns the path comes from the remotes' own routes.json (beside each mf-manifest.json,
 * as the shell reads them); the chunks from the owner's manifest. Both are kept 5 s. A remote
 * that is slow or down costs the page at most PRELOAD_TIMEOUT_MS and it is served without preloads.
 *
 * The same remotes.json and routes.json are written into the page (PageStart), so the shell routes
 * without fetching them first: two round trips fewer before a remote mounts.
 */
import path from 'node:path';
import { matchesPathTemplate, matchesRoutePattern, routesFileProblems, type AppRoutesFile, type EarlyScript, type PageStart } from '@homeworth/shared-lib/domain';

/** remotes.json: Module Federation name -> mf-manifest.json URL. */
export type RemotesJson = Record<string, string>;

/** The parts of an mf-manifest.json read here. */
interface Manifest {
  metaData: { remoteEntry: { name: string; path: string } };
  exposes: { path: string; assets: { js: { sync: string[] } } }[];
}

export const PRELOAD_TIMEOUT_MS = 300;
// Short: a redeployed remote's new chunk names are preloaded within seconds (a stale name would be a 404 in the console).
const CACHE_MS = 5_000;

const escapeAttr = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The `<link>` tags that open the connection to a remote and preload its manifest. */
export function preloadLinks(manifestUrl: string): string[] {
  return [
    `<link rel="preconnect" href="${escapeAttr(new URL(manifestUrl).origin)}" />`,
    // The federation runtime reads the manifest with fetch() (CORS, no credentials): crossorigin matches it.
    `<link rel="preload" as="fetch" crossorigin="anonymous" href="${escapeAttr(manifestUrl)}" />`,
  ];
}

/** The URLs of a remote's remoteEntry.js and the sync chunks of its `./spa`: the shell's entry preloads them (PageStart `ownerScripts`). */
export function ownerScripts(manifestUrl: string, manifest: Manifest): string[] {
  const base = new URL('.', manifestUrl);
  const entry = manifest.metaData.remoteEntry;
  const spa = manifest.exposes.find((e) => e.path === './spa');
  return [path.posix.join(entry.path, entry.name), ...(spa?.assets.js.sync ?? [])].map((file) => new URL(file, base).href);
}

/** The URL of `early`'s script, a file beside `routesUrl` (an absolute URL, or `/` for the site's own), when `pathname` is one of its paths; else null. */
export function earlyScriptFor(early: EarlyScript | undefined, routesUrl: string, pathname: string): string | null {
  if (!early?.paths.some((template) => matchesPathTemplate(template, pathname))) return null;
  return routesUrl.startsWith('/') ? path.posix.join(routesUrl, early.script) : new URL(early.script, routesUrl).href;
}

/** The tag of an early script: `async`, after the page-start block it reads (routes.json `early`). */
export const earlyScriptTag = (src: string) => `<script async src="${escapeAttr(src)}"></script>`;

/** index.html with `tags` (preload links, the page-start block) at the end of its head. */
export function injectIntoHead(indexHtml: string, tags: readonly string[]): string {
  if (tags.length === 0) return indexHtml;
  return indexHtml.replace('</head>', () => `    ${tags.join('\n    ')}\n  </head>`);
}

/** What the server knows of the remotes for one page: the preloads of its owner, and what the shell reads at start. */
export interface RemotesOfPage {
  links: string[];
  /** The owner's early script for this path (routes.json `early`), or null. */
  early: string | null;
  /** The browser's remotes.json and the routes.json of each remote that answered in time (valid ones only), with the owner's `./spa` chunks; null when they could not be read. */
  start: (Required<Pick<PageStart, 'remotes' | 'routes'>> & Pick<PageStart, 'ownerScripts'>) | null;
}

/**
 * A function giving, for one browser's remotes (remotes.json as that browser is served it, with the
 * stable URL of each canary among them) and a page path, the preload links of the remote whose routes.json claims the path (none for a path the shell
 * owns) and the remotes' routes, all within `timeoutMs`: a remote that does not answer in time is left
 * out (the shell reads its routes.json itself).
 */
export function routePreloads(timeoutMs = PRELOAD_TIMEOUT_MS) {
  const cache = new Map<string, { at: number; value: Promise<unknown> }>();
  /**
   * A remote's JSON file, kept CACHE_MS; a failure is kept too, so a remote that is down is not asked on every page.
   * `stale`: past its time, a file that was read still serves this page while it is read again, so a remote
   * slow to answer (a busy machine) does not leave its routes out of the page: the shell would then read them
   * itself before it can start any remote. Only for routes.json: a stale manifest would preload old chunk names.
   */
  function json<T>(url: string, stale = false): Promise<T | null> {
    const kept = cache.get(url);
    if (kept && Date.now() - kept.at < CACHE_MS) return kept.value as Promise<T | null>;
    const value = fetch(url, { signal: AbortSignal.timeout(5000) }).then(
      (response) => (response.ok ? (response.json() as Promise<T>) : null),
      () => null,
    );
    cache.set(url, { at: Date.now(), value });
    return stale && kept ? (kept.value as Promise<T | null>).then((old) => old ?? value) : value;
  }
  /**
   * Every remote's routes.json and the preloads of the one claiming `pathname` (its manifest is read
   * as soon as its routes.json says it owns the path), as far as they arrive before `deadline`.
   */
  async function remotesOf(remotes: RemotesJson, stable: RemotesJson, pathname: string, deadline: Promise<void>): Promise<RemotesOfPage> {
    const page: RemotesOfPage = { links: [], early: null, start: { remotes, routes: {} } };
    let scripts: string[] = [];
    const reads = Object.entries(remotes).map(async ([name, given]) => {
      let manifestUrl = given;
      let routesUrl = new URL('routes.json', manifestUrl).href;
      let file = await json<AppRoutesFile>(routesUrl, true);
      // A canary that does not answer: the browser will fall back on the stable build, so its routes and files are the page's.
      if (!file && stable[name]) {
        manifestUrl = stable[name];
        routesUrl = new URL('routes.json', manifestUrl).href;
        file = await json<AppRoutesFile>(routesUrl, true);
      }
      if (!file || routesFileProblems(file).length > 0) return;
      // The shell reads the routes only: the early script is the server's business.
      page.start!.routes[name] = { routes: file.routes };
      if (!file.routes.some((route) => matchesRoutePattern(route.path, pathname))) return;
      page.early = earlyScriptFor(file.early, routesUrl, pathname);
      const manifest = await json<Manifest>(manifestUrl);
      if (manifest) {
        page.links = preloadLinks(manifestUrl);
        scripts = ownerScripts(manifestUrl, manifest);
      }
    });
    await Promise.race([Promise.all(reads), deadline]);
    // A copy: reads still under way must not change what was sent.
    const owner = scripts.length ? { ownerScripts: [...scripts] } : {};
    return { links: [...page.links], early: page.early, start: { remotes, routes: { ...page.start!.routes }, ...owner } };
  }
  return async (remotes: RemotesJson, pathname: string, stable: RemotesJson = {}): Promise<RemotesOfPage> => {
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<void>((resolve) => (timer = setTimeout(resolve, timeoutMs)));
    try {
      return await remotesOf(remotes, stable, pathname, deadline);
    } catch {
      return { links: [], early: null, start: null };
    } finally {
      clearTimeout(timer);
    }
  };
}
