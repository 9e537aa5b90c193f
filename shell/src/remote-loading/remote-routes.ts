import { triggerAppChange } from 'single-spa';
import { routesFileProblems, type AppRoute, type AppRoutesFile } from '@homeworth/shared-lib/domain';
import { REMOTE_APPS, remotesWithoutRoutes, setRemoteRoutes, type RemoteApp } from '../routing/route-table';
import { federationNameOf } from './remote-names';
import { fetchRemotesJson, REMOTE_LOAD_TIMEOUT_MS, applyRemotes, type RemotesJson } from './remote-registry';

/** A remote's routes.json sits beside its mf-manifest.json. */
export function routesUrlOf(manifestUrl: string): string {
  return new URL('routes.json', new URL(manifestUrl, window.location.href)).href;
}

/** Reads one remote's routes.json; null (and a console error) when it is missing, invalid or too slow. */
async function fetchRoutes(app: RemoteApp, remotes: RemotesJson): Promise<readonly AppRoute[] | null> {
  const manifest = remotes[federationNameOf(app)];
  if (!manifest) return null; // not deployed: the registry logs it when one of its paths is opened
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), REMOTE_LOAD_TIMEOUT_MS);
  try {
    const response = await fetch(routesUrlOf(manifest), { cache: 'no-store', signal: controller.signal });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const file = (await response.json()) as AppRoutesFile;
    const problems = routesFileProblems(file);
    if (problems.length) throw new Error(problems.join('; '));
    return file.routes;
  } catch (error) {
    console.error(`[shell] the routes of ${app} could not be read`, error);
    return null;
  } finally {
    clearTimeout(timer);
  }
}

/** Reads the routes of `apps` in parallel (tiny files: no remote waits for another) into the route table. */
export async function loadRemoteRoutes(remotes: RemotesJson, apps: readonly RemoteApp[] = REMOTE_APPS): Promise<void> {
  const routes = await Promise.all(apps.map((app) => fetchRoutes(app, remotes)));
  setRemoteRoutes(Object.fromEntries(apps.map((app, i) => [app, routes[i]])));
}

/** Try again on a path whose remote's routes were missing: re-read remotes.json and those routes, then route again. */
export async function retryMissingRoutes(): Promise<void> {
  const remotes = await fetchRemotesJson();
  applyRemotes(remotes);
  await loadRemoteRoutes(remotes, remotesWithoutRoutes());
  await triggerAppChange();
}
