import vm from 'node:vm';
import { findRouteConflicts, type AppClaim, type AppRoute } from '@homeworth/shared-lib/domain';

/** The rules a release must pass before any user gets it; each answers what is wrong, in words a team can act on. */

const SHARED_LIB = '@homeworth/shared-lib';

type Semver = [number, number, number];

function parseVersion(text: string): Semver | null {
  const match = /^v?(\d+)\.(\d+)\.(\d+)(?:[-+].*)?$/.exec(text.trim());
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : null;
}

function compare(a: Semver, b: Semver): number {
  for (let i = 0; i < 3; i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return 0;
}

/** One comparator: `^1.2.3`, `~1.2.3`, `>=1.2.3`, `>1.2.3`, `<=`, `<`, `=1.2.3` or `1.2.3`, `*`. */
function satisfiesOne(version: Semver, comparator: string): boolean | null {
  if (comparator === '*' || comparator === '' || comparator === 'x') return true;
  const match = /^(\^|~|>=|<=|>|<|=)?\s*(.+)$/.exec(comparator);
  const bound = match && parseVersion(match[2]!);
  if (!match || !bound) return null;
  const order = compare(version, bound);
  switch (match[1]) {
    case '^': {
      // The first non-zero part may not change: ^2.1.0 is >=2.1.0 <3.0.0; ^0.3.1 is >=0.3.1 <0.4.0.
      const fixed = bound[0] > 0 ? 1 : bound[1] > 0 ? 2 : 3;
      return order >= 0 && version.slice(0, fixed).every((part, i) => part === bound[i]);
    }
    case '~':
      return order >= 0 && version[0] === bound[0] && version[1] === bound[1];
    case '>=':
      return order >= 0;
    case '<=':
      return order <= 0;
    case '>':
      return order > 0;
    case '<':
      return order < 0;
    default:
      return order === 0;
  }
}

/**
 * Whether `version` is in `range` (npm's range syntax: comparators joined by spaces, alternatives by `||`);
 * null for a range it cannot read, which a release treats as not accepted.
 */
export function rangeAccepts(range: string, version: string): boolean | null {
  const parsed = parseVersion(version);
  if (!parsed) return null;
  let unreadable = false;
  const accepted = range.split('||').some((alternative) => {
    const results = alternative
      .trim()
      .split(/\s+/)
      .map((comparator) => satisfiesOne(parsed, comparator));
    if (results.includes(null)) unreadable = true;
    return results.every((result) => result === true);
  });
  return accepted ? true : unreadable ? null : false;
}

/** The parts of mf-manifest.json the checks read. */
export interface ReleaseManifest {
  name?: string;
  metaData?: { remoteEntry?: { name?: string } };
  shared?: { name: string; requiredVersion?: string; version?: string }[];
}

/** What is wrong with the manifest of `federationName`'s release, read against the shell's shared-lib version. */
export function manifestProblems(manifest: ReleaseManifest, federationName: string, shellSharedLib: string): string[] {
  const problems: string[] = [];
  if (manifest.name !== federationName) problems.push(`the manifest is of "${String(manifest.name)}", not ${federationName}`);
  if (!manifest.metaData?.remoteEntry?.name) problems.push('the manifest names no remoteEntry');
  const sharedLib = manifest.shared?.find((entry) => entry.name === SHARED_LIB);
  if (!sharedLib?.requiredVersion) {
    problems.push(`the manifest does not say which ${SHARED_LIB} versions it accepts`);
  } else {
    const accepted = rangeAccepts(sharedLib.requiredVersion, shellSharedLib);
    if (accepted === null) problems.push(`its ${SHARED_LIB} range "${sharedLib.requiredVersion}" cannot be read`);
    else if (!accepted) problems.push(`it requires ${SHARED_LIB} ${sharedLib.requiredVersion}, but the shell has ${shellSharedLib}`);
  }
  return problems;
}

/**
 * The paths the release of `app` claims that another live app already owns. `others` are the shell and
 * every other remote, in the order they claim paths; the released app's current version is not among them.
 */
export function routeClashes(app: string, routes: readonly AppRoute[], others: readonly AppClaim[]): string[] {
  return findRouteConflicts([...others, { app, routes }])
    .filter((conflict) => conflict.refused === app)
    .map((conflict) => `${conflict.path} is already owned by ${conflict.kept}`);
}

/** What is wrong with an early script's source: it must at least parse as a script. */
export function earlyScriptProblem(source: string): string | null {
  try {
    new vm.Script(source, { filename: 'early.js' });
    return null;
  } catch (error) {
    return `the early script does not parse: ${error instanceof Error ? error.message : String(error)}`;
  }
}

/** A page of the release to open in the smoke test: its first public route without parameters (a prefix's base path). */
export function smokePath(routes: readonly AppRoute[]): string | null {
  const route = routes.find((r) => r.access === 'public') ?? routes[0];
  if (!route) return null;
  return route.path.endsWith('/*') ? route.path.slice(0, -2) || '/' : route.path;
}
