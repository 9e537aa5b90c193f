import { routeFor, subscribeRoutes } from './route-table';

/** The site's name, after each page's own title. */
export const SITE_NAME = 'Homeworth';

/** The document title of a page whose main heading is `heading`. */
export function pageTitle(heading: string): string {
  return `${heading.replace(/\s+/g, ' ').trim()} | ${SITE_NAME}`;
}

/**
 * Keeps the document's title equal to the page's main heading (the first h1 in
 * `main`), whichever app renders it, so every page names itself in the tab and
 * in history. Until a heading is there (a remote still loading) the title is the
 * one its route declares in routes.json.
 */
export function followMainHeading(main: HTMLElement): void {
  const update = () => {
    const heading = main.querySelector('h1')?.textContent ?? routeFor(window.location.pathname)?.route.title;
    if (heading?.trim()) document.title = pageTitle(heading);
  };
  new MutationObserver(update).observe(main, { childList: true, subtree: true, characterData: true });
  subscribeRoutes(update);
  update();
}
