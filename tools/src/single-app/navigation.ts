/**
 * The single-app build's stand-in for the `single-spa` module (webpack alias): the shell's links
 * call `navigateToUrl`, and every router hears a history change as a `popstate`, as single-spa
 * makes it do in the federated site.
 */

/** Goes to a path of the site without a reload. */
export function navigateToUrl(url: string): void {
  window.history.pushState(null, '', url);
}

/** Makes pushState/replaceState that change the URL tell every router (each area has its own), like single-spa. */
export function announceHistoryChanges(onChange: () => void): void {
  for (const method of ['pushState', 'replaceState'] as const) {
    const original = window.history[method].bind(window.history);
    window.history[method] = (data: unknown, unused: string, url?: string | URL | null) => {
      const before = window.location.href;
      original(data, unused, url);
      if (window.location.href !== before) {
        onChange();
        window.dispatchEvent(new PopStateEvent('popstate', { state: data }));
      }
    };
  }
  window.addEventListener('popstate', onChange);
}
