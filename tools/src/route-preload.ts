/**
 * Preloads of the remote that owns a page (issue 16 item 2): the shell's server knows the path of
 * the page it answers, so index.html can name what the browser will fetch for it before any script
 * runs. Without them the browser learns of the remote only after main.js, the bootstrap chunks,
 * remotes.json and every routes.json have arrived, then fetches its manifest, its remoteEntry.js
 * and the chunks of its `./spa` one after the other: several round trips on a phone network.
 *
 * Which remote owns the path comes from the remotes' own routes.json (beside each mf-manifest.json,
 * as the shell reads them); the chunks from the owner's manifest. Both are kept 5 s. A remote
 * that is slow or down costs the page at most PRELOAD_TIMEOUT_MS and it is served without preloads.
 */
import path from 'node:path';
import { matchesRoutePattern, type AppRoutesFile } from '@homeworth/shared-lib/domain';

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

/** The `<link>` tags that preload a remote's manifest, remoteEntry.js and the sync chunks of its `./spa`. */
export function preloadLinks(manifestUrl: string, manifest: Manifest): string[] {
  const base = new URL('.', manifestUrl);
  const entry = manifest.metaData.remoteEntry;
  const spa = manifest.exposes.find((e) => e.path === './spa');
  const scripts = [path.posix.join(entry.path, entry.name), ...(spa?.assets.js.sync ?? [])].map((file) => new URL(file, base).href);
  return [
    `<link rel="preconnect" href="${escapeAttr(base.origin)}" />`,
    // The federation runtime reads the manifest with fetch() (CORS, no credentials): crossorigin matches it.
    `<link rel="preload" as="fetch" crossorigin="anonymous" href="${escapeAttr(manifestUrl)}" />`,
    ...scripts.map((href) => `<link rel="preload" as="script" href="${escapeAttr(href)}" />`),
  ];
}

/** index.html with `links` at the end of its head. */
export function injectPreloads(indexHtml: string, links: readonly string[]): string {
  if (links.length === 0) return indexHtml;
  return indexHtml.replace('</head>', () => `    ${links.join('\n    ')}\n  </head>`);
}

/**
 * A function giving the preload links of a page path: those of the remote whose routes.json claims
 * it, or none (a path the shell owns is claimed by no remote).
 */
export function routePreloads(readRemotes: () => Promise<RemotesJson>, timeoutMs = PRELOAD_TIMEOUT_MS) {
  const cache = new Map<string, { at: number; value: Promise<unknown> }>();
  /** A remote's JSON file, kept CACHE_MS; a failure is kept too, so a remote that is down is not asked on every page. */
  function json<T>(url: string): Promise<T | null> {
    const kept = cache.get(url);
    if (kept && Date.now() - kept.at < CACHE_MS) return kept.value as Promise<T | null>;
    const value = fetch(url, { signal: AbortSignal.timeout(5000) }).then(
      (response) => (response.ok ? (response.json() as Promise<T>) : null),
      () => null,
    );
    cache.set(url, { at: Date.now(), value });
    return value;
  }
  /** The manifest URL of the first remote to answer that it claims the path (CI refuses a path two apps claim); null if none. */
  async function ownerOf(pathname: string): Promise<string | null> {
    const remotes = Object.values(await readRemotes());
    return new Promise((resolve) => {
      let answered = 0;
      if (remotes.length === 0) resolve(null);
      for (const manifestUrl of remotes) {
        void json<AppRoutesFile>(new URL('routes.json', manifestUrl).href).then((file) => {
          if (file?.routes?.some((route) => matchesRoutePattern(route.path, pathname))) resolve(manifestUrl);
          if ((answered += 1) === remotes.length) resolve(null);
        });
      }
    });
  }
  async function linksFor(pathname: string): Promise<string[]> {
    const owner = await ownerOf(pathname);
    if (!owner) return [];
    const manifest = await json<Manifest>(owner);
    return manifest ? preloadLinks(owner, manifest) : [];
  }
  return async (pathname: string): Promise<string[]> => {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<string[]>((resolve) => (timer = setTimeout(() => resolve([]), timeoutMs)));
    try {
      return await Promise.race([linksFor(pathname).catch(() => []), late]);
    } finally {
      clearTimeout(timer);
    }
  };
}
