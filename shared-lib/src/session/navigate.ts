/**
 * Navigates to a path of the site without a reload. single-spa watches the
 * history API, so the app that owns the path is mounted and every router updates.
 */
export function navigateTo(url: string, { replace = false } = {}): void {
  if (replace) window.history.replaceState(window.history.state, '', url);
  else window.history.pushState(null, '', url);
}
