import { readPageStart } from './page-start';
import { federationNameOf } from './remote-names';
import { remoteOverrides } from './remote-overrides';

// Loaded only after a remote failed to load, so the first load of every page stays as it was; the default
// export and `apply` as an argument (the registry's applyRemotes: a static import of it would be a cycle)
// keep what every page downloads for it to one short call.

/**
 * When this browser was given a canary of `app` (its page names the stable build, PageStart.canaryStable),
 * is not on the stable build yet and does not override it: switches that remote to its stable build with
 * `apply`, says so in the console and answers true, for the registry to load it at once. The user then
 * sees the stable version, not the area's fallback. (Try again reads remotes.json afresh: the canary first.)
 */
export default function fallBackToStable(app: string, apply: (remotes: Record<string, string>) => unknown): boolean {
  const name = federationNameOf(app);
  const stable = readPageStart().canaryStable?.[name];
  // `served`: the remotes as this browser was served them, before its overrides.
  const { active, stable: served } = remoteOverrides();
  if (!stable || served[name] === stable || name in active) return false;
  console.warn(`[shell] the canary of ${name} (${served[name]}) failed to load; this browser uses the stable version (${stable})`);
  apply({ ...served, [name]: stable });
  return true;
}
