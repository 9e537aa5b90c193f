import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { ShellHeader } from './shell-header';
import { ShellFooter } from './footer/shell-footer';
import { ShellServices } from './shell-services';
import { ShellPages } from '../pages/shell-pages';
import { ShellProviders } from './shell-providers';
import { trackHeaderHeight } from './header-height';
import { followMainHeading } from '../routing/page-title';

/** The longest the footer waits for the first route's area (a hung remote must not leave the page without it). */
export const FOOTER_WAIT_MS = 2000;

/**
 * Renders the shell's own parts (header, banner, shell pages, footer) into their places in
 * index.html. The federated shell and the single-app build of the benchmark both start with it.
 * `firstRouteMounted` settles once the first route's area has mounted (or failed): the footer,
 * always below the fold (index.html gives <main> the viewport's height), is rendered only then, so
 * its render does not delay the area's first render and the requests it starts (about
 * 100 ms of a mid-range phone's main thread on the estimator result).
 */
export function mountLayout(firstRouteMounted: Promise<unknown>): void {
  render('shell-header', <ShellHeader />);
  render('shell-banner', <ShellServices />);
  render('area-shell', <ShellPages />);
  void Promise.race([firstRouteMounted, new Promise((resolve) => setTimeout(resolve, FOOTER_WAIT_MS))]).then(() => render('shell-footer', <ShellFooter />));
  const header = document.getElementById('shell-header');
  if (header) trackHeaderHeight(header);
  const main = document.getElementById('main');
  if (main) followMainHeading(main);
  // The server's page frame (tools/src/page-frame.ts) is replaced by its app's first render; one still there once
  // the first route's apps are mounted (the app failed, or another owns the page) would be a stray copy: removed.
  void firstRouteMounted.then(removeStrayFrames);
}

/** Renders `node` with the shell's providers into the element `id` of index.html, if the page has it. */
function render(id: string, node: ReactNode): void {
  const el = document.getElementById(id);
  if (el) createRoot(el).render(<ShellProviders>{node}</ShellProviders>);
}

/** Removes the page frames no app replaced. */
function removeStrayFrames(): void {
  document.querySelectorAll('[data-hw-frame]').forEach((frame) => frame.remove());
}
