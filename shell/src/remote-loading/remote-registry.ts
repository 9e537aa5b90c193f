import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { registerApplication, unregisterApplication, type LifeCycles } from 'single-spa';
import { areaElementId, preloadApiClient } from '@homeworth/shared-lib';
import { appForPath, type AppName } from '../routing/route-table';
import { isUnavailable, unavailableLifecycles, type MountProps } from './unavailable-area';
import { federationNameOf } from './remote-names';
import { withOverrides } from './remote-overrides';
import { queueRemoteLoad } from './remote-load-queue';

/** A remote that does not answer within this time shows its fallback (issue: give up within 5 s). */
export const REMOTE_LOAD_TIMEOUT_MS = 4000;

/** remotes.json: Module Federation name -> mf-manifest.json URL. */
export type RemotesJson = Record<string, string>;

let remotes: RemotesJson = {};

/** Reads remotes.json, fresh on every start so a redeployed remote is picked up without rebuilding the shell. */
export async function fetchRemotesJson(url = '/remotes.json'): Promise<RemotesJson> {
  try {
    const response = await fetch(url, { cache: 'no-store' });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return (await response.json()) as RemotesJson;
  } catch (error) {
    // Every remote will show its own fallback; the shell itself keeps working.
    console.error('[shell] remotes.json could not be read', error);
    return {};
  }
}

/**
 * Tells the Module Federation runtime where each remote lives (force: forget any earlier failure), with this
 * browser's overrides applied; answers the manifest URLs in force.
 */
export function applyRemotes(next: RemotesJson): RemotesJson {
  remotes = withOverrides(next);
  registerWithRuntime(remotes);
  return remotes;
}

function registerWithRuntime(all: RemotesJson): void {
  registerRemotes(
    Object.entries(all).map(([name, entry]) => ({ name, entry })),
    { force: true },
  );
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} did not load within ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

function isLifecycles(value: unknown): value is LifeCycles<MountProps> {
  const v = value as Partial<LifeCycles<MountProps>> | null;
  return !!v && typeof v.mount === 'function' && typeof v.unmount === 'function';
}

/** Loads a remote's `./spa` lifecycles once; any failure or a hang gives the area's fallback instead. */
async function loadSpaOnce(app: AppName): Promise<LifeCycles<MountProps>> {
  const fed = federationNameOf(app);
  const manifest = remotes[fed];
  const started = Date.now();
  let ok = false;
  try {
    if (!manifest) throw new Error(`${fed} is not listed in remotes.json`);
    const mod = await withTimeout(loadRemote<LifeCycles<MountProps>>(`${fed}/spa`), REMOTE_LOAD_TIMEOUT_MS, fed);
    if (!isLifecycles(mod)) throw new Error(`${fed}/spa did not export single-spa lifecycles`);
    // A remote's page makes requests: its HTTP client loads while the remote mounts, once the remote's
    // own chunks are in (not beside them, where it would slow the page's first render).
    preloadApiClient();
    ok = true;
    return mod;
  } catch (error) {
    console.error(`[shell] ${app} is unavailable`, error);
    return unavailableLifecycles(() => retryRemoteApp(app));
  } finally {
    const ms = Date.now() - started;
    queueRemoteLoad([fed, manifest, ok ? 'ok' : ms < REMOTE_LOAD_TIMEOUT_MS ? 'failed' : 'timeout', ms]);
  }
}

/**
 * Attempts of one Try again. The shell's server preloads the page's remote (`<link rel=preload>`), and a preload
 * that failed answers the first script asking for its URL from the browser's memory, without a request: after a
 * page load whose preloads failed, the first attempt fails at once although the remote answers again. An attempt
 * that fails that fast is repeated; a slow failure (a hang cut by the timeout) is not.
 */
export const RETRY_ATTEMPTS = 3;
const INSTANT_FAILURE_MS = 1000;

async function loadSpa(app: AppName, attempts: number): Promise<LifeCycles<MountProps>> {
  for (let attempt = 1; ; attempt++) {
    const started = Date.now();
    const lifecycles = await loadSpaOnce(app);
    const failed = isUnavailable(lifecycles);
    if (!failed || attempt >= attempts || Date.now() - started >= INSTANT_FAILURE_MS) {
      // A canary that failed gives way to the stable version in this browser, loaded at once.
      return failed && (await import('./canary-fallback')).default(app, applyRemotes) ? loadSpa(app, attempts) : lifecycles;
    }
    registerWithRuntime(remotes); // forget the failed load before the next attempt
  }
}

function register(app: AppName, attempts: number): void {
  registerApplication({
    name: app,
    app: () => loadSpa(app, attempts),
    activeWhen: (location) => appForPath(location.pathname) === app,
    customProps: () => ({ domElement: document.getElementById(areaElementId(app)) }),
  });
}

/** Registers one remote as a single-spa application, active on the paths its routes.json claims (route-table.ts). */
export function registerRemoteApp(app: AppName): void {
  register(app, 1);
}

/** Try again: forget the failed load and load the remote afresh (re-reading remotes.json). */
export async function retryRemoteApp(app: AppName): Promise<void> {
  applyRemotes(await fetchRemotesJson());
  await unregisterApplication(app);
  register(app, RETRY_ATTEMPTS);
}
