import { readPageStart } from './page-start';
import { remoteOverrides } from './remote-overrides';

// Loaded only after a remote failed to load: the first load of every page stays as it was. The registry's
// state comes as arguments (a static import of it would make a cycle).

/**
 * When this browser was given a canary of `name` (its page names the stable build, PageStart.canaryStable)
 * and does not override it, switches that remote to its stable version for the rest of the page (recorded in
 * `onStable`, applied with `apply`) and says so in the console; answers the stable manifest URL, else null.
 * The user then sees the stable version, not the area's fallback.
 */
export function fallBackToStable(name: string, onStable: Record<string, string>, apply: (served: Record<string, string>) => unknown): string | null {
  const stable = readPageStart().canaryStable?.[name];
  // `served`: the remotes as served to this browser, before its overrides.
  const { active, stable: served } = remoteOverrides();
  if (!stable || name in onStable || name in active) return null;
  console.warn(`[shell] the canary of ${name} (${served[name]}) failed to load; this browser uses the stable version (${stable})`);
  onStable[name] = stable;
  apply(served);
  return stable;
}
