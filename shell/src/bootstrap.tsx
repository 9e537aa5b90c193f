import { start } from 'single-spa';
import { refreshSession } from '@homeworth/shared-lib';
import { REMOTE_APPS } from './routing/route-table';
import { applyHomeRedirect } from './routing/home-redirects';
import { fetchRemotesJson, registerRemoteApp, applyRemotes } from './remote-loading/remote-registry';
import { loadRemoteRoutes } from './remote-loading/remote-routes';
import { loadOverrides, remoteOverrides, startRemoteDevtools } from './remote-loading/remote-overrides';
import { readPageStart } from './remote-loading/page-start';
import { mountLayout } from './layout/mount-layout';
import { startOneTapAfterFirstLoad } from './features/google-one-tap/start-one-tap';

/** How long the first remote waits for the session answer before mounting anyway. */
const SESSION_WAIT_MS = 3000;

async function main(): Promise<void> {
  applyHomeRedirect();
  window.addEventListener('single-spa:before-routing-event', applyHomeRedirect);
  mountLayout(new Promise((resolve) => window.addEventListener('single-spa:routing-event', resolve, { once: true })));
  // The layout is up before any remote is fetched: a slow remote never blanks the page.
  // The session is asked for alongside remotes.json and known before any remote mounts: a page that
  // sends guests to /login must not do so for a signed-in user whose readable cookie is missing
  // (signed in by another route, or the cookie cleared) while the answer is still on its way.
  // A hung API holds the page back at most SESSION_WAIT_MS; the session then arrives as an event.
  // A request that carried no session cookie at all is a guest's (the server says so): nothing to wait for.
  const page = readPageStart();
  const session = refreshSession();
  const sessionKnown = page.guest ? null : Promise.race([session, new Promise((resolve) => setTimeout(resolve, SESSION_WAIT_MS))]);
  // Each remote's routes.json (which paths it owns) is read right after remotes.json, all in parallel;
  // the page usually carries both (PageStart), and then no request is made before routing.
  // A remote this browser overrides (remote-overrides.ts) reads its routes from its own build, not the page's.
  const routesKnown = Promise.all([page.remotes ?? fetchRemotesJson(), loadOverrides(page.overrideOrigins)]).then(([served]) => {
    const remotes = applyRemotes(served);
    const overridden = remoteOverrides().active;
    return loadRemoteRoutes(remotes, REMOTE_APPS, page.routes && Object.fromEntries(Object.entries(page.routes).filter(([name]) => !(name in overridden))));
  });
  await Promise.all([routesKnown, sessionKnown]);
  REMOTE_APPS.forEach(registerRemoteApp);
  start({ urlRerouteOnly: true });
  startRemoteDevtools();
  startOneTapAfterFirstLoad();
}

void main();
