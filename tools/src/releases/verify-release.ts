import { matchesRoutePattern, routesFileProblems, type AppClaim, type AppRoutesFile } from '@homeworth/shared-lib/domain';
import { SHELL_ROUTES } from '../../../shell/src/routing/route-table';
import { APPS, type AppDefinition } from '../apps';
import { earlyScriptProblem, manifestProblems, routeClashes, smokePath, type ReleaseManifest } from './release-checks';
import { smokeTest } from './smoke-test';

export interface ReleaseToVerify {
  app: AppDefinition;
  /** The release's mf-manifest.json URL. */
  manifestUrl: string;
  /** The live remotes.json (federation name -> manifest URL): the other remotes' routes are read from there. */
  liveRemotes: Record<string, string>;
  /** The shared-lib version the shell was built with. */
  shellSharedLib: string;
  /** Where the smoke test opens the site; null skips the smoke test. */
  shellUrl: string | null;
  log?: (line: string) => void;
}

const FETCH_TIMEOUT_MS = 10_000;

/** A file of the release (or of another remote) over HTTP: its text, or why it could not be read. */
async function read(url: string): Promise<{ text: string } | { problem: string }> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
    if (!response.ok) return { problem: `${url} answers ${response.status}` };
    return { text: await response.text() };
  } catch (error) {
    return { problem: `${url} does not answer (${error instanceof Error ? ((error.cause as Error | undefined)?.message ?? error.message) : String(error)})` };
  }
}

async function readJson<T>(url: string): Promise<{ value: T } | { problem: string }> {
  const got = await read(url);
  if ('problem' in got) return got;
  try {
    return { value: JSON.parse(got.text) as T };
  } catch {
    return { problem: `${url} is not JSON` };
  }
}

/** The paths every other live app owns: the shell's own, then each other remote's live routes.json, in claim order. */
async function otherClaims(release: ReleaseToVerify, log: (line: string) => void): Promise<AppClaim[]> {
  const remotes = APPS.filter((a) => a.kind === 'remote' && a.app !== release.app.app);
  const claims = await Promise.all(
    remotes.map(async (other): Promise<AppClaim | null> => {
      const manifest = release.liveRemotes[other.federationName];
      if (!manifest) return null;
      const got = await readJson<AppRoutesFile>(new URL('routes.json', manifest).href);
      if ('problem' in got || routesFileProblems(got.value).length) {
        // A remote that is down claims nothing in the shell either; said, not a reason to refuse.
        log(`  note: the routes of ${other.app} could not be read (${'problem' in got ? got.problem : 'invalid routes.json'}); not checked against them`);
        return null;
      }
      return { app: other.app, routes: got.value.routes };
    }),
  );
  return [{ app: 'shell', routes: SHELL_ROUTES }, ...claims.filter((claim): claim is AppClaim => claim !== null)];
}

/**
 * Checks a release where it is served, before anyone gets it: its manifest answers and accepts the
 * shell's shared-lib, its routes.json is valid and claims no path another live app owns, its early
 * script parses, and one of its pages renders through the shell in a browser pointed at it alone.
 * Answers every problem found (empty: it may go live). Later checks need the earlier ones to pass.
 */
export async function verifyRelease(release: ReleaseToVerify): Promise<string[]> {
  const log = release.log ?? (() => undefined);
  const { app, manifestUrl } = release;
  log(`verifying ${manifestUrl}`);
  const manifest = await readJson<ReleaseManifest>(manifestUrl);
  if ('problem' in manifest) return [`the manifest: ${manifest.problem}`];
  const problems = manifestProblems(manifest.value, app.federationName, release.shellSharedLib);
  log('  manifest answers; shared-lib range checked');

  const routesUrl = new URL('routes.json', manifestUrl).href;
  const routes = await readJson<AppRoutesFile>(routesUrl);
  if ('problem' in routes) return [...problems, `routes.json: ${routes.problem}`];
  const routeProblems = routesFileProblems(routes.value);
  if (routeProblems.length) return [...problems, ...routeProblems.map((problem) => `routes.json: ${problem}`)];
  problems.push(...routeClashes(app.app, routes.value.routes, await otherClaims(release, log)).map((clash) => `routes.json claims a path another app owns: ${clash}`));
  log('  routes.json valid; checked against the other apps');

  if (routes.value.early) {
    const script = await read(new URL(routes.value.early.script, routesUrl).href);
    const problem = 'problem' in script ? `the early script: ${script.problem}` : earlyScriptProblem(script.text);
    if (problem) problems.push(problem);
    log('  early script checked');
  }
  if (problems.length || !release.shellUrl) return problems;

  const pagePath = smokePath(routes.value.routes);
  if (!pagePath) return ['routes.json lists no page to open'];
  log(`  smoke test: ${pagePath} through ${release.shellUrl} with this browser pointed at the release`);
  const owns = (pathname: string) => routes.value.routes.some((route) => matchesRoutePattern(route.path, pathname));
  return smokeTest({ shellUrl: release.shellUrl, app: app.app, federationName: app.federationName, manifestUrl, pagePath, owns });
}
