import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { start } from 'single-spa';
import { refreshSession } from '@homeworth/shared-lib';
import { REMOTE_APPS } from './routing/route-table';
import { applyHomeRedirect } from './routing/home-redirects';
import { fetchRemotesJson, registerRemoteApp, useRemotes } from './remote-loading/remote-registry';
import { ShellHeader } from './layout/shell-header';
import { ShellFooter } from './layout/footer/shell-footer';
import { ShellServices } from './layout/shell-services';
import { ShellPages } from './pages/shell-pages';
import { ShellProviders } from './layout/shell-providers';
import { trackHeaderHeight } from './layout/header-height';
import { followMainHeading } from './routing/page-title';

function mountLayout(): void {
  const parts: [string, ReactNode][] = [
    ['shell-header', <ShellHeader key="header" />],
    ['shell-banner', <ShellServices key="services" />],
    ['area-shell', <ShellPages key="pages" />],
    ['shell-footer', <ShellFooter key="footer" />],
  ];
  for (const [id, node] of parts) {
    const el = document.getElementById(id);
    if (el) createRoot(el).render(<ShellProviders>{node}</ShellProviders>);
  }
  const header = document.getElementById('shell-header');
  if (header) trackHeaderHeight(header);
  const main = document.getElementById('main');
  if (main) followMainHeading(main);
}

/** How long the first remote waits for the session answer before mounting anyway. */
const SESSION_WAIT_MS = 3000;

async function main(): Promise<void> {
  applyHomeRedirect();
  window.addEventListener('single-spa:before-routing-event', applyHomeRedirect);
  mountLayout();
  // The layout is up before any remote is fetched: a slow remote never blanks the page.
  // The session is asked for alongside remotes.json and known before any remote mounts: a page that
  // sends guests to /login must not do so for a signed-in user whose readable cookie is missing
  // (signed in by another route, or the cookie cleared) while the answer is still on its way.
  // A hung API holds the page back at most SESSION_WAIT_MS; the session then arrives as an event.
  const sessionKnown = Promise.race([refreshSession(), new Promise((resolve) => setTimeout(resolve, SESSION_WAIT_MS))]);
  const [remotes] = await Promise.all([fetchRemotesJson(), sessionKnown]);
  useRemotes(remotes);
  REMOTE_APPS.forEach(registerRemoteApp);
  start({ urlRerouteOnly: true });
}

void main();
