import { createRoot, type Root } from 'react-dom/client';
import { areaElementId, preloadApiClient, refreshSession } from '@homeworth/shared-lib';
import { appForPath, type RemoteApp } from '../../../shell/src/routing/route-table';
import { applyHomeRedirect } from '../../../shell/src/routing/home-redirects';
import { mountLayout } from '../../../shell/src/layout/mount-layout';
import { readPageStart } from '../../../shell/src/remote-loading/page-start';
import { announceHistoryChanges } from './navigation';
import { loadAreaRoot } from './remote-roots';
import { takeBuiltInRoutes } from './routes';

/**
 * The single-app build of the site (benchmark only, `npm run bench`): the shell's layout and
 * pages and every area's modules in one webpack build, each area a code-split chunk loaded when
 * a path it owns is opened. No Module Federation and no single-spa; what the shell does with
 * them (route table, redirects, session first) it does the same way.
 */
const mounted = new Map<RemoteApp, Root>();
let routing = Promise.resolve();

/** Mounts the area owning the current path and unmounts the others, one route change at a time. */
function route(): Promise<void> {
  return (routing = routing.then(async () => {
    applyHomeRedirect();
    const owner = appForPath(window.location.pathname);
    for (const [app, root] of mounted) {
      if (app === owner) continue;
      root.unmount();
      mounted.delete(app);
    }
    if (!owner || owner === 'shell' || mounted.has(owner)) return;
    const Root = await loadAreaRoot(owner);
    // As the shell: the HTTP client loads while the area mounts.
    preloadApiClient();
    const element = document.getElementById(areaElementId(owner));
    // The path may have changed while the chunk loaded; the next route() mounts that one.
    if (!element || appForPath(window.location.pathname) !== owner) return;
    const root = createRoot(element);
    root.render(<Root />);
    mounted.set(owner, root);
  }));
}

async function main(): Promise<void> {
  takeBuiltInRoutes();
  applyHomeRedirect();
  let firstRouteMounted!: () => void;
  mountLayout(new Promise<void>((resolve) => (firstRouteMounted = resolve)));
  announceHistoryChanges(route);
  // As the shell: the session is known before an area mounts, waiting at most 3 s (a guest's page: not at all).
  const session = refreshSession();
  if (!readPageStart().guest) await Promise.race([session, new Promise((resolve) => setTimeout(resolve, 3000))]);
  void route().then(firstRouteMounted);
}

void main();
