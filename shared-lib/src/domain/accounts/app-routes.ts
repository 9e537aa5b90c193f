// The routes contract between the shell and the remotes (README "How the pieces fit"): each remote
// declares the paths it owns in `src/routes.ts`, its build publishes them as `routes.json` beside
// `mf-manifest.json`, and the shell reads them at start to decide which app a path belongs to.
// No React, no browser APIs: the build tools and the tests read it too.

/** Who may open a route: anyone, or signed-in users only (the remote sends a guest to sign in). */
export type RouteAccess = 'public' | 'signed-in';

/**
 * One route an app owns. `path` is exact (`/login`) or a prefix (`/agent/*`, which also matches
 * `/agent`); matching ignores case and a trailing slash, because estimator slugs are mixed-case in links.
 */
export interface AppRoute {
  path: string;
  access: RouteAccess;
  /** What the page is, shown as the tab title until the page's own heading is there. */
  title: string;
}

/**
 * A remote's early script: a small file beside routes.json that starts a page's first API
 * request (shared-lib `startEarlyRequest`) while the apps are still downloading. The shell's server
 * names it in a guest's page whose path matches one of `paths` (`/:project/estimator-result`: a
 * `:name` segment matches any one segment).
 */
export interface EarlyScript {
  script: string;
  paths: string[];
}

/** The content of a remote's published `routes.json`. */
export interface AppRoutesFile {
  routes: AppRoute[];
  early?: EarlyScript;
}

/** The routes one app claims, in the order apps claim paths (the first claimant keeps a shared path). */
export interface AppClaim {
  app: string;
  routes: readonly AppRoute[];
}

/** A path two apps both claim: `kept` keeps it (it claimed first), `refused` does not get it. */
export interface RouteConflict {
  path: string;
  kept: string;
  refused: string;
}

/** Lower case, without a trailing slash (except `/` itself). */
export function normaliseRoutePath(pathname: string): string {
  const lower = pathname.toLowerCase();
  return lower.length > 1 && lower.endsWith('/') ? lower.slice(0, -1) : lower;
}

/** True when `pathname` matches the route pattern (`/exact` or `/prefix/*`). */
export function matchesRoutePattern(pattern: string, pathname: string): boolean {
  const path = normaliseRoutePath(pathname);
  const p = pattern.toLowerCase();
  if (p.endsWith('/*')) {
    const base = p.slice(0, -2);
    return path === base || path.startsWith(`${base}/`);
  }
  return path === p;
}

/** True when `pathname` matches the path template (`/:project/estimator-result`), ignoring case and a trailing slash. */
export function matchesPathTemplate(template: string, pathname: string): boolean {
  const want = template.toLowerCase().split('/');
  const have = normaliseRoutePath(pathname).split('/');
  return want.length === have.length && want.every((segment, i) => (segment.startsWith(':') ? have[i] !== '' : segment === have[i]));
}

/** The base path of a pattern: `/agent/*` -> `/agent`. */
function basePath(pattern: string): string {
  return pattern.endsWith('/*') ? pattern.slice(0, -2) : pattern;
}

/** A path both patterns match (the narrower pattern's base), or null when they share none. */
export function sharedRoutePath(a: string, b: string): string | null {
  if (matchesRoutePattern(a, basePath(b))) return normaliseRoutePath(basePath(b));
  if (matchesRoutePattern(b, basePath(a))) return normaliseRoutePath(basePath(a));
  return null;
}

/** Every path claimed by two apps, in claim order: the earlier app keeps it. */
export function findRouteConflicts(claims: readonly AppClaim[]): RouteConflict[] {
  const conflicts: RouteConflict[] = [];
  claims.forEach((later, i) => {
    for (const earlier of claims.slice(0, i)) {
      for (const a of earlier.routes) {
        for (const b of later.routes) {
          const path = sharedRoutePath(a.path, b.path);
          if (path !== null) conflicts.push({ path, kept: earlier.app, refused: later.app });
        }
      }
    }
  });
  return conflicts;
}

const PATTERN = /^\/[A-Za-z0-9._~\-/]*(\/\*)?$/;
const TEMPLATE = /^(\/:?[A-Za-z0-9._~-]+)+$/;
// A file beside routes.json: a name, never a path or another origin.
const SCRIPT_FILE = /^[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)*\.js$/;

function earlyScriptProblems(early: Partial<EarlyScript> | null): string[] {
  const problems: string[] = [];
  if (typeof early?.script !== 'string' || !SCRIPT_FILE.test(early.script)) problems.push('early.script must be a .js file name');
  if (!Array.isArray(early?.paths) || early.paths.length === 0 || !early.paths.every((p) => typeof p === 'string' && TEMPLATE.test(p))) {
    problems.push('early.paths must be a list of /path/:param templates');
  }
  return problems;
}

/** What is wrong with a routes.json value (empty when it is a valid {@link AppRoutesFile}). */
export function routesFileProblems(value: unknown): string[] {
  const file = value as Partial<AppRoutesFile> | null;
  const routes = file?.routes;
  if (!Array.isArray(routes)) return ['routes must be a list'];
  const early = file?.early === undefined ? [] : earlyScriptProblems(file.early);
  return early.concat(
    routes.flatMap((route: Partial<AppRoute> | null, i) => {
      const problems: string[] = [];
      if (typeof route?.path !== 'string' || !PATTERN.test(route.path)) {
        problems.push(`routes[${i}].path must be /exact or /prefix/*`);
      }
      if (route?.access !== 'public' && route?.access !== 'signed-in') problems.push(`routes[${i}].access must be public or signed-in`);
      if (typeof route?.title !== 'string' || !route.title.trim()) problems.push(`routes[${i}].title must be a text`);
      return problems;
    }),
  );
}

/** The id of the `<script type="application/json">` block the shell's server writes into index.html. */
export const PAGE_START_ELEMENT_ID = 'hw-page-start';

/**
 * What the shell's server already knows when it answers a page, written into index.html
 * (tools/src/static-server.ts) so the shell starts without a round trip for it:
 * remotes.json, the routes.json of each remote that answered the server in time (the shell
 * fetches the others itself), and whether the request carried no session cookie at all
 * (then the visitor is a guest and no remote needs to wait for the session answer).
 */
/** localStorage key of a browser's remote overrides (remote-overrides.ts): `{"<federation name>": "<manifest URL>"}`. */
export const REMOTE_OVERRIDES_KEY = 'hw:remote-overrides';

export interface PageStart {
  remotes?: Record<string, string>;
  routes?: Record<string, AppRoutesFile>;
  guest?: boolean;
  /** The origins a browser's remote overrides may load from (none: overrides are off). */
  overrideOrigins?: string[];
  /** The stable manifest URL of each remote this browser is given a canary of: loaded instead if the canary fails. */
  canaryStable?: Record<string, string>;
  /** The page's owning remote's remoteEntry.js and `./spa` sync chunks: the shell's entry preloads them once it runs. */
  ownerScripts?: string[];
}

/** The `<script>` block carrying `start`: JSON with `<` escaped, so no text in it can close the element. */
export function pageStartElement(start: PageStart): string {
  return `<script type="application/json" id="${PAGE_START_ELEMENT_ID}">${JSON.stringify(start).replace(/</g, '\\u003c')}</script>`;
}
