/** The CSS variable that holds the height of the shell's sticky header, for areas with sticky bars of their own. */
export const HEADER_HEIGHT_VAR = '--hw-header-height';

/**
 * Keeps `--hw-header-height` on the root element equal to the sticky header's
 * height (the navigation bar and the dashboard-style bar differ, and the latter
 * takes two rows on phones), so a remote's sticky bar sits right under it.
 */
export function trackHeaderHeight(header: HTMLElement): void {
  // The exact height: offsetHeight rounds, and half a pixel off shows the page through under a phone's header.
  const set = () => document.documentElement.style.setProperty(HEADER_HEIGHT_VAR, `${header.getBoundingClientRect().height}px`);
  set();
  new ResizeObserver(set).observe(header);
}
