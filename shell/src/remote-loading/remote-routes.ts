import { triggerAppChange } from 'single-spa';
import { routesFileProblems, type AppRoute, type AppRoutesFile, type PageStart } from '@homeworth/shared-lib/domain';
import { REMOTE_APPS, remotesWithoutRoutes, setRemoteRoutes, type RemoteApp } from '../routing/route-table';
import { federationNameOf } from './remote-names';
import { fetchRemotesJson, REMOTE_LOAD_TIMEOUT_MS, applyRemotes, type RemotesJson } from './remote-registry';

/** A remote's routes.json sits beside its mf-manifest.json. */
export function routesUrlOf(manifestUrl: string): string {
  return new URL('routes.json', new URL(manifestUrl, window.location.href)).href;
}

/** The routes of a routes.json value; an error naming what is wrong with an invalid one. */
function routesOf(file: unknown): readonly AppRoute[] {
  const problems = routesFileProblems(file);
  if (problems.length) throw new Error(problems.join('; '));
  return (file as AppRoutesFile).routes;
}

/**
 * One remote's routes: those the page was served with (`known`, valid ones), else its routes.json;
 * null (and a console error) when that is missing, invalid or too slow.
 */
async function fetchRoutes(app: RemoteApp, remotes: RemotesJson, known: PageStart['routes']): Promise<readonly AppRoute[] | null> {
  const manifest = remotes[federationNameOf(app)];
  if (!manifest) return null; // not deployed: the registry logs it when one of its paths is opened
  const served = known?.[federationNameOf(app)];
  if (served && routesFileProblems(served).length === 0) return served.routes;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), REMOTE_LOAD_TIMEOUT_MS);
  try {
    const response = await fetch(routesUrlOf(manifest), { cache: 'no-store', signal: controller.signal });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return routesOf(await response.json());
  } catch (error) {
    console.error(`[shell] the routes of ${app} could not be read`, error);
    return null;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Reads the routes of `apps` in parallel (tiny files: no remote waits for another) into the route
 * table; those the page was served with (`known`) are taken as they are, without a request.
 */
export async function loadRemoteRoutes(remotes: RemotesJson, apps: readonly RemoteApp[] = REMOTE_APPS, known?: PageStart['routes']): Promise<void> {
  const routes = await Promise.all(apps.map((app) => fetchRoutes(app, remotes, known)));
  setRemoteRoutes(Object.fromEntries(apps.map((app, i) => [app, routes[i]])));
}

/** Try again on a path whose remote's routes were missing: re-read remotes.json and those routes, then route again. */
export async function retryMissingRoutes(): Promise<void> {
  const remotes = applyRemotes(await fetchRemotesJson());
  await loadRemoteRoutes(remotes, remotesWithoutRoutes());
  await triggerAppChange();
}
