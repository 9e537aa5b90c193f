import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { ShellHeader } from './shell-header';
import { ShellFooter } from './footer/shell-footer';
import { ShellServices } from './shell-services';
import { ShellPages } from '../pages/shell-pages';
import { ShellProviders } from './shell-providers';
import { trackHeaderHeight } from './header-height';
import { followMainHeading } from '../routing/page-title';

/**
 * Renders the shell's own parts (header, banner, shell pages, footer) into their places in
 * index.html. The federated shell and the single-app build of the benchmark both start with it.
 */
export function mountLayout(): void {
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
  // The server's page frame (tools/src/page-frame.ts) is replaced by its app's first render; one still there once
  // the first route's apps are mounted (the app failed, or another owns the page) would be a stray copy: removed.
  window.addEventListener('single-spa:routing-event', removeStrayFrames, { once: true });
}

/** Removes the page frames no app replaced. */
function removeStrayFrames(): void {
  document.querySelectorAll('[data-hw-frame]').forEach((frame) => frame.remove());
}
